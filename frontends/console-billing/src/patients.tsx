// The patients these screens name and filter by: the business's patients (the first page of the
// cached endusers collection), a select to pick one, and a name for an id.
import { MenuItem, TextField } from '@mui/material'
import { useCollection } from '@care/sdk/react'
import { patientName } from '@care/sdk/helpers'
import { texts } from './texts.ts'

export function usePatients() {
  const list = useCollection('endusers')
  const byId = new Map(list.records.map((p) => [p.id, p]))
  return { list, byId, nameOf: (id?: string) => (id ? patientName(byId.get(id), id) : '') }
}

export interface PatientSelectProps {
  value: string
  onChange: (id: string) => void
  /** a choice for no patient ('All patients'), for a filter */
  allLabel?: string
  required?: boolean
  error?: string
  id?: string
}

export function PatientSelect({ value, onChange, allLabel, required, error, id }: PatientSelectProps) {
  const { list } = usePatients()
  return (
    <TextField
      select
      id={id}
      label={texts.patient}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      error={Boolean(error)}
      helperText={error}
      size="small"
      sx={{ minWidth: 200 }}
      SelectProps={{ displayEmpty: Boolean(allLabel) }}
      InputLabelProps={allLabel ? { shrink: true } : undefined}
    >
      {allLabel !== undefined && <MenuItem value="">{allLabel}</MenuItem>}
      {list.records.map((p) => <MenuItem key={p.id} value={p.id}>{patientName(p, p.id)}</MenuItem>)}
    </TextField>
  )
}
