import { useCallback, useEffect, useRef, type ReactNode } from 'react'
import { Box, type SxProps, type Theme } from '@care/ui/mui'
import { isNearBottom } from './scroll-position.ts'
import { LoadingState } from './screen-states.tsx'

export interface InfiniteScrollProps {
  onLoadMore: () => void
  hasMore: boolean
  loading?: boolean
  /** Height of the scrolling box (CSS); the box scrolls, not the page. */
  height?: number | string
  children?: ReactNode
  sx?: SxProps<Theme>
  'aria-label'?: string
}

export function InfiniteScroll({ onLoadMore, hasMore, loading = false, height = '100%', children, sx, ...aria }: InfiniteScrollProps) {
  const box = useRef<HTMLDivElement>(null)

  const check = useCallback(() => {
    const el = box.current
    if (el && hasMore && !loading && isNearBottom(el)) onLoadMore()
  }, [hasMore, loading, onLoadMore])

  // After a page arrives the content may still not fill the box (or the user may already sit at
  // the bottom): check again instead of waiting for a scroll that may never come.
  useEffect(() => {
    if (!loading) check()
  }, [loading, check])

  return (
    <Box ref={box} onScroll={check} sx={{ height, overflowY: 'auto', ...sx }} aria-label={aria['aria-label']} aria-busy={loading}>
      {children}
      {loading && <LoadingState />}
    </Box>
  )
}
