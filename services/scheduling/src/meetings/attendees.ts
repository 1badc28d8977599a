// Pure rules of a meeting's attendance (spec 1 §3 meetings, spec 2 §2.13): who attends, who hosts,
// the attendee info the SDK's shape carries, and the id lists patients' and staff's access read.
import { randomBytes } from 'node:crypto'
import type { Attendee, MeetingInfo, UserIdentity } from '@care/contracts/collections/meetings'

const randomId = () => randomBytes(12).toString('hex')

export const sameIdentity = (a: UserIdentity, b: UserIdentity) => a.type === b.type && a.id === b.id

export function attendeeOf(who: UserIdentity): Attendee {
  return { type: who.type, id: who.id, info: { ExternalUserId: `${who.type}:${who.id}`, AttendeeId: randomId(), JoinToken: randomId() } }
}

/** `existing` plus an attendee for each of `more` not yet in it (duplicates in `more` count once) */
export function withAttendees(existing: readonly Attendee[], more: readonly UserIdentity[]): Attendee[] {
  const out = [...existing]
  for (const who of more) if (!out.some((a) => sameIdentity(a, who))) out.push(attendeeOf(who))
  return out
}

/** the fields derived from the attendees that decide who reads the meeting */
export function accessLists(attendees: readonly Attendee[]): { enduserIds: string[]; userIds: string[] } {
  return {
    enduserIds: attendees.filter((a) => a.type === 'enduser').map((a) => a.id),
    userIds: attendees.filter((a) => a.type === 'user').map((a) => a.id),
  }
}

/** the signalling happens over the gateway's live socket: meetingInfo says so in the SDK's shape */
export function meetingInfoFor(meetingId: string): MeetingInfo {
  return { Meeting: { MeetingId: meetingId, ExternalMeetingId: meetingId, MediaPlacement: { SignalingURL: '/v1/live' } } }
}

/** the host is the staff user who started the meeting (its creator) */
export const isHost = (meeting: { creator?: unknown }, who: UserIdentity) => who.type === 'user' && meeting.creator === who.id

/** the attendees as stored (Json): the well-formed ones */
export function storedAttendees(value: unknown): Attendee[] {
  if (!Array.isArray(value)) return []
  return value.filter((a): a is Attendee =>
    !!a && typeof a === 'object' && (a.type === 'user' || a.type === 'enduser') && typeof a.id === 'string' && !!a.info && typeof a.info === 'object')
}
