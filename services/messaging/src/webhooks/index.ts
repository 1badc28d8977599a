// Signed webhooks (issue #26): configuration calls, deliveries of every subscribed collection's
// writes, automation and calendar-reminder deliveries (records' sendWebhook action's on the bus),
// the delivery log and its replay. Messaging's service.ts spreads these in (collections,
// operations, internal calls, reactions, jobs).
import type { Bus } from '@care/kit/bus/types'
import type { JobDefinition, RunningJobs } from '@care/kit/jobs/index'
import type { Logger } from '@care/kit/runtime/logger'
import { webhookBusOperations } from './automation-delivery.ts'
import { webhookCalls } from './calls.ts'
import type { WebhookRepositories } from './collections.ts'
import { deliverJob } from './deliveries.ts'
import { webhookDeps } from './deps.ts'
import { recordDeliveries } from './reactions.ts'

export { webhookCollectionList, type WebhookRepositories } from './collections.ts'

type Context = { repos: WebhookRepositories; bus: Bus; log: Logger; jobs: RunningJobs<readonly JobDefinition[]>; env: NodeJS.ProcessEnv; onStop(fn: () => Promise<unknown> | unknown): void }

export const webhookOperations = (ctx: Context) => webhookCalls(webhookDeps(ctx))
/** on the bus only: records' sendWebhook action (automation-delivery.ts) */
export const webhookInternal = (ctx: Context) => webhookBusOperations(webhookDeps(ctx))
export const webhookReactions = (ctx: Context) => [recordDeliveries(webhookDeps(ctx))]
export const webhookJobs = (ctx: Context) => [deliverJob(webhookDeps(ctx))]
