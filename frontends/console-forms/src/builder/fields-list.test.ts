import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { Active, Over } from '@dnd-kit/core'
import type { FieldRecord } from '../records.ts'
import { announcements } from './fields-list.tsx'

const f = (id: string, title: string) => ({ id, title }) as FieldRecord
const active = (id: string) => ({ id }) as Active
const over = (id: string) => ({ id }) as Over

test("drag announcements in words: the pick-up is not overwritten by the question being over itself; each change of place is said, a return too", () => {
  const order = [f('a', 'Allergies?'), f('b', 'Which?'), f('c', 'Sign')]
  const say = announcements(() => order)
  assert.equal(say.onDragStart({ active: active('c') }), 'Picked up question Sign. It is at position 3 of 3.')
  assert.equal(say.onDragOver({ active: active('c'), over: over('c') }), undefined)
  assert.equal(say.onDragOver({ active: active('c'), over: over('b') }), 'Question Sign moved to position 2 of 3.')
  assert.equal(say.onDragOver({ active: active('c'), over: over('b') }), undefined)
  assert.equal(say.onDragOver({ active: active('c'), over: over('c') }), 'Question Sign moved to position 3 of 3.')
  assert.equal(say.onDragEnd({ active: active('c'), over: over('a') }), 'Question Sign dropped at position 1 of 3.')
  assert.equal(say.onDragCancel({ active: active('c'), over: null }), 'Moving was cancelled. Question Sign stays where it was.')
})
