// The journeys of the business (spec 1 §3 "Journeys and automation"), oldest first, paged like the
// other console lists and live: each with its statistics (patients in it, by state, its automated
// actions by status), a link to its page, Rename and Delete (asks first); New journey.
import { useState } from 'react'
import { Button, Link } from '@mui/material'
import { journeys as journeysContract } from '@care/contracts/collections/journeys'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { ActionError, ConfirmationDialog } from '@care/ui'
import { ListFrame } from '../shared/list-frame.tsx'
import { linkTo, type JourneysLocation } from '../route.ts'
import { texts } from '../texts.ts'
import { JourneyDialog } from './journey-dialog.tsx'
import { statisticsCells } from './journey-stats.tsx'
import { useStatisticsMap } from './use-statistics.ts'

type Journey = RecordOf<'journeys'>
const t = texts.journeys

export function JourneysList({ open, basePath }: { open: (l: JourneysLocation) => void; basePath?: string }) {
  const client = useCareClient()
  const list = useCollection('journeys', { sort: 'oldFirst' })
  const stats = useStatisticsMap(list.records)
  const may = usePermissions(journeysContract)
  const [editing, setEditing] = useState<Journey | 'new'>()
  const [deleting, setDeleting] = useState<Journey>()
  const action = useAction()
  const remove = async (j: Journey) => {
    const ok = await action.run(async () => {
      await client.collections.journeys.deleteOne(j.id)
      client.collection('journeys').remove(j.id)
    })
    setDeleting(undefined)
    if (ok) action.setNotice(t.deleted)
  }
  return (
    <>
      <ListFrame
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.title, t.columns.patients, t.columns.byState, t.columns.runs]}
        list={list}
        cells={(j) => [
          <Link key="t" {...linkTo({ view: 'journey', journeyId: j.id, tab: 'steps' }, open, basePath)} sx={{ fontWeight: 600 }}>{j.title}</Link>,
          ...statisticsCells(j.title ?? '', stats.get(j.id)),
        ]}
        actions={(j) => (
          <>
            {may('update', j) && <Button size="small" onClick={() => setEditing(j)} aria-label={t.renameLabel(j.title ?? '')}>{texts.rename}</Button>}
            {may('delete', j) && <Button size="small" color="error" onClick={() => setDeleting(j)} aria-label={t.deleteLabel(j.title ?? '')}>{texts.delete}</Button>}
          </>
        )}
        createLabel={t.create}
        onCreate={may('create') ? () => setEditing('new') : undefined}
        above={<ActionError error={action.error} onDismiss={() => action.setError('')} />}
        notice={action.notice}
        onNotice={action.setNotice}
      />
      {editing && (
        <JourneyDialog
          journey={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(j, created) => {
            setEditing(undefined)
            if (created) open({ view: 'journey', journeyId: j.id, tab: 'steps' })
            else action.setNotice(t.renamed)
          }}
        />
      )}
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t.deleteTitle(deleting?.title ?? '')}
        description={t.deleteNote}
        confirmText={texts.delete}
        confirmColor="error"
        loading={action.busy}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(undefined)}
      />
    </>
  )
}
