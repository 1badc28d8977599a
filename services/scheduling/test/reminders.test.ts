// The reminders' pure rules (src/domain/reminders.ts): when the next one is due, which are due by a
// given time, dontSendIfPassed, and that cancelled, rescheduled-away and no-show events remind nobody.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { LATE_GRACE_MS, NO_REMINDER, dueReminders, nextReminderAt, remindersForNewStart } from '../src/domain/reminders.ts'

const HOUR = 3_600_000
const start = Date.UTC(2031, 5, 1, 15)
const reminders = [
  { type: 'enduser-notification', msBeforeStartTime: 24 * HOUR },
  { type: 'enduser-notification', msBeforeStartTime: HOUR, info: { channel: 'SMS' } },
]

test('the next reminder is the earliest unsent one; none for a closed event', () => {
  assert.equal(nextReminderAt({ startTimeInMS: start, reminders }), start - 24 * HOUR)
  assert.equal(nextReminderAt({ startTimeInMS: start, reminders: [{ ...reminders[0], didRemind: true }, reminders[1]] }), start - HOUR)
  assert.equal(nextReminderAt({ startTimeInMS: start, reminders: [] }), NO_REMINDER)
  for (const stamp of ['cancelledAt', 'rescheduledAt', 'noShowedAt']) {
    assert.equal(nextReminderAt({ startTimeInMS: start, reminders, [stamp]: new Date().toISOString() }), NO_REMINDER, stamp)
    assert.equal(dueReminders({ startTimeInMS: start, reminders, [stamp]: new Date().toISOString() }, start), undefined, stamp)
  }
  // a cleared stamp ('') is no stamp
  assert.equal(nextReminderAt({ startTimeInMS: start, reminders, cancelledAt: '' }), start - 24 * HOUR)
})

test('due reminders are sent once and marked; later ones wait', () => {
  assert.equal(dueReminders({ startTimeInMS: start, reminders }, start - 25 * HOUR), undefined)
  const first = dueReminders({ startTimeInMS: start, reminders }, start - 24 * HOUR)!
  assert.equal(first.send.length, 1)
  assert.deepEqual(first.reminders.map((r) => Boolean(r.didRemind)), [true, false])
  assert.equal(dueReminders({ startTimeInMS: start, reminders: first.reminders }, start - 2 * HOUR), undefined)
  const both = dueReminders({ startTimeInMS: start, reminders }, start - HOUR)!
  assert.equal(both.send.length, 2)
})

test('dontSendIfPassed: a reminder found late is marked, not sent', () => {
  const late = [{ type: 'enduser-notification', msBeforeStartTime: 24 * HOUR, dontSendIfPassed: true }]
  const now = start - 24 * HOUR + LATE_GRACE_MS + 1
  const due = dueReminders({ startTimeInMS: start, reminders: late }, now)!
  assert.equal(due.send.length, 0)
  assert.equal(due.reminders[0].didRemind, true)
  // within the grace period it is sent
  assert.equal(dueReminders({ startTimeInMS: start, reminders: late }, start - 24 * HOUR + 1000)!.send.length, 1)
})

test('a reschedule makes every reminder due again', () => {
  const sent = reminders.map((r) => ({ ...r, didRemind: true }))
  assert.ok(remindersForNewStart(sent).every((r) => !r.didRemind))
  assert.equal(nextReminderAt({ startTimeInMS: start + 7 * 24 * HOUR, reminders: remindersForNewStart(sent) }), start + 6 * 24 * HOUR)
})
