import { test } from 'node:test'
import assert from 'node:assert/strict'
import { mergePermissions } from './permissions.ts'

test('the most permissive level of any role wins, per action', () => {
  const merged = mergePermissions([
    { endusers: { read: 'Assigned', update: null, delete: null } },
    { endusers: { read: 'All', update: 'Assigned' }, users: { read: 'Default' } },
  ])
  assert.deepEqual(merged, { endusers: { read: 'All', update: 'Assigned', delete: null }, users: { read: 'Default' } })
})

test('no roles, no rules: an empty map (every collection at its default)', () => {
  assert.deepEqual(mergePermissions([]), {})
})

test('showInSidebar is shown when any role shows it', () => {
  assert.deepEqual(mergePermissions([{ tickets: { showInSidebar: false } }, { tickets: { showInSidebar: true } }]), { tickets: { showInSidebar: true } })
})
