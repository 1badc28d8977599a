// The records this area reads and writes, and the pure rules over them: an event's status and
// colour, FullCalendar's view of an event, weekly hours, booking links. Typed from the scheduling
// contracts through @care/sdk.
import type { RecordOf } from '@care/sdk'

export type CalendarEvent = RecordOf<'calendar_events'>
export type EventTemplate = RecordOf<'calendar_event_templates'>
export type BookingPage = RecordOf<'appointment_booking_pages'>
export type AppointmentLocation = RecordOf<'appointment_locations'>
export type AvailabilityBlock = RecordOf<'availability_blocks'>
export type User = RecordOf<'users'>
export type Patient = RecordOf<'endusers'>
export type Attendee = NonNullable<CalendarEvent['attendees']>[number]
export type Reminder = NonNullable<CalendarEvent['reminders']>[number]
export type Term = NonNullable<BookingPage['terms']>[number]

/** the SDK's WeeklyAvailability (users' weeklyAvailabilities) */
export interface WeeklyAvailability {
  dayOfWeekStartingSundayIndexedByZero: number
  startTimeInMinutes: number
  endTimeInMinutes: number
  locationIds?: string[]
  [key: string]: unknown
}

export const MINUTE = 60_000
export const DAY_MINUTES = 24 * 60
/** the colour of an event with neither its own nor its template's */
export const DEFAULT_EVENT_COLOR = '#1565c0'
/** a cancelled or rescheduled event: dark grey on light grey (about 9:1) */
export const GONE_BACKGROUND = '#f5f5f5'
export const GONE_TEXT = '#424242'

export const personName = (p?: { fname?: string; lname?: string; displayName?: string; email?: string; phone?: string }) =>
  p?.displayName || [p?.fname, p?.lname].filter(Boolean).join(' ') || p?.email || p?.phone || ''

// the contract requires these on create; a record read back always has them (0 / '' never show)
export const startOf = (e: Pick<CalendarEvent, 'startTimeInMS'>) => e.startTimeInMS ?? 0
export const durationOf = (e: Pick<CalendarEvent, 'durationInMinutes'>) => e.durationInMinutes ?? 0
export const endOf = (e: Pick<CalendarEvent, 'startTimeInMS' | 'durationInMinutes'>) => startOf(e) + durationOf(e) * MINUTE
export const titleOf = (r?: { title?: string }) => r?.title ?? ''

export type EventStatus = 'cancelled' | 'rescheduled' | 'noShow' | 'scheduled'

/** what happened to an event (a stamp set to '' means it was undone) */
export function eventStatus(e: Pick<CalendarEvent, 'cancelledAt' | 'rescheduledAt' | 'noShowedAt'>): EventStatus {
  if (e.cancelledAt) return 'cancelled'
  if (e.rescheduledAt) return 'rescheduled'
  if (e.noShowedAt) return 'noShow'
  return 'scheduled'
}

/** the event's own colour, else its appointment type's, else the default */
export const eventColor = (e: Pick<CalendarEvent, 'color' | 'templateId'>, templates: ReadonlyMap<string, Pick<EventTemplate, 'color'>>) =>
  e.color || (e.templateId ? templates.get(e.templateId)?.color : undefined) || DEFAULT_EVENT_COLOR

/** does the event involve this team member (an attendee, or its creator)? */
export const involves = (e: Pick<CalendarEvent, 'attendees' | 'creator'>, userId: string) =>
  (e.attendees ?? []).some((a) => a.type === 'user' && a.id === userId) || e.creator === userId

export interface CalendarItem {
  id: string
  title: string
  start: Date
  end: Date
  backgroundColor: string
  borderColor: string
  textColor: string
  classNames: string[]
  extendedProps: { status: EventStatus }
}

/** black or white, whichever reads better on `background` ('#rrggbb' or '#rgb'; white otherwise) */
export function textColorOn(background: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(background.trim())?.[1]
  if (!hex) return '#ffffff'
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  // the contrast with black beats the contrast with white above this luminance
  return luminance > 0.179 ? '#000000' : '#ffffff'
}

/** FullCalendar's input for an event: its span, colour and a class per status (struck through, no-show); the status is also said in words */
export function calendarItem(e: CalendarEvent, templates: ReadonlyMap<string, Pick<EventTemplate, 'color'>>, statusLabels: Record<Exclude<EventStatus, 'scheduled'>, string>): CalendarItem {
  const status = eventStatus(e)
  const color = eventColor(e, templates)
  // an event that no longer takes place: pale, framed in its colour (a faded colour would lose the text's contrast)
  const gone = status === 'cancelled' || status === 'rescheduled'
  return {
    id: e.id,
    title: status === 'scheduled' ? titleOf(e) : `${titleOf(e)} (${statusLabels[status]})`,
    start: new Date(startOf(e)),
    end: new Date(endOf(e)),
    backgroundColor: gone ? GONE_BACKGROUND : color,
    borderColor: color,
    textColor: gone ? GONE_TEXT : textColorOn(color),
    classNames: [`care-event-${status}`],
    extendedProps: { status },
  }
}

/** whole minutes between two instants, at least 1 */
export const minutesBetween = (start: Date, end: Date) => Math.max(1, Math.round((end.getTime() - start.getTime()) / MINUTE))

const pad = (n: number) => String(n).padStart(2, '0')
/** a datetime-local input's value for ms in the browser's zone */
export const toLocalInput = (ms: number) => {
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}
/** ms of a datetime-local input's value, read in the browser's zone; NaN when incomplete */
export const fromLocalInput = (value: string) => (value ? new Date(value).getTime() : Number.NaN)

/** '09:30' ↔ 570 */
export const minutesToTime = (m: number) => `${pad(Math.floor(m / 60) % 24)}:${pad(m % 60)}`
export const timeToMinutes = (t: string) => {
  const match = /^(\d{2}):(\d{2})$/.exec(t)
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN
}

const isWholeIn = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max

/** a user's stored weeklyAvailabilities (free JSON on the users contract), keeping the intervals that make sense */
export function weeklyHoursOf(stored: readonly Record<string, unknown>[] | undefined): WeeklyAvailability[] {
  return (stored ?? []).flatMap((h): WeeklyAvailability[] =>
    isWholeIn(h.dayOfWeekStartingSundayIndexedByZero, 0, 6) && isWholeIn(h.startTimeInMinutes, 0, DAY_MINUTES) && isWholeIn(h.endTimeInMinutes, 0, DAY_MINUTES)
      ? [{ ...h, dayOfWeekStartingSundayIndexedByZero: h.dayOfWeekStartingSundayIndexedByZero, startTimeInMinutes: h.startTimeInMinutes, endTimeInMinutes: h.endTimeInMinutes }]
      : [],
  )
}

/** the weekly hours of one day, earliest first */
export const hoursOfDay = (hours: readonly WeeklyAvailability[], day: number) =>
  hours.filter((h) => h.dayOfWeekStartingSundayIndexedByZero === day).sort((a, b) => a.startTimeInMinutes - b.startTimeInMinutes)

/** the first interval that ends before it starts, if any */
export const invalidHours = (hours: readonly WeeklyAvailability[]) => hours.find((h) => !(h.endTimeInMinutes > h.startTimeInMinutes))

/** the public link of a booking page in the portal (spec 2 §2.1: its query parameters); with bookingToken for a link that expires */
export function bookingLink(origin: string, page: Pick<BookingPage, 'id' | 'businessId'>, bookingToken?: string) {
  const q = new URLSearchParams({ businessId: page.businessId ?? '', appointmentBookingPageId: page.id })
  if (bookingToken) q.set('bookingToken', bookingToken)
  return `${origin}/appointment-booking-page?${q.toString()}`
}

/** the IANA time zones the browser knows */
export function timezones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] }
  return intl.supportedValuesOf?.('timeZone') ?? ['UTC']
}

/** moves the item at `from` to `to` (a copy) */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
export const formatWhen = (ms: number | string | Date) => when.format(new Date(ms))
const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' })
export const formatSpan = (e: Pick<CalendarEvent, 'startTimeInMS' | 'durationInMinutes'>) => `${formatWhen(startOf(e))} – ${time.format(new Date(endOf(e)))}`
