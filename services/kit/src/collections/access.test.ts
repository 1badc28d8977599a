import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Session } from '@care/contracts/session'
import { userMayActOn } from './access.ts'

const collection = { name: 'endusers', assignmentFields: ['assignedTo'] as const }
const user = (permissions: Session['permissions'], isAdmin = false): Session =>
  ({ type: 'user', id: 'u1', businessId: 'b', organizationIds: [], sessionId: 's', roles: [], isAdmin, permissions })

test('admins and All/Default levels may act on any record', () => {
  const record = { assignedTo: [], creator: 'other' }
  assert.equal(userMayActOn(user(undefined, true), collection, 'delete', record), true)
  assert.equal(userMayActOn(user({ endusers: { update: 'All' } }), collection, 'update', record), true)
  assert.equal(userMayActOn(user({}), collection, 'update', record), true)
})

test("'Assigned' needs an assignment field holding the user, or the user as creator", () => {
  const s = user({ endusers: { read: 'Assigned' } })
  assert.equal(userMayActOn(s, collection, 'read', { assignedTo: ['u1'], creator: 'x' }), true)
  assert.equal(userMayActOn(s, collection, 'read', { assignedTo: ['u2'], creator: 'u1' }), true)
  assert.equal(userMayActOn(s, collection, 'read', { assignedTo: ['u2'], creator: 'x' }), false)
})

test('none refuses; endusers are never staff', () => {
  assert.equal(userMayActOn(user({ endusers: { delete: null } }), collection, 'delete', { assignedTo: ['u1'], creator: 'u1' }), false)
  assert.equal(userMayActOn({ ...user(undefined, true), type: 'enduser' }, collection, 'read', { assignedTo: [], creator: 'x' }), false)
})
