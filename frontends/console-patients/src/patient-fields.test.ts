import { test } from 'node:test'
import assert from 'node:assert/strict'
import { createPayload, emptyDraft, fieldErrors, normaliseTags, patientName, placeError, staffName, updatesOf, editOf } from './patient-fields.ts'
import { rankMatches } from './use-patient-search.ts'

test('names: full name, else display name, email or phone', () => {
  assert.equal(patientName({ fname: 'Ann', lname: 'Lee' }), 'Ann Lee')
  assert.equal(patientName({ fname: ' ', displayName: 'A. L.' }), 'A. L.')
  assert.equal(patientName({ email: 'a@b.co' }), 'a@b.co')
  assert.equal(patientName({}), 'Unnamed patient')
  assert.equal(staffName({ fname: 'Casey', lname: 'Coordinator', displayName: '' }), 'Casey Coordinator')
  assert.equal(staffName(undefined), '')
})

test('a create sends only the trimmed, filled-in fields', () => {
  assert.deepEqual(createPayload({ ...emptyDraft(), fname: ' Ann ', phone: '   ' }), { fname: 'Ann' })
})

test('updates: only what changed; cleared fields as empty strings; lists only when they differ', () => {
  const p = { id: '1', fname: 'Ann', lname: 'Lee', email: 'ann@x.co', tags: ['a'], assignedTo: ['u1'] }
  const edit = editOf(p)
  assert.deepEqual(updatesOf(p, edit), {})
  edit.contact.email = ''
  edit.contact.fname = 'Ann '
  edit.tags = ['a', 'b']
  assert.deepEqual(updatesOf(p, edit), { email: '', tags: ['a', 'b'] })
})

test('tags: trimmed, no blanks or repeats, at most 100 characters', () => {
  assert.deepEqual(normaliseTags([' vip', 'vip', '', 'x'.repeat(120)]), ['vip', 'x'.repeat(100)])
})

test('server issues land under the field they name, whatever the path', () => {
  const { byField, other } = fieldErrors([
    { field: 'updates.email', message: 'Invalid email' },
    { field: 'phone', message: 'Phone number must be at least 10 digits' },
    { field: 'tags.3', message: 'Too long' },
    { field: 'gender', message: 'Value must match one of Female, Male, Other, Unknown' },
  ])
  assert.deepEqual(byField, { email: 'Invalid email', phone: 'Phone number must be at least 10 digits', tags: 'Too long' })
  assert.deepEqual(other, ['Value must match one of Female, Male, Other, Unknown'])
})

test('placeError: 409 on email under Email; messages with no field under the button', () => {
  assert.deepEqual(placeError({ status: 409, message: 'An enduser with this email already exists' }), {
    byField: { email: 'An enduser with this email already exists' },
    formError: undefined,
  })
  assert.deepEqual(placeError({ status: 0, message: 'No response - please check your Internet connection and try again' }), {
    byField: {},
    formError: 'No response - please check your Internet connection and try again',
  })
  assert.deepEqual(placeError({ status: 400, message: 'Invalid email', validation: [{ field: 'email', message: 'Invalid email' }] }), {
    byField: { email: 'Invalid email' },
    formError: undefined,
  })
})

test('search ranking: local score first, server-only matches kept', () => {
  const ann = { id: 'a', fname: 'Ann', lname: 'Lee' }
  const bob = { id: 'b', fname: 'Bob', lname: 'Annis' }
  const cy = { id: 'c', fname: 'Cy', lname: 'Other' }
  assert.deepEqual(rankMatches([bob, cy, ann], 'ann', new Set()).map((p) => p.id), ['a', 'b'])
  assert.deepEqual(rankMatches([bob, cy, ann], 'ann', new Set(['c'])).map((p) => p.id), ['a', 'b', 'c'])
})
