import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { profileChanges, profileOf } from './profile-changes.ts'

describe('profile changes', () => {
  test('only changed fields, trimmed, email lower-cased, cleared fields as empty strings', () => {
    const before = profileOf({ fname: 'Ann', lname: 'Lee', email: 'ann@example.com', phone: '+15555550100', state: 'CA' })
    assert.deepEqual(profileChanges(before, { ...before }), {})
    assert.deepEqual(profileChanges(before, { ...before, fname: ' Anna ', email: 'ANN@Example.com', phone: '' }), { fname: 'Anna', phone: '' })
    assert.deepEqual(profileChanges(before, { ...before, email: 'NEW@example.com' }), { email: 'new@example.com' })
  })

  test('missing or non-text fields read as empty', () => {
    assert.deepEqual(profileOf({ fname: 3 as unknown as string }), { fname: '', lname: '', email: '', phone: '', displayName: '', state: '' })
  })
})
