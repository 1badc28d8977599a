import { test } from 'node:test'
import assert from 'node:assert/strict'
import { idListValidator, idValidator } from './ids.ts'
import { parseOrThrow } from './issues.ts'

const ID = '60398b0231a295e64f084fd9'

test('ids are 24 hexadecimal characters, stored in lower case', () => {
  assert.equal(parseOrThrow(idValidator, ID), ID)
  assert.equal(parseOrThrow(idValidator, ID.toUpperCase()), ID)
})

test("anything else answers 'Invalid id'", () => {
  for (const bad of [ID.slice(1), `${ID}0`, `${ID.slice(1)}g`, '', 42, null]) {
    assert.throws(() => parseOrThrow(idValidator, bad), { message: 'Invalid id' }, String(bad))
  }
})

test('lists of ids point at the bad element', () => {
  assert.deepEqual(parseOrThrow(idListValidator, [ID]), [ID])
  assert.throws(() => parseOrThrow(idListValidator, [ID, 'nope']), (e: { message: string; validation: unknown }) => {
    assert.equal(e.message, 'Error parsing field 1: Invalid id')
    assert.deepEqual(e.validation, [{ field: '1', message: 'Invalid id' }])
    return true
  })
})
