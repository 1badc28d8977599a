// Group appointment types (the SDK's enduserAttendeeLimit on a template, over 1): the first booking of
// a time makes the event (with the template's limit) and takes the user's time as any booking does;
// the next patients booking that same time of that user join it — under the event's row lock, so
// the limit holds however many book at once — until it has `limit` patients. A group event with room
// does not block its own start in the listing (slots.ts `openAt`), but blocks every other slot it
// overlaps; any other event (another type, even a group one) blocks as usual. A patient books a
// group time once ('You have already booked this time').
import { ApiError } from '@care/contracts/errors'
import { BookingMessages } from '@care/contracts/routes/booking'
import type { BookingDeps } from './deps.ts'

export interface GroupType { templateId: string; limit: number }
export interface GroupCandidate { startTimeInMS: number; templateId?: string | null; enduserIds: string[]; enduserAttendeeLimit?: number | null }

const SYSTEM = { type: 'system', id: 'scheduling' }

/** the group an appointment type books into, when it is one (enduserAttendeeLimit over 1) */
export function groupOf(template: { id: string; enduserAttendeeLimit?: number | null }): GroupType | undefined {
  const limit = template.enduserAttendeeLimit ?? 0
  return limit > 1 ? { templateId: template.id, limit: Math.floor(limit) } : undefined
}

/** busyOf's option for a group type (none otherwise) */
export const withGroup = (group: GroupType | undefined) => (group ? { group } : {})

const limitOf = (e: GroupCandidate, group: GroupType) => (e.enduserAttendeeLimit && e.enduserAttendeeLimit > 0 ? e.enduserAttendeeLimit : group.limit)

export const hasRoom = (e: GroupCandidate, group: GroupType) => e.templateId === group.templateId && e.enduserIds.length < limitOf(e, group)

/** the user's open event of the group type starting exactly then, if any */
export async function groupEventAt(d: BookingDeps, businessId: string, group: GroupType, userId: string, startTimeInMS: number) {
  return d.repos.calendarEvents.systemRepo(businessId).findRow(
    { templateId: group.templateId, userIds: { has: userId }, startTimeInMS, cancelledAt: null, OR: [{ rescheduledTo: null }, { rescheduledTo: '' }] },
    { fields: ['id'], orderBy: { createdAt: 'asc' } },
  )
}

const attendeesOf = (v: unknown) => (Array.isArray(v) ? (v as { type: string; id: string }[]) : [])

/** adds the patient to the group event under its row lock: 409 when they are in it already or it is full */
export async function joinGroupEvent(d: BookingDeps, businessId: string, eventId: string, enduserId: string, group: GroupType) {
  await d.repos.calendarEvents.systemRepo(businessId, SYSTEM).modify(eventId, (row) => {
    const enduserIds = row.enduserIds ?? []
    if (enduserIds.includes(enduserId)) throw new ApiError(409, BookingMessages.alreadyBooked, [{ field: 'startTime', message: BookingMessages.alreadyBooked }])
    if (row.cancelledAt || !hasRoom({ ...row, enduserIds }, group)) throw new ApiError(409, BookingMessages.slotTaken, [{ field: 'startTime', message: BookingMessages.slotTaken }])
    return { attendees: [...attendeesOf(row.attendees), { type: 'enduser', id: enduserId }], enduserIds: [...enduserIds, enduserId] }
  })
}

/** takes the patient out again (their payment was refused after they joined) */
export async function leaveGroupEvent(d: BookingDeps, businessId: string, eventId: string, enduserId: string) {
  await d.repos.calendarEvents.systemRepo(businessId, SYSTEM).modify(eventId, (row) => ({
    attendees: attendeesOf(row.attendees).filter((a) => !(a.type === 'enduser' && a.id === enduserId)),
    enduserIds: (row.enduserIds ?? []).filter((id) => id !== enduserId),
  }))
}
