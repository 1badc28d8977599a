// automation_steps' entity rules (spec 1 §5): an afterAction-like event's delayInMS is filled from
// its delay and unit (spec 1 §9) when left out; a step waits for a step of its own journey, never
// for itself; and a second step of one journey with the same events, action and conditions is
// refused (409, the SDK's text AUTOMATION_STEP_DUPLICATE). Unsupported action types never get here:
// the contract refuses them ('Unsupported automation action: <type>').
import { ApiError } from '@care/contracts/errors'
import { AUTOMATION_STEP_DUPLICATE, automationSteps } from '@care/contracts/collections/automation-steps'
import { OBJECT_ID_PATTERN } from '@care/contracts/record'
import { updateOneInput } from '@care/contracts/routes/generic'
import { parseOrThrow } from '@care/contracts/values/issues'
import type { Operation } from '@care/kit/runtime/operation'
import { eventDelayMs } from '@care/contracts/values/automation'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/index'
import { appendUnique } from '@care/kit/collections/merge'
import type { RecordsDb } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { stepSignature } from './signature.ts'

type Event = { type: string; info: Record<string, unknown> }
const DELAYED = new Set(['afterAction', 'formUnsubmitted', 'formsUnsubmitted'])

/** events with their real delay (delayInMS) filled in */
export const withDelays = (events: unknown): unknown => Array.isArray(events)
  ? (events as Event[]).map((e) => (DELAYED.has(e.type) && e.info && typeof e.info.delayInMS !== 'number' ? { ...e, info: { ...e.info, delayInMS: eventDelayMs(e.info) } } : e))
  : events

const refuse = (status: number, field: string, message: string) => new ApiError(status, message, [{ field, message }])

function ownStep(step: ApiRecord): void {
  for (const [i, e] of ((step.events as Event[] | undefined) ?? []).entries()) {
    if (e.info?.automationStepId === step.id) throw refuse(400, `events.${i}.info.automationStepId`, 'A step cannot wait for itself')
  }
}

async function checkSteps(db: RecordsDb, step: ApiRecord): Promise<void> {
  const repos = repositoriesOf(db)
  const repo = repos.automationSteps.systemRepo(String(step.businessId))
  // a journey of another business is answered by the reference check ('journeyId must name a record of your business')
  if (typeof step.journeyId !== 'string' || !(await repos.journeys.systemRepo(String(step.businessId)).existingIds([step.journeyId])).length) return
  const waitedFor = ((step.events as Event[] | undefined) ?? []).map((e) => e.info?.automationStepId).filter((id): id is string => typeof id === 'string')
  if (waitedFor.length) {
    const ofJourney = new Set((await repo.findRows({ journeyId: step.journeyId, id: { in: waitedFor } }, { fields: ['id'] })).map((s) => s.id))
    const i = waitedFor.findIndex((id) => !ofJourney.has(id))
    // an id of another business is answered by the reference check ('… must name a record of your business')
    if (i >= 0 && (await repo.existingIds([waitedFor[i]!])).length) throw refuse(400, `events.${i}.info.automationStepId`, 'automationStepId must name a step of the same journey')
  }
  const signature = stepSignature(step)
  const siblings = await repo.findRows({ journeyId: step.journeyId, id: { not: step.id } }, { fields: ['events', 'action', 'conditions', 'enduserConditions'] })
  if (siblings.some((s) => stepSignature(s) === signature)) throw refuse(409, 'action', AUTOMATION_STEP_DUPLICATE)
}

export const automationStepHooks = (db: RecordsDb): CollectionHooks => ({
  async beforeCreate(record) {
    const step = { ...record, events: withDelays(record.events) }
    ownStep(step)
    await checkSteps(db, step)
    return step
  },
  // the rules on the step as updated are checked before the engine's transaction (automationStepUpdateOne)
  beforeUpdate: (_existing, updates) => ('events' in updates ? { ...updates, events: withDelays(updates.events) } : updates),
})

const RULED = ['events', 'action', 'conditions', 'enduserConditions'] as const
const fieldRules = automationSteps.fields as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>

/**
 * automation_steps.updateOne: the step as it will be stored (lists appended, or replaced with
 * replaceObjectFields) must keep the rules above. Checked before the engine's update: its
 * transaction holds a connection while it runs, and these reads need another one.
 */
export const automationStepUpdateOne = (db: RecordsDb): Operation => async (payload, ctx) => {
  const input = parseOrThrow(updateOneInput, payload)
  const parsed = RULED.filter((f) => f in input.updates).map((f) => [f, fieldRules[f]!.safeParse(input.updates[f])] as const)
  // values their rules refuse are answered by the engine, naming the field
  if (ctx.session && parsed.length && parsed.every(([, r]) => r.success) && OBJECT_ID_PATTERN.test(input.id)) {
    const stored = await repositoriesOf(db).automationSteps.systemRepo(ctx.session.businessId).row(input.id)
    if (stored) {
      const existing = stored as unknown as ApiRecord
      const changes = Object.fromEntries(parsed.map(([f, r]) => [f, f === 'events' ? withDelays(r.data) : r.data]))
      const merged: ApiRecord = { ...existing, ...changes }
      if (input.options?.replaceObjectFields !== true) {
        for (const f of ['events', 'conditions']) {
          if (Array.isArray(changes[f]) && Array.isArray(existing[f])) merged[f] = appendUnique(existing[f] as unknown[], changes[f] as unknown[])
        }
        if (isObject(changes.enduserConditions) && isObject(existing.enduserConditions)) merged.enduserConditions = { ...existing.enduserConditions, ...changes.enduserConditions }
      }
      ownStep(merged)
      await checkSteps(db, merged)
    }
  }
  return repositoriesOf(db).automationSteps.operations.updateOne(payload, ctx)
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)
