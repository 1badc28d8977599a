// A small JSON editor: a monospace text area whose value is checked as it is typed (parseConditions)
// and whose error — the editor's own or the server's — shows under it, announced.
import { TextField } from '@mui/material'
import { parseConditions } from './conditions.ts'

export interface JsonFieldProps {
  label: string
  value: string
  onChange: (text: string) => void
  /** the server's refusal of the field */
  serverError?: string
  helperText?: string
}

export function JsonField({ label, value, onChange, serverError, helperText }: JsonFieldProps) {
  const parsed = parseConditions(value)
  const error = !parsed.ok ? parsed.error : serverError
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      minRows={3}
      maxRows={12}
      fullWidth
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } }, formHelperText: error ? { role: 'alert' } as object : undefined }}
    />
  )
}
