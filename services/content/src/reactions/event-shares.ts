// Content a calendar event shares with its patients (spec 2 §2.6, spec 3 §3 "A calendar record's
// sharedContentIds lists content shared with the attendee"), learnt from the scheduling service's
// events on calendar_events — created and updated events carry the whole record, deleted ones the
// record as it was: the event's rows in content_event_shares are replaced by one per patient
// attendee (attendees [{ type: 'enduser', id }]) and content id, or removed with the event. Raw
// SQL on a table Prisma does not model, in the reaction's transaction.
import { z } from 'zod'
import { onEvent } from '@care/kit/reactions/index'

const patientAttendee = z.object({ type: z.literal('enduser'), id: z.string().min(1) }).loose()
const ids = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [])
const patients = (attendees: unknown): string[] =>
  Array.isArray(attendees) ? attendees.flatMap((a) => { const p = patientAttendee.safeParse(a); return p.success ? [p.data.id] : [] }) : []

export const calendarEventShares = () =>
  onEvent('calendar-event-shares', ['evt.calendar_events.created', 'evt.calendar_events.updated', 'evt.calendar_events.deleted'], async (event, { tx, businessId }) => {
    for (const record of event.records) {
      const eventId = String(record.id)
      await tx.$executeRawUnsafe('DELETE FROM "content_event_shares" WHERE "businessId" = $1 AND "eventId" = $2', businessId, eventId)
      if (event.op === 'deleted') continue
      for (const enduserId of new Set(patients(record.attendees))) {
        for (const contentId of new Set(ids(record.sharedContentIds))) {
          await tx.$executeRawUnsafe(
            'INSERT INTO "content_event_shares" ("businessId", "eventId", "enduserId", "contentId") VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
            businessId, eventId, enduserId, contentId,
          )
        }
      }
    }
  })
