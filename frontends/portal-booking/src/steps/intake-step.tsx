// 'Enter your contact information' (spec 2 §2.16, §5), or the page's intakeTitle and description:
// first and last name, email, phone, date of birth and the state (required only when the page is
// state-limited). A field's message shows once it has been left or Next was pressed; Next is disabled
// without an email; the server's refusal shows under the form (§8 'Intake session failure').
import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { MenuItem, TextField } from '@mui/material'
import { texts } from '../texts.ts'
import { SUPPORTED_STATES, canSubmitIntake, intakeErrors, type IntakeKey, type IntakeValues } from '../flow/intake.ts'

const FIELDS: { key: Exclude<IntakeKey, 'state'>; label: () => string; type: string; autoComplete: string; required?: boolean }[] = [
  { key: 'fname', label: () => texts.fname, type: 'text', autoComplete: 'given-name', required: true },
  { key: 'lname', label: () => texts.lname, type: 'text', autoComplete: 'family-name', required: true },
  { key: 'email', label: () => texts.email, type: 'email', autoComplete: 'email', required: true },
  { key: 'phone', label: () => texts.phone, type: 'tel', autoComplete: 'tel' },
  { key: 'dateOfBirth', label: () => texts.dateOfBirth, type: 'text', autoComplete: 'bday' },
]

export interface IntakeStepProps {
  description?: string
  stateRequired: boolean
  initial?: IntakeValues
  error?: string
  onSubmit: (values: IntakeValues) => Promise<void>
}

export function IntakeStep({ description, stateRequired, initial, error, onSubmit }: IntakeStepProps) {
  const [values, setValues] = useState<IntakeValues>(initial ?? {})
  const [touched, setTouched] = useState<Partial<Record<IntakeKey, boolean>>>({})
  const [busy, setBusy] = useState(false)
  const errors = intakeErrors(values, { stateRequired })
  const set = (key: IntakeKey, value: string) => setValues((v) => ({ ...v, [key]: value }))
  const leave = (key: IntakeKey) => setTouched((t) => ({ ...t, [key]: true }))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (Object.keys(errors).length) {
      setTouched({ fname: true, lname: true, email: true, phone: true, dateOfBirth: true, state: true })
      return
    }
    setBusy(true)
    try {
      await onSubmit(values)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={texts.intakeTitle}>
      {description && <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>{description}</Typography>}
      <Stack spacing={2}>
        {FIELDS.map((f) => {
          const shown = touched[f.key] ? errors[f.key] : undefined
          return (
            <TextField
              key={f.key}
              size="small"
              label={f.label()}
              required={f.required}
              type={f.type}
              autoComplete={f.autoComplete}
              value={values[f.key] ?? ''}
              onChange={(e) => set(f.key, e.target.value)}
              onBlur={() => leave(f.key)}
              error={!!shown}
              helperText={shown}
              slotProps={{ htmlInput: { maxLength: 250 } }}
              fullWidth
            />
          )
        })}
        <TextField
          select
          size="small"
          label={texts.state}
          required={stateRequired}
          value={values.state ?? ''}
          onChange={(e) => {
            set('state', e.target.value)
            leave('state')
          }}
          onBlur={() => leave('state')}
          error={!!(touched.state && errors.state)}
          helperText={touched.state ? errors.state : undefined}
          fullWidth
        >
          <MenuItem value="">—</MenuItem>
          {SUPPORTED_STATES.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
        </TextField>
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Button type="submit" variant="contained" disabled={!canSubmitIntake(values) || busy} aria-busy={busy}>
          {busy ? texts.saving : texts.next}
        </Button>
      </Stack>
    </Box>
  )
}
