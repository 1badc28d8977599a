// calendar_events' rules beyond its contract (spec 1 §5, §6; spec 2 §2.10, §4):
// - enduserIds and userIds follow the attendees on every write (access by attendee); an attendee of
//   another business is refused naming 'attendees';
// - a patient creates no event ('Enduser cannot create or update public events' when it is public),
//   reads their own and public events, and changes only cancelledAt (and its reason) of their own,
//   never of a public event, nor of one other patients attend too (a group appointment: 400
//   ENDUSER_GROUP_CANCEL naming cancelledAt, so one patient cancels it for nobody else);
// - a new start time (a reschedule) keeps the old one in previousStartTimes; every reminder is due
//   again before the new time (reactions/reminders.ts resets didRemind).
import { ENDUSER_EVENT_UPDATABLE, ENDUSER_GROUP_CANCEL, ENDUSER_PUBLIC_EVENT, calendarEvents } from '@care/contracts/collections/calendar-events'
import { ApiError, badRequest, forbidden } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/types'
import type { OperationContext } from '@care/kit/runtime/operation'
import { checkReferences } from '@care/kit/tenancy/references'
import { accessLists } from '../domain/attendees.ts'
import { checkPatientCancelNotice } from '../booking/notice.ts'
import { nextReminderAt, remindersForNewStart } from '../domain/reminders.ts'

// the attendees' ids, checked as references of their own kind, named 'attendees' in a refusal
const patientAttendees = { name: calendarEvents.name, references: { 'attendees[]': 'endusers' } }
const staffAttendees = { name: calendarEvents.name, references: { 'attendees[]': 'users' } }

async function checkAttendees(db: object, lists: { enduserIds: string[]; userIds: string[] }, ctx: OperationContext, before?: { enduserIds: string[]; userIds: string[] }) {
  await checkReferences(db, patientAttendees, { attendees: lists.enduserIds }, ctx, before && { attendees: before.enduserIds })
  await checkReferences(db, staffAttendees, { attendees: lists.userIds }, ctx, before && { attendees: before.userIds })
}

const publicRefusal = () => new ApiError(400, ENDUSER_PUBLIC_EVENT, [{ field: 'publicRead', message: ENDUSER_PUBLIC_EVENT }])

export const calendarEventHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    if (ctx.session?.type === 'enduser') {
      if (record.publicRead === true) throw publicRefusal()
      // the SDK's patients book through /book-appointment; they create no event themselves
      throw forbidden()
    }
    const lists = accessLists(record.attendees)
    await checkAttendees(db, lists, ctx)
    return { ...record, ...lists, nextReminderInMS: nextReminderAt(record) }
  },
  async beforeUpdate(existing, updates, ctx) {
    if (ctx.session?.type === 'enduser') {
      if (existing.publicRead === true || updates.publicRead === true) throw publicRefusal()
      const other = Object.keys(updates).find((f) => !(ENDUSER_EVENT_UPDATABLE as readonly string[]).includes(f))
      if (other) {
        const message = `Patients may only change ${ENDUSER_EVENT_UPDATABLE.join(' or ')} of an event`
        throw badRequest(message, [{ field: other, message }])
      }
      await checkPatientCancelNotice(db, existing, updates) // the booking page's minimum notice (H2: booking/notice.ts)
      // a group appointment is not cancelled for everyone by one of its patients
      const othersAttend = accessLists(existing.attendees).enduserIds.some((id) => id !== ctx.session!.id)
      if (updates.cancelledAt && othersAttend) throw badRequest(ENDUSER_GROUP_CANCEL, [{ field: 'cancelledAt', message: ENDUSER_GROUP_CANCEL }])
    }
    const out = { ...updates }
    if ('attendees' in updates) {
      const lists = accessLists(updates.attendees)
      await checkAttendees(db, lists, ctx, accessLists(existing.attendees))
      Object.assign(out, lists)
    }
    const moved = typeof updates.startTimeInMS === 'number' && updates.startTimeInMS !== existing.startTimeInMS
    if (moved) {
      const previous = Array.isArray(existing.previousStartTimes) ? existing.previousStartTimes : []
      out.previousStartTimes = [...previous, existing.startTimeInMS].slice(-100)
    }
    // lists are appended unless the caller replaces them: the reminders' didRemind is reset after a
    // move by the reminders' reaction (reactions/reminders.ts), which sets the list as a whole
    const reminders = moved && !('reminders' in updates) ? remindersForNewStart(existing.reminders) : undefined
    out.nextReminderInMS = nextReminderAt({ ...existing, ...out, ...(reminders ? { reminders } : {}) })
    return out
  },
  // patients: the events they attend, and public events
  readScope(ctx) {
    const session = ctx.session
    if (session?.type !== 'enduser') return undefined
    return { OR: [{ enduserIds: { has: session.id } }, { publicRead: true }] }
  },
})
