import { test } from 'node:test'
import assert from 'node:assert/strict'
import { byBoardOrder, columnKeys, columnsOf, indexUpdates, moveAcross, moveWithin, placeInColumn, rememberColumns, NO_STAGE, type BoardTicket } from './board-order.ts'

const t = (id: string, o: Partial<BoardTicket> = {}, minute = 0): BoardTicket => ({ id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString(), ...o })

test('columns: stages by their oldest ticket, blanks trimmed, the no-stage column last (always)', () => {
  const tickets = [t('a', { stage: 'In progress' }, 5), t('b', { stage: ' New ' }, 1), t('c', {}, 0), t('d', { stage: 'New' }, 9), t('e', { stage: '' }, 2)]
  assert.deepEqual(columnKeys(tickets), ['New', 'In progress', NO_STAGE])
  assert.deepEqual(columnKeys([]), [NO_STAGE])
})

test('columns keep the places they had; gone ones are remembered, new ones follow', () => {
  const tickets = [t('a', { stage: 'In progress' }, 5), t('b', { stage: 'New' }, 1), t('c', { stage: 'Later' }, 0)]
  assert.deepEqual(columnKeys(tickets, ['In progress', 'Gone', 'New']), ['In progress', 'New', 'Later', NO_STAGE])
  assert.deepEqual(rememberColumns(['In progress', 'Gone', 'New'], ['In progress', 'New', 'Later', NO_STAGE]), ['In progress', 'Gone', 'New', 'Later'])
})

test('order in a column: index, tickets never placed last, then oldest first', () => {
  const tickets = [t('late', {}, 9), t('two', { index: 2 }), t('none-old', {}, 1), t('zero', { index: 0 }, 5), t('null', { index: null }, 3)]
  assert.deepEqual([...tickets].sort(byBoardOrder).map((x) => x.id), ['zero', 'two', 'none-old', 'null', 'late'])
  assert.deepEqual(columnsOf(tickets.map((x) => ({ ...x, stage: x.id === 'two' ? 'S' : undefined })), ['S', NO_STAGE]), { S: ['two'], [NO_STAGE]: ['zero', 'none-old', 'null', 'late'] })
})

test('a drop with hidden tickets: the moved one lands next to the shown neighbour it was dropped by', () => {
  // whole column a b c d e; only b and d shown; x dropped between them
  assert.deepEqual(placeInColumn(['a', 'b', 'c', 'd', 'e'], ['b', 'x', 'd'], 'x'), ['a', 'b', 'x', 'c', 'd', 'e'])
  // dropped first: before the first shown one
  assert.deepEqual(placeInColumn(['a', 'b', 'c'], ['x', 'b'], 'x'), ['a', 'x', 'b', 'c'])
  // moved within its own column
  assert.deepEqual(placeInColumn(['a', 'b', 'c', 'd'], ['c', 'a'], 'c'), ['c', 'a', 'b', 'd'])
  // alone in the shown column: at the end
  assert.deepEqual(placeInColumn(['a', 'b'], ['x'], 'x'), ['a', 'b', 'x'])
})

test('indexUpdates: only the tickets whose position changed', () => {
  const index: Record<string, number | undefined> = { a: 0, b: 1, c: 5 }
  assert.deepEqual(indexUpdates(['b', 'a', 'c'], (id) => index[id]), [{ id: 'b', index: 0 }, { id: 'a', index: 1 }, { id: 'c', index: 2 }])
  assert.deepEqual(indexUpdates(['a', 'b'], (id) => index[id]), [])
})

test('moving across columns while dragging: at the hovered card, after it when below its middle, at the end over the column', () => {
  const columns = { New: ['a', 'b'], Done: ['c', 'd'] }
  assert.deepEqual(moveAcross(columns, 'a', 'd'), { New: ['b'], Done: ['c', 'a', 'd'] })
  assert.deepEqual(moveAcross(columns, 'a', 'd', true), { New: ['b'], Done: ['c', 'd', 'a'] })
  assert.deepEqual(moveAcross(columns, 'a', 'column:Done'), { New: ['b'], Done: ['c', 'd', 'a'] })
  assert.equal(moveAcross(columns, 'a', 'b'), columns, 'same column: the sortable list handles it')
  assert.deepEqual(moveWithin(columns, 'a', 'b'), { New: ['b', 'a'], Done: ['c', 'd'] })
  assert.equal(moveWithin(columns, 'a', 'a'), columns)
})
