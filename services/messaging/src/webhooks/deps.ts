// What the webhook calls, reaction and delivery job are built from (one start of messaging).
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { Logger } from '@care/kit/runtime/logger'
import type { WebhookRepositories } from './collections.ts'
import { attemptNowQueue } from './attempt-now.ts'
import { attemptDelivery, type DeliverJobPayload } from './deliveries.ts'
import { webhookSettingsFromEnv, type WebhookSettings } from './settings.ts'

export interface WebhookDeps {
  repos: WebhookRepositories
  bus: Bus
  log: Logger
  jobs: RunningJobs<readonly JobDefinition[]>
  settings: WebhookSettings
  now(): number
  /** the first attempt of a delivery, made by this process at once (attempt-now.ts) */
  attemptSoon(job: DeliverJobPayload): void
}

/** Who the log's writes name as their cause. */
export const WEBHOOKS_ACTOR = { type: 'system', id: 'messaging-webhooks' } as const

type Context = { repos: WebhookRepositories; bus: Bus; log: Logger; jobs: RunningJobs<readonly JobDefinition[]>; env: NodeJS.ProcessEnv; onStop(fn: () => Promise<unknown> | unknown): void }
const built = new WeakMap<object, WebhookDeps>()

/** From the service's context (defineService's ctx: repos, bus, log, jobs, env): built once per start. */
export function webhookDeps(ctx: Context): WebhookDeps {
  const known = built.get(ctx)
  if (known) return known
  const d: WebhookDeps = {
    repos: ctx.repos, bus: ctx.bus, log: ctx.log, settings: webhookSettingsFromEnv(ctx.env), now: Date.now,
    // ctx.jobs is usable once the service has started: read when scheduling, not now
    get jobs() { return ctx.jobs },
    attemptSoon: (job) => soon(job),
  }
  const soon = attemptNowQueue((job) => attemptDelivery(d, job, { coveredBySafetyJob: true }), ctx.log)
  ctx.onStop(() => soon.drain())
  built.set(ctx, d)
  return d
}
