// The field editor's link to the patient (spec 1 §3 form_fields): the patient field an answer
// writes on submit (intakeField — a profile field, or a custom field by name), and where a starting
// answer comes from: that same patient field (prepopulateFromFields) or a value of a database
// record that names the patient (prepopulateFromDatabase {databaseId, field}).
import { useState } from 'react'
import { Alert, Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useCollection } from '@care/sdk/react'
import type { EditorValues } from './field-editor-values.ts'

export type SetValue = <K extends keyof EditorValues>(k: K, value: EditorValues[K]) => void

/** The patient's profile fields the forms service may write (identity's intake profile fields), and Address's parts. */
export const PATIENT_FIELDS: { value: string; label: string; only?: string }[] = [
  { value: 'fname', label: 'First name' },
  { value: 'mname', label: 'Middle name' },
  { value: 'lname', label: 'Last name' },
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'landline', label: 'Landline' },
  { value: 'dateOfBirth', label: 'Date of birth' },
  { value: 'gender', label: 'Gender' },
  { value: 'state', label: 'State' },
  { value: 'height', label: 'Height' },
  { value: 'weight', label: 'Weight' },
  { value: 'timezone', label: 'Time zone' },
  { value: 'Address', label: 'Address', only: 'Address' },
]
const CUSTOM = '__custom'

/** "Loading databases…" or the error while the databases load; nothing once loaded */
export function DatabasesState({ state, error }: { state: string; error?: { message: string } }) {
  if (state === 'Error') return <Alert severity="error">{`The databases could not be loaded: ${error?.message ?? ''}`}</Alert>
  if (state !== 'Loaded')
    return (
      <Typography variant="body2" role="status">
        Loading databases…
      </Typography>
    )
  return null
}

export function PatientFieldSettings({ type, v, set }: { type: string; v: EditorValues; set: SetValue }) {
  const databases = useCollection('databases')
  const offered = PATIENT_FIELDS.filter((p) => !p.only || p.only === type)
  const known = offered.some((p) => p.value === v.intakeField)
  const [custom, setCustom] = useState(() => Boolean(v.intakeField) && !known)
  const chosen = databases.records.find((d) => d.id === v.prepopulateDatabaseId)
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mt: 1 }}>
      <Typography component="legend" variant="body2">
        The patient&apos;s record
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Answer saved to the patient's"
          helperText="Written to the patient when the form is submitted"
          value={custom ? CUSTOM : known ? v.intakeField : ''}
          onChange={(e) => {
            const next = e.target.value
            setCustom(next === CUSTOM)
            set('intakeField', next === CUSTOM ? '' : next)
            if (!next) set('prepopulateFromFields', false)
          }}
        >
          <MenuItem value="">Nothing (not saved to the patient)</MenuItem>
          {offered.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
          <MenuItem value={CUSTOM}>A custom field…</MenuItem>
        </TextField>
        {custom && <TextField fullWidth margin="dense" label="Custom field name" value={v.intakeField} onChange={(e) => set('intakeField', e.target.value)} slotProps={{ htmlInput: { maxLength: 250 } }} />}
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={v.prepopulateFromFields} disabled={!v.intakeField.trim()} onChange={(e) => set('prepopulateFromFields', e.target.checked)} />}
        label="Start with the patient's current value"
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Or start with a value from a database record that names the patient (by id, email or external id):
      </Typography>
      <DatabasesState state={databases.state} error={databases.error} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Start from database"
          value={chosen || !v.prepopulateDatabaseId ? v.prepopulateDatabaseId : ''}
          onChange={(e) => {
            set('prepopulateDatabaseId', e.target.value)
            set('prepopulateLabel', '')
          }}
        >
          <MenuItem value="">None</MenuItem>
          {databases.records.map((d) => (
            <MenuItem key={d.id} value={d.id}>
              {d.title}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Its value"
          disabled={!chosen}
          value={chosen?.fields?.some((f) => f.label === v.prepopulateLabel) ? v.prepopulateLabel : ''}
          onChange={(e) => set('prepopulateLabel', e.target.value)}
        >
          {(chosen?.fields ?? []).map((f) => (
            <MenuItem key={f.label} value={f.label}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Box>
  )
}
