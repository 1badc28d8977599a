// What availability and booking both read before computing: the appointment type, the booking page
// and location named, the users' weekly hours (their weeklyAvailabilities and availability blocks)
// and their busy times (events, at most `limit` per user, and others' waitlist holds).
import { badRequest } from '@care/contracts/errors'
import { AVAILABILITY_CONFLICT_LIMIT } from '@care/contracts/routes/booking'
import type { Where } from '@care/kit/collections/types'
import type { BookingDeps } from './deps.ts'
import type { StaffMember } from './people.ts'
import type { BusyTime, SlotUser, WeeklyWindow } from './slots.ts'
import { hasRoom, type GroupCandidate, type GroupType } from './group.ts'
import { holdsOf } from './store.ts'

const DAY = 86_400_000
const MINUTE = 60_000

/** 400 naming the field: the id names nothing of the business (or nothing the call may use). */
export const notOfBusiness = (field: string) => badRequest(`${field} must name a record of your business`, [{ field, message: `${field} must name a record of your business` }])

export async function templateOf(d: BookingDeps, businessId: string, id: string) {
  const row = await d.repos.calendarEventTemplates.systemRepo(businessId).row(id)
  if (!row) throw notOfBusiness('calendarEventTemplateId')
  return row
}

export async function pageOf(d: BookingDeps, businessId: string, id: string, templateId?: string) {
  const row = await d.repos.appointmentBookingPages.systemRepo(businessId).row(id)
  if (!row) throw notOfBusiness('bookingPageId')
  if (templateId && !row.calendarEventTemplateIds.includes(templateId)) {
    throw badRequest('This appointment type is not offered on this booking page', [{ field: 'calendarEventTemplateId', message: 'This appointment type is not offered on this booking page' }])
  }
  return row
}

export async function locationOf(d: BookingDeps, businessId: string, id: string) {
  const row = await d.repos.appointmentLocations.systemRepo(businessId).row(id)
  if (!row) throw notOfBusiness('locationId')
  return row
}

/** [from, to) narrowed to the page's startDate and endDate, when it has them */
export function withinPage(page: { startDate?: Date | null; endDate?: Date | null } | undefined, from: number, to: number | undefined): { from: number; to: number | undefined } {
  const start = page?.startDate ? page.startDate.getTime() : undefined
  const end = page?.endDate ? page.endDate.getTime() : undefined
  return { from: start !== undefined ? Math.max(from, start) : from, to: end !== undefined ? Math.min(to ?? end, end) : to }
}

/** a page's lead time in hours ('' or unset: none) */
export const leadTimeOf = (page: { hoursBeforeBookingAllowed?: unknown } | undefined) =>
  typeof page?.hoursBeforeBookingAllowed === 'number' && page.hoursBeforeBookingAllowed > 0 ? page.hoursBeforeBookingAllowed : undefined

const asWindow = (w: unknown): WeeklyWindow | undefined => {
  if (!w || typeof w !== 'object') return undefined
  const o = w as Record<string, unknown>
  const n = (k: string) => (typeof o[k] === 'number' && Number.isFinite(o[k]) ? (o[k] as number) : undefined)
  const day = n('dayOfWeekStartingSundayIndexedByZero'), start = n('startTimeInMinutes'), end = n('endTimeInMinutes')
  if (day === undefined || start === undefined || end === undefined) return undefined
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : undefined)
  return {
    dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: start, endTimeInMinutes: end,
    ...(n('intervalInMinutes') ? { intervalInMinutes: n('intervalInMinutes') } : {}),
    ...(o.active && typeof o.active === 'object' ? { active: o.active as WeeklyWindow['active'] } : {}),
    ...(typeof o.locationId === 'string' && o.locationId ? { locationId: o.locationId } : {}),
    ...(strings(o.locationIds) ? { locationIds: strings(o.locationIds) } : {}),
    ...(strings(o.validTemplateIds) ? { validTemplateIds: strings(o.validTemplateIds) } : {}),
  }
}

/** Each user's weekly windows: their weeklyAvailabilities and their active availability blocks. */
export async function windowsOf(d: BookingDeps, businessId: string, users: StaffMember[]): Promise<Map<string, WeeklyWindow[]>> {
  const windows = new Map<string, WeeklyWindow[]>(users.map((u) => [u.id, u.weeklyAvailabilities.map(asWindow).filter((w): w is WeeklyWindow => Boolean(w))]))
  if (!users.length) return windows
  const blocks = await d.repos.availabilityBlocks.systemRepo(businessId).findRows(
    { entity: 'user', entityId: { in: users.map((u) => u.id) } },
    { fields: ['entityId', 'dayOfWeekStartingSundayIndexedByZero', 'startTimeInMinutes', 'endTimeInMinutes', 'active'], take: 10_000, orderBy: { index: 'asc' } },
  )
  for (const b of blocks) {
    if (b.active === false || !b.entityId) continue
    const w = asWindow(b)
    if (w) windows.get(b.entityId)?.push(w)
  }
  return windows
}

/**
 * Each user's busy times around [from, to): their events neither cancelled nor moved elsewhere (at most
 * `limit` each, the earliest first), and live waitlist holds other than the one `holdTokenId` holds.
 */
export async function busyOf(
  d: BookingDeps, businessId: string, userIds: string[], from: number, to: number,
  options: { limit?: number; holdTokenId?: string; exceptEventId?: string; group?: GroupType } = {},
): Promise<Map<string, BusyTime[]>> {
  const busy = new Map<string, BusyTime[]>(userIds.map((id) => [id, []]))
  const repo = d.repos.calendarEvents.systemRepo(businessId)
  const take = Math.min(options.limit ?? AVAILABILITY_CONFLICT_LIMIT, 1000)
  const where = (users: Where) => ({
    ...users, cancelledAt: null, OR: [{ rescheduledTo: null }, { rescheduledTo: '' }],
    // an event longer than a day that started before the range is not looked for; one starting up
    // to a day after it is, for its buffer before it
    startTimeInMS: { gte: from - DAY, lt: to + DAY },
    ...(options.exceptEventId ? { id: { not: options.exceptEventId } } : {}),
  })
  const fields = ['startTimeInMS', 'durationInMinutes', 'userIds', 'templateId', 'enduserIds', 'enduserAttendeeLimit', 'bufferStartMinutes', 'bufferEndMinutes'] as const
  const group = options.group
  /** a group event of the type being booked with room left: open to join at its start */
  const openAt = (r: GroupCandidate) => (group && hasRoom(r, group) ? { openAt: r.startTimeInMS } : {})
  const add = (rows: (GroupCandidate & { durationInMinutes: number; userIds: string[]; bufferStartMinutes?: number | null; bufferEndMinutes?: number | null })[], only?: string) => {
    const counts = new Map<string, number>()
    for (const r of rows) {
      for (const userId of only ? [only] : r.userIds) {
        const list = busy.get(userId)
        const n = counts.get(userId) ?? 0
        if (!list || n >= take) continue
        counts.set(userId, n + 1)
        // an event's buffers are busy too
        const before = r.bufferStartMinutes ?? 0
        list.push({ startTimeInMS: r.startTimeInMS - before * MINUTE, durationInMinutes: before + r.durationInMinutes + (r.bufferEndMinutes ?? 0), ...openAt(r) })
      }
    }
  }
  if (take > 0 && userIds.length) {
    // one query for all the users; when it fills its cap, each user's first `take` are read on their own
    const cap = take * userIds.length
    const rows = await repo.findRows(where({ userIds: { hasSome: userIds } }), { fields, take: cap, orderBy: { startTimeInMS: 'asc' } })
    if (rows.length < cap) add(rows)
    else {
      await Promise.all(userIds.map(async (userId) => {
        add(await repo.findRows(where({ userIds: { has: userId } }), { fields, take, orderBy: { startTimeInMS: 'asc' } }), userId)
      }))
    }
  }
  for (const h of await holdsOf(d.db, userIds, from, to, new Date(d.now()))) {
    if (options.holdTokenId && h.holdTokenId === options.holdTokenId) continue
    busy.get(h.userId)?.push({ startTimeInMS: h.startTimeInMS, durationInMinutes: (h.endTimeInMS - h.startTimeInMS) / MINUTE })
  }
  return busy
}

export const slotUsers = (users: StaffMember[], windows: Map<string, WeeklyWindow[]>, busy: Map<string, BusyTime[]>, fallbackZone?: string): SlotUser[] =>
  users.map((u) => ({ id: u.id, timezone: u.timezone || fallbackZone, windows: windows.get(u.id) ?? [], busy: busy.get(u.id) ?? [] }))

/** ISO text or ms since epoch as ms; a 400 naming the field otherwise. */
export function instantOf(value: string | number, field: string): number {
  const ms = typeof value === 'number' ? value : Date.parse(value)
  if (!Number.isFinite(ms)) throw badRequest(`Error parsing field ${field}: Invalid date`, [{ field, message: 'Invalid date' }])
  return ms
}
