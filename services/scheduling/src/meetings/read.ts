// Reading a meeting for a meeting call: as the service (attendance decides), or as the caller's role may.
import { MeetingMessages } from '@care/contracts/routes/meetings'
import { notFound, unauthenticated } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import type { OperationContext } from '@care/kit/runtime/operation'
import { sameIdentity, storedAttendees } from './attendees.ts'
import type { MeetingDeps } from './deps.ts'

export const sessionOf = (ctx: OperationContext): Session => {
  if (!ctx.session) throw unauthenticated()
  return ctx.session
}
export const identityOf = (s: Session) => ({ type: s.type, id: s.id })

/** the meeting of the caller's business, or 404 'Meeting not found' */
export async function meetingOfBusiness(d: MeetingDeps, session: Session, id: string) {
  const meeting = await d.repos.meetings.systemRepo(session.businessId).get(id)
  if (!meeting) throw notFound(MeetingMessages.notFound)
  return meeting
}

/** the meeting the caller attends (or hosts), else 404: a meeting one does not attend does not exist for one */
export async function attendedMeeting(d: MeetingDeps, session: Session, id: string) {
  const meeting = await meetingOfBusiness(d, session, id)
  const me = identityOf(session)
  const attendees = storedAttendees(meeting.attendees)
  const attendee = attendees.find((a) => sameIdentity(a, me))
  if (!attendee) throw notFound(MeetingMessages.notFound)
  return { meeting, attendees, attendee }
}
