// Create a journey — title, description, its states (each a name and a priority: Disengaged, N/A,
// Engaged) and the default state (typed or picked among the states; the server decides, and its
// 'defaultState does not exist in states' shows under it) — or rename one (title and description).
// Every refusal of the server lands under the field it names.
import { useState } from 'react'
import { Autocomplete, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { JOURNEY_STATE_PRIORITIES } from '@care/contracts/constants'
import type { RecordOf } from '@care/sdk'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as ui } from '@care/ui'
import { placeIssues } from '../shared/server-errors.ts'
import { texts } from '../texts.ts'

type Journey = RecordOf<'journeys'>
type Priority = (typeof JOURNEY_STATE_PRIORITIES)[number]
interface StateDraft {
  name: string
  priority: Priority
}

const t = texts.journeys
const s = texts.states
const MAX_STATES = 20

export function JourneyDialog({ journey, onClose, onSaved }: { journey?: Journey; onClose: () => void; onSaved: (j: Journey, created: boolean) => void }) {
  const client = useCareClient()
  const [title, setTitle] = useState(journey?.title ?? '')
  const [description, setDescription] = useState(journey?.description ?? '')
  const [states, setStates] = useState<StateDraft[]>([{ name: 'New', priority: 'N/A' }])
  const [defaultState, setDefaultState] = useState('New')
  const [touched, setTouched] = useState(false)
  const known = ['title', 'description', 'defaultState', 'states', ...states.map((_, i) => `states.${i}`)]
  const form = useFormAction<string>(placeIssues(known), ui.anErrorOccurred)
  const titleError = (touched && !title.trim() ? texts.required(texts.title) : undefined) ?? form.errors.title
  const stateRowError = (i: number) => form.errors[`states.${i}`]

  const submit = () => {
    setTouched(true)
    if (!title.trim()) return
    void form.submit(async () => {
      if (journey) {
        const updated = await client.collections.journeys.updateOne(journey.id, { title: title.trim(), description })
        client.collection('journeys').update(journey.id, updated)
        onSaved(updated, false)
      } else {
        const created = await client.collections.journeys.createOne({
          title: title.trim(),
          ...(description.trim() ? { description: description.trim() } : {}),
          states: states.map((x) => ({ name: x.name.trim(), priority: x.priority })),
          defaultState: defaultState.trim(),
        })
        client.collection('journeys').addReplaceIfMatch([created])
        onSaved(created, true)
      }
    })
  }
  const setState = (i: number, change: Partial<StateDraft>) => {
    form.clearError(`states.${i}`)
    form.clearError('states')
    setStates((list) => list.map((x, j) => (j === i ? { ...x, ...change } : x)))
  }
  const names = [...new Set(states.map((x) => x.name.trim()).filter(Boolean))]
  return (
    <FormDialog
      titleId="journey-dialog-title"
      title={journey ? t.renameTitle : t.newTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={journey ? texts.save : texts.create}
      submitting={form.submitting}
      submitDisabled={false}
      error={form.formError}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={texts.title}
          value={title}
          onChange={(e) => {
            form.clearError('title')
            setTitle(e.target.value)
          }}
          required
          error={Boolean(titleError)}
          helperText={titleError}
          inputProps={{ maxLength: 250 }}
          autoFocus
        />
        <TextField label={texts.description} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} inputProps={{ maxLength: 1000 }} error={Boolean(form.errors.description)} helperText={form.errors.description} />
        {!journey && (
          <>
            <Typography component="h3" variant="subtitle1">{s.states}</Typography>
            {form.errors.states && <Typography role="alert" color="error" variant="body2">{form.errors.states}</Typography>}
            {states.map((x, i) => (
              <Box key={i}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
                  <TextField
                    label={s.nameOf(i + 1)}
                    value={x.name}
                    onChange={(e) => setState(i, { name: e.target.value })}
                    size="small"
                    sx={{ flex: 2 }}
                    error={Boolean(stateRowError(i))}
                    helperText={stateRowError(i)}
                  />
                  <TextField select label={s.priorityOf(i + 1)} value={x.priority} onChange={(e) => setState(i, { priority: e.target.value as Priority })} size="small" sx={{ flex: 1, minWidth: 140 }}>
                    {JOURNEY_STATE_PRIORITIES.map((p) => <MenuItem key={p} value={p}>{p}</MenuItem>)}
                  </TextField>
                  <IconButton aria-label={s.removeState(i + 1)} onClick={() => setStates((list) => list.filter((_, j) => j !== i))} disabled={states.length === 1}>
                    <span aria-hidden="true">×</span>
                  </IconButton>
                </Stack>
              </Box>
            ))}
            <Box>
              <Button onClick={() => setStates((list) => [...list, { name: '', priority: 'N/A' }])} disabled={states.length >= MAX_STATES}>{s.addState}</Button>
            </Box>
            <Autocomplete
              freeSolo
              options={names}
              inputValue={defaultState}
              onInputChange={(_e, value) => {
                form.clearError('defaultState')
                setDefaultState(value)
              }}
              renderInput={(params) => (
                <TextField {...params} label={s.defaultState} error={Boolean(form.errors.defaultState)} helperText={form.errors.defaultState ?? s.defaultHelp} />
              )}
            />
          </>
        )}
      </Stack>
    </FormDialog>
  )
}
