// The list view: one row per ticket, in board order (column by column), with the same facts as
// the cards and the stage as a column of its own; a saved view chooses which columns show and in
// which order (table-views.ts). Narrow screens scroll it sideways.
import type { ReactNode } from 'react'
import { Box, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import { columnTitle, stageOf } from './board-order.ts'
import { titleText, type TicketCardInfo } from './ticket-card.tsx'
import { ALL_COLUMNS, COLUMN_LABELS, type ColumnKey } from './table-views.ts'
import { dueLabel, dueState, hasValue, priorityLabel } from './ticket-fields.ts'

export const LIST_COLUMNS = ALL_COLUMNS.map((k) => COLUMN_LABELS[k])

export interface TicketsListProps {
  /** the shown tickets' ids, in order */
  ids: readonly string[]
  infoOf: (id: string) => TicketCardInfo | undefined
  onOpen: (id: string) => void
  /** which columns show, in order (a saved view's); all of them when left out */
  columns?: readonly ColumnKey[]
}

function cellOf(key: ColumnKey, info: TicketCardInfo, onOpen: (id: string) => void): ReactNode {
  const { ticket, patient, owner, now } = info
  switch (key) {
    case 'title':
      return (
        <Link component="button" type="button" underline="hover" onClick={() => onOpen(ticket.id)} sx={{ textAlign: 'left', fontWeight: 600 }}>
          {titleText(ticket)}
        </Link>
      )
    case 'patient':
      return patient
    case 'owner':
      return owner || 'Unassigned'
    case 'stage':
      return columnTitle(stageOf(ticket))
    case 'due': {
      if (!hasValue(ticket.dueDateInMS)) return null
      const overdue = !ticket.closedAt && dueState(ticket, now) === 'overdue'
      return (
        <Box component="span" data-overdue={overdue || undefined} sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
          {overdue ? `Overdue · ${dueLabel(ticket.dueDateInMS, now)}` : dueLabel(ticket.dueDateInMS, now)}
        </Box>
      )
    }
    case 'priority':
      return priorityLabel(ticket.priority)
    case 'tags':
      return (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
          {(ticket.tags ?? []).map((tag) => (
            <Chip key={tag} size="small" label={tag} />
          ))}
        </Stack>
      )
  }
}

export function TicketsList({ ids, infoOf, onOpen, columns = ALL_COLUMNS }: TicketsListProps) {
  return (
    <TableContainer sx={{ px: 2, pb: 2 }}>
      <Table size="small" aria-label="Tickets" sx={{ minWidth: Math.min(760, 110 * columns.length) }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c}>{COLUMN_LABELS[c]}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ids.map((id) => {
            const info = infoOf(id)
            if (!info) return null
            return (
              <TableRow key={id} hover data-ticket-id={id}>
                {columns.map((c) => (
                  <TableCell key={c}>{cellOf(c, info, onOpen)}</TableCell>
                ))}
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
