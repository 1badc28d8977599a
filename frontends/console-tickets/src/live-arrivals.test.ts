import { test } from 'node:test'
import assert from 'node:assert/strict'
import { unknownIds } from './live-arrivals.ts'

test('only updated tickets the cache does not hold are read whole, once each', () => {
  const held = new Set(['a'])
  const has = (id: string) => held.has(id)
  assert.deepEqual(unknownIds({ event: 'updated-tickets', data: [{ id: 'a', stage: 'x' }, { id: 'b', owner: 'u' }, { id: 'b', index: 2 }, null, { nope: 1 }] }, has), ['b'])
  assert.deepEqual(unknownIds({ event: 'created-tickets', data: [{ id: 'c' }] }, has), [], 'created events carry the whole record')
  assert.deepEqual(unknownIds({ event: 'updated-endusers', data: [{ id: 'c' }] }, has), [])
  assert.deepEqual(unknownIds({ event: 'updated-tickets', data: 'bad' }, has), [])
})
