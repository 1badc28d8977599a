import { test } from 'node:test'
import assert from 'node:assert/strict'
import { NO_REMINDER, nextReminderAt, remindDue } from './ticket-reminders.ts'

test('the next reminder is the earliest one not reminded; -1 without a due date or pending reminder', () => {
  const due = 1_000_000
  assert.equal(nextReminderAt(undefined, [{ msBeforeDueDate: 0 }]), NO_REMINDER, 'no due date')
  assert.equal(nextReminderAt(null, [{ msBeforeDueDate: 0 }]), NO_REMINDER, 'due date unset')
  assert.equal(nextReminderAt(due, undefined), NO_REMINDER, 'no reminders')
  assert.equal(nextReminderAt(due, []), NO_REMINDER, 'empty reminders')
  assert.equal(nextReminderAt(due, [{ msBeforeDueDate: 0, didRemind: true }]), NO_REMINDER, 'all reminded')
  const five = [{ msBeforeDueDate: 0 }, { msBeforeDueDate: 1000 }, { msBeforeDueDate: 7000 }, { msBeforeDueDate: 5000 }, { msBeforeDueDate: 9000, didRemind: true }]
  assert.equal(nextReminderAt(due, five), due - 7000, 'the earliest pending')
  assert.equal(nextReminderAt(due, [{ msBeforeDueDate: -8000 }]), due + 8000, 'a reminder after the due date')
})

test('reminders due by now are marked reminded, later ones are left; nothing due answers undefined', () => {
  const due = 1_000_000
  const reminders = [{ msBeforeDueDate: 0 }, { msBeforeDueDate: -8000 }]
  assert.deepEqual(remindDue(due, reminders, due), [{ msBeforeDueDate: 0, didRemind: true }, { msBeforeDueDate: -8000 }])
  assert.equal(remindDue(due, reminders, due - 1), undefined, 'nothing due yet')
  assert.deepEqual(remindDue(due, reminders, due + 8000), [{ msBeforeDueDate: 0, didRemind: true }, { msBeforeDueDate: -8000, didRemind: true }])
  assert.equal(remindDue(undefined, reminders, due), undefined, 'no due date')
})
