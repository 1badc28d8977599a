import { test } from 'node:test'
import assert from 'node:assert/strict'
import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import { boardKeyboardCoordinates } from './keyboard-coordinates.ts'

type Args = Parameters<KeyboardCoordinateGetter>[1]
const rect = (left: number, top: number) => ({ left, top, width: 288, height: 400, right: left + 288, bottom: top + 400 })
const droppableRects = new Map<string, ReturnType<typeof rect>>([
  ['column:New', rect(0, 100)],
  ['column:Doing', rect(300, 100)],
  ['column:', rect(600, 100)],
])
const columns = { New: ['a'], Doing: ['b'], '': ['c'] }
const getter = boardKeyboardCoordinates({ keys: () => ['New', 'Doing', ''], columns: () => columns })
const press = (code: string, activeId: string) => {
  let prevented = false
  const event = { code, preventDefault: () => (prevented = true) } as unknown as KeyboardEvent
  const args = { active: activeId, currentCoordinates: { x: 0, y: 0 }, context: { active: { id: activeId }, droppableRects } } as unknown as Args
  return { to: getter(event, args), prevented }
}

test('left and right go to the top of the neighbouring column; none that way: stay', () => {
  assert.deepEqual(press('ArrowRight', 'a'), { to: { x: 300, y: 100 }, prevented: true })
  assert.deepEqual(press('ArrowLeft', 'c'), { to: { x: 300, y: 100 }, prevented: true })
  assert.deepEqual(press('ArrowLeft', 'a'), { to: undefined, prevented: true })
  assert.deepEqual(press('ArrowRight', 'c'), { to: undefined, prevented: true })
})
