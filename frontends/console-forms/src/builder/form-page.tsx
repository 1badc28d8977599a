// One form: its title and Send, then the tabs Fields (the builder's list), Branching (the
// flowchart and conditions), Preview (the real engine, nothing submitted) and Responses — each tab
// its own URL.
import { useMemo, useReducer, useState, type MouseEvent } from 'react'
import { Alert, Box, Button, Link, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material'
import { ErrorMessages } from '@care/contracts/errors'
import { engineField } from '@care/contracts/forms/index'
import { FormFlow } from '@care/form-engine'
import { ActionDialog, DeleteConfirmation, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { forms as formsContract, formFields as formFieldsContract } from '@care/contracts/collections/forms'
import { useAction, useCareClient } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { choicesLoader, databaseLabelOf, drugLookup } from '@care/form-engine/host/care-services'
import type { FieldRecord } from '../records.ts'
import { FORM_TABS, FORM_TAB_LABELS, urlOf, type FormTab, type FormsLocation } from '../route.ts'
import { ResponsesTab } from '../responses/responses-tab.tsx'
import { SendFormDialog } from '../send-form-dialog.tsx'
import { TitleField } from '../title-field.tsx'
import { Branching, FlowProblems } from './branching.tsx'
import { DeleteFormDialog, FormDetailsDialog } from './form-details.tsx'
import { FieldEditor } from './field-editor.tsx'
import { flowProblems, moveField, placeAtEnd, removeField, walkOrder } from './field-order.ts'
import { BUILDER_FIELD_TYPES, TYPE_LABELS, defaultOptions, type BuilderFieldType } from './field-types.ts'
import { FieldsList } from './fields-list.tsx'
import { fieldsTabReducer, formPageReducer, initialFieldsTab } from './form-page-state.ts'
import { useFormFields, type FormFieldsData } from './use-form-fields.ts'
import { inAppLink, isPlainClick } from '@care/remote/url'

export const FORM_NOT_FOUND = 'This form could not be found. It may have been deleted.'
export const NO_FIELDS_TEXT = 'No questions yet: add the first one.'

export interface FormPageProps {
  formId: string
  tab: FormTab
  onOpen: (l: FormsLocation) => void
  basePath?: string
}

export function FormPage({ formId, tab, onOpen, basePath }: FormPageProps) {
  const data = useFormFields(formId)
  const { form, fields } = data
  const [{ dialog }, dispatch] = useReducer(formPageReducer, {})
  const close = () => dispatch({ type: 'close' })
  // offered only what the role allows (spec 1 §6): a coordinator may send forms, not change them
  const mayForm = usePermissions(formsContract)
  const back = (
    <Link
      {...inAppLink(urlOf({ view: 'forms' }, basePath), () => onOpen({ view: 'forms' }))}
    >
      ← All forms
    </Link>
  )
  if (form.state === 'Error' || (form.state === 'Loaded' && !form.record)) {
    const notFound = !form.error || form.error.status === 404 || form.error.message === ErrorMessages.notFound
    return (
      <>
        {back}
        <ErrorState message={notFound ? FORM_NOT_FOUND : form.error?.message} />
      </>
    )
  }
  if (!form.record) return <LoadingState />
  const onTabClick = (e: MouseEvent) => {
    if (isPlainClick(e)) e.preventDefault()
  }
  let body
  if (tab === 'responses') body = <ResponsesTab form={form.record} />
  else if (fields.state === 'Unloaded' || fields.state === 'Fetching') body = <LoadingState />
  else if (fields.state === 'Error') body = <ErrorState message={fields.error?.message} onRetry={() => void fields.reload()} />
  else if (tab === 'fields') body = <FieldsTab data={data} />
  else if (tab === 'branching') body = <Branching fields={fields.records} data={data} />
  else body = <PreviewTab title={form.record.title ?? ''} thanks={form.record.thanksMessage} fields={fields.records} />

  return (
    <>
      {back}
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {form.record.title}
        </Typography>
        {mayForm('update', form.record) && <Button onClick={() => dispatch({ type: 'open', dialog: 'details' })}>Details</Button>}
        {mayForm('delete', form.record) && (
          <Button color="error" onClick={() => dispatch({ type: 'open', dialog: 'delete' })}>
            Delete form
          </Button>
        )}
        <Button variant="outlined" onClick={() => dispatch({ type: 'open', dialog: 'send' })}>
          Send to a patient
        </Button>
      </Stack>
      {form.record.description && (
        <Typography variant="body2" color="text.secondary">
          {form.record.description}
        </Typography>
      )}
      <Tabs value={tab} onChange={(_e, t: FormTab) => onOpen({ view: 'form', formId, tab: t })} variant="scrollable" allowScrollButtonsMobile aria-label="Form" sx={{ mt: 1, mb: 2 }}>
        {FORM_TABS.map((t) => (
          <Tab key={t} value={t} label={FORM_TAB_LABELS[t]} id={`form-tab-${t}`} aria-controls={`form-tabpanel-${t}`} component="a" href={urlOf({ view: 'form', formId, tab: t }, basePath)} onClick={onTabClick} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`form-tabpanel-${tab}`} aria-labelledby={`form-tab-${tab}`}>
        {body}
      </Box>
      {dialog === 'send' && <SendFormDialog form={form.record} onClose={close} />}
      {dialog === 'details' && <FormDetailsDialog form={form.record} onClose={close} />}
      {dialog === 'delete' && <DeleteFormDialog form={form.record} onCancel={close} onDeleted={() => onOpen({ view: 'forms' })} />}
    </>
  )
}

function FieldsTab({ data }: { data: FormFieldsData }) {
  const all = data.fields.records
  const order = useMemo(() => walkOrder(all), [all])
  const [state, dispatch] = useReducer(fieldsTabReducer<FieldRecord>, undefined, initialFieldsTab<FieldRecord>)
  const { adding, editingId, deleting, busy, error, notice } = state
  const editing = all.find((f) => f.id === editingId)
  const branches = all.some((f) => f.previousFields?.some((p) => p.type === 'previousEquals'))
  const problems = useMemo(() => flowProblems(all), [all])
  const mayField = usePermissions(formFieldsContract)

  const move = async (id: string, to: number) => {
    dispatch({ type: 'saving' })
    try {
      await data.relink(moveField(all, order, id, to))
      dispatch({ type: 'moved', title: all.find((f) => f.id === id)?.title ?? '', to })
    } catch (e) {
      dispatch({ type: 'moveFailed', message: (e as Error).message })
    }
  }
  const remove = async () => {
    if (!deleting) return
    dispatch({ type: 'saving' })
    try {
      await data.relink(removeField(all, deleting.id))
      await data.remove(deleting.id)
      dispatch({ type: 'deleted' })
    } catch (e) {
      dispatch({ type: 'deleteFailed', message: (e as Error).message })
    }
  }

  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {`Questions (${order.length})`}
        </Typography>
        {mayField('create') && (
          <Button variant="contained" onClick={() => dispatch({ type: 'add' })}>
            Add question
          </Button>
        )}
      </Stack>
      {branches && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          This form branches: moving a question re-links the flow around it; check the Branching tab after a move.
        </Typography>
      )}
      <Typography role="status" variant="body2" sx={{ mb: 1 }}>
        {notice}
      </Typography>
      <FlowProblems problems={problems} />
      {error && (
        <Alert severity="error" onClose={() => dispatch({ type: 'dismissError' })} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {order.length === 0 ? (
        <EmptyState text={NO_FIELDS_TEXT} />
      ) : (
        <FieldsList order={order} all={all} onMove={(id, to) => void move(id, to)} onEdit={(f) => dispatch({ type: 'edit', id: f.id })} onDelete={(f) => dispatch({ type: 'askDelete', field: f })} busy={busy} may={{ update: mayField('update'), delete: mayField('delete') }} />
      )}
      {adding && (
        <AddFieldDialog
          onClose={() => dispatch({ type: 'closeAdd' })}
          onAdd={async (type, title) => {
            const created = await data.create({ title, type, options: defaultOptions(type), previousFields: placeAtEnd(all) })
            dispatch({ type: 'added', field: created })
          }}
        />
      )}
      {editing && <FieldEditor key={editing.id} field={editing} all={all} data={data} onClose={() => dispatch({ type: 'closeEditor' })} />}
      <DeleteConfirmation open={Boolean(deleting)} deleting={busy} onConfirm={remove} onCancel={() => dispatch({ type: 'cancelDelete' })} />
    </>
  )
}

function AddFieldDialog({ onClose, onAdd }: { onClose: () => void; onAdd: (type: BuilderFieldType, title: string) => Promise<void> }) {
  const [type, setType] = useState<BuilderFieldType>('string')
  const [title, setTitle] = useState('')
  const { busy, error, run } = useAction()
  const add = async () => {
    if (!title.trim() || busy) return
    await run(() => onAdd(type, title.trim()))
  }
  return (
    <ActionDialog onClose={onClose} titleId="add-field-title" title="Add question" actionLabel="Add" onAction={() => void add()} actionDisabled={!title.trim() || busy} error={error}>
      <TextField select fullWidth margin="dense" label="Type" value={type} onChange={(e) => setType(e.target.value as BuilderFieldType)}>
        {BUILDER_FIELD_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <TitleField value={title} onChange={setTitle} onEnter={() => void add()} maxLength={1000} />
    </ActionDialog>
  )
}

function PreviewTab({ title, thanks, fields }: { title: string; thanks?: string; fields: readonly FieldRecord[] }) {
  const client = useCareClient()
  const [run, setRun] = useState(0)
  const engineFields = useMemo(() => fields.map(engineField), [fields])
  const services = useMemo(() => ({ loadChoices: choicesLoader(client, databaseLabelOf(fields)), drugLookup: drugLookup(client) }), [client, fields])
  return (
    <Box>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
          Preview: answers are checked as the patient's would be, and nothing is submitted.
        </Typography>
        <Button onClick={() => setRun((n) => n + 1)}>Restart preview</Button>
      </Stack>
      <Box data-testid="form-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 3 } }}>
        <FormFlow key={`${run}-${fields.map((f) => f.updatedAt).join()}`} form={{ id: 'preview', title }} fields={engineFields} preview onSubmit={async () => undefined} thankYouText={thanks || undefined} {...services} />
      </Box>
    </Box>
  )
}
