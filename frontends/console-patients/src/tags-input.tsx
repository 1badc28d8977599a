// Tags as chips: pick a known tag or type a new one (Enter or leaving the box adds it).
import { Autocomplete, Chip, TextField } from '@mui/material'
import { normaliseTags } from './patient-fields.ts'

export interface TagsInputProps {
  id: string
  value: readonly string[]
  suggestions: readonly string[]
  onChange: (tags: string[]) => void
  error?: string
  disabled?: boolean
  /** shown but not editable (the session may not update) */
  readOnly?: boolean
}

export function TagsInput({ id, value, suggestions, onChange, error, disabled, readOnly }: TagsInputProps) {
  return (
    <Autocomplete
      id={id}
      multiple
      freeSolo
      autoSelect
      disabled={disabled}
      readOnly={readOnly}
      options={suggestions as string[]}
      value={value as string[]}
      onChange={(_event, next) => onChange(normaliseTags(next))}
      renderTags={(tags, getTagProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getTagProps({ index })
          return <Chip key={key} label={tag} size="small" {...props} />
        })
      }
      renderInput={(params) => <TextField {...params} size="small" label="Tags" error={Boolean(error)} helperText={error} slotProps={{ htmlInput: { ...params.inputProps, maxLength: 100 } }} />}
    />
  )
}
