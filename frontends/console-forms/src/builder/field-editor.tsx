// The field editor (a dialog): title, description (and an HTML description when the field has
// one), optional, shared with the patient, the options of the field's type (a signature's
// document, a Database Select's filter …), call-outs, and the patient's record
// (field-patient-settings.tsx). Save sends what changed; closing with unsaved edits asks first.
// A question group's questions are added and removed here too (each is a field in the group).
import { useState } from 'react'
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography,
} from '@mui/material'
import { useAction, useCollection } from '@care/sdk/react'
import { ActionError, useUnsavedChanges } from '@care/ui'
import type { FieldRecord } from '../records.ts'
import { editorProblem, editorUpdates, editorValues, type EditorValues, type TableColumn } from './field-editor-values.ts'
import { BUILDER_FIELD_TYPES, TYPE_LABELS, canPrepopulate, canRepeat, defaultOptions, hasLength, hasNoAnswer, typeLabel, type BuilderFieldType } from './field-types.ts'
import { DatabasesState, PatientFieldSettings, type SetValue } from './field-patient-settings.tsx'
import { walkOrder } from './field-order.ts'
import type { FormFieldsData } from './use-form-fields.ts'

export interface FieldEditorProps {
  field: FieldRecord
  all: readonly FieldRecord[]
  data: Pick<FormFieldsData, 'update' | 'create' | 'remove'>
  onClose: () => void
}

export function FieldEditor({ field, all, data, onClose }: FieldEditorProps) {
  const [initial] = useState(() => editorValues(field))
  const [v, setV] = useState<EditorValues>(initial)
  const { busy, error, run } = useAction()
  const dirty = JSON.stringify(v) !== JSON.stringify(initial)
  const unsaved = useUnsavedChanges(dirty)
  const set = <K extends keyof EditorValues>(k: K, value: EditorValues[K]) => setV((x) => ({ ...x, [k]: value }))
  const problem = editorProblem(field.type, v)
  const t = field.type

  const save = async () => {
    if (problem || busy) return
    await run(async () => {
      const updates = editorUpdates(field, v)
      if (Object.keys(updates).length) await data.update(field.id, updates)
      onClose()
    })
  }
  const close = () => unsaved.confirm(onClose)
  const text = (k: keyof EditorValues, label: string, o: { multiline?: boolean; type?: string; helper?: string } = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={v[k] as string}
      onChange={(e) => set(k, e.target.value as never)}
      multiline={o.multiline}
      minRows={o.multiline ? 3 : undefined}
      type={o.type}
      helperText={o.helper}
    />
  )
  const check = (k: keyof EditorValues, label: string) => (
    <FormControlLabel control={<Checkbox checked={v[k] as boolean} onChange={(e) => set(k, e.target.checked as never)} />} label={label} />
  )

  return (
    <Dialog open onClose={close} aria-labelledby="field-editor-title" fullWidth maxWidth="sm">
      <DialogTitle id="field-editor-title">{`Edit question: ${typeLabel(t)}`}</DialogTitle>
      <DialogContent>
        <TextField autoFocus fullWidth required margin="dense" label="Title" value={v.title} onChange={(e) => set('title', e.target.value)} slotProps={{ htmlInput: { maxLength: 1000 } }} />
        {text('description', t === 'signature' ? 'Consent text' : 'Description', { multiline: true })}
        {initial.htmlDescription && text('htmlDescription', 'Description as HTML', { multiline: true, helper: 'Shown instead of the description: formatting and links (scripts are removed). Empty: the description' })}
        <Stack direction="row" flexWrap="wrap" useFlexGap>
          {t !== 'description' && t !== 'Question Group' && check('isOptional', 'Optional')}
          {check('sharedWithEnduser', 'Answer shared with the patient')}
          {canRepeat(t) && check('repeat', 'Ask to enter it twice')}
        </Stack>
        {(t === 'multiple_choice' || t === 'Dropdown' || t === 'ranking') && text('choices', 'Choices (one a line)', { multiline: true })}
        {t === 'multiple_choice' && check('radio', 'One answer only (radio buttons)')}
        {(t === 'multiple_choice' || t === 'Dropdown') && check('other', "Allow an 'Other' answer")}
        {hasLength(t) && (
          <Stack direction="row" spacing={1}>
            {text('minLength', 'Minimum length', { type: 'number' })}
            {text('maxLength', 'Maximum length', { type: 'number' })}
          </Stack>
        )}
        {t === 'rating' && (
          <Stack direction="row" spacing={1}>
            {text('from', 'From', { type: 'number', helper: 'Default 1' })}
            {text('to', 'To', { type: 'number', helper: 'Default 10' })}
          </Stack>
        )}
        {(t === 'file' || t === 'files') && text('validFileTypes', 'Allowed file types', { helper: 'Comma separated, e.g. image, pdf, video. Empty: any file' })}
        {t === 'signature' && (
          <>
            {text('pdfAttachment', 'PDF to sign', { helper: "A web address or a stored file's name; shown with the consent" })}
            {text('signatureUrl', 'Or a document to show (web address)', { helper: 'Shown when there is no PDF' })}
          </>
        )}
        {t === 'Database Select' && <DatabaseOptions field={field} all={all} v={v} set={set} />}
        {t === 'Table Input' && <TableColumns columns={v.tableChoices} onChange={(c) => set('tableChoices', c)} />}
        {t === 'Question Group' && <GroupQuestions group={field} all={all} data={data} />}
        {!hasNoAnswer(t) && text('callouts', 'Call out these answers to staff (one a line)', { multiline: true, helper: 'A response whose answer is (or includes) one of them is flagged' })}
        {canPrepopulate(t) && <PatientFieldSettings type={t} v={v} set={set} />}
        <ActionError error={error || problem} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={Boolean(problem) || busy || !dirty}>
          Save
        </Button>
      </DialogActions>
      {unsaved.dialog}
    </Dialog>
  )
}

function DatabaseOptions({ field, all, v, set }: { field: FieldRecord; all: readonly FieldRecord[]; v: EditorValues; set: SetValue }) {
  const databases = useCollection('databases')
  const chosen = databases.records.find((d) => d.id === v.databaseId)
  const labels = chosen?.fields?.map((f) => f.label) ?? []
  // the answer a record must match comes from a question asked before (in flow order; any other question for one in a group)
  const order = walkOrder(all)
  const at = order.findIndex((f) => f.id === field.id)
  const earlier = (at >= 0 ? order.slice(0, at) : all.filter((f) => f.id !== field.id)).filter((f) => !hasNoAnswer(f.type))
  // one chosen before the flow changed stays shown
  const kept = earlier.some((f) => f.id === v.filterFieldId) ? undefined : all.find((f) => f.id === v.filterFieldId)
  const questions = kept ? [...earlier, kept] : earlier
  return (
    <>
      <DatabasesState state={databases.state} error={databases.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Database"
          value={chosen ? v.databaseId : ''}
          onChange={(e) => {
            set('databaseId', e.target.value)
            set('filterLabel', '')
          }}
        >
          {databases.records.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField select fullWidth margin="dense" label="Shown value" value={labels.includes(v.databaseLabel) ? v.databaseLabel : ''} onChange={(e) => set('databaseLabel', e.target.value)}>
          {labels.map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Offer only the records whose value matches an earlier answer (optional):
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Filter by the answer to"
          value={questions.some((q) => q.id === v.filterFieldId) ? v.filterFieldId : ''}
          onChange={(e) => {
            set('filterFieldId', e.target.value)
            if (!e.target.value) set('filterLabel', '')
          }}
        >
          <MenuItem value="">No filter</MenuItem>
          {questions.map((q) => (
            <MenuItem key={q.id} value={q.id}>
              {q.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Matched against the database's"
          disabled={!chosen || !v.filterFieldId}
          value={labels.includes(v.filterLabel) ? v.filterLabel : ''}
          onChange={(e) => set('filterLabel', e.target.value)}
        >
          {labels.map((l) => (
            <MenuItem key={l} value={l}>
              {l}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </>
  )
}

function TableColumns({ columns, onChange }: { columns: TableColumn[]; onChange: (c: TableColumn[]) => void }) {
  const change = (i: number, c: Partial<TableColumn>) => onChange(columns.map((x, j) => (j === i ? { ...x, ...c } : x)))
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
      <Typography component="legend" variant="body2">
        Columns
      </Typography>
      {columns.map((c, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField margin="dense" label={`Column ${i + 1} label`} value={c.label} onChange={(e) => change(i, { label: e.target.value })} />
          <TextField select margin="dense" label={`Column ${i + 1} type`} value={c.type} onChange={(e) => change(i, { type: e.target.value as TableColumn['type'] })} sx={{ minWidth: 110 }}>
            {['Text', 'Date', 'Select'].map((x) => (
              <MenuItem key={x} value={x}>
                {x}
              </MenuItem>
            ))}
          </TextField>
          {c.type === 'Select' && <TextField margin="dense" label={`Column ${i + 1} choices`} helperText="Comma separated" value={c.choices} onChange={(e) => change(i, { choices: e.target.value })} />}
          <IconButton aria-label={`Remove column ${i + 1}`} onClick={() => onChange(columns.filter((_x, j) => j !== i))}>
            ×
          </IconButton>
        </Stack>
      ))}
      <Button size="small" onClick={() => onChange([...columns, { label: `Column ${columns.length + 1}`, type: 'Text', choices: '' }])}>
        Add column
      </Button>
    </Box>
  )
}

const GROUPABLE = BUILDER_FIELD_TYPES.filter((x) => x !== 'Question Group')

/** A group's questions are saved at once (they are fields of their own, isInGroup, listed in options.subFields). */
function GroupQuestions({ group, all, data }: { group: FieldRecord; all: readonly FieldRecord[]; data: FieldEditorProps['data'] }) {
  const current = all.find((f) => f.id === group.id) ?? group
  const subIds = (current.options?.subFields ?? []).map((s) => s.id)
  const subs = subIds.map((id) => all.find((f) => f.id === id)).filter((f): f is FieldRecord => Boolean(f))
  const [title, setTitle] = useState('')
  const [type, setType] = useState<BuilderFieldType>('string')
  const [error, setError] = useState('')
  const add = async () => {
    if (!title.trim()) return
    setError('')
    try {
      const created = await data.create({ title: title.trim(), type, isInGroup: true, previousFields: [], options: defaultOptions(type) })
      await data.update(group.id, { options: { ...current.options, subFields: [...subIds.map((id) => ({ id })), { id: created.id }] } })
      setTitle('')
    } catch (e) {
      setError((e as Error).message)
    }
  }
  const remove = async (id: string) => {
    setError('')
    try {
      await data.update(group.id, { options: { ...current.options, subFields: subIds.filter((x) => x !== id).map((x) => ({ id: x })) } })
      await data.remove(id)
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
      <Typography component="legend" variant="body2">
        Questions in this group (saved at once)
      </Typography>
      {subs.length === 0 && <Typography variant="body2">No questions in this group yet</Typography>}
      {subs.map((s) => (
        <Stack key={s.id} direction="row" alignItems="center" spacing={1}>
          <Typography variant="body2" sx={{ flex: 1 }}>{`${s.title} (${typeLabel(s.type)})`}</Typography>
          <Button size="small" color="error" onClick={() => void remove(s.id)} aria-label={`Remove ${s.title} from the group`}>
            Remove
          </Button>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <TextField margin="dense" label="Group question title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <TextField select margin="dense" label="Group question type" value={type} onChange={(e) => setType(e.target.value as BuilderFieldType)} sx={{ minWidth: 160 }}>
          {GROUPABLE.map((x) => (
            <MenuItem key={x} value={x}>
              {TYPE_LABELS[x]}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => void add()} disabled={!title.trim()}>
          Add to group
        </Button>
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
    </Box>
  )
}
