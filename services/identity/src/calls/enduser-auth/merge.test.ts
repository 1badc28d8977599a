import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Enduser } from '../../generated/prisma/client.ts'
import { mergedFields } from './merge.ts'

const patient = (fields: Partial<Enduser>): Enduser => ({
  id: 'x', businessId: 'b', organizationIds: ['b'], creator: 'c', createdAt: new Date(0), updatedAt: new Date(0),
  email: null, alternateEmails: [], tags: [], assignedTo: [], unsubscribedFrom: [], fname: null, lname: null, phone: null,
  fields: null, hashedPassword: null, passwordIsUnset: null,
  ...fields,
} as Enduser)

test('fills what the destination lacks and keeps what it has', () => {
  const data = mergedFields(patient({ fname: 'Sam', lname: 'Old', phone: '+15550001111' }), patient({ lname: 'Stays' }))
  assert.deepEqual([data.fname, data.lname, data.phone], ['Sam', undefined, '+15550001111'])
})

test('unites lists and adds missing custom field keys', () => {
  const data = mergedFields(
    patient({ tags: ['a', 'b'], assignedTo: ['u1'], fields: { plan: 'gold', shared: 'source' } }),
    patient({ tags: ['b', 'c'], assignedTo: ['u1'], fields: { shared: 'destination' } }),
  )
  assert.deepEqual(data.tags, ['b', 'c', 'a'])
  assert.equal(data.assignedTo, undefined, 'nothing new to add')
  assert.deepEqual(data.fields, { plan: 'gold', shared: 'destination' })
})

test("a different source email becomes an alternate email; a missing one is taken over", () => {
  assert.deepEqual(mergedFields(patient({ email: 's@x.com' }), patient({ email: 'd@x.com', alternateEmails: ['old@x.com'] })).alternateEmails, ['old@x.com', 's@x.com'])
  const taken = mergedFields(patient({ email: 's@x.com' }), patient({}))
  assert.deepEqual([taken.email, taken.alternateEmails], ['s@x.com', undefined])
})

test('passwordIsUnset follows the password the merged patient ends up with', () => {
  const withSourcePassword = mergedFields(patient({ hashedPassword: 'h', passwordIsUnset: false }), patient({ passwordIsUnset: true }))
  assert.deepEqual([withSourcePassword.hashedPassword, withSourcePassword.passwordIsUnset], ['h', false])
  const destinationHasOne = mergedFields(patient({ passwordIsUnset: true }), patient({ hashedPassword: 'h2' }))
  assert.deepEqual([destinationHasOne.hashedPassword, destinationHasOne.passwordIsUnset], [undefined, false])
  const neither = mergedFields(patient({ passwordIsUnset: true }), patient({}))
  assert.equal(neither.passwordIsUnset, true)
})
