// A delivery's life: created pending in the log (one row, one webhook-id for every attempt), its
// first attempt made at once by this process (attempt-now.ts) and, should that never happen (a
// crash), by the durable job `webhooks.deliver` a minute later (pg-boss, in messaging's database: it
// survives restarts and runs once across replicas). A 2xx makes it delivered; a refused address
// (SSRF) makes it refused; anything else schedules the next attempt as a durable job by the retry
// schedule, and after the last one it is failed. An attempt is made only for a pending row whose
// nextAttemptAt has come, and claims it under the row's lock by moving nextAttemptAt to a lease's
// end: a second claimant, a job of a delivery a replay or an earlier attempt has moved on, or a job of
// a finished delivery finds nothing due and does nothing.
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import type { Transaction } from '@care/kit/repository/index'
import { newObjectId } from '@care/kit/ids'
import { WEBHOOKS_ACTOR, type WebhookDeps } from './deps.ts'
import { integrityOf } from './payloads.ts'
import { retryDelay } from './retry-schedule.ts'
import { isSuccess, sendAttempt, type AttemptResult } from './send.ts'
import { signedHeaders } from './signature.ts'

export const DELIVER_JOB = 'webhooks.deliver'
/** when the durable job makes an attempt the process did not (the first retry is within a minute) */
export const SAFETY_DELAY_SECONDS = 60

export const deliverJobPayload = z.object({
  businessId: z.string(),
  logId: z.string(),
  /** 0 for the first attempt of a series (a new delivery, a replay), n for its n-th retry */
  retry: z.number().int().min(0),
  /** the log's nextAttemptAt this job is for (ISO) */
  due: z.string(),
})
export type DeliverJobPayload = z.output<typeof deliverJobPayload>

/** The Standard Webhooks message id: the same on every attempt and replay of a delivery. */
export const newDeliveryId = () => `msg_${newObjectId()}`

/** a lease ends this long after the attempt's timeout (well before the safety job's minute) */
const LEASE_MARGIN_MS = 20_000

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : undefined)

export interface NewDelivery {
  businessId: string
  url: string
  payload: Record<string, unknown>
  model?: string
  type: string
  /** the webhook-id, when the caller needs a known one (an automation's, once per action); a new one otherwise */
  deliveryId?: string
  /** every attempt goes to this address rather than the configured URL (an automation's own url) */
  targetUrl?: string
}

/**
 * Logs a new delivery as pending and schedules its first attempt (inside `tx` when given: a
 * reaction's). `attemptNow: false` leaves the first attempt to the caller (it makes it itself and
 * answers its outcome); the safety job still covers it.
 */
export async function enqueueDelivery(d: WebhookDeps, delivery: NewDelivery, options: { tx?: Transaction; attemptNow?: boolean } = {}) {
  const due = new Date(d.now()).toISOString()
  const log = await d.repos.webhookLogs.systemRepo(delivery.businessId, WEBHOOKS_ACTOR).create({
    url: delivery.targetUrl ?? delivery.url,
    payload: delivery.payload,
    deliveryId: delivery.deliveryId ?? newDeliveryId(),
    ...(delivery.targetUrl ? { targetUrl: delivery.targetUrl } : {}),
    ...(delivery.model ? { model: delivery.model } : {}),
    type: delivery.type,
    status: 'pending',
    attempts: 0,
    attemptLog: [],
    nextAttemptAt: due,
  }, { tx: options.tx })
  const job = { businessId: delivery.businessId, logId: log.id, retry: 0, due }
  // the safety net: a minute from now, unless the attempt made at once has moved nextAttemptAt on
  await d.jobs.schedule(DELIVER_JOB, job, { startAfter: SAFETY_DELAY_SECONDS })
  if (options.attemptNow !== false) d.attemptSoon(job)
  return log
}

/** Starts a new series of attempts of a logged delivery (the console's replay): the same id and body. */
export async function replayDelivery(d: WebhookDeps, businessId: string, logId: string) {
  const due = new Date(d.now()).toISOString()
  const log = await d.repos.webhookLogs.systemRepo(businessId, WEBHOOKS_ACTOR).update(logId, { status: 'pending', nextAttemptAt: due, error: null })
  const job = { businessId, logId, retry: 0, due }
  await d.jobs.schedule(DELIVER_JOB, job, { startAfter: SAFETY_DELAY_SECONDS })
  d.attemptSoon(job)
  return log
}

/** One attempt of a delivery (the job's work). */
export async function attemptDelivery(d: WebhookDeps, job: DeliverJobPayload, o: { coveredBySafetyJob?: boolean } = {}): Promise<AttemptResult | undefined> {
  const logs = d.repos.webhookLogs.systemRepo(job.businessId, WEBHOOKS_ACTOR)
  const row = await logs.row(job.logId)
  if (!row) throw new Error(`webhook log ${job.logId} not found (not committed yet, or gone)`)
  const overdue = (r: { status?: string | null; nextAttemptAt?: unknown }) =>
    r.status === 'pending' && Date.parse(iso(r.nextAttemptAt) ?? '') <= d.now()
  if (!overdue(row)) return undefined
  // the lease: if this attempt never records its outcome (a crash), a job at the lease's end makes it
  // again — the safety job does for a first attempt made at once (its lease ends before that job runs)
  const lease = new Date(d.now() + d.settings.timeoutMs + LEASE_MARGIN_MS).toISOString()
  if (!o.coveredBySafetyJob) await d.jobs.schedule(DELIVER_JOB, { ...job, due: lease }, { startAfter: new Date(lease) })
  const claimed = await logs.modify(job.logId, (current) => (overdue(current) ? { nextAttemptAt: lease } : undefined))
  if (!claimed || iso(claimed.nextAttemptAt) !== lease) return undefined
  const config = await d.repos.webhooks.systemRepo(job.businessId, WEBHOOKS_ACTOR).findRow({}, { fields: ['url', 'secret'] })
  const at = new Date(d.now())
  const attempts = (row.attempts ?? 0) + 1
  const previous = Array.isArray(row.attemptLog) ? (row.attemptLog as Record<string, unknown>[]) : []
  // an automation's own address, else the configured one as it is now (a changed URL applies to retries)
  const target = row.targetUrl || config?.url
  if (!target || !config?.secret || !row.deliveryId) {
    await logs.update(job.logId, {
      status: 'failed', attempts, lastAttemptAt: at.toISOString(), nextAttemptAt: null, error: 'Webhooks are not configured',
      attemptLog: [...previous, { at: at.toISOString(), error: 'Webhooks are not configured', durationMs: 0 }].slice(-100),
    })
    return undefined
  }
  const stored = (row.payload ?? {}) as Record<string, unknown>
  const integrity = integrityOf(stored, config.secret)
  const body = JSON.stringify(integrity ? { ...stored, integrity } : stored)
  const result = await sendAttempt(target, body, signedHeaders(config.secret, row.deliveryId, body, at), d.settings)
  const attempt = {
    at: at.toISOString(),
    ...(result.responseCode !== undefined ? { responseCode: result.responseCode } : {}),
    ...(result.error ? { error: result.error.slice(0, 1000) } : {}),
    durationMs: result.durationMs,
  }
  let status: 'delivered' | 'refused' | 'failed' | 'pending'
  let next: string | null = null
  if (isSuccess(result)) status = 'delivered'
  else if (result.refused) status = 'refused'
  else {
    const delay = retryDelay(d.settings.retryDelaysSeconds, job.retry)
    if (delay === undefined) status = 'failed'
    else {
      status = 'pending'
      next = new Date(at.getTime() + delay * 1000).toISOString()
      // scheduled before the log says so: a crash in between leaves a job whose due time the log
      // does not hold (it does nothing) and this job, which pg-boss runs again (the same attempt)
      await d.jobs.schedule(DELIVER_JOB, { businessId: job.businessId, logId: job.logId, retry: job.retry + 1, due: next }, { startAfter: new Date(next) })
    }
  }
  await logs.update(job.logId, {
    url: target,
    status,
    attempts,
    attemptLog: [...previous, attempt].slice(-100),
    lastAttemptAt: at.toISOString(),
    nextAttemptAt: next,
    responseCode: result.responseCode ?? null,
    response: result.response ?? null,
    error: isSuccess(result) ? null : (result.error ?? `receiver answered ${result.responseCode}`).slice(0, 1000),
  })
  return result
}

export const deliverJob = (d: WebhookDeps) =>
  defineJob(DELIVER_JOB, async (payload) => {
    await attemptDelivery(d, payload)
  }, { payload: deliverJobPayload, retryLimit: 5, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 })
