import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { AVAILABILITY_WINDOW_MS, addMonthsIn, boundsOf, covers, dayKey, isBookableDay, monthGrid, selectionForMonth, slotsOnDay, windowFor, zoneOf, type Slot } from './calendar.ts'

const NY = 'America/New_York'
const HI = 'Pacific/Honolulu'
const ms = (iso: string) => new Date(iso).getTime()
const slot = (iso: string, userId = 'u1'): Slot => ({ startTimeInMS: ms(iso), durationInMinutes: 30, userId })

describe('calendar rules (spec 2 §2.16, §4, §5, §9)', () => {
  const now = ms('2026-03-05T15:00:00Z') // 10:00 in New York

  test("the zone: the location's, else the patient's, else the browser's; unknown names are skipped", () => {
    assert.equal(zoneOf('America/Chicago', NY), 'America/Chicago')
    assert.equal(zoneOf(undefined, 'Not/AZone', HI), HI)
    assert.equal(zoneOf(undefined), Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  test('rescheduling starts from tomorrow in the zone; the link’s from may start later', () => {
    assert.equal(boundsOf({ now, rescheduling: false }, NY).earliest, now)
    assert.equal(boundsOf({ now, rescheduling: true }, NY).earliest, ms('2026-03-06T05:00:00Z'))
    assert.equal(boundsOf({ now, rescheduling: true }, HI).earliest, ms('2026-03-06T10:00:00Z'))
    assert.equal(boundsOf({ now, rescheduling: false, from: ms('2026-04-01T00:00:00Z') }, NY).earliest, ms('2026-04-01T00:00:00Z'))
    assert.equal(boundsOf({ now, rescheduling: false, from: ms('2026-01-01T00:00:00Z') }, NY).earliest, now, 'a past from never goes before now')
  })

  test('changing the month selects its start, or now in the current month', () => {
    const b = boundsOf({ now, rescheduling: false }, NY)
    assert.equal(selectionForMonth(now, b, NY), now)
    const april = addMonthsIn(now, 1, NY)
    assert.equal(april, ms('2026-04-01T04:00:00Z'), 'midnight in New York, daylight saving time')
    assert.equal(selectionForMonth(april, b, NY), april)
    assert.equal(selectionForMonth(addMonthsIn(now, -1, NY), b, NY), now)
  })

  test('the window: 30 days from the selected day; a past start is now + 1 s; bounded by to', () => {
    const b = boundsOf({ now, rescheduling: false }, NY)
    assert.deepEqual(windowFor(now, b, NY, now), { from: now + 1000, to: now + 1000 + AVAILABILITY_WINDOW_MS })
    const day = ms('2026-03-20T12:00:00Z')
    assert.deepEqual(windowFor(day, b, NY, now), { from: ms('2026-03-20T04:00:00Z'), to: ms('2026-03-20T04:00:00Z') + AVAILABILITY_WINDOW_MS })
    const bounded = boundsOf({ now, rescheduling: false, to: ms('2026-03-25T00:00:00Z') }, NY)
    assert.equal(windowFor(day, bounded, NY, now).to, ms('2026-03-25T00:00:00Z'))
  })

  test('another day inside the loaded window needs no new request; a day before or past it does', () => {
    const b = boundsOf({ now, rescheduling: false }, NY)
    const loaded = windowFor(now, b, NY, now)
    assert.equal(covers(loaded, now, b, NY, now), true)
    assert.equal(covers(loaded, ms('2026-03-20T12:00:00Z'), b, NY, now), true)
    assert.equal(covers(loaded, ms('2026-04-10T12:00:00Z'), b, NY, now), false)
    const later = windowFor(ms('2026-04-01T12:00:00Z'), b, NY, now)
    assert.equal(covers(later, ms('2026-03-10T12:00:00Z'), b, NY, now), false)
    assert.equal(covers(undefined, now, b, NY, now), false)
  })

  test('bookable days: not before the earliest day, not from the link’s to on', () => {
    const b = boundsOf({ now, rescheduling: true, to: ms('2026-03-10T04:00:00Z') }, NY) // midnight of the 10th in New York (EDT)
    assert.equal(isBookableDay(now, b, NY), false, 'today, when rescheduling')
    assert.equal(isBookableDay(ms('2026-03-06T12:00:00Z'), b, NY), true)
    assert.equal(isBookableDay(ms('2026-03-10T12:00:00Z'), b, NY), false)
  })

  test('a month grid: weeks from Sunday, the month’s days marked; March 2026 in New York keeps whole days across the DST change', () => {
    const weeks = monthGrid(now, NY)
    assert.equal(weeks.length, 5)
    assert.ok(weeks.every((w) => w.length === 7))
    assert.equal(weeks[0][0].key, '2026-03-01')
    const days = weeks.flat()
    assert.deepEqual(days.filter((d) => d.inMonth).map((d) => d.key).slice(-1), ['2026-03-31'])
    const eighth = days.find((d) => d.key === '2026-03-08')!
    const ninth = days.find((d) => d.key === '2026-03-09')!
    assert.equal(ninth.start - eighth.start, 23 * 3_600_000, 'the day clocks spring forward has 23 hours')
    assert.equal(dayKey(ninth.start, NY), '2026-03-09')
  })

  test('slots of a day in the zone: in order, each time once, none before the lead time', () => {
    const slots = [slot('2026-03-06T15:30:00Z'), slot('2026-03-06T14:00:00Z'), slot('2026-03-06T14:00:00Z', 'u2'), slot('2026-03-07T03:00:00Z'), slot('2026-03-05T16:00:00Z')]
    const b = boundsOf({ now, rescheduling: false }, NY)
    // 03:00Z on the 7th is still the 6th in New York (22:00)
    assert.deepEqual(slotsOnDay(slots, '2026-03-06', NY, b, now).map((s) => [new Date(s.startTimeInMS).toISOString(), s.userId]), [
      ['2026-03-06T14:00:00.000Z', 'u1'], ['2026-03-06T15:30:00.000Z', 'u1'], ['2026-03-07T03:00:00.000Z', 'u1'],
    ])
    assert.equal(slotsOnDay(slots, '2026-03-05', NY, b, now).length, 1)
    assert.equal(slotsOnDay(slots, '2026-03-05', NY, b, now, 2).length, 0, 'an hour from now is inside a 2-hour lead time')
    assert.equal(slotsOnDay(slots, '2026-03-06', NY, b, now, 24).length, 2)
  })
})
