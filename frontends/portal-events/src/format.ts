// How an event's date and time read in the patient's language.
import { formatDateTime } from '@care/ui/i18n'
import { eventStatus } from './event-rules.ts'
import type { CalendarEventLike } from './event-types.ts'
import { texts } from './texts.ts'

export const eventDate = (ms: number) => formatDateTime(ms, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })
export const clockTime = (ms: number) => formatDateTime(ms, { hour: 'numeric', minute: '2-digit' })
export const shortWhen = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** 9:00 AM – 9:30 AM */
export function timeRange(e: Pick<CalendarEventLike, 'startTimeInMS' | 'durationInMinutes'>): string | undefined {
  if (typeof e.startTimeInMS !== 'number') return undefined
  const end = e.startTimeInMS + (e.durationInMinutes ?? 0) * 60_000
  return e.durationInMinutes ? texts.timeRange(clockTime(e.startTimeInMS), clockTime(end)) : clockTime(e.startTimeInMS)
}

/** the title with '(Cancelled)' or '(Rescheduled)' after it */
export function titleOf(e: Pick<CalendarEventLike, 'title' | 'cancelledAt' | 'rescheduledAt'>): string {
  const title = e.title?.trim() || texts.untitled
  const status = eventStatus(e)
  return status ? texts.titleWithStatus(title, status === 'cancelled' ? texts.cancelled : texts.rescheduled) : title
}
