// The patients in a journey: those whose `journeys` map has it (GET /v1/endusers with the filter
// `journeys.<id>` exists — paged and live; a patient the cache holds whose map lost it is left out),
// each with their state there. Change the state (an enduser_status_updates record { enduserId,
// journeyId, status }: the server moves the map), remove them (POST /remove-endusers-from-journey,
// asks first), add patients (POST /add-endusers-to-journey). The patient is read again after each
// change, so the row shows what the server now holds.
import { useState } from 'react'
import { Button, Link, MenuItem, TextField } from '@mui/material'
import { enduserStatusUpdates } from '@care/contracts/collections/enduser-status-updates'
import { endusers } from '@care/contracts/collections/endusers'
import type { RecordOf } from '@care/sdk'
import { patientName } from '@care/sdk/helpers'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { inAppLink } from '@care/remote/url'
import { ActionError, ConfirmationDialog } from '@care/ui'
import { ListFrame } from '../shared/list-frame.tsx'
import { texts } from '../texts.ts'
import { AddPatientsDialog } from './add-patients-dialog.tsx'

type Patient = RecordOf<'endusers'>
const t = texts.patients
/** a patient's chart in the console (console-patient-chart) */
export const CHART_PATH = '/console/chart'

export function JourneyPatients({ journey, onChanged }: { journey: RecordOf<'journeys'>; onChanged?: () => void }) {
  const client = useCareClient()
  const list = useCollection('endusers', { filter: { [`journeys.${journey.id}`]: { _exists: true } } })
  const rows = list.records.filter((p) => p.journeys?.[journey.id] !== undefined)
  const mayUpdatePatient = usePermissions(endusers)
  const mayCreateStatus = usePermissions(enduserStatusUpdates)
  const action = useAction()
  const [changing, setChanging] = useState<string>()
  const [removing, setRemoving] = useState<Patient>()
  const [adding, setAdding] = useState(false)
  const states = (journey.states ?? []).map((s) => s.name)

  const reread = async (ids: string[]) => {
    const { matches } = await client.collections.endusers.getByIds(ids)
    client.collection('endusers').addReplaceIfMatch(matches)
    onChanged?.()
  }
  const move = (p: Patient, status: string) => {
    if (status === p.journeys?.[journey.id]) return
    setChanging(p.id)
    action.setNotice('')
    void action
      .run(async () => {
        const created = await client.collections.enduser_status_updates.createOne({ enduserId: p.id, journeyId: journey.id, status })
        client.collection('enduser_status_updates').addReplaceIfMatch([created], { front: true })
        await reread([p.id])
        action.setNotice(t.moved(patientName(p), status))
      })
      .finally(() => setChanging(undefined))
  }
  const remove = async (p: Patient) => {
    const ok = await action.run(async () => {
      await client.api.removeEndusersFromJourney({ enduserIds: [p.id], journeyId: journey.id })
      await reread([p.id])
    })
    setRemoving(undefined)
    if (ok) action.setNotice(t.removed(patientName(p)))
  }
  const mayAdd = mayUpdatePatient('update')
  return (
    <>
      <ListFrame<Patient>
        heading={t.heading}
        level={2}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.name, t.columns.contact, t.columns.state]}
        list={list}
        rows={rows}
        cells={(p) => {
          const name = patientName(p, p.id)
          const state = p.journeys?.[journey.id] ?? ''
          return [
            <Link key="n" {...inAppLink(`${CHART_PATH}/${p.id}`)}>{name}</Link>,
            [p.email, p.phone].filter(Boolean).join(' · '),
            mayCreateStatus('create', { enduserId: p.id }) && states.length ? (
              <TextField
                select
                size="small"
                label={t.columns.state}
                value={states.includes(state) ? state : ''}
                disabled={changing === p.id}
                onChange={(e) => move(p, e.target.value)}
                sx={{ minWidth: 160 }}
                slotProps={{ select: { SelectDisplayProps: { 'aria-label': t.stateOf(name), 'aria-labelledby': undefined } as object } }}
              >
                {!states.includes(state) && state && <MenuItem value="" disabled>{state}</MenuItem>}
                {states.map((s) => <MenuItem key={s} value={s}>{s}</MenuItem>)}
              </TextField>
            ) : state,
          ]
        }}
        actions={(p) => mayUpdatePatient('update', p) && (
          <Button size="small" variant="outlined" color="error" onClick={() => setRemoving(p)} aria-label={t.removeLabel(patientName(p, p.id))}>{texts.remove}</Button>
        )}
        createLabel={t.add}
        onCreate={mayAdd ? () => setAdding(true) : undefined}
        above={<ActionError error={action.error} onDismiss={() => action.setError('')} />}
        notice={action.notice}
        onNotice={action.setNotice}
      />
      <ConfirmationDialog
        open={Boolean(removing)}
        title={t.removeTitle(removing ? patientName(removing, removing.id) : '')}
        description={t.removeNote}
        confirmText={texts.remove}
        confirmColor="error"
        loading={action.busy}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(undefined)}
      />
      {adding && (
        <AddPatientsDialog
          journey={journey}
          onClose={() => setAdding(false)}
          onAdd={async (ids) => {
            await client.api.addEndusersToJourney({ enduserIds: ids, journeyId: journey.id })
            await reread(ids)
            setAdding(false)
            action.setNotice(t.added(ids.length))
          }}
        />
      )}
    </>
  )
}
