// Video visits of calendar events (spec 2 §2.2, §2.13): staff start the event's meeting (its
// attendees attend, the event's meetingId is set and its meetingStatus becomes 'live'); an attendee
// of the event joins it while it is live. A patient joins only their own event's meeting: for a
// patient, an event they do not attend does not exist (404, as their reads).
import { MeetingMessages, type meetingRoutes } from '@care/contracts/routes/meetings'
import { badRequest, forbidden, notFound, serviceUnavailable, ApiError } from '@care/contracts/errors'
import type { UserIdentity } from '@care/contracts/collections/meetings'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { accessLists, meetingInfoFor, sameIdentity, storedAttendees, withAttendees } from './attendees.ts'
import { startMeeting } from './calls.ts'
import type { MeetingDeps } from './deps.ts'
import type { CalendarEventsPort } from './events-port.ts'
import { identityOf, sessionOf } from './read.ts'

type Routes = typeof meetingRoutes

const eventsOf = (d: MeetingDeps): CalendarEventsPort => {
  if (!d.events) throw serviceUnavailable()
  return d.events
}
const field = (message: string, name = 'calendarEventId') => [{ field: name, message }]
const identities = (list: { type: string; id: string }[]): UserIdentity[] =>
  list.flatMap((a) => (a.type === 'user' || a.type === 'enduser' ? [{ type: a.type, id: a.id }] : []))

/**
 * One start per event at a time in this process. The claim holds the event's row lock while the
 * meeting is written (a second connection): staff starting one visit at once each held a connection
 * waiting on that lock, and with as many of them as the pool has connections the holder could get
 * none — 503 after the pool's wait. Queued here, a waiting start holds nothing; across replicas the
 * row lock still makes it one meeting.
 */
const startsInFlight = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = startsInFlight.get(key) ?? Promise.resolve()
  const mine = before.catch(() => undefined).then(work)
  const settled = mine.catch(() => undefined)
  startsInFlight.set(key, settled)
  void settled.then(() => {
    if (startsInFlight.get(key) === settled) startsInFlight.delete(key)
  })
  return mine
}

export const startForEvent = (d: MeetingDeps): Handler<Routes, 'meetings.start-for-event'> => async ({ calendarEventId }, ctx) =>
  oneAtATime(`${sessionOf(ctx).businessId}:${calendarEventId}`, () => startOne(d, calendarEventId, ctx))

async function startOne(d: MeetingDeps, calendarEventId: string, ctx: Parameters<Handler<Routes, 'meetings.start-for-event'>>[1]) {
  const session = sessionOf(ctx)
  if (session.type !== 'user') throw forbidden()
  const events = eventsOf(d)
  // the caller's role decides whether they may see the event (404 otherwise)
  const event = await events.readAsCaller(calendarEventId, ctx)
  if (event.cancelledAt) throw badRequest(MeetingMessages.eventCancelled, field(MeetingMessages.eventCancelled))
  let started: Awaited<ReturnType<typeof startMeeting>> | undefined
  const claimed = await events.claimMeeting(session.businessId, event.id, async () => {
    started = await startMeeting(d, ctx, identities(event.attendees), { calendarEventId: event.id })
    return started.id
  })
  if (started) return started
  // already started: the caller joins the running meeting
  const me = identityOf(session)
  const repo = d.repos.meetings.systemRepo(session.businessId, me)
  const running = await repo.get(claimed.meetingId)
  if (!running) throw notFound(MeetingMessages.notFound)
  const updated = await repo.modify(running.id, (row) => {
    const stored = storedAttendees(row.attendees)
    if (stored.some((a) => sameIdentity(a, me))) return undefined
    const attendees = withAttendees(stored, [me])
    return { attendees, ...accessLists(attendees) }
  })
  const host = storedAttendees((updated ?? running).attendees).find((a) => sameIdentity(a, me))!
  return { id: running.id, meeting: running.meetingInfo ?? meetingInfoFor(running.id), host }
}

export const joinForEvent = (d: MeetingDeps): Handler<Routes, 'meetings.join-for-event'> => async ({ calendarEventId }, ctx) => {
  const session = sessionOf(ctx)
  const me = identityOf(session)
  const event = await eventsOf(d).readAsSystem(session.businessId, calendarEventId)
  const attends = !!event && event.attendees.some((a) => a.type === me.type && a.id === me.id)
  if (!event || (!attends && session.type === 'enduser')) throw notFound(MeetingMessages.eventNotFound)
  if (!attends) throw forbidden(MeetingMessages.notEventAttendee)
  if (event.meetingStatus === 'ended') throw badRequest(MeetingMessages.ended, field(MeetingMessages.ended))
  if (!event.meetingId || event.meetingStatus !== 'live') throw badRequest(MeetingMessages.notLive, field(MeetingMessages.notLive))
  const repo = d.repos.meetings.systemRepo(session.businessId, me)
  const meeting = await repo.get(event.meetingId)
  if (!meeting) throw notFound(MeetingMessages.notFound)
  if (meeting.status === 'ended') throw badRequest(MeetingMessages.ended, field(MeetingMessages.ended))
  const updated = await repo.modify(meeting.id, (row) => {
    const stored = storedAttendees(row.attendees)
    if (stored.some((a) => sameIdentity(a, me))) return undefined
    const attendees = withAttendees(stored, [me])
    return { attendees, ...accessLists(attendees) }
  })
  const attendee = storedAttendees((updated ?? meeting).attendees).find((a) => sameIdentity(a, me))
  if (!attendee) throw new ApiError(409, MeetingMessages.notAttendee)
  return { id: meeting.id, meeting: meeting.meetingInfo ?? meetingInfoFor(meeting.id), attendee }
}
