import { test } from 'node:test'
import assert from 'node:assert/strict'
import { moveUpdates } from './move-updates.ts'

const of = (index: Record<string, number | undefined>) => (id: string) => index[id]

test('only the moved ticket is written when it lands between placed neighbours, at the top or at the end', () => {
  const index = of({ a: 0, b: 1, c: 2, d: 3 })
  assert.deepEqual(moveUpdates(['a', 'd', 'b', 'c'], index, 'd'), [{ id: 'd', index: 0.5 }])
  assert.deepEqual(moveUpdates(['d', 'a', 'b', 'c'], index, 'd'), [{ id: 'd', index: -1 }])
  assert.deepEqual(moveUpdates(['b', 'c', 'd', 'a'], index, 'a'), [{ id: 'a', index: 4 }])
  // from another column: alone in an empty column, or already between its new neighbours
  assert.deepEqual(moveUpdates(['x'], of({}), 'x'), [{ id: 'x', index: 0 }])
  assert.deepEqual(moveUpdates(['a', 'x', 'b'], of({ a: 0, x: 0.7, b: 1 }), 'x'), [])
})

test('a column of 1500 never-placed tickets: a drop near the top writes a handful, never the 1000-element limit', () => {
  const ids = Array.from({ length: 1500 }, (_v, i) => `t${i}`)
  const dropped = [...ids.slice(0, 2), 'moved', ...ids.slice(2)]
  const updates = moveUpdates(dropped, of({}), 'moved')
  assert.deepEqual(updates, [{ id: 't0', index: 0 }, { id: 't1', index: 1 }, { id: 'moved', index: 2 }])
  // to the very top: only the moved one, before everything (the rest stay unplaced, after it)
  assert.deepEqual(moveUpdates(['moved', ...ids], of({}), 'moved'), [{ id: 'moved', index: 0 }])
})

test('placed then unplaced above the drop: the unplaced ones get places after the placed ones, in the order shown', () => {
  assert.deepEqual(moveUpdates(['a', 'u1', 'u2', 'm', 'u3'], of({ a: 5, m: 1 }), 'm'), [
    { id: 'u1', index: 6 },
    { id: 'u2', index: 7 },
    { id: 'm', index: 8 },
  ])
})

test('no number left between the neighbours (equal indexes): the column is renumbered as before', () => {
  assert.deepEqual(moveUpdates(['a', 'm', 'b'], of({ a: 1, b: 1, m: 9 }), 'm'), [
    { id: 'a', index: 0 },
    { id: 'm', index: 1 },
    { id: 'b', index: 2 },
  ])
})
