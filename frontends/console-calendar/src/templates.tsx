// Appointment types (calendar_event_templates): title (unique: the server's message shows),
// duration, description, self-scheduling, video, reminders, restricted by state, confirmation email
// and SMS disabled, colour and the portal's settings (hide team members).
import { useState } from 'react'
import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material'
import { useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as shared } from '@care/ui'
import { placeBy } from './errors.ts'
import { reminderDrafts, remindersOf, remindersValid, type ReminderDraft } from './event-draft.ts'
import { RecordList, useRecordEditor } from './record-list.tsx'
import { DEFAULT_EVENT_COLOR, titleOf, type EventTemplate } from './records.ts'
import { RemindersEditor } from './reminders-editor.tsx'
import { texts } from './texts.ts'

const t = texts.templates
const FLAGS = ['enableSelfScheduling', 'enableVideoCall', 'restrictedByState', 'confirmationEmailDisabled', 'confirmationSMSDisabled'] as const
type Flag = (typeof FLAGS)[number]
const FLAG_LABELS: Record<Flag, string> = {
  enableSelfScheduling: t.selfScheduling,
  enableVideoCall: t.video,
  restrictedByState: t.restrictedByState,
  confirmationEmailDisabled: t.confirmationEmailDisabled,
  confirmationSMSDisabled: t.confirmationSMSDisabled,
}
const FIELDS = ['title', 'durationInMinutes', 'description', 'color', 'reminders', ...FLAGS, 'portalSettings'] as const
type Field = (typeof FIELDS)[number]
const place = placeBy(FIELDS)

interface Draft extends Record<Flag, boolean> {
  title: string
  duration: string
  description: string
  color: string
  hideUsers: boolean
  reminders: ReminderDraft[]
}

export const durationProblem = (text: string) => (text !== '' && Number.isInteger(Number(text)) && Number(text) >= 1 ? undefined : 'The duration must be a whole number of minutes, at least 1')

export function Templates() {
  const list = useCollection('calendar_event_templates')
  const editor = useRecordEditor<EventTemplate>()
  const yes = (b?: boolean) => (b ? t.yes : t.no)
  return (
    <>
      <RecordList
        heading={t.heading}
        createLabel={t.create}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.title, t.columns.duration, t.columns.selfScheduling, t.columns.video]}
        actionsLabel={t.columns.actions}
        list={list}
        collection="calendar_event_templates"
        cells={(x) => [
          <Stack key="title" direction="row" spacing={1} alignItems="center">
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', flex: 'none', bgcolor: x.color || DEFAULT_EVENT_COLOR }} />
            <span>{x.title}</span>
          </Stack>,
          texts.event.minutes(x.durationInMinutes ?? 0),
          yes(x.enableSelfScheduling),
          yes(x.enableVideoCall),
        ]}
        editLabel={t.edit}
        deleteLabel={t.delete}
        deletedText={t.deleted}
        {...editor.listProps}
      />
      {editor.dialog && <TemplateDialog template={editor.dialog.record} onClose={editor.dialog.onClose} onSaved={editor.dialog.onSaved} />}
    </>
  )
}

function TemplateDialog({ template, onClose, onSaved }: { template?: EventTemplate; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const [draft, setDraft] = useState<Draft>(() => ({
    title: template?.title ?? '',
    duration: String(template?.durationInMinutes ?? 30),
    description: template?.description ?? '',
    color: template?.color || DEFAULT_EVENT_COLOR,
    hideUsers: template?.portalSettings?.hideUsers === true,
    reminders: reminderDrafts(template?.reminders),
    ...(Object.fromEntries(FLAGS.map((f) => [f, template?.[f] === true])) as Record<Flag, boolean>),
  }))
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({})
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const set = <K extends keyof Draft>(key: K, value: Draft[K], field: Field) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clearError(field)
    setShown((s) => ({ ...s, [field]: undefined }))
  }
  const error = (f: Field) => shown[f] ?? errors[f]
  const save = () => {
    const problems: Partial<Record<Field, string>> = {}
    const duration = durationProblem(draft.duration)
    if (duration) problems.durationInMinutes = duration
    if (!remindersValid(draft.reminders)) problems.reminders = 'Each reminder needs its minutes before the start (0 or more)'
    if (Object.keys(problems).length) return setShown(problems)
    void submit(async () => {
      const fields = {
        title: draft.title.trim(),
        durationInMinutes: Number(draft.duration),
        description: draft.description,
        color: draft.color,
        portalSettings: { ...template?.portalSettings, hideUsers: draft.hideUsers },
        reminders: remindersOf(draft.reminders, template?.reminders ?? []),
        ...Object.fromEntries(FLAGS.map((f) => [f, draft[f]])),
      }
      const saved = template
        ? await client.collections.calendar_event_templates.updateOne(template.id, fields, { replaceObjectFields: true })
        : await client.collections.calendar_event_templates.createOne(fields)
      client.collection('calendar_event_templates').addReplaceIfMatch([saved])
      onSaved()
    })
  }
  return (
    <FormDialog titleId="template-dialog-title" title={template ? t.editTitle(titleOf(template)) : t.createTitle} onClose={onClose} onSubmit={save} submitLabel={template ? texts.save : texts.create} submitting={submitting} submitDisabled={!draft.title.trim()} error={formError} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t.title} required value={draft.title} onChange={(e) => set('title', e.target.value, 'title')} error={Boolean(error('title'))} helperText={error('title')} inputProps={{ maxLength: 1000 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t.duration} type="number" required value={draft.duration} onChange={(e) => set('duration', e.target.value, 'durationInMinutes')} error={Boolean(error('durationInMinutes'))} helperText={error('durationInMinutes')} inputProps={{ min: 1, step: 1 }} sx={{ flex: 1 }} />
          <TextField label={t.color} type="color" value={draft.color} onChange={(e) => set('color', e.target.value, 'color')} error={Boolean(error('color'))} helperText={error('color')} sx={{ flex: 1 }} />
        </Stack>
        <TextField label={t.description} multiline minRows={2} value={draft.description} onChange={(e) => set('description', e.target.value, 'description')} error={Boolean(error('description'))} helperText={error('description')} inputProps={{ maxLength: 25000 }} />
        <Stack>
          {FLAGS.map((f) => (
            <FormControlLabel key={f} control={<Checkbox checked={draft[f]} onChange={(e) => set(f, e.target.checked, f)} />} label={FLAG_LABELS[f]} />
          ))}
          <FormControlLabel control={<Checkbox checked={draft.hideUsers} onChange={(e) => set('hideUsers', e.target.checked, 'portalSettings')} />} label={t.hideUsers} />
        </Stack>
        <RemindersEditor value={draft.reminders} onChange={(r) => set('reminders', r, 'reminders')} error={error('reminders')} />
      </Stack>
    </FormDialog>
  )
}
