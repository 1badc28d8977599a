// A journey's states (spec 1 §3: name unique and at most 75 characters, priority Disengaged / N/A /
// Engaged, description, requires follow-up): add one, edit or rename one (the whole list is written
// back with replaceObjectFields — without it the server appends — and defaultState follows a
// renamed default), make one the default, delete one (DELETE /v1/journey/:id/states: its patients
// move to the default state). The server's refusals show in the dialog or above the list.
import { useState } from 'react'
import { Box, Button, Checkbox, Chip, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material'
import { JOURNEY_STATE_PRIORITIES } from '@care/contracts/constants'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useFormAction } from '@care/sdk/react'
import { ActionError, ConfirmationDialog, FormDialog, texts as ui } from '@care/ui'
import { ListFrame } from '../shared/list-frame.tsx'
import { placeIssues } from '../shared/server-errors.ts'
import { texts } from '../texts.ts'

type Journey = RecordOf<'journeys'>
type State = NonNullable<Journey['states']>[number]
type Priority = (typeof JOURNEY_STATE_PRIORITIES)[number]
type Row = State & { id: string }
const s = texts.states

export function StatesEditor({ journey }: { journey: Journey }) {
  const client = useCareClient()
  const action = useAction()
  const [editing, setEditing] = useState<State | 'new'>()
  const [deleting, setDeleting] = useState<State>()
  const states = journey.states ?? []
  const rows: Row[] = states.map((x) => ({ ...x, id: x.name }))

  const write = async (next: State[], defaultState = journey.defaultState) => {
    const updated = await client.collections.journeys.updateOne(journey.id, { states: next, ...(defaultState !== undefined ? { defaultState } : {}) }, { replaceObjectFields: true })
    client.collection('journeys').update(journey.id, updated)
  }
  const makeDefault = (x: State) =>
    void action.run(async () => {
      const updated = await client.collections.journeys.updateOne(journey.id, { defaultState: x.name })
      client.collection('journeys').update(journey.id, updated)
      action.setNotice(s.defaultChanged)
    })
  const remove = async (x: State) => {
    const ok = await action.run(async () => {
      const { updated } = await client.api.journeyStates({ id: journey.id, states: [x.name] })
      client.collection('journeys').update(journey.id, updated)
    })
    setDeleting(undefined)
    if (ok) action.setNotice(s.deleted)
  }
  return (
    <>
      <ListFrame<Row>
        heading={s.heading}
        level={2}
        loadingLabel={texts.journeys.loading}
        emptyText={s.empty}
        columns={[s.name, s.priority, texts.description]}
        list={{ state: 'Loaded', records: rows, hasMore: false, reload: async () => {}, loadMore: async () => {} }}
        cells={(x) => [
          <Stack key="n" direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
            <span>{x.name}</span>
            {x.name === journey.defaultState && <Chip size="small" color="primary" label={s.isDefault} />}
          </Stack>,
          x.priority,
          [x.description, x.requiresFollowup ? s.requiresFollowup : ''].filter(Boolean).join(' · '),
        ]}
        actions={(x) => (
          <>
            <Button size="small" onClick={() => setEditing(x)} aria-label={s.renameLabel(x.name)}>{texts.edit}</Button>
            {x.name !== journey.defaultState && <Button size="small" onClick={() => makeDefault(x)} aria-label={s.makeDefaultLabel(x.name)}>{s.makeDefault}</Button>}
            <Button size="small" color="error" onClick={() => setDeleting(x)} aria-label={s.deleteLabel(x.name)} disabled={states.length <= 1}>{texts.delete}</Button>
          </>
        )}
        createLabel={s.addState}
        onCreate={() => setEditing('new')}
        above={<ActionError error={action.error} onDismiss={() => action.setError('')} />}
        notice={action.notice}
        onNotice={action.setNotice}
      />
      {editing && (
        <StateDialog
          state={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSave={async (next) => {
            if (editing === 'new') await write([...states, next])
            else await write(states.map((x) => (x.name === editing.name ? next : x)), journey.defaultState === editing.name ? next.name : journey.defaultState)
            setEditing(undefined)
            action.setNotice(editing === 'new' ? s.added : s.renamedNotice)
          }}
        />
      )}
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={s.deleteTitle(deleting?.name ?? '')}
        description={s.deleteNote}
        confirmText={texts.delete}
        confirmColor="error"
        loading={action.busy}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  )
}

function StateDialog({ state, onClose, onSave }: { state?: State; onClose: () => void; onSave: (s: State) => Promise<void> }) {
  const [name, setName] = useState(state?.name ?? '')
  const [priority, setPriority] = useState<Priority>(state?.priority ?? 'N/A')
  const [description, setDescription] = useState(state?.description ?? '')
  const [followup, setFollowup] = useState(state?.requiresFollowup === true)
  const [touched, setTouched] = useState(false)
  const form = useFormAction<'states' | 'defaultState'>(placeIssues(['states', 'defaultState']), ui.anErrorOccurred)
  const nameError = (touched && !name.trim() ? texts.required(s.name) : undefined) ?? form.errors.states ?? form.errors.defaultState
  const submit = () => {
    setTouched(true)
    if (!name.trim()) return
    void form.submit(() => onSave({ name: name.trim(), priority, ...(description.trim() ? { description: description.trim() } : {}), ...(followup ? { requiresFollowup: true } : {}) }))
  }
  return (
    <FormDialog titleId="state-dialog-title" title={state ? s.renameTitle : s.newTitle} onClose={onClose} onSubmit={submit} submitLabel={state ? texts.save : texts.add} submitting={form.submitting} submitDisabled={false} error={form.formError}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={s.name} value={name} onChange={(e) => { form.clearErrors(); setName(e.target.value) }} required autoFocus error={Boolean(nameError)} helperText={nameError ?? (state && name.trim() !== state.name ? s.renameNote : undefined)} />
        <TextField select label={s.priority} value={priority} onChange={(e) => setPriority(e.target.value as Priority)}>
          {JOURNEY_STATE_PRIORITIES.map((p) => <MenuItem key={p} value={p}>{p}</MenuItem>)}
        </TextField>
        <TextField label={texts.description} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} />
        <Box>
          <FormControlLabel control={<Checkbox checked={followup} onChange={(e) => setFollowup(e.target.checked)} />} label={s.requiresFollowup} />
        </Box>
      </Stack>
    </FormDialog>
  )
}
