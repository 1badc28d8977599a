import { test } from 'node:test'
import assert from 'node:assert/strict'
import { splitEvent } from './nats-large.ts'

test('an event too large for one message is split by records, changes and previous following them, with ids of their own', () => {
  const records = Array.from({ length: 5 }, (_, i) => ({ id: `r${i}`, text: 'x'.repeat(100) }))
  const event = { id: 'ev', records, changes: records.map((r) => ({ id: r.id, changes: { text: r.text } })), previous: [{ id: 'r3', owner: 'u1' }] }
  const fits = (e: typeof event) => JSON.stringify(e).length < 600
  const parts = splitEvent(event, fits)
  assert.ok(parts.length > 1 && parts.every(fits))
  assert.deepEqual(parts.flatMap((p) => p.records.map((r) => r.id)), ['r0', 'r1', 'r2', 'r3', 'r4'])
  assert.ok(parts.every((p) => p.changes.every((c) => p.records.some((r) => r.id === c.id))))
  assert.deepEqual(parts.flatMap((p) => p.previous), [{ id: 'r3', owner: 'u1' }])
  assert.equal(new Set(parts.map((p) => p.id)).size, parts.length)
  assert.ok(parts.every((p) => p.id.startsWith('ev.')))
  assert.deepEqual(splitEvent(event, () => true), [event], 'an event that fits is left as it is')
})
