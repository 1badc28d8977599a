// The four contact fields (first and last name, email, phone) with the server's message under each.
import { Stack, TextField } from '@mui/material'
import { CONTACT_FIELDS, FIELD_LABELS, FIELD_MAX_LENGTH, type ContactDraft, type ContactField } from './patient-fields.ts'

const INPUT_TYPES: Record<ContactField, string> = { fname: 'text', lname: 'text', email: 'email', phone: 'tel' }
const AUTOCOMPLETE: Record<ContactField, string> = { fname: 'off', lname: 'off', email: 'off', phone: 'off' }

export interface ContactFieldsProps {
  idPrefix: string
  values: ContactDraft
  errors: Partial<Record<string, string>>
  disabled?: boolean
  /** shown, focusable and read aloud, but not editable (the session may not update) */
  readOnly?: boolean
  autoFocus?: boolean
  onChange: (field: ContactField, value: string) => void
}

export function ContactFields({ idPrefix, values, errors, disabled, readOnly, autoFocus, onChange }: ContactFieldsProps) {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {CONTACT_FIELDS.map((f, i) => (
        <TextField
          key={f}
          id={`${idPrefix}-${f}`}
          label={FIELD_LABELS[f]}
          type={INPUT_TYPES[f]}
          autoComplete={AUTOCOMPLETE[f]}
          autoFocus={autoFocus && i === 0}
          fullWidth
          size="small"
          disabled={disabled}
          value={values[f]}
          onChange={(e) => onChange(f, e.target.value)}
          error={Boolean(errors[f])}
          // the server's validation message, under the field, in red
          helperText={errors[f]}
          slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTH[f], readOnly } }}
        />
      ))}
    </Stack>
  )
}
