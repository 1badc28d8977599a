// The list view: one row per ticket, in board order (column by column), with the same facts as
// the cards and the stage as a column of its own. Narrow screens scroll it sideways.
import { Box, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material'
import { columnTitle, stageOf } from './board-order.ts'
import { titleText, type TicketCardInfo } from './ticket-card.tsx'
import { dueLabel, dueState, hasValue, priorityLabel } from './ticket-fields.ts'

export const LIST_COLUMNS = ['Title', 'Patient', 'Owner', 'Stage', 'Due', 'Priority', 'Tags'] as const

export interface TicketsListProps {
  /** the shown tickets' ids, in order */
  ids: readonly string[]
  infoOf: (id: string) => TicketCardInfo | undefined
  onOpen: (id: string) => void
}

export function TicketsList({ ids, infoOf, onOpen }: TicketsListProps) {
  return (
    <TableContainer sx={{ px: 2, pb: 2 }}>
      <Table size="small" aria-label="Tickets" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {LIST_COLUMNS.map((c) => (
              <TableCell key={c}>{c}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ids.map((id) => {
            const info = infoOf(id)
            if (!info) return null
            const { ticket, patient, owner, now } = info
            const overdue = !ticket.closedAt && dueState(ticket, now) === 'overdue'
            return (
              <TableRow key={id} hover data-ticket-id={id}>
                <TableCell>
                  <Link component="button" type="button" underline="hover" onClick={() => onOpen(id)} sx={{ textAlign: 'left', fontWeight: 600 }}>
                    {titleText(ticket)}
                  </Link>
                </TableCell>
                <TableCell>{patient}</TableCell>
                <TableCell>{owner || 'Unassigned'}</TableCell>
                <TableCell>{columnTitle(stageOf(ticket))}</TableCell>
                <TableCell>
                  {hasValue(ticket.dueDateInMS) && (
                    <Box component="span" data-overdue={overdue || undefined} sx={overdue ? { color: 'error.main', fontWeight: 600 } : undefined}>
                      {overdue ? `Overdue · ${dueLabel(ticket.dueDateInMS, now)}` : dueLabel(ticket.dueDateInMS, now)}
                    </Box>
                  )}
                </TableCell>
                <TableCell>{priorityLabel(ticket.priority)}</TableCell>
                <TableCell>
                  <Stack direction="row" useFlexGap flexWrap="wrap" spacing={0.5}>
                    {(ticket.tags ?? []).map((tag) => (
                      <Chip key={tag} size="small" label={tag} />
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
