// The calendar step's date rules (spec 2 §2.16, §4, §5, §9), in the time zone the times are shown in
// (the location's, else the patient's, else the browser's), computed with @date-fns/tz so daylight
// saving changes fall where they do in that zone. Pure: every function takes `now`.
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, endOfDay, format, isSameMonth, startOfDay, startOfMonth, startOfWeek } from 'date-fns'

/** §9: availability is asked for 30 days from the selected date, at most 1000 blocks. */
export const AVAILABILITY_WINDOW_MS = 2_592_000_000
export const AVAILABILITY_LIMIT = 1000
/** §9: a start in the past asks from now plus 1 s. */
export const PAST_START_OFFSET_MS = 1000

export interface Slot {
  startTimeInMS: number
  durationInMinutes: number
  userId: string
}

export interface Bounds {
  /** the first moment a visit may start: now, tomorrow when rescheduling, or the link's `from` */
  earliest: number
  /** the link's `to`, if any */
  latest?: number
}

const at = (ms: number, zone: string) => new TZDate(ms, zone)

/** The zone times are shown in: the location's, else the patient's, else the browser's. */
export function zoneOf(...candidates: (string | undefined | null)[]): string {
  for (const c of candidates) {
    if (!c) continue
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: c })
      return c
    } catch {
      // not a zone Intl knows: try the next
    }
  }
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** 'yyyy-MM-dd' of the day `ms` falls on in `zone`. */
export const dayKey = (ms: number, zone: string) => format(at(ms, zone), 'yyyy-MM-dd')
export const dayStart = (ms: number, zone: string) => startOfDay(at(ms, zone)).getTime()
export const dayEnd = (ms: number, zone: string) => endOfDay(at(ms, zone)).getTime() + 1
export const monthStart = (ms: number, zone: string) => startOfMonth(at(ms, zone)).getTime()
export const addMonthsIn = (ms: number, months: number, zone: string) => startOfMonth(addMonths(at(ms, zone), months)).getTime()

/**
 * The bounds of the link (§2.1 from/to, §5): rescheduling starts from tomorrow (in the zone); the
 * link's `from` may start later; never before now.
 */
export function boundsOf({ now, rescheduling, from, to }: { now: number; rescheduling: boolean; from?: number; to?: number }, zone: string): Bounds {
  let earliest = rescheduling ? startOfDay(addDays(at(now, zone), 1)).getTime() : now
  if (from !== undefined && from > earliest) earliest = from
  return { earliest, latest: to }
}

/** §4: changing the month selects the month's start, or the earliest bookable moment when that is later (now). */
export function selectionForMonth(month: number, bounds: Bounds, zone: string): number {
  const start = monthStart(month, zone)
  return Math.max(start, bounds.earliest)
}

export interface Window {
  from: number
  to: number
}

/** §9: the 30 days asked for when `day` is selected: from the day's start (or the earliest moment; a past start is now + 1 s), bounded by `to`. */
export function windowFor(day: number, bounds: Bounds, zone: string, now: number): Window {
  let from = Math.max(dayStart(day, zone), bounds.earliest)
  if (from <= now) from = now + PAST_START_OFFSET_MS
  let to = from + AVAILABILITY_WINDOW_MS
  if (bounds.latest !== undefined && bounds.latest < to) to = bounds.latest
  return { from, to }
}

/** Whether the loaded window already holds every slot of `day` (no new request when another day of it is picked). */
export function covers(loaded: Window | undefined, day: number, bounds: Bounds, zone: string, now: number): boolean {
  if (!loaded) return false
  const wanted = windowFor(day, bounds, zone, now)
  const end = Math.min(dayEnd(day, zone), wanted.to)
  return wanted.from >= loaded.from && end <= loaded.to
}

/** Whether any visit can start on `day` within the bounds. */
export function isBookableDay(day: number, bounds: Bounds, zone: string): boolean {
  if (dayEnd(day, zone) <= bounds.earliest) return false
  return bounds.latest === undefined || dayStart(day, zone) < bounds.latest
}

export interface GridDay {
  key: string
  /** the day's start in the zone (ms) */
  start: number
  inMonth: boolean
}

/** The month as weeks of 7 days from Sunday, with the days of the neighbouring months that fill them. */
export function monthGrid(month: number, zone: string): GridDay[][] {
  const first = startOfMonth(at(month, zone))
  let day = startOfWeek(first)
  const weeks: GridDay[][] = []
  do {
    const week: GridDay[] = []
    for (let i = 0; i < 7; i++) {
      week.push({ key: format(day, 'yyyy-MM-dd'), start: day.getTime(), inMonth: isSameMonth(day, first) })
      day = addDays(day, 1)
    }
    weeks.push(week)
  } while (isSameMonth(day, first))
  return weeks
}

/**
 * The times to offer: each start once (several team members may be free at one time; the first is
 * booked), in order, none before the lead time (§5 hoursBeforeBookingAllowed) or outside the bounds.
 */
export function offeredSlots(slots: readonly Slot[], bounds: Bounds, now: number, hoursBeforeBookingAllowed?: number | '' | null): Slot[] {
  const lead = typeof hoursBeforeBookingAllowed === 'number' && hoursBeforeBookingAllowed > 0 ? now + hoursBeforeBookingAllowed * 3_600_000 : now
  const seen = new Set<number>()
  return slots
    .filter((s) => s.startTimeInMS >= Math.max(lead, bounds.earliest) && (bounds.latest === undefined || s.startTimeInMS < bounds.latest))
    .sort((a, b) => a.startTimeInMS - b.startTimeInMS)
    .filter((s) => (seen.has(s.startTimeInMS) ? false : (seen.add(s.startTimeInMS), true)))
}

/** The offered times on `key` (a day in the zone). */
export function slotsOnDay(slots: readonly Slot[], key: string, zone: string, bounds: Bounds, now: number, hoursBeforeBookingAllowed?: number | '' | null): Slot[] {
  return offeredSlots(slots, bounds, now, hoursBeforeBookingAllowed).filter((s) => dayKey(s.startTimeInMS, zone) === key)
}

/** The days (keys) of the loaded slots, to mark them on the calendar. */
export function daysWithSlots(slots: readonly Slot[], zone: string): Set<string> {
  return new Set(slots.map((s) => dayKey(s.startTimeInMS, zone)))
}
