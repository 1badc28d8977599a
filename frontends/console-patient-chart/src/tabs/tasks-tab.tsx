// Tasks: the patient's to-dos, open ones first. Completion is one-way (the server refuses to undo
// it), so 'Mark complete' asks first and there is no way back in the chart.
import { enduserTasks } from '@care/contracts/collections/enduser-tasks'
import { useState } from 'react'
import { Button, Typography } from '@mui/material'
import { CareApiError } from '@care/sdk'
import { useAction } from '@care/sdk/react'
import { ConfirmationDialog, texts } from '@care/ui'
import { formatDateTime } from '../format.ts'
import { textFields, textUpdates, type FieldSpec } from '../form-fields.ts'
import { EditableTab, type EditableTabConfig } from '../editable-tab.tsx'
import { RecordItem } from '../record-item.tsx'
import type { Task } from '../records.ts'

export const TASK_FIELDS: readonly FieldSpec[] = [
  { name: 'title', label: 'Title', required: true, maxLength: 250 },
  { name: 'description', label: 'Description', kind: 'multiline', maxLength: 5000 },
]
const KEYS = ['title', 'description']
export const COMPLETE_NOTE = 'A completed task cannot be marked incomplete.'

function CompleteTask({ task, complete }: { task: Task; complete: (id: string) => Promise<unknown> }) {
  const [asking, setAsking] = useState(false)
  const { busy, error, run } = useAction()
  async function confirm() {
    await run(() => complete(task.id), { errorText: (e) => (e instanceof CareApiError ? e.message : texts.anErrorOccurred) })
    setAsking(false)
  }
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setAsking(true)} aria-label={`Mark complete: ${task.title}`}>
        Mark complete
      </Button>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
      <ConfirmationDialog
        open={asking}
        title="Mark this task complete?"
        description={`"${task.title}". ${COMPLETE_NOTE}`}
        confirmText="Mark complete"
        loading={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}

const done = (t: Task) => Boolean(t.completedAt)

export const tasksConfig: EditableTabConfig<'enduser_tasks'> = {
  collection: 'enduser_tasks',
  contract: enduserTasks,
  title: 'Tasks',
  noun: 'task',
  emptyText: 'No tasks yet',
  fields: TASK_FIELDS,
  valuesOf: (t) => ({ title: t?.title ?? '', description: t?.description ?? '' }),
  createOf: (v) => textFields(v, KEYS),
  updatesOf: (t, v) => textUpdates(tasksConfig.valuesOf(t), v, KEYS),
  nameOf: (t) => t.title ?? '',
  order: (ts) => [...ts.filter((t) => !done(t)), ...ts.filter(done)],
  moreActions: (t, records) => !done(t) && <CompleteTask task={t} complete={(id) => records.update(id, { completedAt: new Date().toISOString() })} />,
  renderItem: (t, actions) => (
    <RecordItem title={t.title} meta={[t.completedAt ? `Completed ${formatDateTime(t.completedAt)}` : 'Open', `Created ${formatDateTime(t.createdAt)}`]} actions={actions}>
      {t.description}
    </RecordItem>
  ),
}

export const TasksTab = ({ enduserId }: { enduserId: string }) => <EditableTab enduserId={enduserId} config={tasksConfig} />
