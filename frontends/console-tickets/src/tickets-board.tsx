// The board: one column per stage (and one for tickets without a stage), cards in board order.
// Cards are dragged within and across columns with the mouse, touch or the keyboard (dnd-kit:
// pointer and keyboard sensors, sortable keyboard coordinates, spoken announcements). While a
// card is dragged the board holds its own copy of the columns; the drop hands the result to
// `onMove` (save-move.ts), which changes the cache at once, so the board never jumps back.
import { useMemo, useRef, useState } from 'react'
import { Box, Stack, Typography } from '@mui/material'
import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCorners, useDroppable, useSensor, useSensors,
  type DragEndEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { boardAnnouncements, screenReaderInstructions } from './announcements.ts'
import { boardKeyboardCoordinates } from './keyboard-coordinates.ts'
import { columnId, columnTitle, containerOf, moveAcross, moveWithin, placeInColumn } from './board-order.ts'
import { SortableTicketCard, TicketCardPreview, titleText, type TicketCardInfo } from './ticket-card.tsx'
import type { Move } from './save-move.ts'

export const COLUMN_WIDTH = 288

// read aloud, not shown (the number beside a column's name)
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', margin: '-1px', padding: 0, border: 0 } as const

export interface TicketsBoardProps {
  /** the column keys, in order */
  keys: readonly string[]
  /** the shown (filtered) tickets' ids per column, in board order */
  columns: Record<string, string[]>
  /** every ticket's id per column, filtered or not: a drop keeps hidden tickets in their places */
  wholeColumns: Record<string, string[]>
  infoOf: (id: string) => TicketCardInfo | undefined
  onOpen: (id: string) => void
  onMove: (move: Move) => void
  /** no dragging (closed tickets) */
  readOnly?: boolean
}

function BoardColumn({ columnKey, position, ids, children }: { columnKey: string; position: number; ids: string[]; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(columnKey) })
  const headingId = `tickets-column-${position}`
  const title = columnTitle(columnKey)
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-column={title}
      sx={{ position: 'relative', flex: `0 0 ${COLUMN_WIDTH}px`, display: 'flex', flexDirection: 'column', bgcolor: isOver ? 'action.selected' : 'action.hover', borderRadius: 1 }}
    >
      <Stack direction="row" spacing={1} alignItems="baseline" sx={{ px: 1.5, pt: 1.5, pb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ids.length}
          <Box component="span" sx={visuallyHidden}>
            {ids.length === 1 ? ' ticket' : ' tickets'}
          </Box>
        </Typography>
      </Stack>
      {ids.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
          No tickets
        </Typography>
      )}
      <SortableContext id={`list:${columnKey}`} items={ids} strategy={verticalListSortingStrategy}>
        <Stack component="ul" ref={setNodeRef} aria-labelledby={headingId} spacing={1} sx={{ listStyle: 'none', m: 0, px: 1, pb: 1.5, minHeight: 96, flex: 1 }}>
          {children}
        </Stack>
      </SortableContext>
    </Box>
  )
}

export function TicketsBoard({ keys, columns, wholeColumns, infoOf, onOpen, onMove, readOnly }: TicketsBoardProps) {
  const [drag, setDrag] = useState<{ activeId: string; columns: Record<string, string[]> }>()
  const shown = drag?.columns ?? columns
  // announcements read the columns as they are at that instant of the drag
  const latest = useRef(shown)
  latest.current = shown
  const infoRef = useRef(infoOf)
  infoRef.current = infoOf
  const keysRef = useRef(keys)
  keysRef.current = keys
  const coordinateGetter = useMemo(() => boardKeyboardCoordinates({ keys: () => keysRef.current, columns: () => latest.current }), [])
  const accessibility = useMemo(
    () => ({
      screenReaderInstructions,
      announcements: boardAnnouncements({ columns: () => latest.current, titleOf: (id) => { const info = infoRef.current(id); return info ? titleText(info.ticket) : 'the ticket' } }),
    }),
    [],
  )
  const sensors = useSensors(
    // a click on the title is not a drag: the pointer must move 5 px first
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  )

  /** the dragged card's middle is below the hovered card's: it goes after it */
  const isBelow = (active: DragOverEvent['active'], over: NonNullable<DragOverEvent['over']>) => {
    const dragged = active.rect.current.translated
    return Boolean(dragged) && dragged!.top + dragged!.height / 2 > over.rect.top + over.rect.height / 2
  }

  function onDragStart({ active }: DragStartEvent) {
    setDrag({ activeId: String(active.id), columns })
  }
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return
    setDrag((d) => (d ? { ...d, columns: moveAcross(d.columns, String(active.id), String(over.id), isBelow(active, over)) } : d))
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    const activeId = String(active.id)
    if (drag && over) {
      let next = moveAcross(drag.columns, activeId, String(over.id), isBelow(active, over))
      next = moveWithin(next, activeId, String(over.id))
      const to = containerOf(next, activeId)
      if (to !== undefined) onMove({ ticketId: activeId, toStage: to, columnIds: placeInColumn(wholeColumns[to] ?? [], next[to], activeId) })
    }
    setDrag(undefined)
  }

  const dragged = drag ? infoOf(drag.activeId) : undefined
  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} accessibility={accessibility} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd} onDragCancel={() => setDrag(undefined)}>
      <Stack direction="row" spacing={1.5} sx={{ p: 2, pt: 1, alignItems: 'flex-start', width: 'max-content', minWidth: '100%' }} data-testid="tickets-board">
        {keys.map((key, position) => {
          const ids = shown[key] ?? []
          return (
            <BoardColumn key={key} columnKey={key} position={position} ids={ids}>
              {ids.map((id) => {
                const info = infoOf(id)
                return info ? <SortableTicketCard key={id} {...info} onOpen={onOpen} disabled={readOnly} /> : null
              })}
            </BoardColumn>
          )
        })}
      </Stack>
      <DragOverlay>{dragged ? <TicketCardPreview {...dragged} /> : null}</DragOverlay>
    </DndContext>
  )
}
