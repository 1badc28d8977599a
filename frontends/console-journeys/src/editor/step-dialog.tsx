// Add or edit a step: when it runs (the journey starts; after a step with a delay in Days / Hours /
// Minutes / Seconds; when a step's form is answered or its ticket completed), what it does (the
// action and its settings), whether the journey goes on when it fails, and the patients it runs for
// (enduserConditions as JSON). The form's own checks and the server's refusals (400 with
// validation[] naming the field) show under the input they name; anything else under the button.
// An event or action the form does not edit is shown read-only as JSON and kept as it is.
import { useState } from 'react'
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { DELAY_UNITS } from '@care/contracts/constants'
import { useCareClient, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as ui } from '@care/ui'
import { JsonField } from '../shared/json-field.tsx'
import { placeIssues } from '../shared/server-errors.ts'
import { texts } from '../texts.ts'
import { ActionFields, type ActionLookups } from './action-fields.tsx'
import { ACTION_LABELS, EVENT_LABELS } from './step-labels.ts'
import {
  EDITABLE_ACTIONS, EDITABLE_EVENTS, STEP_FIELDS, buildStep, draftOf, isEditableAction, isEditableEvent, linkedDraft,
  type DelayUnit, type EditableAction, type EditableEvent, type Step, type StepDraft, type StepField,
} from './step-model.ts'

const t = texts.steps

export interface StepDialogProps {
  journeyId: string
  /** the step edited; none for a new one */
  step?: Step
  /** its name ('Step 2') */
  name?: string
  /** the journey's steps in order, with their names: the ones a step may follow */
  others: readonly { id: string; name: string; label: string }[]
  lookups: ActionLookups
  /** a connection drawn on the flowchart: the step now follows Start or the step named */
  link?: { start: true } | { stepId: string }
  onClose: () => void
  onSaved: (step: Step, created: boolean) => void
}

const json = (v: unknown) => JSON.stringify(v, null, 2)

export function StepDialog({ journeyId, step, name, others, lookups, link, onClose, onSaved }: StepDialogProps) {
  const client = useCareClient()
  const [draft, setDraft] = useState<StepDraft>(() => {
    const d = draftOf(step)
    if (link) return linkedDraft(d, link)
    // a new step after the last one, unless the journey has none yet
    if (!step && others.length) return { ...d, eventType: 'afterAction', afterStepId: others[others.length - 1]!.id }
    return d
  })
  const linkedTo = link && ('start' in link ? t.linkedStartNote : t.linkedNote(others.find((o) => o.id === link.stepId)?.name ?? ''))
  const [local, setLocal] = useState<Partial<Record<StepField, string>>>({})
  const form = useFormAction<StepField>(placeIssues(STEP_FIELDS), ui.anErrorOccurred)
  const errorOf = (f: StepField) => local[f] ?? form.errors[f]
  const change = (c: Partial<StepDraft>) => {
    for (const f of Object.keys(local) as StepField[]) form.clearError(f)
    setLocal({})
    form.clearErrors()
    setDraft((d) => ({ ...d, ...c }))
  }
  const keptEvent = step?.events?.[0] && !isEditableEvent(step.events[0].type) ? step.events[0] : undefined
  const keptAction = step?.action && !isEditableAction(step.action.type) ? step.action : undefined
  const choices = others.filter((o) => o.id !== step?.id)

  const submit = () => {
    const built = buildStep(draft, step)
    if (!built.ok) {
      setLocal(built.errors)
      return
    }
    void form.submit(async () => {
      const { events, action, enduserConditions } = built.step
      if (step) {
        const updates = { events, action, enduserConditions: enduserConditions ?? (step.enduserConditions ? null : undefined) }
        const saved = await client.collections.automation_steps.updateOne(step.id, updates, { replaceObjectFields: true })
        client.collection('automation_steps').update(step.id, saved)
        onSaved(saved, false)
      } else {
        const created = await client.collections.automation_steps.createOne({ journeyId, events, action, ...(enduserConditions ? { enduserConditions } : {}) })
        client.collection('automation_steps').addReplaceIfMatch([created])
        onSaved(created, true)
      }
    })
  }
  const err = (field: StepField) => ({ error: Boolean(errorOf(field)), helperText: errorOf(field) })
  const eventsError = errorOf('events') ?? errorOf('events.0.info.unit')
  const actionError = errorOf('action') ?? errorOf('action.type')
  return (
    <FormDialog titleId="step-dialog-title" title={step ? t.editTitle(name ?? '') : t.newTitle} onClose={onClose} onSubmit={submit} submitLabel={step ? texts.save : texts.add} submitting={form.submitting} submitDisabled={false} error={form.formError} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {linkedTo && <Typography variant="body2" color="secondary">{linkedTo}</Typography>}
        {keptEvent ? (
          <ReadOnly text={t.readOnlyEvent(keptEvent.type)} value={keptEvent} />
        ) : (
          <>
            <TextField select label={t.when} value={draft.eventType} onChange={(e) => change({ eventType: e.target.value as EditableEvent })} error={Boolean(eventsError)} helperText={eventsError}>
              {EDITABLE_EVENTS.map((x) => <MenuItem key={x} value={x} disabled={x !== 'onJourneyStart' && !choices.length}>{EVENT_LABELS[x]}</MenuItem>)}
            </TextField>
            {draft.eventType !== 'onJourneyStart' && (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
                <TextField select label={t.afterStep} value={draft.afterStepId} onChange={(e) => change({ afterStepId: e.target.value })} required sx={{ flex: 2 }} {...err('events.0.info.automationStepId')}>
                  {choices.map((o) => <MenuItem key={o.id} value={o.id}>{`${o.name}: ${o.label}`}</MenuItem>)}
                  {draft.afterStepId && !choices.some((o) => o.id === draft.afterStepId) && <MenuItem value={draft.afterStepId}>{t.brokenLink}</MenuItem>}
                </TextField>
                {draft.eventType === 'afterAction' && (
                  <>
                    <TextField label={t.delay} value={draft.delay} onChange={(e) => change({ delay: e.target.value })} required inputProps={{ inputMode: 'decimal' }} sx={{ flex: 1, minWidth: 100 }} {...err('events.0.info.delay')} />
                    <TextField select label={t.unit} value={draft.unit} onChange={(e) => change({ unit: e.target.value as DelayUnit })} sx={{ flex: 1, minWidth: 120 }}>
                      {DELAY_UNITS.map((u) => <MenuItem key={u} value={u}>{u}</MenuItem>)}
                    </TextField>
                  </>
                )}
                {draft.eventType === 'ticketCompleted' && (
                  <TextField label={t.closedForReason} value={draft.closedForReason} onChange={(e) => change({ closedForReason: e.target.value })} sx={{ flex: 2 }} />
                )}
              </Stack>
            )}
            {!choices.length && draft.eventType === 'onJourneyStart' && !step && <Typography variant="body2" color="text.secondary">{t.noEarlierSteps}</Typography>}
          </>
        )}
        {(step?.events?.length ?? 0) > 1 && <Typography variant="body2" color="text.secondary">{t.moreEvents(step!.events!.length - 1)}</Typography>}
        {keptAction ? (
          <>
            <ReadOnly text={t.readOnlyAction(keptAction.type)} value={keptAction} />
            {actionError && <Typography role="alert" color="error" variant="body2">{actionError}</Typography>}
          </>
        ) : (
          <>
            <TextField select label={t.action} value={draft.actionType} onChange={(e) => change({ actionType: e.target.value as EditableAction })} error={Boolean(actionError)} helperText={actionError}>
              {EDITABLE_ACTIONS.map((x) => <MenuItem key={x} value={x}>{ACTION_LABELS[x]}</MenuItem>)}
            </TextField>
            <ActionFields draft={draft} change={change} errorOf={errorOf} lookups={lookups} />
            <Box>
              <FormControlLabel control={<Checkbox checked={draft.continueOnError} onChange={(e) => change({ continueOnError: e.target.checked })} />} label={t.continueOnError} />
            </Box>
          </>
        )}
        <JsonField label={t.conditions} value={draft.conditions} onChange={(conditions) => change({ conditions })} serverError={errorOf('enduserConditions')} helperText={t.conditionsHelp} />
      </Stack>
    </FormDialog>
  )
}

function ReadOnly({ text, value }: { text: string; value: unknown }) {
  return (
    <Box>
      <Typography variant="body2">{text}</Typography>
      <Box component="pre" tabIndex={0} aria-label={text} sx={{ m: 0, mt: 0.5, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, overflowX: 'auto', maxWidth: '100%' }}>{json(value)}</Box>
    </Box>
  )
}
