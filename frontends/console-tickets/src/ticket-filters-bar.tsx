// The board's filters: owner (anyone, me, unassigned, a user), stage, patient search, due
// (overdue, today, this week) and open or closed tickets.
import { Box, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material'
import { SearchBox } from '@care/ui'
import { NO_STAGE_TITLE, columnTitle } from './board-order.ts'
import type { RecordOf } from '@care/sdk'
import { staffName } from './ticket-fields.ts'
import { DEFAULT_FILTERS, type DueFilter, type TicketFilters } from './ticket-filters.ts'

const ALL = '*'
const NONE = '∅'

export const DUE_LABELS: Record<DueFilter, string> = { overdue: 'Overdue', today: 'Due today', week: 'Due this week' }

export interface TicketFiltersBarProps {
  filters: TicketFilters
  onChange: (filters: TicketFilters) => void
  users: readonly RecordOf<'users'>[]
  /** the board's stages ('' is no stage) */
  stageKeys: readonly string[]
}

export function TicketFiltersBar({ filters, onChange, users, stageKeys }: TicketFiltersBarProps) {
  const set = (changes: Partial<TicketFilters>) => onChange({ ...filters, ...changes })
  const stageValue = filters.stage === undefined ? ALL : filters.stage === '' ? NONE : filters.stage
  const knownStage = filters.stage === undefined || stageKeys.includes(filters.stage)
  const select = { size: 'small' as const, select: true, sx: { minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } } }
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ px: 2, pb: 1 }}>
      <TextField id="tickets-filter-owner" label="Owner" {...select} value={filters.owner} onChange={(e) => set({ owner: e.target.value })}>
        <MenuItem value="any">Anyone</MenuItem>
        <MenuItem value="me">Me</MenuItem>
        <MenuItem value="none">Unassigned</MenuItem>
        {users.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {staffName(u) || 'Unknown user'}
          </MenuItem>
        ))}
        {!['any', 'me', 'none'].includes(filters.owner) && !users.some((u) => u.id === filters.owner) && <MenuItem value={filters.owner}>Unknown user</MenuItem>}
      </TextField>
      <TextField
        id="tickets-filter-stage"
        label="Stage"
        {...select}
        value={stageValue}
        onChange={(e) => set({ stage: e.target.value === ALL ? undefined : e.target.value === NONE ? '' : e.target.value })}
      >
        <MenuItem value={ALL}>All stages</MenuItem>
        {stageKeys.filter((k) => k !== '').map((k) => (
          <MenuItem key={k} value={k}>
            {columnTitle(k)}
          </MenuItem>
        ))}
        {!knownStage && <MenuItem value={stageValue}>{filters.stage}</MenuItem>}
        <MenuItem value={NONE}>{NO_STAGE_TITLE}</MenuItem>
      </TextField>
      <TextField id="tickets-filter-due" label="Due" {...select} value={filters.due ?? ALL} onChange={(e) => set({ due: e.target.value === ALL ? undefined : (e.target.value as DueFilter) })}>
        <MenuItem value={ALL}>Any time</MenuItem>
        {(Object.keys(DUE_LABELS) as DueFilter[]).map((d) => (
          <MenuItem key={d} value={d}>
            {DUE_LABELS[d]}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: { xs: '1 1 140px', sm: '0 1 240px' } }}>
        <SearchBox label="Search by patient" fullWidth debounceMs={50} value={filters.patient} onChange={(patient) => set({ patient })} />
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Open or closed tickets"
        value={filters.status}
        onChange={(_e, status) => status && set({ status })}
      >
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="closed">Closed</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  )
}

export const clearedFilters = (f: TicketFilters): TicketFilters => ({ ...DEFAULT_FILTERS, status: f.status })
