// The business's automation triggers (spec 1 §3 automation_triggers), newest first, paged and live:
// title, when (the event and its form, appointment titles or time), then (the action and its journey
// or tags), Active / Inactive and once per patient; New trigger, Edit, Delete (asks first).
import { useState } from 'react'
import { Button, Chip, Stack } from '@mui/material'
import { automationTriggers } from '@care/contracts/collections/automation-triggers'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { usePermissions } from '@care/sdk/react/permissions'
import { ActionError, ConfirmationDialog } from '@care/ui'
import { ListFrame } from '../shared/list-frame.tsx'
import { texts } from '../texts.ts'
import { TriggerDialog } from './trigger-dialog.tsx'
import { triggerActionText, triggerEventText, type Trigger } from './trigger-model.ts'

const t = texts.triggers

export function TriggersList() {
  const client = useCareClient()
  const list = useCollection('automation_triggers', { sort: 'newFirst' })
  const forms = useCollection('forms')
  const journeys = useCollection('journeys', { sort: 'oldFirst' })
  const may = usePermissions(automationTriggers)
  const [editing, setEditing] = useState<Trigger | 'new'>()
  const [deleting, setDeleting] = useState<Trigger>()
  const action = useAction()
  const remove = async (x: Trigger) => {
    const ok = await action.run(async () => {
      await client.collections.automation_triggers.deleteOne(x.id)
      client.collection('automation_triggers').remove(x.id)
    })
    setDeleting(undefined)
    if (ok) action.setNotice(t.deleted)
  }
  const formTitle = (id: string) => forms.records.find((f) => f.id === id)?.title
  const journeyTitle = (id: string) => journeys.records.find((j) => j.id === id)?.title
  return (
    <>
      <ListFrame
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.title, t.columns.event, t.columns.action, t.columns.status]}
        list={list}
        cells={(x) => [
          x.title,
          triggerEventText(x, formTitle),
          triggerActionText(x, journeyTitle),
          <Stack key="s" direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
            <Chip size="small" label={x.status} color={x.status === 'Active' ? 'success' : 'default'} variant={x.status === 'Active' ? 'filled' : 'outlined'} />
            {x.oncePerEnduser && <Chip size="small" variant="outlined" label={t.oncePerEnduser} />}
          </Stack>,
        ]}
        actions={(x) => (
          <>
            {may('update', x) && <Button size="small" onClick={() => setEditing(x)} aria-label={t.editLabel(x.title ?? '')}>{texts.edit}</Button>}
            {may('delete', x) && <Button size="small" color="error" onClick={() => setDeleting(x)} aria-label={t.deleteLabel(x.title ?? '')}>{texts.delete}</Button>}
          </>
        )}
        createLabel={t.create}
        onCreate={may('create') ? () => setEditing('new') : undefined}
        above={<ActionError error={action.error} onDismiss={() => action.setError('')} />}
        notice={action.notice}
        onNotice={action.setNotice}
      />
      {editing && (
        <TriggerDialog
          trigger={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(created) => {
            setEditing(undefined)
            action.setNotice(created ? t.created : texts.saved)
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
