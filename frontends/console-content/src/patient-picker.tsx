// A patient found by the server's endusers search (name, email, phone), as the tickets' patient
// picker finds them.
import { useEffect, useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { patientName, type Patient } from './records.ts'
import { texts } from './texts.ts'

const t = texts.assignment

export function PatientPicker({ label, value, onChange, exclude = [] }: { label: string; value: Patient | null; onChange: (p: Patient | null) => void; exclude?: readonly string[] }) {
  const client = useCareClient()
  const [input, setInput] = useState('')
  const [found, setFound] = useState<{ query: string; patients: Patient[] }>()
  const query = input.trim()
  useEffect(() => {
    if (!query || (value && query === patientName(value))) return
    let current = true
    const timer = setTimeout(() => {
      client.collections.endusers.getSome({ search: { query }, limit: 20 }).then(
        (patients) => current && setFound({ query, patients }),
        () => current && setFound({ query, patients: [] }),
      )
    }, 150)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [client, query, value])
  const options = found?.query === query ? found.patients.filter((p) => !exclude.includes(p.id)) : []
  const loading = Boolean(query) && found?.query !== query && !(value && query === patientName(value))
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, p) => onChange(p)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      filterOptions={(x) => x}
      getOptionLabel={(p) => patientName(p) || p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={loading}
      loadingText={t.searching}
      noOptionsText={query ? t.noMatch : t.pickHelp}
      renderInput={(params) => <TextField {...params} size="small" label={label} helperText={t.pickHelp} />}
      sx={{ mt: 1, maxWidth: 420 }}
    />
  )
}
