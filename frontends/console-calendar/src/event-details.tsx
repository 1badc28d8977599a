// One event, opened from the calendar: when, where, who, what happened to it, and its actions —
// edit, reschedule (a new event at the new time; the old one gets rescheduledAt and rescheduledTo),
// mark no-show (or undo it), cancel (cancelledAt, after a confirmation), delete, and Start video
// (the visit's page, which starts the meeting).
import { useState } from 'react'
import { Alert, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useCareClient, useAction, useRecordsById } from '@care/sdk/react'
import { ActionDialog, ConfirmationDialog, DeleteConfirmation } from '@care/ui'
import { rescheduledCopy } from './event-draft.ts'
import { durationOf, eventStatus, formatSpan, startOf, titleOf, formatWhen, fromLocalInput, personName, toLocalInput, type AppointmentLocation, type CalendarEvent, type EventTemplate, type User } from './records.ts'
import { texts } from './texts.ts'

const t = texts.event

export interface EventDetailsProps {
  event: CalendarEvent
  users: ReadonlyMap<string, User>
  locations: ReadonlyMap<string, AppointmentLocation>
  templates: ReadonlyMap<string, EventTemplate>
  onClose: () => void
  onEdit: () => void
  /** a change done: the message to show */
  onDone: (notice: string) => void
  /** the video visit's page */
  openVideo: (calendarEventId: string) => void
  /** now, for the stamps (tests give a fixed clock) */
  now?: () => Date
}

type Confirm = 'cancel' | 'delete' | 'reschedule' | undefined

export function EventDetails({ event, users, locations, templates, onClose, onEdit, onDone, openVideo, now = () => new Date() }: EventDetailsProps) {
  const client = useCareClient()
  const events = client.collections.calendar_events
  const cache = client.collection('calendar_events')
  const keep = (...records: CalendarEvent[]) => cache.addReplaceIfMatch(records)
  const { busy, error, run } = useAction()
  const [confirm, setConfirm] = useState<Confirm>()
  const [newStart, setNewStart] = useState(() => toLocalInput(startOf(event)))
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const patients = useRecordsById('endusers', (event.attendees ?? []).filter((a) => a.type === 'enduser').map((a) => a.id))
  const status = eventStatus(event)
  const open = status === 'scheduled' || status === 'noShow'
  const location = event.locationId ? locations.get(event.locationId)?.title : event.location

  const act = async (work: () => Promise<unknown>, notice: string) => {
    if (await run(work)) {
      setConfirm(undefined)
      onDone(notice)
    }
  }
  const stamp = () => now().toISOString()
  const cancel = () => act(async () => keep(await events.updateOne(event.id, { cancelledAt: stamp() })), t.cancelled)
  const noShow = () => act(async () => keep(await events.updateOne(event.id, { noShowedAt: event.noShowedAt ? null : stamp() })), event.noShowedAt ? texts.saved : t.markedNoShow)
  const remove = () =>
    act(async () => {
      await events.deleteOne(event.id)
      cache.remove([event.id])
    }, t.deleted(titleOf(event)))
  const reschedule = () =>
    act(async () => {
      const created = await events.createOne(rescheduledCopy(event, fromLocalInput(newStart)))
      keep(created)
      keep(await events.updateOne(event.id, { rescheduledAt: stamp(), rescheduledTo: created.id }))
    }, t.rescheduledDone)
  // the visit's page starts the meeting (POST /start-meeting-for-event) and joins it
  const startVideo = () => openVideo(event.id)

  const attendeeNames = (event.attendees ?? []).map((a) => (a.type === 'user' ? personName(users.get(a.id)) : personName(patients.get(a.id))) || a.id)
  return (
    <>
      <Dialog open onClose={onClose} aria-labelledby="event-details-title" fullWidth maxWidth="sm" fullScreen={fullScreen}>
        <DialogTitle id="event-details-title" sx={{ textDecoration: status === 'cancelled' ? 'line-through' : undefined }}>
          {event.title}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
              {event.cancelledAt && <Chip color="error" label={t.cancelledOn(formatWhen(event.cancelledAt))} />}
              {event.rescheduledAt && <Chip color="warning" label={t.rescheduledOn(formatWhen(event.rescheduledAt))} />}
              {event.noShowedAt && <Chip color="warning" label={t.noShowOn(formatWhen(event.noShowedAt))} />}
            </Stack>
            {event.templateId && templates.get(event.templateId) && <Field label={t.type} value={titleOf(templates.get(event.templateId))} />}
            <Field label={t.when} value={`${formatSpan(event)} (${t.minutes(durationOf(event))})`} />
            {location && <Field label={t.location} value={location} />}
            <Field label={t.attendees} value={attendeeNames.length ? attendeeNames.join(', ') : t.noAttendees} />
            {event.description && <Field label={t.description} value={event.description} />}
            {event.enableVideoCall && <Field label={t.video} value={texts.templates.yes} />}
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
          {open && event.enableVideoCall && (
            <Button variant="contained" onClick={startVideo} disabled={busy}>
              {t.startVideo}
            </Button>
          )}
          {open && (
            <Button onClick={onEdit} disabled={busy}>
              {t.edit}
            </Button>
          )}
          {open && (
            <Button onClick={() => setConfirm('reschedule')} disabled={busy}>
              {t.reschedule}
            </Button>
          )}
          {open && (
            <Button onClick={() => void noShow()} disabled={busy}>
              {event.noShowedAt ? t.undoNoShow : t.noShow}
            </Button>
          )}
          {open && (
            <Button color="error" onClick={() => setConfirm('cancel')} disabled={busy}>
              {t.cancel}
            </Button>
          )}
          <Button color="error" onClick={() => setConfirm('delete')} disabled={busy}>
            {t.delete}
          </Button>
          <Button onClick={onClose}>{t.close}</Button>
        </DialogActions>
      </Dialog>
      <ConfirmationDialog open={confirm === 'cancel'} title={t.cancel} description={t.cancelConfirm} confirmText={t.cancelAction} confirmColor="error" loading={busy} onConfirm={cancel} onCancel={() => setConfirm(undefined)} />
      <DeleteConfirmation open={confirm === 'delete'} deleting={busy} onConfirm={remove} onCancel={() => setConfirm(undefined)} />
      {confirm === 'reschedule' && (
        <ActionDialog titleId="event-reschedule-title" title={t.rescheduleTitle} onClose={() => setConfirm(undefined)} actionLabel={t.rescheduleAction} onAction={() => void reschedule()} actionDisabled={busy || !Number.isFinite(fromLocalInput(newStart))} error={error}>
          <TextField label={t.newStart} type="datetime-local" value={newStart} onChange={(e) => setNewStart(e.target.value)} InputLabelProps={{ shrink: true }} fullWidth sx={{ mt: 1 }} />
        </ActionDialog>
      )}
    </>
  )
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </div>
  )
}
