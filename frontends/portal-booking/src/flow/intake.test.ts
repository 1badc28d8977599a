import { test } from 'node:test'
import assert from 'node:assert/strict'
import { canSubmitIntake, intakeErrors, intakeInput } from './intake.ts'

const ok = { fname: 'Ann', lname: 'Lee', email: 'ann@example.com' }

test("intake messages (spec 2 §5): names, email required then valid; whitespace is empty", () => {
  assert.deepEqual(intakeErrors({}, { stateRequired: false }), { fname: 'First name is required', lname: 'Last name is required', email: 'Email is required' })
  assert.deepEqual(intakeErrors({ fname: '  ', lname: '\t', email: ' ' }, { stateRequired: false }), { fname: 'First name is required', lname: 'Last name is required', email: 'Email is required' })
  assert.deepEqual(intakeErrors({ ...ok, email: 'ann@example' }, { stateRequired: false }), { email: 'Must be a valid email' })
  assert.deepEqual(intakeErrors(ok, { stateRequired: false }), {})
})

test("'State is required' only when the page is state-limited, and only a supported state", () => {
  assert.deepEqual(intakeErrors(ok, { stateRequired: true }), { state: 'State is required' })
  assert.deepEqual(intakeErrors({ ...ok, state: 'ZZ' }, { stateRequired: true }), { state: 'State is required' })
  assert.deepEqual(intakeErrors({ ...ok, state: 'ca' }, { stateRequired: true }), {})
  assert.deepEqual(intakeErrors({ ...ok, state: '' }, { stateRequired: false }), {})
})

test('optional phone and date of birth are checked only when given', () => {
  assert.deepEqual(intakeErrors({ ...ok, phone: '555-0100', dateOfBirth: '01-31-1980' }, { stateRequired: false }), {})
  assert.deepEqual(intakeErrors({ ...ok, phone: 'call me', dateOfBirth: '1980/01/31' }, { stateRequired: false }), { phone: 'Enter a valid phone number', dateOfBirth: 'Date must be MM-DD-YYYY' })
})

test('Next is disabled without an email; the input is trimmed, empty fields left out', () => {
  assert.equal(canSubmitIntake({ fname: 'Ann' }), false)
  assert.equal(canSubmitIntake({ email: '   ' }), false)
  assert.equal(canSubmitIntake({ email: 'a' }), true)
  assert.deepEqual(intakeInput({ fname: ' Ann ', lname: '', email: 'ann@example.com', state: 'ca ' }), { fname: 'Ann', email: 'ann@example.com', state: 'CA' })
})
