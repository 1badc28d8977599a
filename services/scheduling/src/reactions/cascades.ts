// What deletions take with them: a deleted event its RSVPs; a deleted patient their RSVPs and their
// place among events' attendees (enduserIds follows), so no event names a patient who is gone. Each
// write goes through the system repository (its event published) in the reaction's transaction, so a
// cascade is whole or not at all.
import { onEvent } from '@care/kit/reactions/index'
import type { SchedulingDeps } from '../deps.ts'
import { accessLists, attendeesOf } from '../domain/attendees.ts'

const PAGE = 500
const SYSTEM = { type: 'system', id: 'scheduling' }

export const eventRemoved = (d: SchedulingDeps) =>
  onEvent('calendar-event-removed', 'evt.calendar_events.deleted', async (event, { tx, businessId }) => {
    const repo = d.repos.calendarEventRSVPs.systemRepo(businessId, SYSTEM)
    const eventId = { in: event.records.map((r) => r.id) }
    for (;;) {
      const rows = await repo.findRows({ eventId }, { take: PAGE, tx, fields: ['id'] })
      if (!rows.length) return
      for (const row of rows) await repo.delete(row.id, { tx })
    }
  })

export const patientRemoved = (d: SchedulingDeps) =>
  onEvent('scheduling-patient-removed', 'evt.endusers.deleted', async (event, { tx, businessId }) => {
    const rsvps = d.repos.calendarEventRSVPs.systemRepo(businessId, SYSTEM)
    const events = d.repos.calendarEvents.systemRepo(businessId, SYSTEM)
    for (const patient of event.records) {
      for (const row of await rsvps.findRows({ creator: patient.id }, { tx, fields: ['id'] })) await rsvps.delete(row.id, { tx })
      for (;;) {
        const rows = await events.findRows({ enduserIds: { has: patient.id } }, { take: PAGE, tx, fields: ['id', 'attendees'] })
        if (!rows.length) break
        for (const row of rows) {
          const attendees = attendeesOf(row.attendees).filter((a) => !(a.type === 'enduser' && a.id === patient.id))
          await events.update(row.id, { attendees, ...accessLists(attendees) }, { tx })
        }
      }
    }
  })
