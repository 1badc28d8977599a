// background_errors (spec 1 §3): errors of work done in the background — an automation step that
// could not send — newest first, paged and live; the business's, or one journey's (journeyId). Each
// with when, what, the patient and the journey it concerns; Acknowledge sets acknowledgedAt (the
// contract's field). Acknowledged ones are hidden unless asked for.
import { useMemo, useState } from 'react'
import { Box, Button, FormControlLabel, Switch, Typography } from '@mui/material'
import { backgroundErrors } from '@care/contracts/collections/background-errors'
import { patientName } from '@care/sdk/helpers'
import { useAction, useCareClient, useCollection, useRecordsById } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { ActionError } from '@care/ui'
import { ListFrame } from '../shared/list-frame.tsx'
import { texts } from '../texts.ts'

const t = texts.errors
const when = (iso?: string) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '')

export function BackgroundErrors({ journeyId }: { journeyId?: string }) {
  const client = useCareClient()
  const [showAcknowledged, setShowAcknowledged] = useState(false)
  const filter = { ...(journeyId ? { journeyId } : {}), ...(showAcknowledged ? {} : { acknowledgedAt: { _exists: false } }) }
  const list = useCollection('background_errors', { filter, sort: 'newFirst' })
  const rows = list.records.filter((e) => (!journeyId || e.journeyId === journeyId) && (showAcknowledged || !e.acknowledgedAt))
  const journeys = useCollection('journeys', { sort: 'oldFirst', enabled: !journeyId })
  const patients = useRecordsById('endusers', useMemo(() => rows.map((e) => e.enduserId || undefined), [rows]))
  const may = usePermissions(backgroundErrors)
  const action = useAction()
  const acknowledge = (id: string) =>
    void action.run(async () => {
      const updated = await client.collections.background_errors.updateOne(id, { acknowledgedAt: new Date().toISOString() })
      client.collection('background_errors').update(id, updated)
      action.setNotice(t.acknowledgedNotice)
    })
  const journeyTitle = (id?: string) => (id ? journeys.records.find((j) => j.id === id)?.title ?? '' : '')
  return (
    <ListFrame
      heading={journeyId ? t.journeyHeading : t.heading}
      level={journeyId ? 2 : 1}
      loadingLabel={t.loading}
      emptyText={t.empty}
      columns={[t.columns.when, t.columns.title, t.columns.patient, ...(journeyId ? [] : [t.columns.journey]), t.columns.acknowledged]}
      list={list}
      rows={rows}
      cells={(e) => [
        when(e.createdAt),
        // the error's words get room of their own: the table scrolls sideways on a phone instead
        <Box key="e" sx={{ minWidth: 200 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>{e.title}</Typography>
          <Typography variant="body2" color="text.secondary">{e.message}</Typography>
        </Box>,
        e.enduserId ? patientName(patients.get(e.enduserId), '') : '',
        ...(journeyId ? [] : [journeyTitle(e.journeyId)]),
        e.acknowledgedAt ? t.acknowledgedOn(when(e.acknowledgedAt)) : t.notYet,
      ]}
      actions={(e) => !e.acknowledgedAt && may('update', e) && (
        <Button size="small" variant="outlined" onClick={() => acknowledge(e.id)} aria-label={t.acknowledgeLabel(e.title ?? '')} disabled={action.busy}>{t.acknowledge}</Button>
      )}
      filter={<FormControlLabel control={<Switch checked={showAcknowledged} onChange={(e) => setShowAcknowledged(e.target.checked)} />} label={t.showAcknowledged} />}
      above={<ActionError error={action.error} onDismiss={() => action.setError('')} />}
      notice={action.notice}
      onNotice={action.setNotice}
    />
  )
}
