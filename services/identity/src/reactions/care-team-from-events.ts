// A calendar event's staff join the care team of its patients (the public SDK's suite,
// calendar_event_care_team_tests: "User assigned on event create", "on add to event", and not on
// a change that leaves the attendees alone). Learnt from the scheduling service's calendar_events
// events: a created event, or an update whose changes name `attendees`, adds every user attendee to
// the assignedTo of every patient attendee of this business (ids kept once, order kept).
import { onEvent } from '@care/kit/reactions/index'
import type { IdentityDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'

interface Attendee { type?: unknown; id?: unknown }
const attendeeIds = (attendees: unknown, type: 'user' | 'enduser'): string[] =>
  Array.isArray(attendees)
    ? [...new Set((attendees as Attendee[]).filter((a) => a?.type === type && typeof a.id === 'string' && a.id !== '').map((a) => a.id as string))]
    : []

export const careTeamFromEvents = (db: IdentityDb) =>
  onEvent('care-team-from-events', ['evt.calendar_events.created', 'evt.calendar_events.updated'], async (event, ctx) => {
    const repos = repositoriesOf(db)
    const actor = event.actor ?? { type: 'system', id: 'identity' }
    const changedAttendees = new Set((event.changes ?? []).filter((c) => 'attendees' in c.changes).map((c) => c.id))
    for (const record of event.records) {
      if (event.op === 'updated' && !changedAttendees.has(String(record.id))) continue
      const userIds = attendeeIds(record.attendees, 'user')
      const enduserIds = attendeeIds(record.attendees, 'enduser')
      if (!userIds.length || !enduserIds.length) continue
      const endusers = repos.endusers.systemRepo(ctx.businessId, actor)
      const staff = await repos.users.systemRepo(ctx.businessId, actor).findRows({ id: { in: userIds } }, { tx: ctx.tx, fields: ['id'] })
      const known = staff.map((u) => u.id)
      if (!known.length) continue
      for (const patient of await endusers.findRows({ id: { in: enduserIds } }, { tx: ctx.tx, fields: ['id', 'assignedTo'] })) {
        const current = patient.assignedTo ?? []
        const missing = known.filter((id) => !current.includes(id))
        if (missing.length) await endusers.update(patient.id, { assignedTo: [...current, ...missing] }, { tx: ctx.tx })
      }
    }
  })
