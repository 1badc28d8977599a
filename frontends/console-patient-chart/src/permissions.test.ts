import { test } from 'node:test'
import assert from 'node:assert/strict'
import { notes } from '@care/contracts/collections/notes'
import { files } from '@care/contracts/collections/files'
import { mayFor, sessionOf } from './permissions.ts'

const coordinatorRole = {
  role: 'Care Coordinator',
  permissions: { notes: { create: 'All', read: 'All', update: 'Assigned', delete: null }, files: { create: null } },
} as const
const coordinator = { id: 'u1', businessId: 'b1', roles: ['Care Coordinator'] }

test("a role's access decides: create notes, update only their own, no uploads", () => {
  const may = (c: typeof notes | typeof files) => mayFor(sessionOf(coordinator, [coordinatorRole]), c)
  assert.equal(may(notes)('create'), true)
  assert.equal(may(notes)('update', { creator: 'someone-else', enduserId: 'e1' }), false)
  assert.equal(may(notes)('update', { creator: 'u1', enduserId: 'e1' }), true)
  assert.equal(may(files)('create'), false)
  // a collection the role does not mention keeps the default access
  assert.equal(mayFor(sessionOf(coordinator, [{ role: 'Care Coordinator', permissions: {} }]), files)('create'), true)
})

test('an admin may do everything; an unknown session nothing', () => {
  assert.equal(mayFor(sessionOf({ id: 'a', businessId: 'b1', roles: ['Admin'] }, []), files)('create'), true)
  assert.equal(mayFor(undefined, notes)('read'), false)
})
