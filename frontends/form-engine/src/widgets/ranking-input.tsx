// ranking: reorder the choices by dragging (pointer, or dnd-kit's keyboard sensor: Space, arrows,
// Space) or with each row's Move up / Move down buttons; the answer is the list in order.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core'
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { Box, Button, FormHelperText, List, ListItem, ListItemText } from '@mui/material'
import { formTexts } from '../texts.ts'
import type { WidgetProps } from './common.tsx'

function RankingRow({ item, index, count, move }: { item: string; index: number; count: number; move: (from: number, to: number) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: item })
  return (
    <ListItem
      ref={setNodeRef}
      sx={{ transform: CSS.Transform.toString(transform), transition, border: 1, borderColor: 'divider', borderRadius: 1, mb: 1, bgcolor: isDragging ? 'action.selected' : 'background.paper', gap: 1 }}
    >
      <Box {...attributes} {...listeners} aria-roledescription="sortable" aria-label={`${index + 1}. ${item}`} sx={{ cursor: 'grab', flex: 1 }}>
        <ListItemText primary={`${index + 1}. ${item}`} />
      </Box>
      <Button size="small" aria-label={formTexts.moveUp(item)} disabled={index === 0} onClick={() => move(index, index - 1)}>
        ↑
      </Button>
      <Button size="small" aria-label={formTexts.moveDown(item)} disabled={index === count - 1} onClick={() => move(index, index + 1)}>
        ↓
      </Button>
    </ListItem>
  )
}

export function RankingWidget({ field, value, onChange, titleId, describedBy }: WidgetProps<'ranking'>) {
  const items = value?.length ? value : field.options?.choices ?? []
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }))
  const move = (from: number, to: number) => onChange(arrayMove(items, from, to))
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(items.indexOf(String(active.id)), items.indexOf(String(over.id)))
  }
  const hintId = `${field.id}-ranking-hint`
  return (
    <Box data-field-input={field.id}>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={items} strategy={verticalListSortingStrategy}>
          <List aria-labelledby={titleId} aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}>
            {items.map((item, index) => (
              <RankingRow key={item} item={item} index={index} count={items.length} move={move} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
      <FormHelperText id={hintId}>{formTexts.rankingHint}</FormHelperText>
    </Box>
  )
}
