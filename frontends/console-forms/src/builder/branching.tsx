// Branching: the flowchart of the form (wide screens) and, beside it, the conditions of one
// question — First question, After a question, or When a question's answer equals a value
// (spec 3 §3 previousFields root / after / previousEquals). The flow is also listed in words,
// which is what narrow screens and screen readers use.
import { useAction } from '@care/sdk/react'
import { Suspense, lazy, useEffect, useMemo, useState } from 'react'
import { Alert, Box, Button, IconButton, List, ListItem, MenuItem, Stack, TextField, Typography, useMediaQuery } from '@mui/material'
import type { PreviousFormField } from '@care/contracts/forms/index'
import { ActionError, LoadingState, useUnsavedChanges } from '@care/ui'
import { stableJson, type FieldRecord } from '../records.ts'
import { ROOT, after, conditionText, flowProblems, walkOrder, whenEquals } from './field-order.ts'
import { hasChoices } from './field-types.ts'
import type { FormFieldsData } from './use-form-fields.ts'

const FlowChart = lazy(() => import('./flow-chart.tsx'))

type Kind = 'root' | 'after' | 'previousEquals'
const KIND_LABELS: Record<Kind, string> = { root: 'First question', after: 'After a question', previousEquals: "When a question's answer is" }

export interface BranchingProps {
  fields: readonly FieldRecord[]
  data: Pick<FormFieldsData, 'update'>
}

export function Branching({ fields, data }: BranchingProps) {
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true })
  const order = useMemo(() => walkOrder(fields), [fields])
  const [selectedId, setSelectedId] = useState<string>()
  const selected = order.find((f) => f.id === selectedId) ?? order[0]
  const titleOf = (id: string) => fields.find((f) => f.id === id)?.title ?? 'a deleted question'
  const [error, setError] = useState('')

  const connect = async (source: string, target: string) => {
    const t = fields.find((f) => f.id === target)
    if (!t) return
    setError('')
    try {
      const list = (t.previousFields ?? []).filter((p) => p.type !== 'root')
      if (!list.some((p) => p.type === 'after' && p.info.fieldId === source)) await data.update(target, { previousFields: [...list, after(source)] })
    } catch (e) {
      setError((e as Error).message)
    }
  }
  const place = (id: string, x: number, y: number) => void data.update(id, { flowchartUI: { x, y } }).catch((e: Error) => setError(e.message))

  const problems = useMemo(() => flowProblems(fields), [fields])
  if (!order.length) return <Typography color="text.secondary">Add questions on the Fields tab first.</Typography>
  return (
    <Box>
      <FlowProblems problems={problems} />
      {error && (
        <Alert severity="error" onClose={() => setError('')} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
        {wide && (
          <Box sx={{ flex: 2, minWidth: 0, width: '100%' }}>
            <Suspense fallback={<LoadingState />}>
              <FlowChart fields={fields} onConnect={(s, t) => void connect(s, t)} onPlace={place} onSelect={setSelectedId} />
            </Suspense>
            <Typography variant="caption" color="text.secondary">
              Drag from the bottom of a question to the top of another to make it follow; click a question to edit its conditions.
            </Typography>
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {selected && <ConditionsEditor key={selected.id} field={selected} order={order} onSelect={setSelectedId} data={data} />}
        </Box>
      </Stack>
      <Typography component="h2" variant="h6" sx={{ mt: 3 }}>
        The flow in words
      </Typography>
      <List dense aria-label="The flow in words">
        {order.map((f, i) => (
          <ListItem key={f.id} disableGutters sx={{ display: 'block' }}>
            <Typography variant="body2">
              <strong>{`${i + 1}. ${f.title}`}</strong>
              {`: ${(f.previousFields ?? []).map((p) => conditionText(p, titleOf)).join('; ') || 'not in the flow yet'}`}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  )
}

interface Draft {
  kind: Kind
  fieldId: string
  equals: string
}
const draftOf = (p: PreviousFormField): Draft =>
  p.type === 'root' ? { kind: 'root', fieldId: '', equals: '' } : { kind: p.type, fieldId: p.info.fieldId, equals: p.type === 'previousEquals' ? p.info.equals : '' }
const entryOf = (d: Draft): PreviousFormField | undefined =>
  d.kind === 'root' ? ROOT : !d.fieldId ? undefined : d.kind === 'after' ? after(d.fieldId) : d.equals.trim() ? whenEquals(d.fieldId, d.equals.trim()) : undefined

function ConditionsEditor({ field, order, onSelect, data }: { field: FieldRecord; order: readonly FieldRecord[]; onSelect: (id: string) => void; data: BranchingProps['data'] }) {
  const [drafts, setDrafts] = useState<Draft[]>(() => (field.previousFields ?? []).map(draftOf))
  const { busy, error, run } = useAction()
  const [saved, setSaved] = useState('')
  useEffect(() => setSaved(''), [field.id])
  const others = order.filter((f) => f.id !== field.id)
  const entries = drafts.map(entryOf)
  const incomplete = entries.some((e) => !e)
  const dirty = stableJson(entries) !== stableJson(field.previousFields ?? [])
  // unsaved conditions: another question, another tab or leaving the page asks first
  const unsaved = useUnsavedChanges(dirty)
  const change = (i: number, d: Partial<Draft>) => setDrafts((list) => list.map((x, j) => (j === i ? { ...x, ...d } : x)))

  const save = async () => {
    if (incomplete || busy) return
    await run(async () => {
      await data.update(field.id, { previousFields: entries as PreviousFormField[] })
      setSaved('Conditions saved')
    })
  }

  return (
    <Box component="section" aria-labelledby="conditions-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography id="conditions-heading" component="h2" variant="h6">
        Conditions
      </Typography>
      <TextField select fullWidth margin="dense" label="Question" value={field.id} onChange={(e) => { const id = e.target.value; unsaved.confirm(() => onSelect(id)) }}>
        {order.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.title}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        {`"${field.title}" shows when any of these holds:`}
      </Typography>
      {drafts.length === 0 && <Typography variant="body2">No conditions: this question is not reached.</Typography>}
      {drafts.map((d, i) => {
        const parent = order.find((f) => f.id === d.fieldId)
        const n = i + 1
        return (
          <Box key={i} role="group" aria-label={`Condition ${n}`} sx={{ borderTop: i ? 1 : 0, borderColor: 'divider', pt: i ? 1 : 0 }}>
            <Stack direction="row" spacing={1} alignItems="center">
              <TextField select fullWidth margin="dense" label={`Condition ${n}`} value={d.kind} onChange={(e) => change(i, { kind: e.target.value as Kind, equals: '' })}>
                {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
                  <MenuItem key={k} value={k}>
                    {KIND_LABELS[k]}
                  </MenuItem>
                ))}
              </TextField>
              <IconButton aria-label={`Remove condition ${n}`} onClick={() => setDrafts((list) => list.filter((_x, j) => j !== i))}>
                ×
              </IconButton>
            </Stack>
            {d.kind !== 'root' && (
              <TextField select fullWidth margin="dense" label={`Condition ${n} question`} value={parent ? d.fieldId : ''} onChange={(e) => change(i, { fieldId: e.target.value, equals: '' })}>
                {others.map((f) => (
                  <MenuItem key={f.id} value={f.id}>
                    {f.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {d.kind === 'previousEquals' &&
              (parent && hasChoices(parent.type) && parent.options?.choices?.length ? (
                <TextField select fullWidth margin="dense" label={`Condition ${n} answer`} value={parent.options.choices.includes(d.equals) ? d.equals : ''} onChange={(e) => change(i, { equals: e.target.value })}>
                  {parent.options.choices.map((c) => (
                    <MenuItem key={c} value={c}>
                      {c}
                    </MenuItem>
                  ))}
                </TextField>
              ) : (
                <TextField fullWidth margin="dense" label={`Condition ${n} answer`} value={d.equals} onChange={(e) => change(i, { equals: e.target.value })} />
              ))}
          </Box>
        )
      })}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
        <Button onClick={() => setDrafts((list) => [...list, { kind: 'after', fieldId: '', equals: '' }])}>Add condition</Button>
        <Button variant="contained" onClick={() => void save()} disabled={incomplete || !dirty || busy}>
          Save conditions
        </Button>
      </Stack>
      <ActionError error={error} />
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {saved && !dirty ? saved : ''}
      </Typography>
      {unsaved.dialog}
    </Box>
  )
}

/** The flow's problems (flowProblems), or nothing when it works as drawn. */
export function FlowProblems({ problems }: { problems: readonly string[] }) {
  if (!problems.length) return null
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      <Typography variant="body2">Check the flow:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Flow problems">
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </Box>
    </Alert>
  )
}
