// The patients table: a virtualised list of 40 px rows (only the visible ones are in the DOM);
// scrolling within 5 px of the end asks for the next page.
import { memo } from 'react'
import { Box, Chip, Link, Typography, type SxProps, type Theme } from '@mui/material'
import { VirtualList, VIRTUAL_ROW_HEIGHT } from '@care/ui'
import { relativeTime } from '@care/sdk/helpers'
import { patientName, staffName, type Patient, type StaffUser } from './patient-fields.ts'

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
}

const PatientRow = memo(function PatientRow({ patient, users, selected, now, onOpen }: RowProps) {
  const assigned = (patient.assignedTo ?? []).map((id) => staffName(users.get(id)) || 'Unknown user')
  return (
    <Box
      sx={{ ...grid, borderBottom: 1, borderColor: 'divider', bgcolor: selected ? 'action.selected' : undefined, cursor: 'pointer', '&:hover': { bgcolor: 'action.hover' } } as SxProps<Theme>}
      onClick={() => onOpen(patient.id)}
    >
      <Box role="cell" sx={cell}>
        <Link component="button" type="button" underline="hover" onClick={(e) => (e.stopPropagation(), onOpen(patient.id))} sx={{ ...cell, display: 'block', maxWidth: '100%', textAlign: 'left' } as SxProps<Theme>}>
          {patientName(patient)}
        </Link>
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
  now?: number
  /** viewport height in px; default: fill the parent */
  height?: number
}

export function PatientsTable({ patients, users, selectedId, onOpen, onEndReached, now = Date.now(), height }: PatientsTableProps) {
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
          renderRow={(p) => <PatientRow patient={p} users={users} selected={p.id === selectedId} now={now} onOpen={onOpen} />}
        />
      </Box>
    </Box>
  )
}
