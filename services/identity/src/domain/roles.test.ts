import { test } from 'node:test'
import assert from 'node:assert/strict'
import { isAdminRole, normalizeRoles } from './roles.ts'

test('any spelling of Admin is the Admin role; other roles are trimmed', () => {
  for (const r of ['Admin', ' admin', 'ADMIN ', '\tAdMiN']) assert.equal(isAdminRole(r), true, r)
  for (const r of ['Admins', 'Nurse', '', 'ad min', 1]) assert.equal(isAdminRole(r), false, String(r))
  assert.deepEqual(normalizeRoles([' admin ', 'Nurse ', 'Admin', ' ', 'Nurse']), ['Admin', 'Nurse'])
})
