// The builder's fields in walk order: drag a field to move it in the flow — with the mouse or touch
// (the whole row follows the pointer after 5 px), or with the keyboard on its 'Move …' handle (Space
// or Enter picks up, ↑/↓ move, Space or Enter drops, Escape cancels; each step is read aloud) —
// edit or delete it. A question group's subfields are listed under it.
import { useMemo, useRef, useState } from 'react'
import { Box, Button, IconButton, List, ListItem, Stack, Typography } from '@mui/material'
import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import type { FieldRecord } from '../records.ts'
import { conditionText } from './field-order.ts'
import { typeLabel } from './field-types.ts'

export const fieldsInstructions = {
  draggable: 'To move a question, press Space or Enter. Use the up and down arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
}

/** Read at the moment of each step (one object for the DndContext's life). A pick-up is followed at
 * once by an 'over' of the question itself: only a change of place is announced after it, so
 * 'Picked up …' is heard. */
export function announcements(order: () => readonly FieldRecord[]): Announcements {
  const title = (id: unknown) => order().find((f) => f.id === id)?.title ?? 'question'
  const position = (id: unknown) => `position ${order().findIndex((f) => f.id === id) + 1} of ${order().length}`
  let lastOver: unknown
  return {
    onDragStart: ({ active }) => {
      lastOver = active.id
      return `Picked up question ${title(active.id)}. It is at ${position(active.id)}.`
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === lastOver) return undefined
      lastOver = over?.id ?? null
      return over ? `Question ${title(active.id)} moved to ${position(over.id)}.` : `Question ${title(active.id)} is no longer over a place.`
    },
    onDragEnd: ({ active, over }) => (over ? `Question ${title(active.id)} dropped at ${position(over.id)}.` : `Question ${title(active.id)} was dropped.`),
    onDragCancel: ({ active }) => `Moving was cancelled. Question ${title(active.id)} stays where it was.`,
  }
}

const DragIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M9 4a2 2 0 1 1 0 4 2 2 0 0 1 0-4m6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4M9 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4m6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4m-6 6a2 2 0 1 1 0 4 2 2 0 0 1 0-4m6 0a2 2 0 1 1 0 4 2 2 0 0 1 0-4" />
  </svg>
)

interface RowProps {
  field: FieldRecord
  index: number
  titleOf: (id: string) => string
  subFields: FieldRecord[]
  onEdit: (f: FieldRecord) => void
  onDelete: (f: FieldRecord) => void
  disabled?: boolean
  /** what the role allows: without update no Move and no Edit, without delete no Delete */
  may: { update: boolean; delete: boolean }
}

function FieldRow({ field, index, titleOf, subFields, onEdit, onDelete, disabled, may }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id, disabled: disabled || !may.update })
  const conditions = (field.previousFields ?? []).map((p) => conditionText(p, titleOf))
  return (
    <ListItem
      ref={setNodeRef}
      data-field-id={field.id}
      {...listeners}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, bgcolor: isDragging ? 'action.selected' : 'background.paper', alignItems: 'flex-start', gap: 1, px: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {may.update && (
        <IconButton ref={setActivatorNodeRef} {...attributes} aria-label={`Move ${field.title}`} size="small" sx={{ cursor: 'grab', mt: 0.25 }}>
          <DragIcon />
        </IconButton>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere', lineHeight: 1.4 }}>
          {`${index + 1}. ${field.title}`}
          {!field.isOptional && field.type !== 'description' && field.type !== 'Question Group' && (
            <Typography component="span" color="error" aria-label="required">
              {' *'}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[typeLabel(field.type), ...(conditions.length ? conditions : ['Not in the flow yet'])].join(' · ')}
        </Typography>
        {subFields.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={`Questions in ${field.title}`}>
            {subFields.map((s) => (
              <Typography component="li" variant="body2" key={s.id}>
                {`${s.title} (${typeLabel(s.type)})`}
              </Typography>
            ))}
          </Box>
        )}
      </Box>
      {/* on a phone the actions go under the title, which keeps the row's width */}
      <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>
        {may.update && (
          <Button size="small" onClick={() => onEdit(field)} aria-label={`Edit ${field.title}`}>
            Edit
          </Button>
        )}
        {may.delete && (
          <Button size="small" color="error" onClick={() => onDelete(field)} aria-label={`Delete ${field.title}`}>
            Delete
          </Button>
        )}
      </Stack>
    </ListItem>
  )
}

export interface FieldsListProps {
  order: readonly FieldRecord[]
  all: readonly FieldRecord[]
  onMove: (id: string, to: number) => void
  onEdit: (f: FieldRecord) => void
  onDelete: (f: FieldRecord) => void
  busy?: boolean
  /** what the role allows (default: everything) */
  may?: { update: boolean; delete: boolean }
}

const EVERYTHING = { update: true, delete: true }

export function FieldsList({ order, all, onMove, onEdit, onDelete, busy, may = EVERYTHING }: FieldsListProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const [dragOrder, setDragOrder] = useState<readonly FieldRecord[]>()
  const shown = dragOrder ?? order
  const latest = useRef(shown)
  latest.current = shown
  // one object for the DndContext's life: a new one each render loses the first announcement
  const accessibility = useMemo(() => ({ announcements: announcements(() => latest.current), screenReaderInstructions: fieldsInstructions }), [])
  const titleOf = useMemo(() => {
    const byId = new Map(all.map((f) => [f.id, f.title]))
    return (id: string) => byId.get(id) ?? 'a deleted question'
  }, [all])
  const subFieldsOf = (f: FieldRecord) => (f.options?.subFields ?? []).map((s) => all.find((x) => x.id === s.id)).filter((x): x is FieldRecord => Boolean(x))
  const end = (e: DragEndEvent) => {
    setDragOrder(undefined)
    if (!e.over || e.over.id === e.active.id) return
    const to = order.findIndex((f) => f.id === e.over!.id)
    if (to >= 0) onMove(String(e.active.id), to)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={() => setDragOrder(order)}
      onDragEnd={end}
      onDragCancel={() => setDragOrder(undefined)}
      accessibility={accessibility}
    >
      <SortableContext items={shown.map((f) => f.id)} strategy={verticalListSortingStrategy}>
        <List aria-label="Questions" disablePadding>
          {shown.map((f, i) => (
            <FieldRow key={f.id} field={f} index={i} titleOf={titleOf} subFields={subFieldsOf(f)} onEdit={onEdit} onDelete={onDelete} disabled={busy} may={may} />
          ))}
        </List>
      </SortableContext>
    </DndContext>
  )
}
