// Dropdown: an autocomplete over the choices; several values unless radio; a custom value (the
// 'Other' answer) when options.other.
import { Autocomplete, TextField, type AutocompleteRenderInputParams } from '@mui/material'
import type { WidgetProps } from './common.tsx'

export function DropdownWidget({ field, value = [], onChange, onBlur, titleId, describedBy, invalid }: WidgetProps<'Dropdown'>) {
  const choices = field.options?.choices ?? []
  const multiple = !field.options?.radio
  const freeSolo = !!field.options?.other
  const input = (params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      error={invalid}
      inputProps={{ ...params.inputProps, 'aria-labelledby': titleId, 'aria-describedby': describedBy, 'data-field-input': field.id }}
    />
  )
  if (multiple) {
    return (
      <Autocomplete
        multiple
        freeSolo={freeSolo}
        autoSelect={freeSolo}
        options={choices}
        value={value}
        onChange={(_, v) => onChange(v.map(String))}
        onBlur={onBlur}
        renderInput={input}
      />
    )
  }
  return (
    <Autocomplete
      freeSolo={freeSolo}
      autoSelect={freeSolo}
      options={choices}
      value={value[0] ?? null}
      onChange={(_, v) => onChange(v ? [String(v)] : [])}
      onBlur={onBlur}
      renderInput={input}
    />
  )
}
