// Journeys: the journeys the patient is in (their `journeys` map, journey id → state name) with each
// journey's title and current state; change the state (an enduser_status_updates record — the
// server moves the patient's map), add them to another of the business's journeys or remove them
// from one (/add-endusers-to-journey, /remove-endusers-from-journey); then the run history of the
// automated steps (run-history-list.tsx).
import { useMemo, useState } from 'react'
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material'
import { enduserStatusUpdates } from '@care/contracts/collections/enduser-status-updates'
import { endusers } from '@care/contracts/collections/endusers'
import { useAction, useCareClient, useCollection, useRecord, useRecordsById } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { ActionDialog, ActionError, ConfirmationDialog } from '@care/ui'
import { RecordItem, TabHeader } from '../record-item.tsx'
import { RecordList } from '../record-list.tsx'
import type { Journey } from '../records.ts'
import { RunHistoryList } from './run-history-list.tsx'

export const NO_JOURNEYS_TEXT = 'Not in any journey'
export const IN_EVERY_JOURNEY_TEXT = 'The patient is already in every journey.'
export const REMOVE_NOTE = 'Their state there is removed and the journey\'s pending automated steps for them are cancelled.'

/** one journey the patient is in: its id, their state, and the journey once read */
export interface Membership {
  id: string
  state: string
  journey?: Journey
}

export const journeyTitle = (m: Pick<Membership, 'journey'>) => m.journey?.title || 'Journey'

export function JourneysTab({ enduserId }: { enduserId: string }) {
  const client = useCareClient()
  const patient = useRecord('endusers', enduserId)
  const journeys = useCollection('journeys', { sort: 'oldFirst' })
  const mayUpdatePatient = usePermissions(endusers)
  const mayCreateStatus = usePermissions(enduserStatusUpdates)
  const action = useAction()
  const { error, notice, setError, setNotice } = action
  const [changing, setChanging] = useState<string>()
  const [removing, setRemoving] = useState<Membership>()
  const [adding, setAdding] = useState(false)

  const map = patient.record?.journeys ?? {}
  const loaded = useMemo(() => new Map(journeys.records.map((j) => [j.id, j])), [journeys.records])
  // a journey past the first page of the business's journeys is read by its id
  const missing = useMemo(() => (journeys.state === 'Loaded' ? Object.keys(map).filter((id) => !loaded.has(id)) : []), [journeys.state, map, loaded])
  const byId = useRecordsById('journeys', missing)
  const journeyOf = (id: string) => loaded.get(id) ?? byId.get(id)
  const memberships: Membership[] = Object.entries(map)
    .map(([id, state]) => ({ id, state, journey: journeyOf(id) }))
    .sort((a, b) => journeyTitle(a).localeCompare(journeyTitle(b)))
  const notIn = journeys.records.filter((j) => !(j.id in map))

  /** the patient as the server now has them (its answer to the write moved their map there) */
  const refreshPatient = async () => {
    const fresh = await client.collectionApi('endusers').getOne(enduserId)
    client.collection('endusers').addReplaceIfMatch([fresh])
  }

  const changeState = (m: Membership, status: string) => {
    if (status === m.state) return
    setChanging(m.id)
    setNotice('')
    void action
      .run(async () => {
        const created = await client.collectionApi('enduser_status_updates').createOne({ enduserId, journeyId: m.id, status })
        client.collection('enduser_status_updates').addReplaceIfMatch([created], { front: true })
        await refreshPatient()
        setNotice(`Moved to '${status}' in ${journeyTitle(m)}`)
      })
      .finally(() => setChanging(undefined))
  }

  const remove = async (m: Membership) => {
    setNotice('')
    const ok = await action.run(async () => {
      await client.api.removeEndusersFromJourney({ enduserIds: [enduserId], journeyId: m.id })
      await refreshPatient()
    })
    setRemoving(undefined)
    if (ok) setNotice(`Removed from ${journeyTitle(m)}`)
  }

  const titles = (id: string) => journeyOf(id)?.title
  const mayUpdate = Boolean(patient.record) && mayUpdatePatient('update', patient.record)
  return (
    <Box>
      <TabHeader
        title="Journeys"
        action={
          mayUpdate && (
            <Button variant="contained" onClick={() => setAdding(true)} disabled={journeys.state !== 'Loaded'}>
              Add to a journey
            </Button>
          )
        }
      />
      <Typography role="status" variant="body2">
        {notice}
      </Typography>
      <ActionError error={error} onDismiss={() => setError('')} />
      <RecordList<Membership>
        label="Journeys"
        source={{ ...journeys, hasMore: false }}
        records={memberships}
        emptyText={NO_JOURNEYS_TEXT}
        renderItem={(m) => {
          const title = journeyTitle(m)
          const states = m.journey?.states?.map((s) => s.name) ?? []
          const current = m.journey?.states?.find((s) => s.name === m.state)
          return (
            <RecordItem
              title={title}
              meta={[`State: ${m.state}`, current?.description, current?.requiresFollowup && 'Follow-up required']}
              actions={
                <>
                  {mayCreateStatus('create', { enduserId }) && states.length > 0 && (
                    <TextField
                      select
                      size="small"
                      label="State"
                      value={states.includes(m.state) ? m.state : ''}
                      disabled={changing === m.id}
                      onChange={(e) => changeState(m, e.target.value)}
                      sx={{ minWidth: 180, maxWidth: '100%' }}
                      // the visible label is 'State'; a screen reader hears which journey's
                      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `State in ${title}`, 'aria-labelledby': undefined } as object } }}
                    >
                      {states.map((name) => (
                        <MenuItem key={name} value={name}>
                          {name}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                  {mayUpdate && (
                    <Button size="small" variant="outlined" onClick={() => setRemoving(m)} aria-label={`Remove from ${title}`}>
                      Remove
                    </Button>
                  )}
                </>
              }
            />
          )
        }}
      />
      <RunHistoryList enduserId={enduserId} journeyTitle={titles} />
      <ConfirmationDialog
        open={Boolean(removing)}
        title={`Remove from ${removing ? journeyTitle(removing) : 'the journey'}?`}
        description={REMOVE_NOTE}
        confirmText="Remove"
        confirmColor="error"
        loading={action.busy}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(undefined)}
      />
      {adding && (
        <AddToJourneyDialog
          journeys={notIn}
          onClose={() => setAdding(false)}
          onAdd={async (journey) => {
            await client.api.addEndusersToJourney({ enduserIds: [enduserId], journeyId: journey.id })
            await refreshPatient()
            setNotice(`Added to ${journey.title}`)
          }}
        />
      )}
    </Box>
  )
}

function AddToJourneyDialog({ journeys, onClose, onAdd }: { journeys: readonly Journey[]; onClose: () => void; onAdd: (journey: Journey) => Promise<void> }) {
  const [journeyId, setJourneyId] = useState('')
  const { busy, error, run } = useAction()
  const chosen = journeys.find((j) => j.id === journeyId)
  const add = async () => {
    if (!chosen || busy) return
    if (await run(() => onAdd(chosen))) onClose()
  }
  return (
    <ActionDialog titleId="add-journey-title" title="Add to a journey" onClose={onClose} actionLabel="Add" onAction={() => void add()} actionDisabled={!chosen || busy} error={error}>
      {journeys.length === 0 ? (
        <Typography variant="body2">{IN_EVERY_JOURNEY_TEXT}</Typography>
      ) : (
        <>
          <TextField select fullWidth autoFocus margin="dense" label="Journey" value={journeyId} onChange={(e) => setJourneyId(e.target.value)}>
            {journeys.map((j) => (
              <MenuItem key={j.id} value={j.id}>
                {j.title}
              </MenuItem>
            ))}
          </TextField>
          {chosen && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {`The patient starts at '${chosen.defaultState ?? chosen.states?.[0]?.name ?? 'New'}' and the journey's first steps are scheduled for them.`}
            </Typography>
          )}
        </>
      )}
    </ActionDialog>
  )
}
