// The intake step of a public form: the fields the form asks for (intakeFieldsOf), checked as the
// server checks them, then 'Start'. The server's refusal (e.g. 'Email is required', an email
// another patient uses) shows under the step.
import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { texts } from '../texts.ts'
import { intakeErrors, type IntakeField, type IntakeKey, type IntakeValues } from './intake.ts'

const LABELS: Record<IntakeKey, string> = {
  fname: texts.fname, lname: texts.lname, email: texts.email, phone: texts.phone, dateOfBirth: texts.dateOfBirth, state: texts.state,
}
const INPUT: Partial<Record<IntakeKey, { type: string; autoComplete: string }>> = {
  fname: { type: 'text', autoComplete: 'given-name' },
  lname: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  dateOfBirth: { type: 'text', autoComplete: 'bday' },
  state: { type: 'text', autoComplete: 'address-level1' },
}

export function IntakeStep({ fields, onStart, error }: { fields: readonly IntakeField[]; onStart: (values: IntakeValues) => Promise<void>; error?: string }) {
  const [values, setValues] = useState<IntakeValues>({})
  const [touched, setTouched] = useState<Partial<Record<IntakeKey, boolean>>>({})
  const [busy, setBusy] = useState(false)
  const errors = intakeErrors(fields, values)
  const invalid = Object.keys(errors).length > 0

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (invalid) {
      setTouched(Object.fromEntries(fields.map((f) => [f.key, true])))
      return
    }
    setBusy(true)
    try {
      await onStart(values)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="public-form-intake">
      <Typography id="public-form-intake" variant="h6" component="h2">{texts.intakeTitle}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{texts.intakeIntro}</Typography>
      <Stack spacing={2}>
        {fields.map((f) => {
          const shownError = touched[f.key] ? errors[f.key] : undefined
          return (
            <TextField
              key={f.key}
              label={LABELS[f.key]}
              required={f.required}
              value={values[f.key] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              onBlur={() => setTouched((t) => ({ ...t, [f.key]: true }))}
              error={!!shownError}
              helperText={shownError}
              type={INPUT[f.key]?.type}
              autoComplete={INPUT[f.key]?.autoComplete}
              slotProps={{ htmlInput: { maxLength: 250 } }}
              fullWidth
            />
          )
        })}
        {error && <Alert severity="error" role="alert">{error}</Alert>}
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" disabled={busy} aria-busy={busy}>{busy ? texts.starting : texts.start}</Button>
        </Stack>
      </Stack>
    </Box>
  )
}
