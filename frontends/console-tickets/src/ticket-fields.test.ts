import { test } from 'node:test'
import assert from 'node:assert/strict'
import {
  createPayload, dateInputValue, draftOf, dueFromDateInput, dueLabel, dueState, emptyDraft, patientName, placeError, priorityLabel, sameDraft, staffName, updatesOf,
} from './ticket-fields.ts'

test('names: patients by full name, else display name, email or phone; staff by display name first', () => {
  assert.equal(patientName({ fname: 'Ann', lname: 'Lee' }), 'Ann Lee')
  assert.equal(patientName({ phone: '+15555550123' }), '+15555550123')
  assert.equal(patientName(undefined), '')
  assert.equal(staffName({ displayName: 'Dr. A', fname: 'Avery' }), 'Dr. A')
})

test('priority: 1 High, 2 Medium, 3 Low, others as numbers, none blank', () => {
  assert.deepEqual([1, 2, 3, 7, undefined, null].map(priorityLabel), ['High', 'Medium', 'Low', 'Priority 7', '', ''])
})

test('due dates: overdue once passed, today, within 7 days, later; a date box means the end of that day', () => {
  const now = new Date(2026, 2, 10, 12).getTime()
  assert.equal(dueState({ dueDateInMS: now - 1 }, now), 'overdue')
  assert.equal(dueState({ dueDateInMS: new Date(2026, 2, 10, 23, 59).getTime() }, now), 'today')
  assert.equal(dueState({ dueDateInMS: new Date(2026, 2, 16, 23).getTime() }, now), 'week')
  assert.equal(dueState({ dueDateInMS: new Date(2026, 2, 17, 1).getTime() }, now), 'later')
  assert.equal(dueState({}, now), 'none')
  const due = dueFromDateInput('2026-03-10')!
  assert.equal(new Date(due).getHours(), 23)
  assert.equal(dateInputValue(due), '2026-03-10')
  assert.equal(dueFromDateInput('10/03/2026'), undefined)
  assert.equal(dueLabel(due, now), 'Mar 10')
  assert.equal(dueLabel(new Date(2025, 11, 31).getTime(), now), 'Dec 31, 2025')
})

test('a create sends the filled-in fields only, trimmed and typed', () => {
  assert.deepEqual(createPayload({ ...emptyDraft(), title: ' Call back ' }), { title: 'Call back' })
  const full = createPayload({ title: 'T', enduserId: 'p', owner: 'u', due: '2026-03-10', stage: ' New ', priority: '2', message: ' hi ' })
  assert.deepEqual({ ...full, dueDateInMS: typeof full.dueDateInMS }, { title: 'T', enduserId: 'p', owner: 'u', dueDateInMS: 'number', stage: 'New', priority: 2, message: 'hi' })
})

test('an update sends what changed; a cleared field is unset with null', () => {
  const ticket = { id: '1', title: 'T', owner: 'u1', stage: 'New', priority: 1, dueDateInMS: dueFromDateInput('2026-03-10'), message: 'm' }
  const draft = draftOf(ticket)
  assert.deepEqual(updatesOf(ticket, draft), {})
  assert.equal(sameDraft(draft, { ...draft, title: 'T ' }), true)
  assert.deepEqual(updatesOf(ticket, { ...draft, owner: '', stage: '', priority: '', due: '', message: ' ' }), { owner: null, stage: null, priority: null, dueDateInMS: null, message: null })
  assert.deepEqual(updatesOf(ticket, { ...draft, priority: '3', stage: 'Done' }), { priority: 3, stage: 'Done' })
})

test("the server's messages go under the field they name, others under the button", () => {
  assert.deepEqual(placeError({ message: 'x', validation: [{ field: 'updates.dueDateInMS', message: 'Expected a number' }] }), { byField: { due: 'Expected a number' }, formError: undefined })
  assert.deepEqual(placeError({ message: 'Inaccessible' }), { byField: {}, formError: 'Inaccessible' })
  assert.deepEqual(placeError({ message: 'x', validation: [{ field: 'tags.0', message: 'Too long' }, { field: 'title', message: 'Required' }] }), { byField: { title: 'Required' }, formError: 'Too long' })
})
