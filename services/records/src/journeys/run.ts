// Escape hatch (raw Prisma): the claim is one conditional UPDATE of the row (processedAt, a lease
// no API reader needs published): no transaction, no lock held, no event — the outcome's update is
// the one published.
//
// Running one automated action (the job automations.run-action, due at its processAfter). Exactly
// once: the run claims the row in one conditional update (processedAt set while still 'active'); a second job,
// a sweep or another replica finding it claimed, finished or cancelled does nothing. A claim older
// than CLAIM_LEASE_MS (a process that died mid-run) may be taken over; messages then carry the
// action's Idempotency-Key and tickets the action's id, so the retry sends and makes nothing twice.
// Outcome: 'finished', or 'error' with errorMessage and a background_error naming the journey and
// the patient; the steps waiting on it (afterAction) are queued when it finished, or failed with
// continueOnError. A patient who left the journey, or no longer meets the step's enduserConditions,
// gets 'cancelled'.
import { z } from 'zod'
import { isApiError } from '@care/contracts/errors'
import type { AutomationAction } from '@care/contracts/values/automation'
import { defineJob } from '@care/kit/jobs/index'
import { meetsConditions } from './conditions.ts'
import type { AutomationDeps } from './deps.ts'
import { SYSTEM } from './deps.ts'
import { automationSession } from './endusers-port.ts'
import { queueFollowers, RUN_ACTION_JOB } from './engine.ts'
import { runAction } from './actions.ts'

export const CLAIM_LEASE_MS = 15 * 60_000
export type RunOutcome = 'finished' | 'error' | 'cancelled' | 'not-due' | 'skipped' | 'missing'

const messageOf = (e: unknown) => (isApiError(e) || e instanceof Error ? e.message : String(e)).slice(0, 5000)

/** claims the action for this run, or answers why not */
async function claim(d: AutomationDeps, businessId: string, actionId: string): Promise<RunOutcome | Record<string, unknown>> {
  const now = d.now()
  const repo = d.repos.automatedActions.systemRepo(businessId, SYSTEM)
  for (let attempt = 0; attempt < 2; attempt++) {
    const claimed = await d.db.$executeRawUnsafe(
      // timestamps as UTC text (how Prisma stores a DateTime in a timestamp(3) column)
      `UPDATE automated_actions SET "processedAt" = $3::timestamp WHERE id = $1 AND "businessId" = $2 AND status = 'active'
         AND "processAfter" <= $4::double precision AND ("processedAt" IS NULL OR "processedAt" <= $5::timestamp)`,
      actionId, businessId, new Date(now).toISOString(), now, new Date(now - CLAIM_LEASE_MS).toISOString(),
    )
    const row = await repo.row(actionId)
    if (Number(claimed) === 1 && row) return row as unknown as Record<string, unknown>
    // not claimed: why
    if (!row) return 'missing'
    if (row.status !== 'active') return 'skipped'
    if (row.processAfter > now) return 'not-due'
    if (row.processedAt && row.processedAt.getTime() > now - CLAIM_LEASE_MS) return 'skipped'
    // claimable, yet the update missed it: the row was written just after the update looked (its job came first): once more
  }
  return 'missing'
}

/** Runs one action if it is due and not yet run (the job's work; tests call it with their clock). */
export async function runDueAction(d: AutomationDeps, businessId: string, actionId: string): Promise<RunOutcome> {
  const claimed = await claim(d, businessId, actionId)
  if (typeof claimed === 'string') return claimed
  const row = claimed as { id: string; journeyId: string; enduserId: string; automationStepId: string; creator: string; action: AutomationAction; enduserConditions?: unknown; journeyContext?: Record<string, unknown> }
  const repo = d.repos.automatedActions.systemRepo(businessId, SYSTEM)
  const finish = (fields: Record<string, unknown>) => repo.update(row.id, { processedAt: new Date(d.now()).toISOString(), ...fields })
  const patient = await d.endusers.get(businessId, row.enduserId, `automation-${row.id}`)
  if (!patient || !patient.journeys || !(row.journeyId in patient.journeys)) {
    await finish({ status: 'cancelled', cancelledBy: patient ? 'left-journey' : 'enduser-removed' })
    return 'cancelled'
  }
  if (row.enduserConditions && !meetsConditions(patient, row.enduserConditions)) {
    await finish({ status: 'cancelled', cancelledBy: 'enduserConditions' })
    return 'cancelled'
  }
  const as = automationSession(businessId, row.creator)
  // the steps waiting on this one are queued before its outcome is written: whoever sees it done
  // (a sweep, a test settling the journey) sees them queued too, and a run taken over after a crash
  // between the two queues them under the same ids (followerId), so once
  const followers = () => queueFollowers(d, { businessId, journeyId: row.journeyId, stepId: row.automationStepId, actionId: row.id, enduserId: row.enduserId, from: d.now(), ...(row.journeyContext ? { journeyContext: row.journeyContext } : {}) })
  try {
    await runAction(d, row.action, { businessId, id: row.id, journeyId: row.journeyId, automationStepId: row.automationStepId, enduserId: row.enduserId, patient, as, ...(row.journeyContext ? { journeyContext: row.journeyContext } : {}) })
  } catch (e) {
    const message = messageOf(e)
    // the step is read only on this path: whether its followers still run
    const step = await d.repos.automationSteps.systemRepo(businessId).row(row.automationStepId)
    if (step?.continueOnError === true || row.action.continueOnError === true) await followers()
    await finish({ status: 'error', errorMessage: message })
    await d.repos.backgroundErrors.systemRepo(businessId, SYSTEM).create({
      title: `Automation action ${row.action.type} failed`, message, journeyId: row.journeyId, enduserId: row.enduserId,
    })
    return 'error'
  }
  await followers()
  await finish({ status: 'finished' })
  return 'finished'
}

/** Every active action of the business due by the clock, run (the sweep tests and operators use). */
export async function runDueActions(d: AutomationDeps, businessId: string): Promise<Record<string, RunOutcome>> {
  const due = await d.repos.automatedActions.systemRepo(businessId, SYSTEM).findRows({ status: 'active', processAfter: { lte: d.now() } }, { orderBy: { processAfter: 'asc' }, fields: ['id'] })
  const out: Record<string, RunOutcome> = {}
  for (const { id } of due) out[id] = await runDueAction(d, businessId, id)
  return out
}

/** a job due at once may start before its row is written (queueStep writes it just after): these waits first (ms) */
const ROW_GRACE_MS = [25, 100, 250]

export const runActionJob = (d: AutomationDeps) =>
  defineJob(RUN_ACTION_JOB, async ({ businessId, actionId }) => {
    let outcome = await runDueAction(d, businessId, actionId)
    for (const wait of ROW_GRACE_MS) {
      if (outcome !== 'missing') break
      await new Promise((r) => setTimeout(r, wait))
      outcome = await runDueAction(d, businessId, actionId)
    }
    // still no row: pg-boss retries later (a row never written — a crash between job and row — runs out of retries)
    if (outcome === 'missing') throw new Error(`automated action ${actionId} not found (yet)`)
    // a clock behind the queue's: due again at processAfter (a minute from now at the earliest: never a tight loop)
    if (outcome === 'not-due') {
      const row = await d.repos.automatedActions.systemRepo(businessId, SYSTEM).row(actionId)
      if (row) await d.jobs.schedule(RUN_ACTION_JOB, { businessId, actionId }, { startAfter: new Date(Math.max(row.processAfter, Date.now() + 60_000)) })
    }
  }, { payload: z.object({ businessId: z.string(), actionId: z.string() }), retryLimit: 5, retryDelay: 2 })
