// The live-call alert's rules (spec 2 §2.2, §9), pure: an event whose video call is live now — video
// enabled, meetingStatus 'live', started less than 2 hours ago (72e5 ms) — and the upcoming-event
// helper: events that started within the last 12 hours (432e5 ms) or later. Pure.
import type { RecordOf } from '@care/sdk'

export const LIVE_CALL_WINDOW_MS = 72e5
export const UPCOMING_EVENT_WINDOW_MS = 432e5

export type LiveCallEvent = Pick<RecordOf<'calendar_events'>, 'id'> & Partial<Pick<RecordOf<'calendar_events'>, 'enableVideoCall' | 'meetingStatus' | 'startTimeInMS' | 'cancelledAt' | 'hiddenFromPortal'>>

/** The first event (soonest) whose call the patient can join now, leaving out those dismissed. */
export function liveCallEvent<E extends LiveCallEvent>(events: readonly E[], now: number, dismissed: ReadonlySet<string> = new Set()): E | undefined {
  return events
    .filter((e) => e.enableVideoCall && e.meetingStatus === 'live' && typeof e.startTimeInMS === 'number' && now - e.startTimeInMS < LIVE_CALL_WINDOW_MS)
    .filter((e) => !e.cancelledAt && !e.hiddenFromPortal && !dismissed.has(e.id))
    .sort((a, b) => (a.startTimeInMS as number) - (b.startTimeInMS as number))[0]
}

/** The upcoming-event helper: how many events started within the last 12 hours, or start later. */
export function upcomingEventCount(events: readonly Pick<LiveCallEvent, 'startTimeInMS'>[], now: number): number {
  return events.filter((e) => typeof e.startTimeInMS === 'number' && e.startTimeInMS >= now - UPCOMING_EVENT_WINDOW_MS).length
}

/** the video page of an event */
export const videoCallPath = (eventId: string) => `/video-call?${new URLSearchParams({ calendarEventId: eventId }).toString()}`
