// The frame every list of this area shares (as console-billing's): heading, an optional create
// button and filter, loading / error / empty states, a table that scrolls sideways inside itself on
// narrow screens, 'Load more' while the server has more (paging by lastId), and the list's notice.
import type { ReactNode } from 'react'
import { Box, Button, Snackbar, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material'
import type { CollectionState } from '@care/sdk'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'

/** what the frame reads of a list (a useCollection result, or records filtered from one) */
export interface ListSource<T> {
  state: CollectionState
  records: readonly T[]
  error?: { message: string }
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

export interface ListFrameProps<T extends { id: string }> {
  heading: string
  /** h1 for an area tab, h2 inside a journey */
  level?: 1 | 2
  loadingLabel: string
  emptyText: string
  columns: readonly string[]
  list: ListSource<T>
  /** the rows shown (default list.records) */
  rows?: readonly T[]
  cells: (r: T) => ReactNode[]
  /** the row's buttons, in an Actions column */
  actions?: (r: T) => ReactNode
  createLabel?: string
  onCreate?: () => void
  /** beside the heading (a filter) */
  filter?: ReactNode
  /** between the heading and the table (an error of the last action) */
  above?: ReactNode
  notice?: string
  onNotice?: (text: string) => void
}

/**
 * A cell keeps whole words: the table grows wider than the screen and scrolls sideways inside its
 * container instead of squeezing every column to a letter a line at 360 px.
 */
const CELL = { overflowWrap: 'break-word', minWidth: 96 } as const

export function ListFrame<T extends { id: string }>(p: ListFrameProps<T>) {
  const rows = p.rows ?? p.list.records
  let body: ReactNode
  if (p.list.state === 'Error' && !rows.length) body = <ErrorState message={p.list.error?.message} onRetry={() => void p.list.reload()} />
  else if (p.list.state !== 'Loaded' && !rows.length) body = <LoadingState label={p.loadingLabel} />
  else if (!rows.length) body = <EmptyState text={p.emptyText} />
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={p.heading}>
          <TableHead>
            <TableRow>
              {p.columns.map((c) => <TableCell key={c}>{c}</TableCell>)}
              {p.actions && <TableCell>{texts.actions}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
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
    )
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant={p.level === 2 ? 'h6' : 'h5'} component={p.level === 2 ? 'h2' : 'h1'} sx={{ flex: 1 }}>{p.heading}</Typography>
        {p.filter}
        {p.onCreate && <Button variant="contained" onClick={p.onCreate}>{p.createLabel}</Button>}
      </Stack>
      {p.above}
      {body}
      {p.list.hasMore && rows.length > 0 && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button onClick={() => void p.list.loadMore()}>{texts.loadMore}</Button>
        </Box>
      )}
      <Snackbar open={Boolean(p.notice)} autoHideDuration={4000} onClose={() => p.onNotice?.('')} message={p.notice} />
    </Box>
  )
}
