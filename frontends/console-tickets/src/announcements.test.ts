import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Active, Over } from '@dnd-kit/core'
import { boardAnnouncements } from './announcements.ts'

const columns = { New: ['a', 'b'], '': ['c'] }
const titles: Record<string, string> = { a: 'Refill', b: 'Follow-up', c: 'Fax' }
const say = boardAnnouncements({ columns: () => columns, titleOf: (id) => titles[id] })
// the announcements read only the ids; the rest is what dnd-kit's types require
const active = (id: string): Active => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } })
const over = (id: string): Over => ({ id, disabled: false, data: { current: undefined }, rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 } })

test('picking up names the ticket, its column and place; the first "over itself" repeats that', () => {
  assert.equal(say.onDragStart({ active: active('b') }), 'Picked up ticket Follow-up. It is in New, position 2 of 2.')
  assert.equal(say.onDragOver({ active: active('b'), over: over('b') }), 'Picked up ticket Follow-up. It is in New, position 2 of 2.')
  assert.equal(say.onDragOver({ active: active('b'), over: over('a') }), 'Ticket Follow-up moved to New, position 1 of 2.')
})

test('moving over another column, an empty place, dropping and cancelling', () => {
  say.onDragStart({ active: active('a') })
  assert.equal(say.onDragOver({ active: active('a'), over: over('c') }), 'Ticket Refill moved to No stage, position 1 of 2.')
  assert.equal(say.onDragOver({ active: active('a'), over: over('column:') }), 'Ticket Refill moved to No stage, position 2 of 2.')
  assert.equal(say.onDragOver({ active: active('a'), over: null }), 'Ticket Refill is no longer over a column.')
  assert.equal(say.onDragEnd({ active: active('a'), over: over('b') }), 'Ticket Refill dropped in New, position 2 of 2.')
  assert.equal(say.onDragEnd({ active: active('a'), over: null }), 'Ticket Refill was dropped outside the board and stays where it was.')
  assert.equal(say.onDragCancel({ active: active('a'), over: null }), 'Moving was cancelled. Ticket Refill went back to where it was.')
})
