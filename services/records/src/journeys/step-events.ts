// Steps started by what happens outside the journey (spec 1 §3 "Journeys and automation"; the
// SDK's AutomationEvent): a form sent by a step answered (formResponse, formResponses), a ticket
// made by a step closed (ticketCompleted, with its closedForReason when the event names one), an
// automation trigger fired for a patient waiting on it (waitForTrigger, triggers.ts calls
// `continueAfterTrigger`). The step waited on is named by the response's or ticket's
// automationStepId. An answered form also cancels the patient's pending actions that wait for it
// to stay unanswered (formUnsubmitted, formsUnsubmitted) or whose cancelConditions name it.
// Learnt from forms' stream (evt.form_responses.updated: submittedAt set) and records' own
// (evt.tickets.updated: closedAt set). Each start is queued at most once per happening (its
// `source` names the response, ticket or trigger firing), so a redelivered event queues nothing
// twice.
import type { AutomationEvent } from '@care/contracts/values/automation'
import { onEvent } from '@care/kit/reactions/index'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'
import { eventsOf, queueStep, type StepRow } from './engine.ts'
import { justSet } from './event-changes.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : '')

interface Waited {
  businessId: string
  /** the step whose form, ticket or trigger this is */
  automationStepId: string
  enduserId: string
  /** which events start a step waiting on it */
  starts: (event: AutomationEvent) => boolean
  /** names the happening: one start per step and happening */
  source: string
}

/** queues the steps of the journey that wait on this happening, for a patient still in it; how many */
export async function startWaitingSteps(d: AutomationDeps, w: Waited): Promise<number> {
  const waited = (await d.repos.automationSteps.systemRepo(w.businessId).row(w.automationStepId)) as unknown as StepRow | undefined
  if (!waited) return 0
  const steps = (await d.repos.automationSteps.systemRepo(w.businessId).findRows({ journeyId: waited.journeyId }, { orderBy: { id: 'asc' } })) as unknown as StepRow[]
  const starting = steps.flatMap((step) => {
    const event = eventsOf(step).find((e) => (e.info as { automationStepId?: string }).automationStepId === w.automationStepId && w.starts(e))
    return event ? [{ step, event }] : []
  })
  if (!starting.length) return 0
  const patient = await d.endusers.get(w.businessId, w.enduserId)
  if (!patient?.journeys || !(waited.journeyId in patient.journeys)) return 0
  const actions = d.repos.automatedActions.systemRepo(w.businessId, SYSTEM)
  let n = 0
  for (const { step, event } of starting) {
    if (await actions.count({ automationStepId: step.id, enduserId: w.enduserId, source: w.source })) continue
    await queueStep(d, { businessId: w.businessId, step, enduserId: w.enduserId, event, processAfter: d.now(), source: w.source })
    n++
  }
  return n
}

/** cancels the patient's pending actions that wait for the form of `automationStepId` to stay unanswered, or whose cancelConditions name it */
export async function cancelOnFormResponse(d: AutomationDeps, businessId: string, enduserId: string, automationStepId: string): Promise<number> {
  const repo = d.repos.automatedActions.systemRepo(businessId, SYSTEM)
  const pending = await repo.findRows({ enduserId, status: 'active' }, { fields: ['id', 'event', 'cancelConditions'] })
  let n = 0
  for (const row of pending) {
    const event = row.event as { type?: string; info?: { automationStepId?: string } }
    const waitsUnanswered = (event.type === 'formUnsubmitted' || event.type === 'formsUnsubmitted') && event.info?.automationStepId === automationStepId
    const conditions = (Array.isArray(row.cancelConditions) ? row.cancelConditions : []) as { type?: string; info?: { automationStepId?: string } }[]
    const cancelled = conditions.some((c) => (c.type === 'formResponse' || c.type === 'formResponses') && c.info?.automationStepId === automationStepId)
    if (!waitsUnanswered && !cancelled) continue
    const done = await repo.modify(row.id, (r) => (r.status === 'active' && !r.processedAt ? { status: 'cancelled', cancelledBy: 'form-response' } : undefined))
    if (done?.status === 'cancelled') n++
  }
  return n
}

/** the patient waiting on trigger `triggerId` goes on: steps with waitForTrigger whose earlier step has run for them */
export async function continueAfterTrigger(d: AutomationDeps, businessId: string, triggerId: string, enduserId: string, firing: string): Promise<number> {
  const waiting = (await d.repos.automationSteps.systemRepo(businessId).findRows({}, { fields: ['id', 'events'] }))
    .flatMap((s) => eventsOf(s).filter((e) => e.type === 'waitForTrigger' && e.info.triggerId === triggerId))
  let n = 0
  for (const automationStepId of new Set(waiting.map((e) => (e.info as { automationStepId: string }).automationStepId))) {
    const ran = await d.repos.automatedActions.systemRepo(businessId, SYSTEM).count({ automationStepId, enduserId, status: 'finished' })
    if (!ran) continue
    n += await startWaitingSteps(d, { businessId, automationStepId, enduserId, source: `trigger:${firing}`, starts: (e) => e.type === 'waitForTrigger' && e.info.triggerId === triggerId })
  }
  return n
}

export const stepsStartOnFormsAndTickets = (d: AutomationDeps) =>
  onEvent('journeys-step-events', ['evt.form_responses.updated', 'evt.tickets.updated'], async (event, { businessId }) => {
    for (const r of event.records) {
      const automationStepId = text(r.automationStepId)
      const enduserId = text(r.enduserId)
      if (!automationStepId || !enduserId) continue
      if (event.subject === 'evt.form_responses.updated' && justSet(event, r, 'submittedAt')) {
        await cancelOnFormResponse(d, businessId, enduserId, automationStepId)
        await startWaitingSteps(d, { businessId, automationStepId, enduserId, source: `formResponse:${text(r.id)}`, starts: (e) => e.type === 'formResponse' || e.type === 'formResponses' })
      }
      if (event.subject === 'evt.tickets.updated' && justSet(event, r, 'closedAt')) {
        const reason = text(r.closedForReason)
        await startWaitingSteps(d, {
          businessId, automationStepId, enduserId, source: `ticketCompleted:${text(r.id)}`,
          starts: (e) => e.type === 'ticketCompleted' && (!e.info.closedForReason || e.info.closedForReason === reason),
        })
      }
    }
  })
