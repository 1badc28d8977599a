import { test } from 'node:test'
import assert from 'node:assert/strict'
import { fullName, patientName, staffName } from './names.ts'

test('a patient is named by full name, then display name, email, phone, then the fallback', () => {
  assert.equal(patientName({ fname: ' Ada ', lname: 'Lovelace', displayName: 'A', email: 'a@x.org' }), 'Ada Lovelace')
  assert.equal(patientName({ lname: 'Lovelace' }), 'Lovelace')
  assert.equal(patientName({ fname: '  ', displayName: ' Ada L ', email: 'a@x.org' }), 'Ada L')
  assert.equal(patientName({ email: 'a@x.org', phone: '5555550100' }), 'a@x.org')
  assert.equal(patientName({ phone: '5555550100' }), '5555550100')
  assert.equal(patientName({}), '')
  assert.equal(patientName({}, 'Unnamed patient'), 'Unnamed patient')
  assert.equal(patientName(undefined, 'Unnamed patient'), 'Unnamed patient')
})

test('a staff user is named by the display name they chose first', () => {
  assert.equal(staffName({ fname: 'Sam', lname: 'Lee', displayName: 'Dr. Lee' }), 'Dr. Lee')
  assert.equal(staffName({ fname: 'Sam', lname: 'Lee', displayName: ' ' }), 'Sam Lee')
  assert.equal(staffName({ email: 'sam@clinic.org', phone: '5555550100' }), 'sam@clinic.org')
  assert.equal(staffName(undefined), '')
  assert.equal(fullName({ fname: 'Sam' }), 'Sam')
})
