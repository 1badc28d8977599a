// Choose one real patient for the simulator: a combobox that searches /v1/endusers as one types.
import { useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { patientName } from '@care/sdk/helpers'
import { usePatientSearch } from '../shared/patient-search.ts'
import { texts } from '../texts.ts'

type Patient = RecordOf<'endusers'>
const t = texts.simulator

export function PatientPicker({ value, onChange, error }: { value: Patient | null; onChange: (p: Patient | null) => void; error?: string }) {
  const [query, setQuery] = useState('')
  const search = usePatientSearch(value && query === patientName(value) ? '' : query)
  return (
    <Autocomplete
      options={search.patients as Patient[]}
      value={value}
      onChange={(_e, p) => onChange(p)}
      inputValue={query}
      onInputChange={(_e, v) => setQuery(v)}
      filterOptions={(x) => x}
      getOptionLabel={(p) => patientName(p, p.id)}
      getOptionKey={(p) => p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.searching}
      noOptionsText={search.error ?? t.noMatches}
      renderOption={(props, p) => {
        const { key, ...rest } = props as typeof props & { key: string }
        return (
          <li key={key} {...rest}>
            {[patientName(p, p.id), p.email].filter(Boolean).join(' · ')}
          </li>
        )
      }}
      renderInput={(params) => <TextField {...params} label={t.patient} size="small" error={Boolean(error)} helperText={error || t.searchHint} />}
    />
  )
}
