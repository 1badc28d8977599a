// The frame every list of this area shares: heading, an optional create button and filter, loading /
// error / empty states, a table that scrolls sideways inside itself on narrow screens, 'Load more'
// while the server has more (paging by lastId), and the list's notice.
import type { ReactNode } from 'react'
import { Box, Button, Snackbar, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import type { UseCollectionResult } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from './texts.ts'

export interface BillingListProps<T extends { id: string }> {
  heading: string
  loadingLabel: string
  emptyText: string
  columns: readonly string[]
  list: UseCollectionResult<T>
  cells: (r: T) => ReactNode[]
  /** the row's buttons, in an Actions column */
  actions?: (r: T) => ReactNode
  createLabel?: string
  onCreate?: () => void
  /** above the table (a patient filter) */
  filter?: ReactNode
  notice?: string
  onNotice?: (text: string) => void
}

/**
 * A cell keeps whole words ('break-word' leaves the column's minimum at its longest word, where
 * 'anywhere' let a 360 px screen squeeze every column to one letter a line): the table grows wider
 * than the screen and scrolls sideways inside its container instead.
 */
const CELL = { overflowWrap: 'break-word', minWidth: 96 } as const

export function BillingList<T extends { id: string }>(p: BillingListProps<T>) {
  let body: ReactNode
  if (p.list.state === 'Error' && !p.list.records.length) body = <ErrorState message={p.list.error?.message} onRetry={() => void p.list.reload()} />
  else if (p.list.state !== 'Loaded' && !p.list.records.length) body = <LoadingState label={p.loadingLabel} />
  else if (!p.list.records.length) body = <EmptyState text={p.emptyText} />
  else
    body = (
      <>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={p.heading}>
            <TableHead>
              <TableRow>
                {p.columns.map((c) => <TableCell key={c}>{c}</TableCell>)}
                {p.actions && <TableCell>{texts.actions}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {p.list.records.map((r) => (
                <TableRow key={r.id} data-record-id={r.id}>
                  {p.cells(r).map((c, i) => <TableCell key={i} sx={CELL}>{c}</TableCell>)}
                  {p.actions && (
                    <TableCell>
                      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>{p.actions(r)}</Stack>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {p.list.hasMore && (
          <Box sx={{ textAlign: 'center', mt: 2 }}>
            <Button onClick={() => void p.list.loadMore()}>{texts.loadMore}</Button>
          </Box>
        )}
      </>
    )
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>{p.heading}</Typography>
        {p.filter}
        {p.onCreate && <Button variant="contained" onClick={p.onCreate}>{p.createLabel}</Button>}
      </Stack>
      {body}
      <Snackbar open={Boolean(p.notice)} autoHideDuration={4000} onClose={() => p.onNotice?.('')} message={p.notice} />
    </Box>
  )
}
