// Free slots, as a pure function of the users' weekly hours, their busy times and a clock (spec 2 §9,
// spec 1 §9): no database, no bus, so every rule is tested with a controllable `now`.
//
// Weekly hours are wall-clock times in the user's time zone; each day's window becomes two instants
// through the zone's rules (@date-fns/tz's tzOffset: the IANA database through Intl), and slots step through real time from the window's start. So a
// window on the day clocks spring forward is an hour shorter and on the day they fall back an hour
// longer, never a slot twice or a slot in the missing hour, whatever the zone.
import { tzOffset } from '@date-fns/tz'
import { AVAILABILITY_LIMIT, AVAILABILITY_WINDOW_MS, type AvailabilitySlot } from '@care/contracts/routes/booking'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
/** the zone of a user (or location) that names none, or names one the platform cannot read */
export const DEFAULT_TIMEZONE = 'America/New_York'

/** One weekly window (a user's weeklyAvailabilities entry or an availability block). */
export interface WeeklyWindow {
  dayOfWeekStartingSundayIndexedByZero: number
  startTimeInMinutes: number
  endTimeInMinutes: number
  intervalInMinutes?: number
  /** the window applies only between these dates */
  active?: { from?: string | number | Date | ''; to?: string | number | Date | '' }
  locationId?: string
  locationIds?: string[]
  validTemplateIds?: string[]
}

/** a busy time; `openAt`: a group event with room, which does not block a slot starting exactly then (joining it) */
export interface BusyTime { startTimeInMS: number; durationInMinutes: number; openAt?: number }

export interface SlotUser {
  id: string
  /** IANA zone of the weekly hours */
  timezone?: string
  windows: WeeklyWindow[]
  busy: BusyTime[]
}

export interface SlotQuery {
  /** the clock (ms since epoch) */
  now: number
  from: number
  to?: number
  durationInMinutes: number
  /** spacing of slots (default: the duration) */
  intervalInMinutes?: number
  templateId?: string
  locationId?: string
  /** the page's minimum lead time (hoursBeforeBookingAllowed) */
  leadTimeHours?: number
  /** at most this many slots (≤ 1000) */
  limit?: number
  /** the appointment type's buffers: minutes before and after a slot that must be free too */
  bufferStartMinutes?: number
  bufferEndMinutes?: number
}

/** an appointment type's (or event's) buffers, those set and over 0 */
export const buffersOf = (t: { bufferStartMinutes?: number | null; bufferEndMinutes?: number | null }) => ({
  ...(t.bufferStartMinutes && t.bufferStartMinutes > 0 ? { bufferStartMinutes: t.bufferStartMinutes } : {}),
  ...(t.bufferEndMinutes && t.bufferEndMinutes > 0 ? { bufferEndMinutes: t.bufferEndMinutes } : {}),
})

/** the span a slot at `s` needs free: the slot and its type's buffers */
const neededSpan = (s: number, q: SlotQuery): [number, number] =>
  [s - (q.bufferStartMinutes ?? 0) * MINUTE, s + (q.durationInMinutes + (q.bufferEndMinutes ?? 0)) * MINUTE]

export function isValidTimezone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const zoneOf = (...candidates: unknown[]): string => (candidates.find(isValidTimezone) as string | undefined) ?? DEFAULT_TIMEZONE

/** The instants the query looks between: [start, end). */
export function searchRange(q: Pick<SlotQuery, 'now' | 'from' | 'to' | 'leadTimeHours'>): { start: number; end: number } {
  // a past start uses now + 1 s; the 30-day window counts from that start
  const windowStart = Math.max(q.from, q.now + 1000)
  const end = Math.min(q.to ?? Number.POSITIVE_INFINITY, windowStart + AVAILABILITY_WINDOW_MS)
  const lead = Math.max(0, q.leadTimeHours ?? 0) * 60 * MINUTE
  return { start: Math.max(windowStart, q.now + lead), end }
}

const toMs = (v: string | number | Date | '' | undefined): number | undefined => {
  if (v === undefined || v === '') return undefined
  const ms = typeof v === 'number' ? v : new Date(v).getTime()
  return Number.isNaN(ms) ? undefined : ms
}

function windowApplies(w: WeeklyWindow, q: SlotQuery): boolean {
  if (!(w.endTimeInMinutes > w.startTimeInMinutes)) return false
  if (q.templateId && w.validTemplateIds?.length && !w.validTemplateIds.includes(q.templateId)) return false
  if (q.locationId) {
    const named = [...(w.locationId ? [w.locationId] : []), ...(w.locationIds ?? [])]
    if (named.length && !named.includes(q.locationId)) return false
  }
  return true
}

// Converting a wall-clock time through the zone's rules is the costly step (Intl underneath): the
// same zone, day and minute always give the same instant, so answers are kept (bounded).
const wallClocks = new Map<string, number>()
const WALL_CLOCK_CACHE = 100_000

/** The instant of a wall-clock minute of a calendar day in a zone (a missing minute moves forward, as clocks do). */
export function wallClock(y: number, m: number, d: number, minutes: number, zone: string): number {
  const key = `${zone}|${y}|${m}|${d}|${minutes}`
  let ms = wallClocks.get(key)
  if (ms === undefined) {
    // the wall clock read as UTC, less the zone's offset there; once more with the offset at that
    // instant (a change of offset in between); in a spring-forward gap neither fits: the later one
    const asUtc = Date.UTC(y, m, d, 0, minutes)
    const first = asUtc - tzOffset(zone, new Date(asUtc)) * MINUTE
    const second = asUtc - tzOffset(zone, new Date(first)) * MINUTE
    ms = second === first || tzOffset(zone, new Date(second)) * MINUTE === asUtc - second ? second : Math.max(first, second)
    if (wallClocks.size >= WALL_CLOCK_CACHE) wallClocks.clear()
    wallClocks.set(key, ms)
  }
  return ms
}

/** The calendar date (year, month, day) of an instant in a zone. */
function dateIn(ms: number, zone: string): Date {
  const local = new Date(ms + tzOffset(zone, new Date(ms)) * MINUTE)
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()))
}

/** Slots of one user within [start, end), before conflicts. */
function userSlots(user: SlotUser, q: SlotQuery, start: number, end: number): number[] {
  const zone = zoneOf(user.timezone)
  const duration = q.durationInMinutes * MINUTE
  const windows = user.windows.filter((w) => windowApplies(w, q))
  if (!windows.length || duration <= 0) return []
  const starts = new Set<number>()
  // every calendar day of the zone that meets the range (a window ends by the next midnight + a day at
  // most); a calendar date's weekday is the same in every zone, so days step in plain UTC arithmetic
  for (let date = dateIn(start - DAY, zone); ; date = new Date(+date + DAY)) {
    const y = date.getUTCFullYear(), m = date.getUTCMonth(), d = date.getUTCDate(), weekday = date.getUTCDay()
    if (wallClock(y, m, d, 0, zone) >= end) break
    for (const w of windows) {
      if (w.dayOfWeekStartingSundayIndexedByZero !== weekday) continue
      const open = wallClock(y, m, d, w.startTimeInMinutes, zone)
      const close = wallClock(y, m, d, w.endTimeInMinutes, zone)
      const activeFrom = toMs(w.active?.from), activeTo = toMs(w.active?.to)
      const step = Math.max(1, w.intervalInMinutes || q.intervalInMinutes || q.durationInMinutes) * MINUTE
      for (let s = open; s + duration <= close; s += step) {
        if (s < start || s + duration > end) continue
        if (activeFrom !== undefined && s < activeFrom) continue
        if (activeTo !== undefined && s >= activeTo) continue
        starts.add(s)
      }
    }
  }
  return [...starts]
}

const overlaps = (s: number, e: number, busy: BusyTime) => s < busy.startTimeInMS + busy.durationInMinutes * MINUTE && busy.startTimeInMS < e

/**
 * Whether [s, e) meets any busy time, in O(log n): busy times sorted by start, and the latest end
 * among the first i of them — [s, e) is busy when some busy time starts before e and ends after s.
 */
function busyIndex(all: BusyTime[]): (s: number, e: number) => boolean {
  // group events with room (few) are checked one by one: they block every slot but their own start
  const open = all.filter((b) => b.openAt !== undefined)
  const busy = all.filter((b) => b.openAt === undefined)
  const sorted = [...busy].sort((a, b) => a.startTimeInMS - b.startTimeInMS)
  const starts = sorted.map((b) => b.startTimeInMS)
  const latestEnd: number[] = []
  for (const [i, b] of sorted.entries()) latestEnd.push(Math.max(i ? latestEnd[i - 1]! : Number.NEGATIVE_INFINITY, b.startTimeInMS + b.durationInMinutes * MINUTE))
  return (s, e) => {
    let lo = 0, hi = starts.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (starts[mid]! < e) lo = mid + 1
      else hi = mid
    }
    return (lo > 0 && latestEnd[lo - 1]! > s) || open.some((b) => b.openAt !== s && overlaps(s, e, b))
  }
}

/** The free slots of the users for the query, earliest first, at most `limit` (1000). */
export function computeSlots(users: SlotUser[], q: SlotQuery): AvailabilitySlot[] {
  const { start, end } = searchRange(q)
  if (!(end > start)) return []
  const slots: AvailabilitySlot[] = []
  for (const user of users) {
    const isBusy = busyIndex(user.busy)
    for (const s of userSlots(user, q, start, end)) {
      if (isBusy(...neededSpan(s, q))) continue
      slots.push({ userId: user.id, startTimeInMS: s, durationInMinutes: q.durationInMinutes })
    }
  }
  slots.sort((a, b) => a.startTimeInMS - b.startTimeInMS || a.userId.localeCompare(b.userId))
  return slots.slice(0, Math.min(AVAILABILITY_LIMIT, q.limit ?? AVAILABILITY_LIMIT))
}

/**
 * The SDK's multi: the starts at which every user of `named` has a slot, listed once as the first
 * named user's; none when one of them may not be booked at all (not among `eligible`).
 */
export function commonSlots(slots: AvailabilitySlot[], named: string[], eligible: string[]): AvailabilitySlot[] {
  const users = [...new Set(named)]
  if (users.some((id) => !eligible.includes(id))) return []
  const freeAt = new Map<number, Set<string>>()
  for (const s of slots) freeAt.set(s.startTimeInMS, (freeAt.get(s.startTimeInMS) ?? new Set()).add(s.userId))
  return slots.filter((s) => s.userId === users[0] && users.every((id) => freeAt.get(s.startTimeInMS)!.has(id)))
}

/** Whether one start is a free slot of the user (the booking's re-check, same rules as the listing). */
export function isFreeSlot(user: SlotUser, q: SlotQuery, startTimeInMS: number): boolean {
  const { start, end } = searchRange(q)
  if (startTimeInMS < start || startTimeInMS >= end) return false
  const duration = q.durationInMinutes * MINUTE
  const [s, e] = neededSpan(startTimeInMS, q)
  if (user.busy.some((b) => b.openAt !== startTimeInMS && overlaps(s, e, b))) return false
  return userSlots(user, { ...q }, Math.max(start, startTimeInMS - DAY), Math.min(end, startTimeInMS + DAY + duration)).includes(startTimeInMS)
}
