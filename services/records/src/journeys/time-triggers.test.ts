// When a time trigger is due for a patient (time-triggers.ts), without a database: birthdays at
// their minute in the patient's time zone, 29 February in other years, quiet spells.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { birthdayOccurrence, birthdayOf, localDate, quietOccurrence } from './time-triggers.ts'

const DAY = 86_400_000

test('dates of birth in the SDK\'s MM-DD-YYYY, ISO or with slashes; anything else has no birthday', () => {
  assert.deepEqual(birthdayOf('03-15-1990'), { month: 3, day: 15 })
  assert.deepEqual(birthdayOf('1990-03-15'), { month: 3, day: 15 })
  assert.deepEqual(birthdayOf('3/5/1990'), { month: 3, day: 5 })
  for (const bad of ['', '15.03.1990', '13-01-1990', '1990-00-10', 'soon', 19900315, undefined]) assert.equal(birthdayOf(bad), undefined, String(bad))
})

test("a birthday is due from its minute after midnight in the patient's time zone, for a day, named by its year", () => {
  const tokyo = { dateOfBirth: '07-01-1980', timezone: 'Asia/Tokyo' }
  // 1 July 2027 00:30 in Tokyo is 30 June 15:30 UTC
  assert.equal(birthdayOccurrence(tokyo, 30, Date.parse('2027-06-30T15:29:00Z')), undefined)
  assert.equal(birthdayOccurrence(tokyo, 30, Date.parse('2027-06-30T15:30:00Z')), 'birthday:2027')
  assert.equal(birthdayOccurrence(tokyo, 30, Date.parse('2027-07-01T15:29:00Z')), 'birthday:2027', 'a late sweep within the day still fires')
  assert.equal(birthdayOccurrence(tokyo, 30, Date.parse('2027-07-01T15:30:00Z')), undefined, 'never a day late')
  assert.equal(birthdayOccurrence({ dateOfBirth: '07-01-1980' }, 0, Date.parse('2027-07-01T00:00:00Z')), 'birthday:2027', 'UTC without a time zone')
  assert.equal(birthdayOccurrence({ dateOfBirth: '07-01-1980', timezone: 'Not/AZone' }, 0, Date.parse('2027-07-01T00:00:00Z')), 'birthday:2027', 'an unknown zone reads as UTC')
})

test('29 February is celebrated on the 28th in other years, on the 29th in leap years', () => {
  const leapling = { dateOfBirth: '02-29-2000' }
  assert.equal(birthdayOccurrence(leapling, 0, Date.parse('2027-02-28T12:00:00Z')), 'birthday:2027')
  assert.equal(birthdayOccurrence(leapling, 0, Date.parse('2028-02-28T12:00:00Z')), undefined)
  assert.equal(birthdayOccurrence(leapling, 0, Date.parse('2028-02-29T12:00:00Z')), 'birthday:2028')
})

test('a quiet spell starts at the last activity (or when the patient was added) and is due after its interval', () => {
  const now = Date.parse('2027-05-10T00:00:00Z')
  assert.equal(quietOccurrence({ lastActive: new Date(now - 6 * DAY).toISOString() }, 7 * DAY, now), undefined)
  assert.equal(quietOccurrence({ lastActive: new Date(now - 7 * DAY).toISOString() }, 7 * DAY, now), `quiet-since:${new Date(now - 7 * DAY).toISOString()}`)
  assert.equal(quietOccurrence({ createdAt: new Date(now - 8 * DAY) }, 7 * DAY, now), `quiet-since:${new Date(now - 8 * DAY).toISOString()}`)
  assert.equal(quietOccurrence({ lastActive: new Date(now - DAY).toISOString(), createdAt: new Date(now - 30 * DAY).toISOString() }, 7 * DAY, now), undefined, 'activity wins over the date added')
  assert.equal(quietOccurrence({}, 7 * DAY, now), undefined)
})

test('localDate reads the calendar date in a zone', () => {
  assert.deepEqual(localDate(Date.parse('2027-01-01T03:00:00Z'), 'America/Los_Angeles'), { year: 2026, month: 12, day: 31 })
})
