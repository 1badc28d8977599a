// GET /calendar-events/download-ics-file {calendarEventId, attendeeId, attendeeType, authToken}
// (spec 2 §2.10, §7): an event the caller may read as an ICS file (the route's `download`: the
// gateway sends text/calendar). The portal opens it as a plain link, so its session comes in the
// query (authToken), resolved by identity over the bus like a bearer header; a request that carries
// a session already uses it.
import type { schedulingRoutes } from '@care/contracts/routes/scheduling'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { ApiError, unauthenticated } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { SchedulingDeps } from '../deps.ts'
import { attendeesOf } from '../domain/attendees.ts'
import { eventIcs, icsFileName } from '../domain/ics.ts'

export const NOT_AN_ATTENDEE = 'attendeeId must name an attendee of the event'

function asSession(body: unknown): Session | undefined {
  const s = body as Partial<Session> | null
  if (!s || typeof s !== 'object' || (s.type !== 'user' && s.type !== 'enduser') || typeof s.id !== 'string' || typeof s.businessId !== 'string') return undefined
  return s as Session
}

export const downloadIcs = (d: SchedulingDeps): Handler<typeof schedulingRoutes, 'calendar_events.download-ics-file'> => async (input, ctx) => {
  let session = ctx.session
  if (!session && input.authToken) {
    const answer = await callRoute(d.bus, routeNamed(identityBusRoutes, 'sessions.authenticate'), { authorization: `Bearer ${input.authToken}` }, { requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) })
      .catch((e: unknown) => { if (e instanceof ApiError && e.status === 401) return undefined; throw e })
    session = asSession(answer)
  }
  if (!session) throw unauthenticated()
  const event = await d.repos.calendarEvents.repo({ ...ctx, session }).get(input.calendarEventId)
  if (input.attendeeId && !attendeesOf(event.attendees).some((a) => a.id === input.attendeeId && (!input.attendeeType || a.type === input.attendeeType))) {
    throw new ApiError(400, NOT_AN_ATTENDEE, [{ field: 'attendeeId', message: NOT_AN_ATTENDEE }])
  }
  const title = event.displayTitle || event.title || 'Event'
  const ics = eventIcs({
    id: event.id,
    title,
    startTimeInMS: event.startTimeInMS ?? 0,
    durationInMinutes: event.durationInMinutes ?? 0,
    description: event.displayDescription || event.description || undefined,
    location: [event.location, event.locationNotes].filter(Boolean).join(' — ') || undefined,
    url: event.videoURL || event.locationURL || undefined,
    cancelled: Boolean(event.cancelledAt),
    sequence: Array.isArray(event.previousStartTimes) ? event.previousStartTimes.length : 0,
  })
  return { download: { name: icsFileName(title), type: 'text/calendar', base64: Buffer.from(ics, 'utf8').toString('base64') } }
}
