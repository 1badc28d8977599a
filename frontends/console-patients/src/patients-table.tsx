// The patients table: a virtualised list of 40 px rows (only the visible ones are in the DOM);
// scrolling within 5 px of the end asks for the next page. Its columns are the chosen view's.
import { memo, useMemo, type MouseEvent } from 'react'
import { Box, Chip, IconButton, Link, TableSortLabel, Typography, createSvgIcon, type SxProps, type Theme } from '@mui/material'
import { VirtualList, VIRTUAL_ROW_HEIGHT } from '@care/ui'
import { relativeTime } from '@care/sdk/helpers'
import type { RecordOf } from '@care/sdk'
import { patientName, staffName } from './patient-fields.ts'
import type { NameSort } from './name-sort.ts'
import { COLUMN_LABELS, DEFAULT_COLUMNS, type ColumnKey } from './view-model.ts'
import { isPlainClick } from '@care/remote/url'

// Material's "assignment" (a clipboard): the patient's chart
const ChartIcon = createSvgIcon(<path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m2 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />, 'Assignment')

/** where a patient's chart is, and how to open it without reloading (both from the screen) */
export interface ChartLinks {
  href: (id: string) => string
  open: (id: string) => void
}

/** the default view's column headers */
export const COLUMNS = DEFAULT_COLUMNS.map((c) => COLUMN_LABELS[c])

// Each column's share of the row.
const WIDTHS: Record<ColumnKey, string> = {
  name: 'minmax(0, 1.6fr)', email: 'minmax(0, 1.8fr)', phone: 'minmax(0, 1.1fr)', tags: 'minmax(0, 1.4fr)',
  assignedTo: 'minmax(0, 1.2fr)', state: 'minmax(0, 0.8fr)', createdAt: 'minmax(0, 1fr)', updatedAt: 'minmax(0, 1fr)',
}

/** Below 900 px two columns fit: the name and the tags when the view shows them, else its first
 * two. The panel shows the rest. */
export function narrowColumns(columns: readonly ColumnKey[]): ColumnKey[] {
  const first = columns.includes('name') ? 'name' : columns[0]
  const second = columns.includes('tags') && first !== 'tags' ? 'tags' : columns.find((c) => c !== first)
  return columns.filter((c) => c === first || c === second)
}

function gridOf(columns: readonly ColumnKey[]): SxProps<Theme> {
  return {
    display: 'grid',
    gridTemplateColumns: {
      xs: narrowColumns(columns).map((_c, i) => (i === 0 ? 'minmax(0, 1.3fr)' : 'minmax(0, 1fr)')).join(' '),
      md: columns.map((c) => WIDTHS[c]).join(' '),
    },
    alignItems: 'center',
    columnGap: 2,
    px: 2,
    height: '100%',
  }
}
const wide = { display: { xs: 'none', md: 'block' } }
const cell: SxProps<Theme> = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }

function TagChips({ tags = [] }: { tags?: string[] }) {
  const shown = tags.slice(0, 2)
  return (
    <Box sx={{ display: 'flex', gap: 0.5, overflow: 'hidden' }}>
      {shown.map((t) => (
        <Chip key={t} label={t} size="small" sx={{ maxWidth: 120 }} />
      ))}
      {tags.length > shown.length && <Chip size="small" variant="outlined" label={`+${tags.length - shown.length}`} aria-label={`${tags.length - shown.length} more tags`} />}
    </Box>
  )
}

interface RowProps {
  patient: RecordOf<'endusers'>
  columns: readonly ColumnKey[]
  grid: SxProps<Theme>
  users: ReadonlyMap<string, RecordOf<'users'>>
  selected: boolean
  now: number
  onOpen: (id: string) => void
  chart?: ChartLinks
}

const PatientRow = memo(function PatientRow({ patient, columns, grid, users, selected, now, onOpen, chart }: RowProps) {
  const assigned = (patient.assignedTo ?? []).map((id) => staffName(users.get(id)) || 'Unknown user')
  const narrow = useMemo(() => narrowColumns(columns), [columns])
  const name = (sx: object) => (
      <Box key="name" role="cell" sx={{ ...cell, display: 'flex', alignItems: 'center', gap: 0.5, ...sx } as SxProps<Theme>}>
        <Link component="button" type="button" underline="hover" onClick={(e) => (e.stopPropagation(), onOpen(patient.id))} sx={{ ...cell, display: 'block', maxWidth: '100%', textAlign: 'left' } as SxProps<Theme>}>
          {patientName(patient)}
        </Link>
        {chart && (
          <IconButton
            component="a"
            href={chart.href(patient.id)}
            size="small"
            aria-label={`Open chart of ${patientName(patient)}`}
            title="Open chart"
            onClick={(e: MouseEvent) => {
              e.stopPropagation()
              // a modified click opens the chart in a new browser tab as any link would
              if (!isPlainClick(e)) return
              e.preventDefault()
              chart.open(patient.id)
            }}
            sx={{ flexShrink: 0, p: 0.25 }}
          >
            <ChartIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
  )
  const content = (key: ColumnKey) => {
    switch (key) {
      case 'email': return patient.email ?? ''
      case 'phone': return patient.phone ?? ''
      case 'tags': return <TagChips tags={patient.tags} />
      case 'assignedTo': return assigned.join(', ')
      case 'state': return patient.state ?? ''
      case 'createdAt': return patient.createdAt ? relativeTime(patient.createdAt, now) : ''
      case 'updatedAt': return patient.updatedAt ? relativeTime(patient.updatedAt, now) : ''
      default: return ''
    }
  }
  return (
    <Box
      sx={{ ...grid, borderBottom: 1, borderColor: 'divider', bgcolor: selected ? 'action.selected' : undefined, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } as SxProps<Theme>}
      onClick={() => onOpen(patient.id)}
    >
      {columns.map((key) =>
        key === 'name' ? (
          name(narrow.includes(key) ? {} : wide)
        ) : (
          <Box
            key={key}
            role="cell"
            sx={{ ...cell, ...(narrow.includes(key) ? {} : wide), ...(key === 'createdAt' || key === 'updatedAt' ? { color: 'text.secondary' } : {}) } as SxProps<Theme>}
            title={key === 'assignedTo' ? assigned.join(', ') : undefined}
          >
            {content(key)}
          </Box>
        ),
      )}
    </Box>
  )
})

export interface PatientsTableProps {
  patients: readonly RecordOf<'endusers'>[]
  /** the chosen view's columns, in order (default: the default view's) */
  columns?: readonly ColumnKey[]
  users: ReadonlyMap<string, RecordOf<'users'>>
  selectedId?: string
  onOpen: (id: string) => void
  onEndReached?: () => void
  /** a link to each patient's chart beside their name */
  chart?: ChartLinks
  now?: number
  /** viewport height in px; default: fill the parent */
  height?: number
  /** the Name column's sort, and a click on its header (without it the header is plain text) */
  nameSort?: NameSort
  onSortByName?: () => void
}

export function PatientsTable({ patients, columns = DEFAULT_COLUMNS, users, selectedId, onOpen, onEndReached, chart, now = Date.now(), height, nameSort = 'none', onSortByName }: PatientsTableProps) {
  const grid = useMemo(() => gridOf(columns), [columns])
  const narrow = useMemo(() => narrowColumns(columns), [columns])
  return (
    <Box role="table" aria-label="Patients" aria-rowcount={patients.length + 1} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box role="rowgroup">
        <Box role="row" aria-rowindex={1} sx={{ ...grid, height: VIRTUAL_ROW_HEIGHT, borderBottom: 2, borderColor: 'divider' } as SxProps<Theme>}>
          {columns.map((c) => (
            <Typography
              key={c}
              role="columnheader"
              aria-sort={c === 'name' && onSortByName ? (nameSort === 'asc' ? 'ascending' : nameSort === 'desc' ? 'descending' : 'none') : undefined}
              variant="subtitle2"
              sx={{ ...cell, ...(narrow.includes(c) ? {} : wide) } as SxProps<Theme>}
            >
              {c === 'name' && onSortByName ? (
                <TableSortLabel active={nameSort !== 'none'} direction={nameSort === 'desc' ? 'desc' : 'asc'} onClick={onSortByName}>
                  {COLUMN_LABELS[c]}
                </TableSortLabel>
              ) : (
                COLUMN_LABELS[c]
              )}
            </Typography>
          ))}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <VirtualList
          items={patients}
          height={height}
          role="rowgroup"
          rowRole="row"
          firstRowIndex={2}
          getKey={(p) => p.id}
          onEndReached={onEndReached}
          renderRow={(p) => <PatientRow patient={p} columns={columns} grid={grid} users={users} selected={p.id === selectedId} now={now} onOpen={onOpen} chart={chart} />}
        />
      </Box>
    </Box>
  )
}
