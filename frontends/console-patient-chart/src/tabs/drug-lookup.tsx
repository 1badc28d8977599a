// Medication lookup (spec 3 §7): search the national drug database through the platform
// (GET /drug-lookup/drugs) and pick a drug, which fills the name and its RxNorm code. When the
// lookup is unavailable (503 offline) the name is typed freely and saved without a code: the
// chart never makes up a drug or a code.
import { useEffect, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Alert, Box, Button, Chip, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import { LoadingState, texts } from '@care/ui'
import type { RecordForm } from '../use-record-form.ts'

export const LOOKUP_UNAVAILABLE_TEXT = 'Drug lookup is unavailable right now. Type the drug name below; it will be saved without an RxNorm code.'
export const FREE_TEXT_NOTE = 'Not from the drug database: saved without an RxNorm code.'

interface Drug {
  rxcui: string
  name: string
  synonym?: string
}

type Lookup = { state: 'idle' } | { state: 'searching' } | { state: 'found'; term: string; drugs: Drug[] } | { state: 'unavailable' } | { state: 'error'; message: string }

/** The picked drug's name and code live in the form (title, rxNormCode); `picked` is the name the code belongs to. */
export function DrugLookup({ form }: { form: RecordForm }) {
  const client = useCareClient()
  const [term, setTerm] = useState('')
  const [lookup, setLookup] = useState<Lookup>({ state: 'idle' })
  const { values, merge } = form

  // a code belongs to the name it was picked with: typing another name drops it
  useEffect(() => {
    if (values.rxNormCode && values.title.trim() !== values.picked) merge({ rxNormCode: '', picked: '' })
  }, [values.title, values.rxNormCode, values.picked, merge])

  async function search(event?: FormEvent) {
    event?.preventDefault()
    const name = term.trim()
    if (!name) return
    setLookup({ state: 'searching' })
    try {
      const { drugs } = await client.api.drugLookupDrugs({ name })
      setLookup({ state: 'found', term: name, drugs })
    } catch (e) {
      if (e instanceof CareApiError && e.status === 503) setLookup({ state: 'unavailable' })
      else setLookup({ state: 'error', message: e instanceof CareApiError ? e.message : texts.anErrorOccurred })
    }
  }
  // the lookup sits inside the dialog's form: Enter searches instead of saving
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      void search()
    }
  }
  const pick = (d: Drug) => {
    merge({ title: d.name, rxNormCode: d.rxcui, picked: d.name })
    setLookup({ state: 'idle' })
  }

  return (
    <Box component="section" aria-label="Drug lookup">
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextField
          label="Search the drug database"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={onKeyDown}
          size="small"
          fullWidth
          // the lookup comes first in the dialog: a keyboard user starts here
          autoFocus
          disabled={form.submitting}
          slotProps={{ htmlInput: { maxLength: 250 } }}
        />
        <Button variant="outlined" onClick={() => void search()} disabled={!term.trim() || lookup.state === 'searching'}>
          Search
        </Button>
      </Stack>
      <Box aria-live="polite" sx={{ mt: 1 }}>
        {lookup.state === 'searching' && <LoadingState label="Searching drugs" />}
        {lookup.state === 'unavailable' && <Alert severity="warning">{LOOKUP_UNAVAILABLE_TEXT}</Alert>}
        {lookup.state === 'error' && (
          <Typography role="alert" color="error" variant="body2">
            {lookup.message}
          </Typography>
        )}
        {lookup.state === 'found' && !lookup.drugs.length && <Typography variant="body2">No drugs match "{lookup.term}"</Typography>}
        {lookup.state === 'found' && lookup.drugs.length > 0 && (
          <List dense aria-label="Matching drugs" sx={{ maxHeight: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
            {lookup.drugs.slice(0, 50).map((d) => (
              <ListItemButton key={d.rxcui} onClick={() => pick(d)}>
                <ListItemText primary={d.name} secondary={`RxNorm ${d.rxcui}${d.synonym ? ` · ${d.synonym}` : ''}`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
      <Box sx={{ mt: 1 }}>
        {values.rxNormCode ? (
          <Chip label={`RxNorm ${values.rxNormCode}`} size="small" color="primary" variant="outlined" />
        ) : (
          values.title.trim() && (
            <Typography variant="body2" color="text.secondary">
              {FREE_TEXT_NOTE}
            </Typography>
          )
        )}
      </Box>
    </Box>
  )
}
