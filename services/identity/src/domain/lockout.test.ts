import { test } from 'node:test'
import assert from 'node:assert/strict'
import { isLockedOut } from './lockout.ts'

test('0 locks indefinitely, a future time locks until then; -1, a past time or nothing is open', () => {
  const now = 1_700_000_000_000
  assert.equal(isLockedOut(0, now), true, '0')
  assert.equal(isLockedOut(now + 1, now), true, 'future')
  assert.equal(isLockedOut(now, now), false, 'the lock ends at its time')
  assert.equal(isLockedOut(now - 1000, now), false, 'past')
  assert.equal(isLockedOut(-1, now), false, '-1')
  assert.equal(isLockedOut(null, now), false, 'null')
  assert.equal(isLockedOut(undefined, now), false, 'undefined')
})
