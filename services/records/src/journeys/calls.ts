// The journey calls (contracts/src/routes/journeys.ts): adding and removing patients, deleting
// states, statistics; and enduser_status_updates' create, which moves the patient's state.
import { ApiError, forbidden } from '@care/contracts/errors'
import { accessLevel } from '@care/contracts/access/visibility'
import type { recordsRoutes } from '@care/contracts/routes/records'
import type { Session } from '@care/contracts/session'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { Operation, OperationContext } from '@care/kit/runtime/operation'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'
import { automationSession } from './endusers-port.ts'
import { cancelPending, enroll, ENROLL_AT_ONCE, ENROLL_JOB, journeyOf, setState, unenroll, type StepRow } from './engine.ts'
import { simulateJourney } from './simulator.ts'
import { fire, triggerRows } from './triggers.ts'
import { newObjectId } from '@care/kit/ids'
import { SIMULATION_DEFAULT_DAYS } from '@care/contracts/routes/journeys'

type R = typeof recordsRoutes
export const PATIENT_ONLY_THEMSELVES = 'Endusers may only add or remove themselves'
export const NOT_PATIENTS = 'enduserIds must name patients of your business'
export const LAST_STATE = 'A journey must keep at least one state'

/** the patients named, checked as the caller may see them; the session the automation writes them with */
async function patientsFor(d: AutomationDeps, session: Session, enduserIds: readonly string[]): Promise<Session> {
  if (session.type === 'enduser') {
    if (enduserIds.some((id) => id !== session.id)) throw forbidden(PATIENT_ONLY_THEMSELVES)
  } else if (accessLevel(session, 'endusers', 'update') === null) throw forbidden()
  const ids = [...new Set(enduserIds)]
  const seen = new Set((await d.endusers.byIds(session, ids)).map((p) => p.id))
  if (ids.some((id) => !seen.has(id))) throw new ApiError(400, NOT_PATIENTS, [{ field: 'enduserIds', message: NOT_PATIENTS }])
  // a patient's own journeys are staff's fields at identity: written for them by the journey's automation
  return automationSession(session.businessId, session.id)
}

export const addEndusersToJourney = (d: AutomationDeps): Handler<R, 'journeys.add-endusers'> => async (input, ctx) => {
  const session = ctx.session!
  await journeyOf(d, session.businessId, input.journeyId)
  const as = await patientsFor(d, session, input.enduserIds)
  const startAt = input.startAt === undefined ? undefined : typeof input.startAt === 'number' ? input.startAt : Date.parse(input.startAt)
  const enduserIds = [...new Set(input.enduserIds)]
  const options = {
    journeyId: input.journeyId, source: input.source || 'add-endusers-to-journey',
    ...(input.automationStepId ? { automationStepId: input.automationStepId } : {}), ...(input.journeyContext ? { journeyContext: input.journeyContext } : {}),
    ...(input.throttle ? { throttle: true } : {}),
  }
  if (enduserIds.length <= ENROLL_AT_ONCE) {
    await enroll(d, { businessId: session.businessId, enduserIds, as, ...options, ...(startAt !== undefined ? { startAt } : {}) })
    return {}
  }
  // a large enrolment: durable jobs of ENROLL_AT_ONCE patients each, from one start (the answer does not wait for them)
  const base = Math.max(startAt ?? 0, d.now())
  for (let i = 0; i < enduserIds.length; i += ENROLL_AT_ONCE) {
    await d.jobs.schedule(ENROLL_JOB, { businessId: session.businessId, userId: as.id, enduserIds: enduserIds.slice(i, i + ENROLL_AT_ONCE), startAt: base, indexOffset: i, ...options })
  }
  return {}
}

export const removeEndusersFromJourney = (d: AutomationDeps): Handler<R, 'journeys.remove-endusers'> => async (input, ctx) => {
  const session = ctx.session!
  await journeyOf(d, session.businessId, input.journeyId)
  const as = await patientsFor(d, session, input.enduserIds)
  await unenroll(d, { businessId: session.businessId, journeyId: input.journeyId, enduserIds: [...new Set(input.enduserIds)], as, by: session.id })
  return {}
}

export const deleteJourneyStates = (d: AutomationDeps): Handler<R, 'journeys.delete-states'> => async (input, ctx) => {
  const session = ctx.session!
  const repo = d.repos.journeys.repo(ctx)
  const journey = await repo.get(input.id)
  const gone = new Set(input.states)
  const states = (journey.states ?? []).filter((s) => !gone.has(s.name))
  if (!states.length) throw new ApiError(400, LAST_STATE, [{ field: 'states', message: LAST_STATE }])
  const defaultState = journey.defaultState && !gone.has(journey.defaultState) ? journey.defaultState : states[0]!.name
  // the caller's update access to the journey decides (the engine answers 403/404)
  const updated = await repo.update(input.id, { states, defaultState }, { replaceObjectFields: true })
  const businessId = session.businessId
  // steps that set a deleted state go, with their pending actions; conditions on a deleted state go from the steps keeping them
  const steps = d.repos.automationSteps.systemRepo(businessId, { type: session.type, id: session.id })
  for (const step of (await steps.findRows({ journeyId: input.id })) as unknown as (StepRow & { conditions?: { info?: { journeyId?: string; state?: string } }[] })[]) {
    const action = step.action as { type?: string; info?: { status?: string } }
    if (action.type === 'setEnduserStatus' && gone.has(action.info?.status ?? '')) {
      for (const pending of await d.repos.automatedActions.systemRepo(businessId, SYSTEM).findRows({ automationStepId: step.id, status: 'active' }, { fields: ['enduserId'] })) {
        await cancelPending(d, { businessId, enduserId: pending.enduserId, journeyId: input.id, by: 'state-deleted' })
      }
      await steps.delete(step.id)
      continue
    }
    const conditions = step.conditions ?? []
    const kept = conditions.filter((c) => !(c.info?.journeyId === input.id && gone.has(c.info?.state ?? '')))
    if (kept.length !== conditions.length) await steps.update(step.id, { conditions: kept })
  }
  // patients in a deleted state move to the journey's defaultState
  const as = automationSession(businessId, session.id)
  for (const patient of await d.endusers.inJourney(as, input.id, input.states)) {
    await setState(d, { businessId, journeyId: input.id, enduserId: patient.id, status: defaultState, as })
  }
  return { updated }
}

type RunStatus = 'active' | 'finished' | 'cancelled' | 'error'

/** each patient's run status in a journey from their actions there, oldest first (journeyStatistics' `runs`) */
export function runStatuses(actions: readonly { enduserId: string; status: string }[]): Map<string, RunStatus> {
  const byPatient = new Map<string, string[]>()
  for (const a of actions) {
    const statuses = byPatient.get(a.enduserId)
    if (statuses) statuses.push(a.status)
    else byPatient.set(a.enduserId, [a.status])
  }
  return new Map([...byPatient].map(([enduserId, statuses]) => [enduserId,
    statuses.includes('error') ? 'error' : statuses.includes('active') ? 'active' : statuses.at(-1) === 'cancelled' ? 'cancelled' : 'finished'] as const))
}

const noRuns = (): Record<RunStatus, number> => ({ active: 0, finished: 0, cancelled: 0, error: 0 })

export const journeyStatistics = (d: AutomationDeps): Handler<R, 'journeys.statistics'> => async (input, ctx) => {
  const session = ctx.session!
  const journey = await d.repos.journeys.repo(ctx).get(input.journeyId)
  // the patients the caller may read
  const patients = await d.endusers.inJourney(session, input.journeyId)
  const byState = new Map<string, number>((journey.states ?? []).map((s) => [s.name, 0]))
  for (const p of patients) {
    const state = p.journeys?.[input.journeyId] ?? ''
    byState.set(state, (byState.get(state) ?? 0) + 1)
  }
  // the journey's actions read once: counted by status, by step and by patient's run
  const rows = (await d.repos.automatedActions.systemRepo(session.businessId, SYSTEM).findRows({ journeyId: input.journeyId }, { fields: ['enduserId', 'status', 'automationStepId', 'processAfter'], orderBy: { processAfter: 'asc' } })) as unknown as { enduserId: string; status: RunStatus; automationStepId: string }[]
  const stepIds = (await d.repos.automationSteps.systemRepo(session.businessId).findRows({ journeyId: input.journeyId }, { fields: ['id'], orderBy: { id: 'asc' } })).map((s) => s.id)
  const actions = noRuns()
  const steps = new Map(stepIds.map((id) => [id, noRuns()]))
  for (const row of rows) {
    actions[row.status]++
    const step = steps.get(row.automationStepId)
    if (step) step[row.status]++
  }
  const runs = noRuns()
  for (const status of runStatuses(rows).values()) runs[status]++
  return {
    statistics: {
      runs,
      journeyId: input.journeyId,
      total: patients.length,
      states: [...byState].map(([state, count]) => ({ state, count })),
      actions,
      steps: [...steps].map(([automationStepId, counts]) => ({ automationStepId, ...counts })),
    },
  }
}

export const NO_SUCH_PATIENT = 'enduserId must name a patient of your business'
export const NO_SUCH_TRIGGER = 'automationTriggerId must name an automation trigger of your business'

/** /automation-triggers/trigger-events (admins only): every firing checked first, then each fired in turn */
export const triggerEvents = (d: AutomationDeps): Handler<R, 'automation_triggers.trigger-events'> => async (input, ctx) => {
  const session = ctx.session!
  if (!session.isAdmin) throw forbidden()
  const businessId = session.businessId
  const triggers = new Map((await triggerRows(d, businessId, { id: { in: [...new Set(input.triggers.map((t) => t.automationTriggerId))] } })).map((t) => [t.id, t]))
  const patients = new Map((await d.endusers.byIds(session, [...new Set(input.triggers.map((t) => t.enduserId))])).map((p) => [p.id, p]))
  input.triggers.forEach((t, i) => {
    if (!triggers.has(t.automationTriggerId)) throw new ApiError(400, NO_SUCH_TRIGGER, [{ field: `triggers.${i}.automationTriggerId`, message: NO_SUCH_TRIGGER }])
    if (!patients.has(t.enduserId)) throw new ApiError(400, NO_SUCH_PATIENT, [{ field: `triggers.${i}.enduserId`, message: NO_SUCH_PATIENT }])
  })
  const firing = newObjectId()
  for (const t of input.triggers) {
    await fire(d, { businessId, trigger: triggers.get(t.automationTriggerId)!, patient: patients.get(t.enduserId)!, firing, ...(t.journeyContext ? { journeyContext: t.journeyContext } : {}), log: ctx.log })
  }
  return {}
}

/** the dry run: the journey and its steps as the caller may read them, the patient as the caller may read them (or described) */
export const simulate = (d: AutomationDeps): Handler<R, 'journeys.simulate'> => async (input, ctx) => {
  const session = ctx.session!
  const journey = await d.repos.journeys.repo(ctx).get(input.journeyId)
  const steps = (await d.repos.automationSteps.systemRepo(session.businessId).findRows({ journeyId: journey.id }, { orderBy: { id: 'asc' } })) as unknown as StepRow[]
  let patient: Record<string, unknown> = { tags: [], fields: {}, journeys: {} }
  if (input.enduserId) {
    const [found] = await d.endusers.byIds(session, [input.enduserId])
    if (!found) throw new ApiError(400, NO_SUCH_PATIENT, [{ field: 'enduserId', message: NO_SUCH_PATIENT }])
    patient = found
  }
  if (input.enduser) {
    const { fields, ...rest } = input.enduser as { fields?: unknown }
    patient = { ...patient, ...rest, ...(fields && typeof fields === 'object' ? { fields: { ...(patient.fields as object | undefined), ...fields } } : {}) }
  }
  const startAt = input.startAt === undefined ? d.now() : typeof input.startAt === 'number' ? input.startAt : Date.parse(input.startAt)
  const simulation = simulateJourney({ journey, steps, patient, startAt, horizonMs: (input.horizonDays ?? SIMULATION_DEFAULT_DAYS) * 86_400_000 })
  return { simulation }
}

/**
 * enduser_status_updates' createOne and createSome: the engine's create (rules, the journey and
 * patient of the business), then each update moves the patient's journeys map (spec 1 §3 "People").
 */
export function statusUpdateOperations(d: AutomationDeps): Record<string, Operation> {
  const ops = d.repos.enduserStatusUpdates.operations
  const move = async (ctx: OperationContext, u: { enduserId?: unknown; journeyId?: unknown; status?: unknown }) => {
    const session = ctx.session!
    await d.endusers.update(automationSession(session.businessId, session.id), String(u.enduserId), { journeys: { [String(u.journeyId)]: String(u.status) } })
  }
  return {
    'enduser_status_updates.createOne': async (payload, ctx) => {
      const created = (await ops.createOne(payload, ctx)) as Record<string, unknown>
      await move(ctx, created)
      return created
    },
    'enduser_status_updates.createSome': async (payload, ctx) => {
      const answer = (await ops.createSome(payload, ctx)) as { created: Record<string, unknown>[] }
      for (const created of answer.created) await move(ctx, created)
      return answer
    },
  }
}

export function journeyOperations(d: AutomationDeps) {
  return {
    'journeys.add-endusers': addEndusersToJourney(d),
    'journeys.remove-endusers': removeEndusersFromJourney(d),
    'journeys.delete-states': deleteJourneyStates(d),
    'journeys.statistics': journeyStatistics(d),
    'journeys.simulate': simulate(d),
    'automation_triggers.trigger-events': triggerEvents(d),
  }
}
