// Assignment to staff users (the list from /users), as chips.
import { Autocomplete, Chip, TextField } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { staffName } from './patient-fields.ts'

/** a staff user as the list shows them (one no longer listed: their id alone) */
type StaffOption = Pick<RecordOf<'users'>, 'id' | 'fname' | 'lname' | 'displayName' | 'email'>

export interface AssigneeSelectProps {
  id: string
  value: readonly string[]
  users: readonly StaffOption[]
  onChange: (userIds: string[]) => void
  error?: string
  disabled?: boolean
  /** shown but not editable (the session may not update) */
  readOnly?: boolean
  loading?: boolean
}

export function AssigneeSelect({ id, value, users, onChange, error, disabled, readOnly, loading }: AssigneeSelectProps) {
  const byId = new Map(users.map((u) => [u.id, u]))
  // an assignee not (or no longer) in the list keeps its id rather than vanishing on save
  const selected = value.map((uid): StaffOption => byId.get(uid) ?? { id: uid })
  return (
    <Autocomplete
      id={id}
      multiple
      disabled={disabled}
      readOnly={readOnly}
      loading={loading}
      options={users}
      value={selected}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(u) => staffName(u) || 'Unknown user'}
      onChange={(_event, next) => onChange(next.map((u) => u.id))}
      renderTags={(list, getTagProps) =>
        list.map((u, index) => {
          const { key, ...props } = getTagProps({ index })
          return <Chip key={key} label={staffName(u) || 'Unknown user'} size="small" {...props} />
        })
      }
      renderInput={(params) => <TextField {...params} size="small" label="Assigned to" error={Boolean(error)} helperText={error} />}
    />
  )
}
