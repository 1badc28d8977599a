// The slot computation (src/booking/slots.ts) and who may be booked (src/booking/eligibility.ts), with
// a controllable clock: DST changes, zones from Hawaii to Eastern, the 30-day window and 1000 cap,
// lead time, conflicts, state licences and the care team.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { TZDate } from '@date-fns/tz'
import { isApiError } from '@care/contracts/errors'
import { AVAILABILITY_WINDOW_MS, BookingMessages } from '@care/contracts/routes/booking'
import { commonSlots, computeSlots, isFreeSlot, searchRange, zoneOf, type SlotUser, type WeeklyWindow } from '../src/booking/slots.ts'
import { credentialedIn, eligibleUsers } from '../src/booking/eligibility.ts'

const H = 3_600_000
const everyDay = (startHour: number, endHour: number, extra: Partial<WeeklyWindow> = {}): WeeklyWindow[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeekStartingSundayIndexedByZero: d, startTimeInMinutes: startHour * 60, endTimeInMinutes: endHour * 60, ...extra }))
const user = (id: string, timezone: string, windows: WeeklyWindow[], busy: SlotUser['busy'] = []): SlotUser => ({ id, timezone, windows, busy })
/** wall-clock hour:minute of an instant in a zone */
const wall = (ms: number, zone: string) => {
  const d = new TZDate(ms, zone)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}
const at = (y: number, m: number, d: number, h: number, min: number, zone: string) => +new TZDate(y, m - 1, d, h, min, 0, 0, zone)

describe('slots across DST changes', () => {
  const NY = 'America/New_York'
  test('spring forward (2026-03-08, New York): a 00:00-05:00 window has 4 real hours and no 02:xx slot', () => {
    const now = at(2026, 3, 1, 0, 0, NY)
    const slots = computeSlots([user('u', NY, everyDay(0, 5))], { now, from: at(2026, 3, 8, 0, 0, NY), to: at(2026, 3, 9, 0, 0, NY), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, NY)), ['2026-03-08 00:00', '2026-03-08 01:00', '2026-03-08 03:00', '2026-03-08 04:00'])
    // each slot a real hour apart, none overlapping
    for (let i = 1; i < slots.length; i++) assert.equal(slots[i].startTimeInMS - slots[i - 1].startTimeInMS, H)
  })
  test('fall back (2026-11-01, New York): 01:00 happens twice, both are free hours, 6 real hours in 00:00-05:00', () => {
    const now = at(2026, 10, 1, 0, 0, NY)
    const slots = computeSlots([user('u', NY, everyDay(0, 5))], { now, from: at(2026, 11, 1, 0, 0, NY), to: at(2026, 11, 2, 0, 0, NY), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, NY)), ['2026-11-01 00:00', '2026-11-01 01:00', '2026-11-01 01:00', '2026-11-01 02:00', '2026-11-01 03:00', '2026-11-01 04:00'])
    assert.equal(new Set(slots.map((s) => s.startTimeInMS)).size, 6)
  })
  test('a 09:00 window keeps 09:00 local on both sides of a change (the UTC instant moves by an hour)', () => {
    const now = at(2026, 3, 1, 0, 0, NY)
    const slots = computeSlots([user('u', NY, everyDay(9, 10))], { now, from: at(2026, 3, 6, 0, 0, NY), to: at(2026, 3, 11, 0, 0, NY), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, NY)), ['2026-03-06 09:00', '2026-03-07 09:00', '2026-03-08 09:00', '2026-03-09 09:00', '2026-03-10 09:00'])
    assert.deepEqual(slots.map((s) => new Date(s.startTimeInMS).toISOString().slice(11, 16)), ['14:00', '14:00', '13:00', '13:00', '13:00'])
  })
  test('Hawaii and Arizona have no DST: the same UTC time every day through both US changes', () => {
    for (const zone of ['Pacific/Honolulu', 'America/Phoenix']) {
      const now = at(2026, 3, 1, 0, 0, zone)
      const slots = computeSlots([user('u', zone, everyDay(9, 10))], { now, from: at(2026, 3, 6, 0, 0, zone), to: at(2026, 3, 11, 0, 0, zone), durationInMinutes: 60 })
      assert.equal(slots.length, 5, zone)
      assert.equal(new Set(slots.map((s) => new Date(s.startTimeInMS).toISOString().slice(11, 16))).size, 1, zone)
    }
  })
})

describe('slots in zones from Hawaii to Eastern', () => {
  const zones = ['Pacific/Honolulu', 'America/Anchorage', 'America/Los_Angeles', 'America/Phoenix', 'America/Denver', 'America/Chicago', 'America/New_York']
  test("each user's weekly hours are their own zone's wall clock, whatever the caller's", () => {
    const now = Date.UTC(2026, 5, 1)
    const users = zones.map((z, i) => user(`u${i}`, z, [{ dayOfWeekStartingSundayIndexedByZero: 3, startTimeInMinutes: 9 * 60, endTimeInMinutes: 9 * 60 + 30 }]))
    // Wednesday 2026-06-03 in every zone
    const slots = computeSlots(users, { now, from: Date.UTC(2026, 5, 3), to: Date.UTC(2026, 5, 5), durationInMinutes: 30 })
    assert.equal(slots.length, zones.length)
    for (const s of slots) assert.equal(wall(s.startTimeInMS, zones[Number(s.userId.slice(1))]), '2026-06-03 09:00')
    // earliest first: Eastern's 9:00 comes before Hawaii's
    // Phoenix (no DST) shares Los Angeles' 16:00 UTC in June
    assert.deepEqual(slots.map((s) => s.userId), ['u6', 'u5', 'u4', 'u2', 'u3', 'u1', 'u0'])
  })
  test("a day of the week is the user's day: Sunday 23:00 in Hawaii is Monday in UTC", () => {
    const now = Date.UTC(2026, 5, 1)
    const slots = computeSlots([user('u', 'Pacific/Honolulu', [{ dayOfWeekStartingSundayIndexedByZero: 0, startTimeInMinutes: 23 * 60, endTimeInMinutes: 24 * 60 }])],
      { now, from: now + 24 * H, to: now + 8 * 24 * H, durationInMinutes: 60 })
    assert.equal(slots.length, 1)
    assert.equal(wall(slots[0].startTimeInMS, 'Pacific/Honolulu'), '2026-06-07 23:00')
    assert.equal(new Date(slots[0].startTimeInMS).getUTCDay(), 1)
  })
  test('an unknown or missing zone falls back to Eastern rather than failing', () => {
    assert.equal(zoneOf(undefined, 'Not/AZone'), 'America/New_York')
    assert.equal(zoneOf('Bad', 'America/Chicago'), 'America/Chicago')
    const now = Date.UTC(2026, 5, 1)
    const slots = computeSlots([user('u', 'Not/AZone', everyDay(9, 10))], { now, from: Date.UTC(2026, 5, 3), to: Date.UTC(2026, 5, 4), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, 'America/New_York')), ['2026-06-03 09:00'])
  })
})

describe('the window, the clock and conflicts', () => {
  const zone = 'UTC'
  const now = Date.UTC(2026, 0, 5, 10, 30)
  test('a past start uses now + 1 s: no slot before now', () => {
    const slots = computeSlots([user('u', zone, everyDay(8, 12))], { now, from: now - 10 * 24 * H, to: Date.UTC(2026, 0, 5, 23), durationInMinutes: 30 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, zone)), ['2026-01-05 11:00', '2026-01-05 11:30'])
    assert.equal(searchRange({ now, from: 0 }).start, now + 1000)
  })
  test('30 days from the start at most, bounded by to', () => {
    const slots = computeSlots([user('u', zone, everyDay(9, 10))], { now, from: now, to: now + 100 * 24 * H, durationInMinutes: 60 })
    assert.equal(slots.length, 30)
    assert.ok(slots.every((s) => s.startTimeInMS < now + 1000 + AVAILABILITY_WINDOW_MS))
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10))], { now, from: now, to: now + 3 * 24 * H, durationInMinutes: 60 }).length, 3)
    assert.deepEqual(computeSlots([user('u', zone, everyDay(9, 10))], { now, from: now + 5 * H, to: now + H, durationInMinutes: 60 }), [])
  })
  test('at most 1000 slots, earliest first', () => {
    const users = Array.from({ length: 10 }, (_, i) => user(`u${i}`, zone, everyDay(0, 24)))
    const slots = computeSlots(users, { now, from: now, durationInMinutes: 15 })
    assert.equal(slots.length, 1000)
    for (let i = 1; i < slots.length; i++) assert.ok(slots[i - 1].startTimeInMS <= slots[i].startTimeInMS)
  })
  test('lead time (hoursBeforeBookingAllowed) moves the first slot', () => {
    const q = { now, from: now, to: Date.UTC(2026, 0, 8), durationInMinutes: 60 }
    const first = (leadTimeHours?: number) => wall(computeSlots([user('u', zone, everyDay(9, 17))], { ...q, leadTimeHours })[0].startTimeInMS, zone)
    assert.equal(first(), '2026-01-05 11:00')
    assert.equal(first(2), '2026-01-05 13:00')
    assert.equal(first(24), '2026-01-06 11:00')
    // now + 30 h is 16:30 the next day: its 16:00 slot is too soon, the day after opens at 09:00
    assert.equal(first(30), '2026-01-07 09:00')
  })
  test('an existing event removes every slot it overlaps, edges excluded', () => {
    const busy = [{ startTimeInMS: Date.UTC(2026, 0, 6, 10, 0), durationInMinutes: 90 }]
    const slots = computeSlots([user('u', zone, everyDay(9, 13), busy)], { now, from: Date.UTC(2026, 0, 6), to: Date.UTC(2026, 0, 7), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, zone)), ['2026-01-06 09:00', '2026-01-06 12:00'])
  })
  test('a long event with a short one inside it blocks its whole span, not more', () => {
    const busy = [{ startTimeInMS: Date.UTC(2026, 0, 6, 10), durationInMinutes: 300 }, { startTimeInMS: Date.UTC(2026, 0, 6, 10, 30), durationInMinutes: 15 }]
    const slots = computeSlots([user('u', zone, everyDay(9, 17), busy)], { now, from: Date.UTC(2026, 0, 6), to: Date.UTC(2026, 0, 7), durationInMinutes: 60 })
    assert.deepEqual(slots.map((s) => wall(s.startTimeInMS, zone).slice(11)), ['09:00', '15:00', '16:00'])
  })
  test('interval, template and location limits of a window; inactive windows', () => {
    const from = Date.UTC(2026, 0, 6), to = Date.UTC(2026, 0, 7)
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10, { intervalInMinutes: 15 }))], { now, from, to, durationInMinutes: 30 }).length, 3)
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10, { validTemplateIds: ['t1'] }))], { now, from, to, durationInMinutes: 30, templateId: 't2' }).length, 0)
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10, { locationIds: ['l1'] }))], { now, from, to, durationInMinutes: 30, locationId: 'l1' }).length, 2)
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10, { locationIds: ['l1'] }))], { now, from, to, durationInMinutes: 30, locationId: 'l2' }).length, 0)
    assert.equal(computeSlots([user('u', zone, everyDay(9, 10, { active: { to: new Date(from).toISOString() } }))], { now, from, to, durationInMinutes: 30 }).length, 0)
  })
  test('a group event with room (openAt) leaves its own start free and blocks the other slots it overlaps, in the listing and the re-check', () => {
    const tenAM = Date.UTC(2026, 0, 6, 10)
    const busy = [{ startTimeInMS: tenAM, durationInMinutes: 60, openAt: tenAM }, { startTimeInMS: Date.UTC(2026, 0, 6, 12), durationInMinutes: 60 }]
    const u = user('u', zone, everyDay(9, 13), busy)
    const q = { now, from: Date.UTC(2026, 0, 6), to: Date.UTC(2026, 0, 7), durationInMinutes: 60, intervalInMinutes: 30 }
    assert.deepEqual(computeSlots([u], q).map((s) => wall(s.startTimeInMS, zone).slice(11)), ['09:00', '10:00', '11:00'])
    assert.equal(isFreeSlot(u, { ...q, from: tenAM }, tenAM), true)
    assert.equal(isFreeSlot(u, { ...q, from: tenAM + 30 * 60_000 }, tenAM + 30 * 60_000), false)
    // without room it is busy like any event
    const full = user('u', zone, everyDay(9, 13), [{ startTimeInMS: tenAM, durationInMinutes: 60 }])
    assert.equal(isFreeSlot(full, { ...q, from: tenAM }, tenAM), false)
  })
  test('multi: only the starts every named user is free, listed once as the first named user; none when one may not be booked', () => {
    const day = { now, from: Date.UTC(2026, 0, 6), to: Date.UTC(2026, 0, 7), durationInMinutes: 30 }
    const slots = computeSlots([user('a', zone, everyDay(12, 13)), user('b', zone, everyDay(12, 14))], day)
    const common = commonSlots(slots, ['a', 'b'], ['a', 'b'])
    assert.deepEqual(common.map((s) => [s.userId, wall(s.startTimeInMS, zone).slice(11)]), [['a', '12:00'], ['a', '12:30']])
    assert.deepEqual(commonSlots(slots, ['b', 'a'], ['a', 'b']).map((s) => s.userId), ['b', 'b'])
    assert.deepEqual(commonSlots(slots, ['a', 'b'], ['a']), [])
  })
  test("buffers: the type's before and after each slot must be free too, in the listing and the re-check", () => {
    const busy = [{ startTimeInMS: Date.UTC(2026, 0, 6, 11), durationInMinutes: 30 }]
    const u = user('u', zone, everyDay(9, 13), busy)
    const q = { now, from: Date.UTC(2026, 0, 6), to: Date.UTC(2026, 0, 7), durationInMinutes: 30 }
    const times = (extra: object) => computeSlots([u], { ...q, ...extra }).map((s) => wall(s.startTimeInMS, zone).slice(11))
    assert.deepEqual(times({}), ['09:00', '09:30', '10:00', '10:30', '11:30', '12:00', '12:30'])
    assert.deepEqual(times({ bufferEndMinutes: 30 }), ['09:00', '09:30', '10:00', '11:30', '12:00', '12:30'])
    assert.deepEqual(times({ bufferStartMinutes: 30 }), ['09:00', '09:30', '10:00', '10:30', '12:00', '12:30'])
    assert.equal(isFreeSlot(u, { ...q, from: Date.UTC(2026, 0, 6, 10, 30), bufferEndMinutes: 30 }, Date.UTC(2026, 0, 6, 10, 30)), false)
    assert.equal(isFreeSlot(u, { ...q, from: Date.UTC(2026, 0, 6, 10, 30) }, Date.UTC(2026, 0, 6, 10, 30)), true)
  })
  test('isFreeSlot agrees with the listing', () => {
    const u = user('u', 'America/Chicago', everyDay(9, 12), [{ startTimeInMS: at(2026, 1, 6, 10, 0, 'America/Chicago'), durationInMinutes: 60 }])
    const q = { now, from: at(2026, 1, 6, 0, 0, 'America/Chicago'), to: at(2026, 1, 7, 0, 0, 'America/Chicago'), durationInMinutes: 60 }
    const listed = computeSlots([u], q).map((s) => s.startTimeInMS)
    assert.equal(listed.length, 2)
    for (const s of listed) assert.equal(isFreeSlot(u, { ...q, from: s }, s), true)
    assert.equal(isFreeSlot(u, { ...q, from: at(2026, 1, 6, 10, 0, 'America/Chicago') }, at(2026, 1, 6, 10, 0, 'America/Chicago')), false)
    assert.equal(isFreeSlot(u, { ...q, from: at(2026, 1, 6, 9, 15, 'America/Chicago') }, at(2026, 1, 6, 9, 15, 'America/Chicago')), false)
    assert.equal(isFreeSlot(u, { ...q, from: now - H }, now - H), false)
  })
})

describe('who may be booked', () => {
  const now = Date.UTC(2026, 0, 5)
  const users = [
    { id: 'ca', credentialedStates: [{ state: 'CA' }] },
    { id: 'ny', credentialedStates: [{ state: 'NY', expiresAt: '2027-01-01T00:00:00.000Z' }] },
    { id: 'nyExpired', credentialedStates: [{ state: 'NY', expiresAt: '2025-01-01T00:00:00.000Z' }] },
    { id: 'none' },
  ]
  test('state: only users licensed in the patient state, expired licences excluded', () => {
    assert.deepEqual(eligibleUsers(users, { now, restrictedByState: true, state: 'NY' }).map((u) => u.id), ['ny'])
    assert.deepEqual(eligibleUsers(users, { now, restrictedByState: true, state: 'ca' }).map((u) => u.id), ['ca'])
    assert.equal(credentialedIn(users[3], 'NY', now), false)
    assert.equal(eligibleUsers(users, { now }).length, 4)
  })
  test('state rule without a state: a 400 naming state', () => {
    assert.throws(() => eligibleUsers(users, { now, restrictedByState: true }), (e) => isApiError(e) && e.status === 400 && e.validation?.[0].field === 'state')
  })
  test("care team: only the patient's assigned users; none assigned is refused with the spec's text", () => {
    assert.deepEqual(eligibleUsers(users, { now, limitedToCareTeam: true, careTeam: ['ca', 'other'] }).map((u) => u.id), ['ca'])
    for (const careTeam of [[], undefined]) {
      assert.throws(() => eligibleUsers(users, { now, limitedToCareTeam: true, careTeam }), (e) => isApiError(e) && e.status === 400 && e.message === BookingMessages.careTeamMissing)
    }
  })
  test('both limits together', () => {
    assert.deepEqual(eligibleUsers(users, { now, limitedToCareTeam: true, careTeam: ['ca', 'ny'], restrictedByState: true, state: 'NY' }).map((u) => u.id), ['ny'])
  })
})
