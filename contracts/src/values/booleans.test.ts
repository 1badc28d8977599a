import { test } from 'node:test'
import assert from 'node:assert/strict'
import { booleanValidator } from './booleans.ts'
import { parseOrThrow } from './issues.ts'

test('booleans accept true/false and their string forms', () => {
  assert.equal(parseOrThrow(booleanValidator, true), true)
  assert.equal(parseOrThrow(booleanValidator, false), false)
  assert.equal(parseOrThrow(booleanValidator, 'true'), true)
  assert.equal(parseOrThrow(booleanValidator, 'false'), false)
})

test('anything else is refused', () => {
  for (const bad of ['yes', 'TRUE', '1', 1, 0, '', null]) {
    assert.throws(() => parseOrThrow(booleanValidator, bad), { message: 'Value must be true or false' }, String(bad))
  }
})
