// The patients table: a virtualised list of 40 px rows (only the visible ones are in the DOM);
// scrolling within 5 px of the end asks for the next page.
import { memo, type MouseEvent } from 'react'
import { Box, Chip, IconButton, Link, Typography, createSvgIcon, type SxProps, type Theme } from '@mui/material'
import { VirtualList, VIRTUAL_ROW_HEIGHT } from '@care/ui'
import { relativeTime } from '@care/sdk/helpers'
import { patientName, staffName, type Patient, type StaffUser } from './patient-fields.ts'

// Material's "assignment" (a clipboard): the patient's chart
const ChartIcon = createSvgIcon(<path d="M19 3h-4.18C14.4 1.84 13.3 1 12 1s-2.4.84-2.82 2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-7 0c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m2 14H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z" />, 'Assignment')

/** where a patient's chart is, and how to open it without reloading (both from the screen) */
export interface ChartLinks {
  href: (id: string) => string
  open: (id: string) => void
}

export const COLUMNS = ['Name', 'Email', 'Phone', 'Tags', 'Assigned to', 'Updated'] as const

// Below 600 px only name and tags fit; the panel shows the rest.
const grid: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1.3fr) minmax(0, 1fr)', md: 'minmax(0, 1.6fr) minmax(0, 1.8fr) minmax(0, 1.1fr) minmax(0, 1.4fr) minmax(0, 1.2fr) minmax(0, 1fr)' },
  alignItems: 'center',
  columnGap: 2,
  px: 2,
  height: '100%',
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
  patient: Patient
  users: ReadonlyMap<string, StaffUser>
  selected: boolean
  now: number
  onOpen: (id: string) => void
  chart?: ChartLinks
}

const PatientRow = memo(function PatientRow({ patient, users, selected, now, onOpen, chart }: RowProps) {
  const assigned = (patient.assignedTo ?? []).map((id) => staffName(users.get(id)) || 'Unknown user')
  return (
    <Box
      sx={{ ...grid, borderBottom: 1, borderColor: 'divider', bgcolor: selected ? 'action.selected' : undefined, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } as SxProps<Theme>}
      onClick={() => onOpen(patient.id)}
    >
      <Box role="cell" sx={{ ...cell, display: 'flex', alignItems: 'center', gap: 0.5 } as SxProps<Theme>}>
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
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return
              e.preventDefault()
              chart.open(patient.id)
            }}
            sx={{ flexShrink: 0, p: 0.25 }}
          >
            <ChartIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box role="cell" sx={{ ...cell, ...wide } as SxProps<Theme>}>{patient.email ?? ''}</Box>
      <Box role="cell" sx={{ ...cell, ...wide } as SxProps<Theme>}>{patient.phone ?? ''}</Box>
      <Box role="cell" sx={cell}>
        <TagChips tags={patient.tags} />
      </Box>
      <Box role="cell" sx={{ ...cell, ...wide } as SxProps<Theme>} title={assigned.join(', ')}>
        {assigned.join(', ')}
      </Box>
      <Box role="cell" sx={{ ...cell, ...wide, color: 'text.secondary' } as SxProps<Theme>}>
        {patient.updatedAt ? relativeTime(patient.updatedAt, now) : ''}
      </Box>
    </Box>
  )
})

export interface PatientsTableProps {
  patients: readonly Patient[]
  users: ReadonlyMap<string, StaffUser>
  selectedId?: string
  onOpen: (id: string) => void
  onEndReached?: () => void
  /** a link to each patient's chart beside their name */
  chart?: ChartLinks
  now?: number
  /** viewport height in px; default: fill the parent */
  height?: number
}

export function PatientsTable({ patients, users, selectedId, onOpen, onEndReached, chart, now = Date.now(), height }: PatientsTableProps) {
  return (
    <Box role="table" aria-label="Patients" aria-rowcount={patients.length + 1} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box role="rowgroup">
        <Box role="row" aria-rowindex={1} sx={{ ...grid, height: VIRTUAL_ROW_HEIGHT, borderBottom: 2, borderColor: 'divider' } as SxProps<Theme>}>
          {COLUMNS.map((c) => (
            <Typography key={c} role="columnheader" variant="subtitle2" sx={{ ...cell, ...(c === 'Name' || c === 'Tags' ? {} : wide) } as SxProps<Theme>}>
              {c}
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
          renderRow={(p) => <PatientRow patient={p} users={users} selected={p.id === selectedId} now={now} onOpen={onOpen} chart={chart} />}
        />
      </Box>
    </Box>
  )
}
