// Where the keyboard moves a picked-up card. Up and down: dnd-kit's sortable coordinates (the card
// above or below). Left and right: the top of the neighbouring column. (dnd-kit's sortable
// coordinates would pick the card's own column's drop area, which lies a few pixels to its left,
// and the card would never leave its column.)
import type { KeyboardCoordinateGetter } from '@dnd-kit/core'
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { columnId, containerOf } from './board-order.ts'

export interface BoardLayout {
  /** the column keys, left to right */
  keys: () => readonly string[]
  /** the shown columns at this moment of the drag */
  columns: () => Record<string, readonly string[]>
}

export function boardKeyboardCoordinates(layout: BoardLayout): KeyboardCoordinateGetter {
  return (event, args) => {
    const step = event.code === 'ArrowLeft' ? -1 : event.code === 'ArrowRight' ? 1 : 0
    if (!step) return sortableKeyboardCoordinates(event, args)
    event.preventDefault()
    const { active, droppableRects } = args.context
    if (!active) return undefined
    const keys = layout.keys()
    const from = containerOf(layout.columns(), String(active.id))
    const to = from === undefined ? undefined : keys[keys.indexOf(from) + step]
    const target = to === undefined ? undefined : droppableRects.get(columnId(to))
    // no column that way: the card stays where it is
    if (!target) return undefined
    return { x: target.left, y: target.top }
  }
}
