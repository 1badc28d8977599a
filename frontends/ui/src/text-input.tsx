// A labelled text box: MUI's outlined TextField without its `select` mode. TextField always
// bundles Select with its Menu, Popover, NativeSelect and the other input variants (~9 KB gzipped)
// even when no field is a select; this composes the same parts TextField renders for a plain
// input (FormControl, InputLabel, OutlinedInput, FormHelperText) with the same ids and ARIA
// wiring: the label names the input, the helper text describes it, `error` and `required` reach
// all three through the FormControl.
import { useId, type ChangeEvent, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react'
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material'

export interface TextInputProps {
  label: ReactNode
  value: string
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void
  /** shown under the box; describes the input (aria-describedby) */
  helperText?: ReactNode
  error?: boolean
  required?: boolean
  disabled?: boolean
  fullWidth?: boolean
  type?: string
  name?: string
  id?: string
  autoComplete?: string
  autoFocus?: boolean
  placeholder?: string
  size?: 'small' | 'medium'
  /** attributes of the <input> itself (maxLength, inputMode …) */
  inputProps?: InputHTMLAttributes<HTMLInputElement>
}

export function TextInput({ label, helperText, error, required, disabled, fullWidth, size, id: idProp, ...input }: TextInputProps) {
  const generated = useId()
  const id = idProp ?? `text-input-${generated.replace(/:/g, '')}`
  const helperTextId = helperText ? `${id}-helper-text` : undefined
  return (
    <FormControl variant="outlined" error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  )
}
