// Create or edit an event: appointment type (fills title, duration, video and reminders), title,
// start, duration, location, attendees (team members and patients), description, video, reminders.
// The server's refusals go under the fields they name.
import { useState } from 'react'
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as shared } from '@care/ui'
import { PatientsPicker, UserPicker } from './attendee-pickers.tsx'
import { placeBy } from './errors.ts'
import { draftOf, draftProblem, EVENT_FIELDS, fieldsOf, updatesOf, withTemplate, type EventDraft } from './event-draft.ts'
import { RemindersEditor } from './reminders-editor.tsx'
import type { AppointmentLocation, CalendarEvent, EventTemplate, User } from './records.ts'
import { texts } from './texts.ts'

const t = texts.event
const place = placeBy(EVENT_FIELDS)

export interface EventFormDialogProps {
  /** the event edited; none: a new event from `initial` */
  event?: CalendarEvent
  initial?: EventDraft
  users: readonly User[]
  templates: readonly EventTemplate[]
  locations: readonly AppointmentLocation[]
  onClose: () => void
  onSaved: (event: CalendarEvent) => void
}

export function EventFormDialog({ event, initial, users, templates, locations, onClose, onSaved }: EventFormDialogProps) {
  const client = useCareClient()
  const [draft, setDraft] = useState<EventDraft>(() => (event ? draftOf(event) : initial!))
  const [shown, setShown] = useState<Partial<Record<string, string>>>({})
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const set = <K extends keyof EventDraft>(key: K, value: EventDraft[K], field: (typeof EVENT_FIELDS)[number] = key as never) => {
    setDraft((d) => ({ ...d, [key]: value }))
    clearError(field)
    setShown((s) => ({ ...s, [field]: undefined }))
  }
  const error = (f: (typeof EVENT_FIELDS)[number]) => shown[f] ?? errors[f]

  const save = () => {
    const problems = draftProblem(draft)
    if (Object.keys(problems).length) return setShown(problems)
    void submit(async () => {
      const saved = event
        ? await client.collections.calendar_events.updateOne(event.id, updatesOf(draft, event), { replaceObjectFields: true })
        : await client.collections.calendar_events.createOne(fieldsOf(draft))
      client.collection('calendar_events').addReplaceIfMatch([saved])
      onSaved(saved)
    })
  }

  const titleId = event ? 'event-edit-title' : 'event-create-title'
  return (
    <FormDialog titleId={titleId} title={event ? t.editTitle : t.createTitle} onClose={onClose} onSubmit={save} submitLabel={event ? t.save : t.create} submitting={submitting} submitDisabled={false} error={formError} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select label={t.type} value={draft.templateId} onChange={(e) => setDraft((d) => withTemplate(d, templates.find((x) => x.id === e.target.value)))} error={Boolean(error('templateId'))} helperText={error('templateId')}>
          <MenuItem value="">{t.noType}</MenuItem>
          {templates.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t.title} required value={draft.title} onChange={(e) => set('title', e.target.value)} error={Boolean(error('title'))} helperText={error('title')} inputProps={{ maxLength: 1000 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t.start} type="datetime-local" required value={draft.start} onChange={(e) => set('start', e.target.value)} error={Boolean(error('start'))} helperText={error('start')} InputLabelProps={{ shrink: true }} sx={{ flex: 1 }} />
          <TextField label={t.duration} type="number" required value={draft.duration} onChange={(e) => set('duration', e.target.value)} error={Boolean(error('duration'))} helperText={error('duration')} inputProps={{ min: 1, step: 1 }} sx={{ flex: 1 }} />
        </Stack>
        <TextField select label={t.location} value={draft.locationId} onChange={(e) => set('locationId', e.target.value)} error={Boolean(error('locationId'))} helperText={error('locationId')}>
          <MenuItem value="">{t.noLocation}</MenuItem>
          {locations.map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.title}
            </MenuItem>
          ))}
        </TextField>
        <UserPicker label={t.users} users={users} value={draft.userIds} onChange={(ids) => set('userIds', ids, 'attendees')} error={error('attendees')} />
        <PatientsPicker label={t.patients} value={draft.enduserIds} onChange={(ids) => set('enduserIds', ids, 'attendees')} />
        <TextField label={t.description} multiline minRows={2} value={draft.description} onChange={(e) => set('description', e.target.value)} error={Boolean(error('description'))} helperText={error('description')} inputProps={{ maxLength: 25000 }} />
        <FormControlLabel control={<Checkbox checked={draft.enableVideoCall} onChange={(e) => set('enableVideoCall', e.target.checked)} />} label={t.video} />
        <RemindersEditor value={draft.reminders} onChange={(r) => set('reminders', r)} error={error('reminders')} />
      </Stack>
    </FormDialog>
  )
}
