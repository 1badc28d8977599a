// The journeys engine (spec 1 §3 "Journeys and automation", §4; issue #23). Enrolling a patient
// sets their state to the journey's defaultState and queues the journey's onJourneyStart steps;
// each queued step is an automated_actions row (status 'active', processAfter) with a durable job
// (the kit's pg-boss jobs) due at processAfter. The job runs the action once (run.ts) and queues
// the steps waiting on it (afterAction, with their delay). Leaving a journey cancels the patient's
// pending actions in it.
import { createHash } from 'node:crypto'
import { newObjectId } from '@care/kit/ids'
import type { Session } from '@care/contracts/session'
import { ApiError, isApiError } from '@care/contracts/errors'
import type { AutomationEvent } from '@care/contracts/values/automation'
import { eventDelayMs } from '@care/contracts/values/automation'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'

export const RUN_ACTION_JOB = 'automations.run-action'

type Row = Record<string, unknown> & { id: string }

export interface StepRow {
  id: string
  journeyId: string
  creator: string
  events: unknown
  action: unknown
  enduserConditions?: unknown
  continueOnError?: boolean | null
}

/** the journey of the business, or 400 naming the field */
export async function journeyOf(d: AutomationDeps, businessId: string, journeyId: string, field = 'journeyId') {
  const journey = await d.repos.journeys.systemRepo(businessId).row(journeyId)
  if (!journey) {
    const message = `${field} must name a record of your business`
    throw new ApiError(400, message, [{ field, message }])
  }
  return journey
}

/** a patient's state in a journey moves: a status update (the history) and their journeys map (identity) */
export async function setState(d: AutomationDeps, o: { businessId: string; journeyId: string; enduserId: string; status: string; as: Session }): Promise<void> {
  await d.repos.enduserStatusUpdates.systemRepo(o.businessId, { type: o.as.type, id: o.as.id }).create({ journeyId: o.journeyId, enduserId: o.enduserId, status: o.status }, { creator: o.as.id })
  await d.endusers.update(o.as, o.enduserId, { journeys: { [o.journeyId]: o.status } })
}

export interface QueueOptions {
  businessId: string
  step: StepRow
  enduserId: string
  event: AutomationEvent
  processAfter: number
  source?: string
  journeyContext?: Record<string, unknown>
  /** the action's id when it must be the same on a second try (followerId); a new one otherwise */
  id?: string
}

/**
 * Queues one step for one patient: the job first (due at processAfter, naming the action's planned
 * id), then the row — a crash between them leaves a job that finds no row (it retries, then gives
 * up), never a row that nothing will run. With `o.id` given, a row already written under that id
 * means it was queued before: nothing more is written (its second job finds it claimed or done).
 */
export async function queueStep(d: AutomationDeps, o: QueueOptions): Promise<string> {
  const id = o.id ?? newObjectId()
  const due = o.processAfter > d.now() ? { startAfter: new Date(o.processAfter) } : {}
  await d.jobs.schedule(RUN_ACTION_JOB, { businessId: o.businessId, actionId: id }, due)
  try {
    await d.repos.automatedActions.systemRepo(o.businessId, SYSTEM).create(actionFields(o), { id, creator: o.step.creator })
  } catch (e) {
    if (!(o.id && isApiError(e) && e.status === 409)) throw e
  }
  return id
}

/**
 * The id of the action a run queues for a step following it: the same whenever that run is tried
 * again (a claim taken over after its process died), so the follower is written once. The run's
 * own seconds lead it, as in every id, so ids still sort by when their chain was built.
 */
export function followerId(actionId: string, stepId: string): string {
  return actionId.slice(0, 8) + createHash('sha1').update(`${actionId}:${stepId}`).digest('hex').slice(0, 16)
}

/** an action row's fields for a step queued for a patient (queueStep, queueSteps) */
function actionFields(o: QueueOptions): Record<string, unknown> {
  const info = (o.event as { info?: { cancelConditions?: unknown } }).info
  return {
    automationStepId: o.step.id, enduserId: o.enduserId, journeyId: o.step.journeyId, event: o.event, action: o.step.action, status: 'active',
    processAfter: o.processAfter,
    ...(Array.isArray(info?.cancelConditions) && info.cancelConditions.length ? { cancelConditions: info.cancelConditions } : {}),
    ...(o.step.enduserConditions && typeof o.step.enduserConditions === 'object' && Object.keys(o.step.enduserConditions).length ? { enduserConditions: o.step.enduserConditions } : {}),
    ...(o.source ? { source: o.source } : {}),
    ...(o.journeyContext ? { journeyContext: o.journeyContext } : {}),
  }
}

/**
 * Queues many steps of one business at once (a chunk of an enrolment): the jobs in one insert, then
 * the rows in one insert with one created event — in that order, as queueStep.
 */
export async function queueSteps(d: AutomationDeps, businessId: string, list: readonly Omit<QueueOptions, 'businessId'>[]): Promise<void> {
  if (!list.length) return
  const planned = list.map((o) => ({ o, id: newObjectId() }))
  const now = d.now()
  await d.jobs.scheduleMany(RUN_ACTION_JOB, planned.map(({ o, id }) => ({ payload: { businessId, actionId: id }, ...(o.processAfter > now ? { startAfter: new Date(o.processAfter) } : {}) })))
  // one creator per insert (the rows name who built each step)
  const byCreator = new Map<string, typeof planned>()
  for (const p of planned) byCreator.set(p.o.step.creator, [...(byCreator.get(p.o.step.creator) ?? []), p])
  for (const [creator, rows] of byCreator) {
    await d.repos.automatedActions.systemRepo(businessId, SYSTEM).createMany(rows.map(({ o, id }) => ({ id, creator, ...actionFields({ ...o, businessId }) })))
  }
}

export const eventsOf = (step: Pick<StepRow, 'events'>) => (Array.isArray(step.events) ? (step.events as AutomationEvent[]) : [])

/** cancels a patient's pending actions in a journey (all journeys when journeyId is undefined), but `except` */
export async function cancelPending(d: AutomationDeps, o: { businessId: string; enduserId: string | readonly string[]; journeyId?: string; by: string; except?: string }): Promise<number> {
  const repo = d.repos.automatedActions.systemRepo(o.businessId, SYSTEM)
  // one query for many patients (an enrolment's chunk): most have nothing pending
  const enduserId = typeof o.enduserId === 'string' ? o.enduserId : { in: [...o.enduserId] }
  const pending = await repo.findRows({ enduserId, status: 'active', ...(o.journeyId ? { journeyId: o.journeyId } : {}) }, { fields: ['id'] })
  let n = 0
  for (const { id } of pending) {
    if (id === o.except) continue
    // under the row's lock: an action already claimed by its job (processedAt) finishes as it started
    const done = await repo.modify(id, (row) => (row.status === 'active' && !row.processedAt ? { status: 'cancelled', cancelledBy: o.by } : undefined))
    if (done?.status === 'cancelled') n++
  }
  return n
}

export interface EnrollOptions {
  businessId: string
  journeyId: string
  enduserIds: readonly string[]
  /** whose session writes the patients' journeys (identity) */
  as: Session
  source: string
  /** start at this step instead of the onJourneyStart steps */
  automationStepId?: string
  journeyContext?: Record<string, unknown>
  /** when the first actions are due (ms); now by default */
  startAt?: number
  /** spread the starts: THROTTLE_PER_SECOND patients a second */
  throttle?: boolean
  /** the first patient's place in the whole enrolment (a chunk of a larger one: the throttle goes on from there) */
  indexOffset?: number
  /** the state they enter at (a journeys map written with one); the journey's defaultState otherwise */
  state?: string
}

export const THROTTLE_PER_SECOND = 10
/** how many patients one enrolment call works on at once */
export const ENROLL_CONCURRENCY = 8

/** runs `fn` over `items`, at most `limit` at a time; the first failure is thrown once all started ones settle */
async function eachLimited<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  let failure: { error: unknown } | undefined
  const lane = async () => {
    while (next < items.length && !failure) {
      const item = items[next++]!
      try { await fn(item) } catch (error) { failure ??= { error } }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane))
  if (failure) throw failure.error
}

/** Adds (or restarts) patients in a journey: defaultState, then its onJourneyStart steps (or the step named). */
export async function enroll(d: AutomationDeps, o: EnrollOptions): Promise<{ queued: number }> {
  const journey = await journeyOf(d, o.businessId, o.journeyId)
  const steps = (await d.repos.automationSteps.systemRepo(o.businessId).findRows({ journeyId: o.journeyId }, { orderBy: { id: 'asc' } })) as unknown as StepRow[]
  let starting: { step: StepRow; event: AutomationEvent }[]
  if (o.automationStepId) {
    const step = steps.find((s) => s.id === o.automationStepId)
    if (!step) throw new ApiError(400, 'automationStepId must name a step of this journey', [{ field: 'automationStepId', message: 'automationStepId must name a step of this journey' }])
    starting = [{ step, event: { type: 'onJourneyStart', info: {} } }]
  } else {
    starting = steps.flatMap((step) => eventsOf(step).filter((e) => e.type === 'onJourneyStart').slice(0, 1).map((event) => ({ step, event })))
  }
  const base = Math.max(o.startAt ?? 0, d.now())
  const status = o.state || (journey.defaultState ?? '')
  const enduserIds = [...new Set(o.enduserIds)]
  // the patients together where the records are records' own: their pending actions found (and
  // cancelled: a restart) in one query, their status updates in one insert; then each patient's
  // journeys map at identity, ENROLL_CONCURRENCY at a time; then their first actions queued together
  await cancelPending(d, { businessId: o.businessId, enduserId: enduserIds, journeyId: o.journeyId, by: 'restarted' })
  await d.repos.enduserStatusUpdates.systemRepo(o.businessId, { type: o.as.type, id: o.as.id })
    .createMany(enduserIds.map((enduserId) => ({ journeyId: o.journeyId, enduserId, status, creator: o.as.id })))
  await eachLimited(enduserIds, ENROLL_CONCURRENCY, (enduserId) => d.endusers.update(o.as, enduserId, { journeys: { [o.journeyId]: status } }).then(() => undefined))
  const queue = enduserIds.flatMap((enduserId, i) => {
    const processAfter = base + (o.throttle ? Math.floor(((o.indexOffset ?? 0) + i) / THROTTLE_PER_SECOND) * 1000 : 0)
    return starting.map((s) => ({ step: s.step, enduserId, event: s.event, processAfter, source: o.source, ...(o.journeyContext ? { journeyContext: o.journeyContext } : {}) }))
  })
  await queueSteps(d, o.businessId, queue)
  return { queued: queue.length }
}

/** Removes patients from a journey: their state goes from their journeys map and their pending actions there are cancelled. */
export async function unenroll(d: AutomationDeps, o: { businessId: string; journeyId: string; enduserIds: readonly string[]; as: Session; by: string; except?: string }): Promise<void> {
  for (const enduserId of o.enduserIds) {
    await cancelPending(d, { businessId: o.businessId, enduserId, journeyId: o.journeyId, by: o.by, ...(o.except ? { except: o.except } : {}) })
    const patient = await d.endusers.get(o.businessId, enduserId)
    if (!patient?.journeys || !(o.journeyId in patient.journeys)) continue
    const { [o.journeyId]: _left, ...rest } = patient.journeys
    await d.endusers.update(o.as, enduserId, { journeys: rest }, { replace: true })
  }
}

/** The steps waiting on `stepId` (afterAction), queued for the patient after their delay. */
/** the events queued when the step they name finishes (the others wait for a form, a ticket or a trigger: step-events.ts) */
const isFollowing = (e: AutomationEvent): e is Extract<AutomationEvent, { type: 'afterAction' | 'formUnsubmitted' | 'formsUnsubmitted' }> =>
  e.type === 'afterAction' || e.type === 'formUnsubmitted' || e.type === 'formsUnsubmitted'

export async function queueFollowers(d: AutomationDeps, o: { businessId: string; journeyId: string; stepId: string; actionId: string; enduserId: string; from: number; journeyContext?: Record<string, unknown> }): Promise<number> {
  const steps = (await d.repos.automationSteps.systemRepo(o.businessId).findRows({ journeyId: o.journeyId }, { orderBy: { id: 'asc' } })) as unknown as StepRow[]
  let n = 0
  for (const step of steps) {
    // afterAction, and the reminders that wait for the step's form to stay unanswered (step-events.ts cancels them when it is answered)
    const event = eventsOf(step).filter(isFollowing).find((e) => e.info.automationStepId === o.stepId)
    if (!event) continue
    await queueStep(d, { businessId: o.businessId, id: followerId(o.actionId, step.id), step, enduserId: o.enduserId, event, processAfter: o.from + eventDelayMs(event.info), source: event.type, ...(o.journeyContext ? { journeyContext: o.journeyContext } : {}) })
    n++
  }
  return n
}

export type { Row }

/** enrolments of more patients than this run as durable jobs of this many patients each (enrollJob) */
export const ENROLL_AT_ONCE = 100
export const ENROLL_JOB = 'automations.enroll'
