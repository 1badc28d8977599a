import { useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react'
import { Box, type SxProps, type Theme } from '@care/ui/mui'
import { isNearBottom } from './scroll-position.ts'

// spec 1 §2: "virtual list row height is 40".
export const VIRTUAL_ROW_HEIGHT = 40
export const DEFAULT_OVERSCAN = 5

export interface VisibleRangeInput {
  scrollTop: number
  height: number
  rowHeight: number
  count: number
  overscan: number
}

/** Rows [start, end) to render: those intersecting the viewport plus `overscan` on each side. */
export function visibleRange({ scrollTop, height, rowHeight, count, overscan }: VisibleRangeInput) {
  if (count <= 0 || rowHeight <= 0) return { start: 0, end: 0 }
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + Math.max(0, height)) / rowHeight)
  return { start: Math.max(0, Math.min(count, first - overscan)), end: Math.min(count, last + overscan) }
}

export interface VirtualListProps<T> {
  items: readonly T[]
  renderRow: (item: T, index: number) => ReactNode
  rowHeight?: number
  /** Viewport height in px; when absent the list fills its parent and measures itself. */
  height?: number
  overscan?: number
  getKey?: (item: T, index: number) => string | number
  /** Called when scrolled within 5 px of the end (for infinite loading). */
  onEndReached?: () => void
  role?: string
  rowRole?: string
  /** aria-rowindex of the first item when rows are table rows (2 when a header row comes first) */
  firstRowIndex?: number
  'aria-label'?: string
  sx?: SxProps<Theme>
}

function useMeasuredHeight(fixed: number | undefined) {
  const ref = useRef<HTMLDivElement>(null)
  const [measured, setMeasured] = useState(0)
  useEffect(() => {
    const el = ref.current
    if (fixed !== undefined || !el) return
    setMeasured(el.clientHeight)
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setMeasured(el.clientHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [fixed])
  return { ref, height: fixed ?? measured }
}

export function VirtualList<T>({
  items,
  renderRow,
  rowHeight = VIRTUAL_ROW_HEIGHT,
  height: fixedHeight,
  overscan = DEFAULT_OVERSCAN,
  getKey = (_item, index) => index,
  onEndReached,
  role = 'list',
  rowRole = 'listitem',
  firstRowIndex = 1,
  sx,
  ...aria
}: VirtualListProps<T>) {
  const { ref, height } = useMeasuredHeight(fixedHeight)
  const [scrollTop, setScrollTop] = useState(0)
  const { start, end } = visibleRange({ scrollTop, height, rowHeight, count: items.length, overscan })

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget
    setScrollTop(el.scrollTop)
    if (onEndReached && isNearBottom(el)) onEndReached()
  }

  const rows: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const item = items[index] as T
    rows.push(
      // Inline style, not sx: one emotion class per row offset would pile up as the list scrolls.
      <div
        key={getKey(item, index)}
        role={rowRole}
        aria-rowindex={rowRole === 'row' ? index + firstRowIndex : undefined}
        style={{ position: 'absolute', top: index * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(item, index)}
      </div>,
    )
  }

  return (
    <Box
      ref={ref}
      role={role}
      aria-label={aria['aria-label']}
      onScroll={onScroll}
      sx={{ position: 'relative', overflowY: 'auto', height: fixedHeight ?? '100%', ...sx }}
    >
      <div style={{ position: 'relative', height: items.length * rowHeight }}>{rows}</div>
    </Box>
  )
}
