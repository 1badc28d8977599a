// What a screen reader hears while a ticket is moved with the keyboard (or the mouse): which ticket,
// which column and which place in it, in words rather than dnd-kit's ids.
import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core'
import { columnTitle, containerOf } from './board-order.ts'

export const screenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'To pick up a ticket, press Space or Enter. Use the up and down arrow keys to move it within its column, ' +
    'left and right to move it to another column. Press Space or Enter again to drop it, or Escape to cancel.',
}

export interface BoardSnapshot {
  /** the shown columns at this moment of the drag */
  columns: () => Record<string, readonly string[]>
  titleOf: (id: string) => string
}

function place(board: BoardSnapshot, id: string | undefined, activeId: string) {
  if (id === undefined) return undefined
  const columns = board.columns()
  const key = containerOf(columns, id)
  if (key === undefined) return undefined
  const ids = columns[key] ?? []
  // over the column itself (an empty one, or its free space): the end of it
  const at = ids.indexOf(id) >= 0 ? ids.indexOf(id) : ids.includes(activeId) ? ids.indexOf(activeId) : ids.length
  const count = ids.includes(activeId) ? ids.length : ids.length + 1
  return `${columnTitle(key)}, position ${at + 1} of ${count}`
}

export function boardAnnouncements(board: BoardSnapshot): Announcements {
  const title = (id: string | number) => board.titleOf(String(id))
  const pickedUp = (id: string | number) => `Picked up ticket ${title(id)}. It is in ${place(board, String(id), String(id)) ?? 'its column'}.`
  // dnd-kit reports the card over itself right after picking it up: that is still the pick-up
  let justPicked = false
  return {
    onDragStart: ({ active }) => {
      justPicked = true
      return pickedUp(active.id)
    },
    onDragOver: ({ active, over }) => {
      const first = justPicked
      justPicked = false
      if (first && over?.id === active.id) return pickedUp(active.id)
      const where = place(board, over ? String(over.id) : undefined, String(active.id))
      return where ? `Ticket ${title(active.id)} moved to ${where}.` : `Ticket ${title(active.id)} is no longer over a column.`
    },
    onDragEnd: ({ active, over }) => {
      const where = place(board, over ? String(over.id) : undefined, String(active.id))
      return where ? `Ticket ${title(active.id)} dropped in ${where}.` : `Ticket ${title(active.id)} was dropped outside the board and stays where it was.`
    },
    onDragCancel: ({ active }) => `Moving was cancelled. Ticket ${title(active.id)} went back to where it was.`,
  }
}
