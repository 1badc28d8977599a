// A journey's automation steps (spec 1 §3 automation_steps): the flowchart (wide screens) and the
// step list (every width; the keyboard's path), Add a step, edit, delete (asks first), drag to place
// — and beside them the simulator, whose rows highlight the step they are about. The steps are read
// whole (every page) and live.
import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react'
import { Box, Button, Snackbar, Stack, Typography, useMediaQuery } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { ActionError, ConfirmationDialog, EmptyState, ErrorState, LoadingState } from '@care/ui'
import { messageOf } from '../shared/server-errors.ts'
import { SimulatorPanel } from '../simulator/simulator-panel.tsx'
import { texts } from '../texts.ts'
import type { CanvasStep } from './flow-canvas.tsx'
import { StepDialog } from './step-dialog.tsx'
import { START_ID, brokenLinks, stepOrder } from './step-graph.ts'
import { actionText, eventText, type Names } from './step-labels.ts'
import { StepList } from './step-list.tsx'
import type { Step } from './step-model.ts'

const FlowCanvas = lazy(() => import('./flow-canvas.tsx'))
const t = texts.steps

export function StepsEditor({ journey }: { journey: RecordOf<'journeys'> }) {
  const client = useCareClient()
  const steps = useCollection('automation_steps', { filter: { journeyId: journey.id }, sort: 'oldFirst' })
  const journeys = useCollection('journeys', { sort: 'oldFirst' })
  const templates = useCollection('templates')
  const users = useCollection('users')
  const wide = useMediaQuery('(min-width:900px)', { noSsr: true })
  const [highlighted, setHighlighted] = useState<string>()
  const [editing, setEditing] = useState<Step | 'new'>()
  const [link, setLink] = useState<{ start: true } | { stepId: string }>()
  const [deleting, setDeleting] = useState<Step>()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const action = useAction()

  // the whole journey is drawn: every page of its steps
  const { hasMore, loadMore, state } = steps
  useEffect(() => {
    if (hasMore && state === 'Loaded') void loadMore()
  }, [hasMore, loadMore, state])

  const order = useMemo(() => stepOrder(steps.records), [steps.records])
  const names: Names = useMemo(() => {
    const stepNames = new Map(order.map((s, i) => [s.id, t.stepName(i + 1)]))
    return {
      step: (id) => stepNames.get(id),
      journey: (id) => journeys.records.find((j) => j.id === id)?.title,
      template: (id) => templates.records.find((x) => x.id === id)?.title,
      user: (id) => users.records.find((u) => u.id === id)?.fname,
    }
  }, [order, journeys.records, templates.records, users.records])
  const described: CanvasStep[] = useMemo(
    () => order.map((s) => ({
      step: s,
      name: names.step(s.id)!,
      event: eventText(s.events?.[0], names),
      action: s.action ? actionText(s.action, names) : '',
      problem: problems[s.id] ?? (brokenLinks(s, order).length ? t.brokenLink : undefined),
    })),
    [order, names, problems],
  )

  const edit = useCallback((s: Step) => {
    setLink(undefined)
    setEditing(s)
  }, [])
  // a connection drawn on the flowchart opens the step (or a new one) with the link set
  const connect = useCallback((source: string, target?: Step) => {
    setLink(source === START_ID ? { start: true } : { stepId: source })
    setEditing(target ?? 'new')
  }, [])
  const close = () => {
    setEditing(undefined)
    setLink(undefined)
  }
  const place = useCallback((s: Step, x: number, y: number) => {
    client.collections.automation_steps
      .updateOne(s.id, { flowchartUI: { x, y } })
      .then((saved) => {
        client.collection('automation_steps').update(s.id, saved)
        setProblems(({ [s.id]: _gone, ...rest }) => rest)
      })
      .catch((e: unknown) => setProblems((p) => ({ ...p, [s.id]: messageOf(e) })))
  }, [client])
  const remove = async (s: Step) => {
    const ok = await action.run(async () => {
      await client.collections.automation_steps.deleteOne(s.id)
      client.collection('automation_steps').remove(s.id)
    })
    setDeleting(undefined)
    if (ok) action.setNotice(t.deleted)
  }

  let body
  if (steps.state === 'Error' && !steps.records.length) body = <ErrorState message={steps.error?.message} onRetry={() => void steps.reload()} />
  else if (steps.state !== 'Loaded' && !steps.records.length) body = <LoadingState label={t.loading} />
  else if (!steps.records.length) body = <EmptyState text={t.empty} />
  else
    body = (
      <>
        {wide && (
          <Box sx={{ mb: 2 }}>
            <Suspense fallback={<LoadingState />}>
              <FlowCanvas steps={described} highlighted={highlighted} onEdit={edit} onPlace={place} onLink={connect} />
            </Suspense>
            <Typography variant="caption" color="text.secondary">{t.flowchartHelp}</Typography>
          </Box>
        )}
        <StepList steps={described} highlighted={highlighted} onEdit={edit} onDelete={setDeleting} />
      </>
    )
  const current = editing && editing !== 'new' ? described.find((d) => d.step.id === editing.id) : undefined
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} alignItems="flex-start">
      <Box sx={{ flex: 3, minWidth: 0, width: '100%' }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t.heading}</Typography>
          <Button variant="contained" onClick={() => { setLink(undefined); setEditing('new') }} disabled={steps.state !== 'Loaded' && !steps.records.length}>{t.add}</Button>
        </Stack>
        <ActionError error={action.error} onDismiss={() => action.setError('')} />
        {body}
      </Box>
      <Box sx={{ flex: 2, minWidth: 0, width: '100%' }}>
        <SimulatorPanel journey={journey} steps={described} onHighlight={setHighlighted} />
      </Box>
      {editing && (
        <StepDialog
          key={`${editing === 'new' ? 'new' : editing.id}:${link ? JSON.stringify(link) : ''}`}
          journeyId={journey.id}
          step={editing === 'new' ? undefined : editing}
          name={current?.name}
          others={described.map((d) => ({ id: d.step.id, name: d.name, label: d.action }))}
          lookups={{ states: (journey.states ?? []).map((s) => s.name), journeys: journeys.records, templates: templates.records, users: users.records }}
          link={link}
          onClose={close}
          onSaved={(saved, created) => {
            close()
            setProblems(({ [saved.id]: _gone, ...rest }) => rest)
            action.setNotice(created ? t.created : t.savedNotice)
          }}
        />
      )}
      <Snackbar open={Boolean(action.notice)} autoHideDuration={4000} onClose={() => action.setNotice('')} message={action.notice} />
      <ConfirmationDialog
        open={Boolean(deleting)}
        title={t.deleteTitle(deleting ? names.step(deleting.id) ?? '' : '')}
        description={t.deleteNote}
        confirmText={texts.delete}
        confirmColor="error"
        loading={action.busy}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
        onCancel={() => setDeleting(undefined)}
      />
    </Stack>
  )
}
