// A tab's list: loading, error (with Try again), empty, or the records — 50 at a time on screen,
// 'Show more' for the next 50 and, past what is loaded, the next page from the server (`lastId`).
import { useState, type ReactNode } from 'react'
import { Box, Button, List, ListItem } from '@mui/material'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import type { CollectionState } from '@care/sdk'

export const SHOWN_PER_STEP = 50

export interface ListSource<T> {
  state: CollectionState
  records: readonly T[]
  error?: { message: string }
  hasMore: boolean
  reload: () => Promise<void>
  loadMore: () => Promise<void>
}

export interface RecordListProps<T extends { id: string }> {
  /** the list's accessible name, e.g. 'Notes' */
  label: string
  /** the load's state, paging and (unless `records` is given) its records */
  source: ListSource<unknown>
  /** the records in the order shown, or entries made of them (default: the source's records) */
  records?: readonly T[]
  emptyText: string
  renderItem: (record: T) => ReactNode
}

export function RecordList<T extends { id: string }>({ label, source, records = source.records as readonly T[], emptyText, renderItem }: RecordListProps<T>) {
  const [shown, setShown] = useState(SHOWN_PER_STEP)
  const [loadingMore, setLoadingMore] = useState(false)
  if (source.state === 'Unloaded' || source.state === 'Fetching') return <LoadingState />
  if (source.state === 'Error') return <ErrorState message={source.error?.message} onRetry={() => void source.reload()} />
  if (!records.length) return <EmptyState text={emptyText} />

  const more = records.length > shown || source.hasMore
  async function showMore() {
    if (records.length <= shown && source.hasMore) {
      setLoadingMore(true)
      try {
        await source.loadMore()
      } finally {
        setLoadingMore(false)
      }
    }
    setShown((n) => n + SHOWN_PER_STEP)
  }

  return (
    <Box>
      <List aria-label={label} disablePadding>
        {records.slice(0, shown).map((r) => (
          <ListItem key={r.id} divider sx={{ display: 'block', px: { xs: 0, sm: 1 }, py: 1.5 }}>
            {renderItem(r)}
          </ListItem>
        ))}
      </List>
      {more && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <Button variant="outlined" onClick={() => void showMore()} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore ? 'Loading' : 'Show more'}
          </Button>
        </Box>
      )}
    </Box>
  )
}
