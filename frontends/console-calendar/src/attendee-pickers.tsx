// The attendees of an event: team members chosen from the team, patients found by the server's
// endusers search (name, email, phone) as the other console pickers find them.
import { useEffect, useMemo, useState } from 'react'
import { Autocomplete, TextField } from '@mui/material'
import { useCareClient, useRecordsById } from '@care/sdk/react'
import { personName, type Patient, type User } from './records.ts'
import { texts } from './texts.ts'

export function UserPicker({ label, users, value, onChange, error }: { label: string; users: readonly User[]; value: readonly string[]; onChange: (ids: string[]) => void; error?: string }) {
  const byId = useMemo(() => new Map(users.map((u) => [u.id, u])), [users])
  const chosen = value.map((id) => byId.get(id)).filter((u): u is User => Boolean(u))
  return (
    <Autocomplete
      multiple
      options={users as User[]}
      value={chosen}
      onChange={(_e, list) => onChange(list.map((u) => u.id))}
      getOptionLabel={(u) => personName(u) || u.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} error={Boolean(error)} helperText={error} />}
    />
  )
}

export function PatientsPicker({ label, value, onChange }: { label: string; value: readonly string[]; onChange: (ids: string[]) => void }) {
  const client = useCareClient()
  const known = useRecordsById('endusers', value)
  const [picked, setPicked] = useState<ReadonlyMap<string, Patient>>(new Map())
  const [input, setInput] = useState('')
  const [found, setFound] = useState<{ query: string; patients: Patient[] }>()
  const query = input.trim()
  useEffect(() => {
    if (!query) return
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
  }, [client, query])
  const chosen = value.map((id) => picked.get(id) ?? known.get(id) ?? ({ id } as Patient))
  const options = found?.query === query ? found.patients : []
  return (
    <Autocomplete
      multiple
      options={options}
      value={chosen}
      onChange={(_e, list) => {
        setPicked((m) => new Map([...m, ...list.map((p) => [p.id, p] as const)]))
        onChange(list.map((p) => p.id))
      }}
      inputValue={input}
      onInputChange={(_e, text, reason) => reason !== 'reset' && setInput(text)}
      filterOptions={(x) => x}
      filterSelectedOptions
      getOptionLabel={(p) => personName(p) || p.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={Boolean(query) && found?.query !== query}
      noOptionsText={texts.event.patientSearchHelp}
      renderInput={(params) => <TextField {...params} label={label} helperText={texts.event.patientSearchHelp} />}
    />
  )
}
