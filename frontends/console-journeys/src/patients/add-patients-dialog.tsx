// Add patients to a journey: search the business's patients, tick the ones to add (a patient
// already in the journey says so and cannot be ticked), Add. They start in the journey's default
// state and its first steps are scheduled for them (the server's refusal shows in the dialog).
import { useState } from 'react'
import { Checkbox, CircularProgress, FormControlLabel, List, ListItem, TextField, Typography } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { patientName } from '@care/sdk/helpers'
import { useAction } from '@care/sdk/react'
import { ActionDialog } from '@care/ui'
import { usePatientSearch } from '../shared/patient-search.ts'
import { texts } from '../texts.ts'

const t = texts.patients

export function AddPatientsDialog({ journey, onClose, onAdd }: { journey: RecordOf<'journeys'>; onClose: () => void; onAdd: (ids: string[]) => Promise<void> }) {
  const [query, setQuery] = useState('')
  const [chosen, setChosen] = useState<ReadonlyMap<string, RecordOf<'endusers'>>>(new Map())
  const search = usePatientSearch(query)
  const { busy, error, run } = useAction()
  const toggle = (p: RecordOf<'endusers'>, on: boolean) =>
    setChosen((m) => {
      const next = new Map(m)
      if (on) next.set(p.id, p)
      else next.delete(p.id)
      return next
    })
  const shown = [...chosen.values(), ...search.patients.filter((p) => !chosen.has(p.id))]
  const start = journey.defaultState ?? journey.states?.[0]?.name ?? 'New'
  return (
    <ActionDialog
      titleId="add-patients-title"
      title={t.addTitle}
      onClose={onClose}
      actionLabel={texts.add}
      onAction={() => void run(() => onAdd([...chosen.keys()]))}
      actionDisabled={!chosen.size || busy}
      error={error}
      maxWidth="sm"
    >
      <TextField label={t.search} helperText={t.searchHint} value={query} onChange={(e) => setQuery(e.target.value)} fullWidth margin="dense" autoFocus type="search" />
      {search.searching && <CircularProgress size={20} aria-label={t.loading} sx={{ mt: 1 }} />}
      {search.error && <Typography role="alert" color="error" variant="body2">{search.error}</Typography>}
      {!search.searching && !shown.length && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t.noMatches}</Typography>}
      <List dense aria-label={t.choose} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {shown.map((p) => {
          const inIt = p.journeys?.[journey.id] !== undefined
          const name = patientName(p, p.id)
          return (
            <ListItem key={p.id} disableGutters>
              <FormControlLabel
                control={<Checkbox checked={chosen.has(p.id)} disabled={inIt} onChange={(e) => toggle(p, e.target.checked)} inputProps={{ 'aria-label': t.selectLabel(name) }} />}
                label={[name, p.email, inIt ? t.alreadyIn : ''].filter(Boolean).join(' · ')}
              />
            </ListItem>
          )
        })}
      </List>
      <Typography variant="body2" color="text.secondary">{t.startsNote(start)}</Typography>
    </ActionDialog>
  )
}
