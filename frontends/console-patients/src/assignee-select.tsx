// Assignment to staff users (the list from /users), as chips.
import { Autocomplete, Chip, TextField } from '@mui/material'
import { staffName, type StaffUser } from './patient-fields.ts'

export interface AssigneeSelectProps {
  id: string
  value: readonly string[]
  users: readonly StaffUser[]
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
  const selected = value.map((uid) => byId.get(uid) ?? ({ id: uid } as StaffUser))
  return (
    <Autocomplete
      id={id}
      multiple
      disabled={disabled}
      readOnly={readOnly}
      loading={loading}
      options={users as StaffUser[]}
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
