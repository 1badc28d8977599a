// Spec 3 §9 helpers, including the rules that raise errors.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  dollarsFromCents, presenceOf, relativeTime, searchScore, sortBySearch, timeZoneForState, truncate,
  US_STATE_TIME_ZONES, US_TIME_ZONES, US_TIME_ZONE_UTC_OFFSETS, usTimeZoneName, utcOffsetMinutes,
} from './index.ts'

test('search scoring: exact +10, full-name prefix +25, full-name equality +50, substring +1', () => {
  const ann = { fname: 'Ann', lname: 'Lee', email: 'ann@example.com', tags: ['vip', 'annual'] }
  assert.equal(searchScore(ann, 'ann lee'), 50)
  assert.equal(searchScore(ann, 'ann l'), 25)
  // 'ann': fname exact (+10), email substring (+1), tag 'annual' substring (+1), full-name prefix (+25)
  assert.equal(searchScore(ann, 'ANN'), 37)
  assert.equal(searchScore(ann, 'vip'), 10)
  assert.equal(searchScore(ann, 'example'), 1)
  assert.equal(searchScore(ann, 'zzz'), 0)
  assert.equal(searchScore(ann, '   '), 0)
  assert.equal(searchScore(ann, 'example', ['fname']), 0, 'only the fields asked for')
  const people = [{ fname: 'Annabel', lname: 'X' }, { fname: 'Bo', lname: 'Ann' }, { fname: 'Ann', lname: 'Lee' }, { fname: 'Cy' }]
  assert.deepEqual(sortBySearch(people, 'ann').map((p) => p.fname), ['Ann', 'Annabel', 'Bo'])
})

test('presence: Active under 5 min, Away under 25 min, else Unavailable; logout after activity is Unavailable', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')
  const ago = (min: number) => new Date(now - min * 60_000).toISOString()
  assert.equal(presenceOf({ lastActive: ago(4.9) }, { now }), 'Active')
  assert.equal(presenceOf({ lastActive: ago(5) }, { now }), 'Away')
  assert.equal(presenceOf({ lastActive: ago(24.9) }, { now }), 'Away')
  assert.equal(presenceOf({ lastActive: ago(25) }, { now }), 'Unavailable')
  assert.equal(presenceOf({}, { now }), 'Unavailable')
  assert.equal(presenceOf({ lastActive: ago(1), lastLogout: ago(0.5) }, { now }), 'Unavailable')
  assert.equal(presenceOf({ lastActive: ago(1), lastLogout: ago(2) }, { now }), 'Active')
  assert.equal(presenceOf({ lastActive: now - 60_000 }, { now, activeMs: 30_000, awayMs: 120_000 }), 'Away')
  assert.equal(presenceOf({ lastActive: ago(1) }, { now, activeMs: 0, awayMs: 0 }), 'Unavailable')
  assert.throws(() => presenceOf({ lastActive: ago(1) }, { now, activeMs: -1 }), { name: 'RangeError', message: 'The active threshold must not be negative' })
  assert.throws(() => presenceOf({ lastActive: ago(1) }, { now, awayMs: -1 }), { name: 'RangeError', message: 'The inactive threshold must not be negative' })
})

test('relative time: seconds, minutes, hours, days ago', () => {
  const now = Date.parse('2026-06-01T12:00:00Z')
  assert.equal(relativeTime(now - 59_999, now), '59 seconds ago')
  assert.equal(relativeTime(now - 1000, now), '1 second ago')
  assert.equal(relativeTime(new Date(now - 60_000), now), '1 minute ago')
  assert.equal(relativeTime(now - 3_599_999, now), '59 minutes ago')
  assert.equal(relativeTime(new Date(now - 3_600_000).toISOString(), now), '1 hour ago')
  assert.equal(relativeTime(now - 86_399_999, now), '23 hours ago')
  assert.equal(relativeTime(now - 86_400_000 * 3, now), '3 days ago')
  assert.equal(relativeTime(now + 5000, now), '0 seconds ago')
  assert.equal(relativeTime('not a date', now), '')
})

test('truncation: 25 characters and an ellipsis by default; negative lengths raise', () => {
  assert.equal(truncate('a'.repeat(25)), 'a'.repeat(25))
  assert.equal(truncate('a'.repeat(26)), `${'a'.repeat(25)}...`)
  assert.equal(truncate('hello world', 5), 'hello...')
  assert.equal(truncate('hi', 0), '...')
  assert.equal(truncate('😀😀😀', 2), '😀😀...')
  assert.throws(() => truncate('x', -1), { name: 'RangeError', message: 'The truncation length must not be negative' })
})

test('money: dollars from cents, USD only', () => {
  assert.equal(dollarsFromCents(1250), '$12.50')
  assert.equal(dollarsFromCents(5), '$0.05')
  assert.equal(dollarsFromCents(123456789), '$1,234,567.89')
  assert.equal(dollarsFromCents(-300, 'usd'), '-$3.00')
  assert.throws(() => dollarsFromCents(100, 'EUR'), { name: 'RangeError', message: 'Only USD amounts can be shown in dollars' })
  assert.throws(() => dollarsFromCents(Number.NaN), RangeError)
})

test('US time zones: the eight supported zones, states and offsets', () => {
  assert.deepEqual(Object.keys(US_TIME_ZONES), ['Hawaii', 'Alaska', 'Pacific', 'Arizona', 'Mountain', 'Central', 'Eastern', 'Samoa'])
  for (const zone of Object.values(US_TIME_ZONES)) assert.doesNotThrow(() => new Intl.DateTimeFormat('en-US', { timeZone: zone }))
  assert.equal(timeZoneForState('ca'), 'America/Los_Angeles')
  assert.equal(timeZoneForState('AZ'), 'America/Phoenix')
  assert.equal(timeZoneForState('AS'), 'Pacific/Pago_Pago')
  assert.equal(timeZoneForState('ZZ'), undefined)
  assert.equal(timeZoneForState(undefined), undefined)
  assert.equal(Object.keys(US_STATE_TIME_ZONES).length, 51 + 5, '50 states, DC and five territories')
  assert.equal(usTimeZoneName('America/Chicago'), 'Central')
  const january = new Date('2026-01-15T12:00:00Z')
  for (const [name, iana] of Object.entries(US_TIME_ZONES)) {
    assert.equal(utcOffsetMinutes(iana, january), US_TIME_ZONE_UTC_OFFSETS[name as keyof typeof US_TIME_ZONES] * 60, name)
  }
  assert.equal(utcOffsetMinutes('America/New_York', new Date('2026-07-01T12:00:00Z')), -240, 'daylight saving')
  assert.equal(utcOffsetMinutes('America/Phoenix', new Date('2026-07-01T12:00:00Z')), -420, 'Arizona keeps standard time')
})
