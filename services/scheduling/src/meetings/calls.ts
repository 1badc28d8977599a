// The meeting calls (contracts/src/routes/meetings.ts): start, invite, end, add attendees, attendee
// info, my meetings. Status is the server's: a started meeting is 'live'; the host ends it
// ('ended', endedAt) and nobody joins it after. Attendees named by staff must be staff or patients
// of the business (400 naming attendees.id otherwise).
import { MeetingMessages, type meetingRoutes } from '@care/contracts/routes/meetings'
import { badRequest, forbidden } from '@care/contracts/errors'
import type { Attendee, UserIdentity } from '@care/contracts/collections/meetings'
import { newObjectId } from '@care/kit/ids'
import { checkReferences } from '@care/kit/tenancy/references'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { OperationContext } from '@care/kit/runtime/operation'
import { accessLists, attendeeOf, isHost, meetingInfoFor, sameIdentity, storedAttendees, withAttendees } from './attendees.ts'
import type { MeetingDeps } from './deps.ts'
import { attendedMeeting, identityOf, sessionOf } from './read.ts'

type Routes = typeof meetingRoutes

// module-level: the references check caches its paths per declaration object
const patientAttendees = { name: 'meeting attendees', references: { 'attendees[].id': 'endusers' } }
const staffAttendees = { name: 'meeting attendees', references: { 'attendees[].id': 'users' } }

/** refuses (400, naming attendees.id) attendees who are not patients or staff of the caller's business */
export async function checkAttendees(d: MeetingDeps, attendees: readonly UserIdentity[], ctx: OperationContext) {
  const patients = attendees.filter((a) => a.type === 'enduser')
  const staff = attendees.filter((a) => a.type === 'user')
  if (patients.length) await checkReferences(d.db, patientAttendees, { attendees: patients }, ctx)
  if (staff.length) await checkReferences(d.db, staffAttendees, { attendees: staff }, ctx)
}

/** a new live meeting hosted by the caller; `calendarEventId` when it is an event's video visit */
export async function startMeeting(d: MeetingDeps, ctx: OperationContext, invited: readonly UserIdentity[], options: { publicRead?: boolean; calendarEventId?: string } = {}) {
  const session = sessionOf(ctx)
  if (session.type !== 'user') throw forbidden()
  await checkAttendees(d, invited, ctx)
  const host = attendeeOf(identityOf(session))
  const attendees = withAttendees([host], invited)
  const repo = d.repos.meetings.systemRepo(session.businessId, { type: 'user', id: session.id })
  // the id is chosen first so that the meeting is written once, with its meetingInfo
  const id = newObjectId()
  const meetingInfo = meetingInfoFor(id)
  await repo.create({
    status: 'live', attendees, ...accessLists(attendees), meetingInfo,
    ...(options.publicRead !== undefined ? { publicRead: options.publicRead } : {}),
    ...(options.calendarEventId ? { calendarEventId: options.calendarEventId } : {}),
    organizationIds: session.organizationIds,
  }, { creator: session.id, id })
  return { id, meeting: meetingInfo, host }
}

/** adds attendees to a meeting that has not ended (the caller's role must let them update it) */
async function addAttendees(d: MeetingDeps, ctx: OperationContext, id: string, more: readonly UserIdentity[]) {
  const session = sessionOf(ctx)
  // the caller's role decides whether they may change this meeting (404 when they may not read it)
  const meeting = await d.repos.meetings.repo(ctx).get(id)
  if (meeting.status === 'ended') throw badRequest(MeetingMessages.ended, [{ field: 'id', message: MeetingMessages.ended }])
  await checkAttendees(d, more, ctx)
  const repo = d.repos.meetings.systemRepo(session.businessId, { type: 'user', id: session.id })
  await repo.modify(id, (row) => {
    const attendees = withAttendees(storedAttendees(row.attendees), more)
    return { attendees, ...accessLists(attendees) }
  })
}

export const start = (d: MeetingDeps): Handler<Routes, 'meetings.start'> => async ({ attendees, publicRead }, ctx) =>
  startMeeting(d, ctx, attendees ?? [], publicRead !== undefined ? { publicRead } : {})

export const addAttendeesCall = (d: MeetingDeps): Handler<Routes, 'meetings.add-attendees'> => async ({ id, attendees }, ctx) => {
  await addAttendees(d, ctx, id, attendees)
  return {}
}

export const end = (d: MeetingDeps): Handler<Routes, 'meetings.end'> => async ({ id }, ctx) => {
  const session = sessionOf(ctx)
  const meeting = await d.repos.meetings.repo(ctx).get(id)
  if (!isHost(meeting, identityOf(session))) throw forbidden(MeetingMessages.onlyHost)
  if (meeting.status !== 'ended') {
    await d.repos.meetings.systemRepo(session.businessId, { type: 'user', id: session.id }).update(id, { status: 'ended', endedAt: new Date().toISOString() })
    if (meeting.calendarEventId && d.events) await d.events.setMeeting(session.businessId, meeting.calendarEventId, { meetingStatus: 'ended' })
  }
  return {}
}

export const attendeeInfo = (d: MeetingDeps): Handler<Routes, 'meetings.attendee-info'> => async ({ id }, ctx) => {
  const session = sessionOf(ctx)
  const { meeting, attendees, attendee } = await attendedMeeting(d, session, id)
  const others = attendees.filter((a) => !sameIdentity(a, attendee)).map((a) => ({ type: a.type, id: a.id }))
  return {
    attendee, others,
    ...(meeting.status ? { status: meeting.status } : {}),
    ...(typeof meeting.creator === 'string' ? { host: { type: 'user' as const, id: meeting.creator } } : {}),
  }
}

export const mine = (d: MeetingDeps): Handler<Routes, 'meetings.mine'> => async (_payload, ctx) => {
  const session = sessionOf(ctx)
  // the caller's own reads (their role and the patients' rule apply), narrowed to what they attend
  return d.repos.meetings.repo(ctx).list({ filter: session.type === 'enduser' ? { enduserIds: session.id } : { userIds: session.id }, limit: 100, sort: 'newFirst' })
}

export type { Attendee }
