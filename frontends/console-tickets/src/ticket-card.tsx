// One ticket on the board: its title (opens it), patient, owner, due date (overdue in red),
// priority and tags. The whole card follows the mouse; the handle is what the keyboard picks up
// (Space or Enter), so the title stays an ordinary button.
import { memo, type CSSProperties, type ReactNode } from 'react'
import { Box, Chip, IconButton, Link, Paper, Stack, Typography } from '@mui/material'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { DragIcon } from './icons.tsx'
import type { RecordOf } from '@care/sdk'
import { dueLabel, dueState, hasValue, priorityLabel } from './ticket-fields.ts'

export interface TicketCardInfo {
  ticket: RecordOf<'tickets'>
  patient: string
  owner: string
  now: number
}

/** the line of facts under a title: patient, owner, due date, priority, tags */
export function TicketFacts({ ticket, patient, owner, now }: TicketCardInfo) {
  const due = hasValue(ticket.dueDateInMS) ? ticket.dueDateInMS : undefined
  const overdue = !ticket.closedAt && dueState(ticket, now) === 'overdue'
  const priority = priorityLabel(ticket.priority)
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[patient || 'No patient', owner ? `Owner: ${owner}` : 'Unassigned'].join(' · ')}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5} sx={{ mt: 0.75 }}>
        {due !== undefined && (
          <Chip
            size="small"
            color={overdue ? 'error' : 'default'}
            variant={overdue ? 'filled' : 'outlined'}
            label={overdue ? `Overdue · ${dueLabel(due, now)}` : `Due ${dueLabel(due, now)}`}
            data-overdue={overdue || undefined}
          />
        )}
        {priority && <Chip size="small" variant="outlined" color={ticket.priority === 1 ? 'error' : 'default'} label={`${priority} priority`} />}
        {(ticket.tags ?? []).map((tag) => (
          <Chip key={tag} size="small" label={tag} sx={{ maxWidth: 160 }} />
        ))}
      </Stack>
    </>
  )
}

interface CardFrameProps {
  title: ReactNode
  handle?: ReactNode
  info: TicketCardInfo
}

function CardBody({ title, handle, info }: CardFrameProps) {
  return (
    <Box sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Box sx={{ flex: 1, minWidth: 0 }}>{title}</Box>
        {handle}
      </Stack>
      <TicketFacts {...info} />
    </Box>
  )
}

const titleText = (t: Pick<RecordOf<'tickets'>, 'title'>) => t.title?.trim() || 'Untitled ticket'

export interface SortableTicketCardProps extends TicketCardInfo {
  onOpen: (id: string) => void
  disabled?: boolean
}

export const SortableTicketCard = memo(function SortableTicketCard({ onOpen, disabled, ...info }: SortableTicketCardProps) {
  const { ticket } = info
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: ticket.id, disabled })
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.4 : undefined }
  const title = titleText(ticket)
  return (
    <Paper component="li" variant="outlined" ref={setNodeRef} style={style} data-ticket-id={ticket.id} {...listeners} sx={{ listStyle: 'none', touchAction: 'manipulation' }}>
      <CardBody
        info={info}
        title={
          <Link component="button" type="button" underline="hover" onClick={() => onOpen(ticket.id)} sx={{ textAlign: 'left', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Link>
        }
        handle={
          disabled ? undefined : (
            <IconButton ref={setActivatorNodeRef} size="small" {...attributes} aria-label={`Move ${title}`} sx={{ cursor: 'grab', mt: -0.5, mr: -0.5 }}>
              <DragIcon fontSize="small" />
            </IconButton>
          )
        }
      />
    </Paper>
  )
})

/** what follows the pointer while a card is dragged: the same card, without its controls */
export function TicketCardPreview(info: TicketCardInfo) {
  return (
    <Paper elevation={6} sx={{ cursor: 'grabbing' }}>
      <CardBody info={info} title={<Typography sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>{titleText(info.ticket)}</Typography>} />
    </Paper>
  )
}

export { titleText }
