// usePermissions' rule (the server's own: mergePermissions over the user's roles, then mayAct) for the
// console's screens: patients, the chart's notes and files.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { endusers } from '@care/contracts/collections/endusers'
import { notes } from '@care/contracts/collections/notes'
import { files } from '@care/contracts/collections/files'
import { mayIn, staffSessionOf, type RolePermissions, type StaffAccount } from './permissions.ts'

// the pure form of what usePermissions answers: may this staff account do `action` in `collection`?
const mayPerform = (rolePermissions: RolePermissions, account: StaffAccount, collection: typeof endusers, action: 'create' | 'read' | 'update' | 'delete', record?: object) =>
  mayIn(staffSessionOf(account, rolePermissions), collection)(action, record)

// the demo clinic's coordinator role (platform/seed.ts)
const coordinatorRole = { role: 'Care Coordinator', permissions: { endusers: { create: 'All', read: 'Assigned', update: 'Assigned', delete: null } } } as const
const readOnlyRole = { role: 'Viewer', permissions: { endusers: { create: null, read: 'All', update: null, delete: null } } } as const
const roles = [coordinatorRole, readOnlyRole]
const coordinator = { id: 'u-coordinator', businessId: 'b1', roles: ['Care Coordinator'] }
const assigned = { id: 'p1', businessId: 'b1', assignedTo: ['u-coordinator'] }
const unassigned = { id: 'p2', businessId: 'b1', assignedTo: ['someone-else'] }

test('an admin may do everything, whatever the role permissions say', () => {
  const admin = { id: 'u-admin', businessId: 'b1', roles: ['Admin'] }
  for (const action of ['create', 'read', 'update', 'delete'] as const) {
    assert.equal(mayPerform([], admin, endusers, action, unassigned), true, action)
  }
})

test('a coordinator may create and update their assigned patients, never delete', () => {
  assert.equal(mayPerform(roles, coordinator, endusers, 'create'), true)
  assert.equal(mayPerform(roles, coordinator, endusers, 'update', assigned), true)
  assert.equal(mayPerform(roles, coordinator, endusers, 'update', unassigned), false, 'Assigned: not theirs')
  assert.equal(mayPerform(roles, coordinator, endusers, 'delete', assigned), false)
})

test('only the roles the user holds count; several roles give the most permissive level', () => {
  const viewer = { id: 'u-viewer', businessId: 'b1', roles: ['Viewer'] }
  assert.equal(mayPerform(roles, viewer, endusers, 'create'), false)
  assert.equal(mayPerform(roles, viewer, endusers, 'update', assigned), false)
  assert.equal(mayPerform(roles, viewer, endusers, 'read', unassigned), true)
  const both = { id: 'u-coordinator', businessId: 'b1', roles: ['Viewer', 'Care Coordinator'] }
  assert.equal(mayPerform(roles, both, endusers, 'create'), true)
  assert.equal(mayPerform(roles, both, endusers, 'read', unassigned), true, "the viewer's All beats the coordinator's Assigned")
  assert.equal(mayPerform(roles, both, endusers, 'delete', assigned), false)
})

test('a user without roles, or whose role has no rule for the collection, gets its default', () => {
  const none = { id: 'u-none', businessId: 'b1' }
  // 'Default' is what the server does with no rule: for patients their assigned ones (the contract's
  // defaultAccess), for notes every record of the business
  assert.equal(mayPerform([], none, endusers, 'update', unassigned), false)
  assert.equal(mayPerform([], none, endusers, 'update', { ...unassigned, assignedTo: ['u-none'] }), true)
  assert.equal(mayPerform([], none, endusers, 'create'), true)
  assert.equal(mayIn(staffSessionOf(none, []), notes)('update', { id: 'n1', businessId: 'b1', creator: 'someone-else' }), true)
  const noDelete = { id: 'u-x', businessId: 'b1', roles: ['Care Coordinator'] }
  assert.equal(mayPerform([{ role: 'Care Coordinator', permissions: { tickets: { delete: null } } }], { ...noDelete, id: 'u-coordinator' }, endusers, 'delete', assigned), true)
  assert.equal(mayPerform([{ role: 'Care Coordinator', permissions: { tickets: { delete: null } } }], noDelete, endusers, 'delete', assigned), false)
})

test('while permissions are unknown nothing is offered', () => {
  const may = mayIn(undefined, endusers)
  for (const action of ['create', 'read', 'update', 'delete'] as const) assert.equal(may(action), false, action)
})

test('a record of another business is never acted on', () => {
  assert.equal(mayPerform(roles, coordinator, endusers, 'update', { ...assigned, businessId: 'b2' }), false)
})

// the chart: notes and files

const notesCoordinatorRole = {
  role: 'Care Coordinator',
  permissions: { notes: { create: 'All', read: 'All', update: 'Assigned', delete: null }, files: { create: null } },
} as const
const chartCoordinator = { id: 'u1', businessId: 'b1', roles: ['Care Coordinator'] }

test("a role's access decides: create notes, update only their own, no uploads", () => {
  const may = (c: typeof notes | typeof files) => mayIn(staffSessionOf(chartCoordinator, [notesCoordinatorRole]), c)
  assert.equal(may(notes)('create'), true)
  assert.equal(may(notes)('update', { creator: 'someone-else', enduserId: 'e1' }), false)
  assert.equal(may(notes)('update', { creator: 'u1', enduserId: 'e1' }), true)
  assert.equal(may(files)('create'), false)
  // a collection the role does not mention keeps the default access
  assert.equal(mayIn(staffSessionOf(chartCoordinator, [{ role: 'Care Coordinator', permissions: {} }]), files)('create'), true)
})

test('an admin may do everything; an unknown session nothing', () => {
  assert.equal(mayIn(staffSessionOf({ id: 'a', businessId: 'b1', roles: ['Admin'] }, []), files)('create'), true)
  assert.equal(mayIn(undefined, notes)('read'), false)
})
