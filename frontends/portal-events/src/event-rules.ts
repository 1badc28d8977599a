// The portal's rules for calendar events (spec 2 §2.2, §2.10, §4, §7, §9), pure so they are tested
// without a browser: which events the patient sees, the title's '(Cancelled)' / '(Rescheduled)',
// when Cancel and Reschedule are offered, where Reschedule, 'Join The Call' and the calendar file
// lead, and while the page keeps asking for the event (every 5 s until a video URL appears).
import type { CalendarEventLike } from './event-types.ts'

/** spec 2 §9: the event page reloads the event every 5000 ms until a video URL appears */
export const POLL_INTERVAL_MS = 5000
/** spec 2 §2.2: the upcoming-event helper counts events that started within the last 12 hours */
export const UPCOMING_WINDOW_MS = 432e5

/** 'Your Events' (spec 2 §2.10): not hidden from the portal, and public events only when the patient RSVPed. */
export function portalEvents<E extends Pick<CalendarEventLike, 'id' | 'hiddenFromPortal' | 'publicRead'>>(events: readonly E[], rsvpedEventIds: ReadonlySet<string> = new Set()): E[] {
  return events.filter((e) => !e.hiddenFromPortal && (!e.publicRead || rsvpedEventIds.has(e.id)))
}

/** Upcoming (started within the last 12 hours, or later), soonest first; the rest past, latest first. */
export function splitByTime<E extends Pick<CalendarEventLike, 'startTimeInMS'>>(events: readonly E[], now: number): { upcoming: E[]; past: E[] } {
  const start = (e: E) => (typeof e.startTimeInMS === 'number' ? e.startTimeInMS : -Infinity)
  const upcoming = events.filter((e) => start(e) >= now - UPCOMING_WINDOW_MS).sort((a, b) => start(a) - start(b))
  const past = events.filter((e) => start(e) < now - UPCOMING_WINDOW_MS).sort((a, b) => start(b) - start(a))
  return { upcoming, past }
}

/** '(Cancelled)' wins over '(Rescheduled)' (spec 2 §4: active → cancelled or rescheduled). */
export function eventStatus(e: Pick<CalendarEventLike, 'cancelledAt' | 'rescheduledAt'>): 'cancelled' | 'rescheduled' | undefined {
  if (e.cancelledAt) return 'cancelled'
  if (e.rescheduledAt) return 'rescheduled'
  return undefined
}

/** Cancel and Reschedule are disabled once either stamp is set. */
export const isActive = (e: Pick<CalendarEventLike, 'cancelledAt' | 'rescheduledAt'>) => eventStatus(e) === undefined

/** Reschedule shows only for an event booked through a booking page. */
export const canReschedule = (e: Pick<CalendarEventLike, 'bookingPageId'>) => !!e.bookingPageId

/** The public booking page, rescheduling this event (spec 2 §2.1's query parameters). */
export function rescheduleUrl(e: Pick<CalendarEventLike, 'id' | 'bookingPageId'> & { businessId?: string }, businessId: string | undefined): string {
  const q = new URLSearchParams({ businessId: e.businessId ?? businessId ?? '', appointmentBookingPageId: e.bookingPageId ?? '', rescheduledCalendarEventId: e.id })
  return `/appointment-booking-page?${q.toString()}`
}

/** 'Join The Call' and the live-call alert lead to the video page for the event. */
export const videoCallUrl = (eventId: string) => `/video-call?${new URLSearchParams({ calendarEventId: eventId }).toString()}`

/** The calendar file: GET /v1/calendar-events/download-ics-file with authToken and calendarEventId in the query (spec 2 §7). */
export function icsUrl(apiUrl: string, authToken: string, eventId: string): string {
  return `${apiUrl}/calendar-events/download-ics-file?${new URLSearchParams({ authToken, calendarEventId: eventId }).toString()}`
}

/** The page asks again every 5 s while there is no video URL, unless the event is cancelled or rescheduled. */
export const shouldPoll = (e: Pick<CalendarEventLike, 'videoURL' | 'cancelledAt' | 'rescheduledAt'> | undefined) => !!e && !e.videoURL && isActive(e)

/** the video part of the page: Zoom events (or any with a video URL) show 'join Zoom call' or a waiting message */
export const expectsVideoURL = (e: Pick<CalendarEventLike, 'videoURL' | 'videoIntegration'>) => !!e.videoURL || e.videoIntegration === 'Zoom'

/** The care team members taking part, unless the event hides them from the portal. */
export function providerIds(e: Pick<CalendarEventLike, 'attendees' | 'portalSettings'>): string[] {
  if (e.portalSettings?.hideUsers) return []
  return [...new Set((e.attendees ?? []).filter((a) => a.type === 'user' && a.id).map((a) => a.id))]
}

/** Only an http(s) address becomes a link; anything else is shown as text. */
export function safeHttpUrl(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

/** The event's path in the portal. */
export const eventUrl = (id: string) => `/events/${id}`
/** A form of the event, filled in Documents (spec 2 §2.1 forms route). */
export const formUrl = (accessCode: string) => `/documents/forms/${encodeURIComponent(accessCode)}`
/** Content the event shares. */
export const contentUrl = (id: string) => `/content/${id}`

/** The id in /events/{id}, if the path names one. */
export function eventIdOf(pathname: string): string | undefined {
  const m = /^\/events\/([^/]+)\/?$/.exec(pathname)
  return m ? decodeURIComponent(m[1]) : undefined
}
