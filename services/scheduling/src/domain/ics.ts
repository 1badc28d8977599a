// An event as an ICS file (RFC 5545) made with the `ics` package: the portal's and console's
// "download calendar file" (spec 2 §2.10, §7). Times are written in UTC; a cancelled event says
// STATUS:CANCELLED, so a calendar that imported it before drops it on re-import (same UID).
import { createEvent, type EventAttributes } from 'ics'

export interface IcsEvent {
  id: string
  title: string
  startTimeInMS: number
  durationInMinutes: number
  description?: string
  location?: string
  url?: string
  cancelled: boolean
  /** increments with each change of the event, so calendars take the newest */
  sequence: number
}

export function eventIcs(e: IcsEvent): string {
  const attributes: EventAttributes = {
    uid: `${e.id}@care-scheduling`,
    title: e.title,
    start: e.startTimeInMS,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: Math.max(0, Math.round(e.durationInMinutes)) },
    status: e.cancelled ? 'CANCELLED' : 'CONFIRMED',
    sequence: e.sequence,
    productId: 'care/scheduling',
    ...(e.description ? { description: e.description } : {}),
    ...(e.location ? { location: e.location } : {}),
    ...(e.url ? { url: e.url } : {}),
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('ics: no calendar file was made')
  return value
}

/** a file name of the title's letters, digits and dashes */
export const icsFileName = (title: string) => `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'event'}.ics`
