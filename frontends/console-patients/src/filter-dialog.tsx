// The filter editor: which patients the table shows, by the fields it already knows — tags (every
// one of them), assignment (anyone, me, nobody, or a staff user) and state. Changes show in the
// table at once; Clear filter empties it; Done closes.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, useMediaQuery, useTheme } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { staffName } from './patient-fields.ts'
import { TagsInput } from './tags-input.tsx'
import { ME, UNASSIGNED, type ViewFilter } from './view-model.ts'

export interface FilterDialogProps {
  open: boolean
  filter: ViewFilter
  users: readonly RecordOf<'users'>[]
  tagSuggestions: readonly string[]
  onChange: (filter: ViewFilter) => void
  onClose: () => void
}

const ANYONE = ''

export function FilterDialog({ open, filter, users, tagSuggestions, onChange, onClose }: FilterDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const set = (changes: Partial<ViewFilter>) => onChange({ ...filter, ...changes })
  const assigned = filter.assignedTo ?? ANYONE
  // a user not (or no longer) in the list still shows as chosen
  const known = [ANYONE, ME, UNASSIGNED, ...users.map((u) => u.id)].includes(assigned)
  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="view-filter-title">
      <DialogTitle id="view-filter-title">Filter</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TagsInput id="view-filter-tags" value={filter.tags ?? []} suggestions={tagSuggestions} onChange={(tags) => set({ tags })} />
          <TextField
            id="view-filter-assigned"
            select
            size="small"
            label="Assigned to"
            value={assigned}
            onChange={(e) => set({ assignedTo: e.target.value || undefined })}
          >
            <MenuItem value={ANYONE}>Anyone</MenuItem>
            <MenuItem value={ME}>Me</MenuItem>
            <MenuItem value={UNASSIGNED}>Nobody</MenuItem>
            {users.map((u) => (
              <MenuItem key={u.id} value={u.id}>
                {staffName(u) || 'Unknown user'}
              </MenuItem>
            ))}
            {!known && <MenuItem value={assigned}>Unknown user</MenuItem>}
          </TextField>
          <TextField
            id="view-filter-state"
            size="small"
            label="State"
            value={filter.state ?? ''}
            onChange={(e) => set({ state: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 250 } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onChange({})}>Clear filter</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
