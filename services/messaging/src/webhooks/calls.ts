// The webhook calls (contracts/src/routes/webhooks.ts), in the SDK's shapes. Configuring, updating,
// sending test deliveries and replaying are for Admins only (spec 1 §6 "configure webhooks");
// reading the configuration (never its secret) is for any staff member.
import { calendarEvents } from '@care/contracts/collections/calendar-events'
import type { WebhookSubscriptions } from '@care/contracts/collections/webhooks'
import { badRequest, forbidden, notFound } from '@care/contracts/errors'
import { webhookRoutes } from '@care/contracts/routes/webhooks'
import type { Session } from '@care/contracts/session'
import { callRoute, collectionGetOne } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import { operations } from '@care/kit/runtime/typed-operations'
import { obviouslyPrivate, PRIVATE_ADDRESS_MESSAGE } from './address-guard.ts'
import { WEBHOOKS_ACTOR, type WebhookDeps } from './deps.ts'
import { enqueueDelivery, replayDelivery } from './deliveries.ts'
import { automationPayload, calendarReminderPayload } from './payloads.ts'
import { isUsableSecret } from './signature.ts'

export const ADMIN_ONLY_MESSAGE = 'Only admins may configure webhooks'
export const NOT_CONFIGURED_MESSAGE = 'Webhooks are not configured: call /configure-webhooks first'
const WHSEC_MESSAGE = 'secret: a whsec_ secret must be base64 after its prefix'

function admin(ctx: OperationContext): Session {
  const s = ctx.session
  if (!s || s.type !== 'user') throw forbidden(ADMIN_ONLY_MESSAGE)
  if (!s.isAdmin) throw forbidden(ADMIN_ONLY_MESSAGE)
  return s
}

function staff(ctx: OperationContext): Session {
  const s = ctx.session
  if (!s || s.type !== 'user') throw forbidden()
  return s
}

function checkUrl(d: WebhookDeps, url: string) {
  if (!d.settings.allowPrivate && obviouslyPrivate(url)) throw badRequest(PRIVATE_ADDRESS_MESSAGE, [{ field: 'url', message: PRIVATE_ADDRESS_MESSAGE }])
}

function checkSecret(secret: string) {
  if (!isUsableSecret(secret)) throw badRequest(WHSEC_MESSAGE, [{ field: 'secret', message: WHSEC_MESSAGE }])
}

/** subscriptionUpdates over subscriptions: only the models named change; a model with every value false is removed */
export function mergeSubscriptions(current: WebhookSubscriptions, updates: WebhookSubscriptions): WebhookSubscriptions {
  const out: WebhookSubscriptions = { ...current }
  for (const [model, cud] of Object.entries(updates)) {
    if (!cud.create && !cud.update && !cud.delete) delete out[model]
    else out[model] = cud
  }
  return out
}

async function configuredOrFail(d: WebhookDeps, businessId: string) {
  const config = await d.repos.webhooks.systemRepo(businessId, WEBHOOKS_ACTOR).findRow({}, { fields: ['id', 'url', 'secret'] })
  if (!config?.url || !config.secret) throw badRequest(NOT_CONFIGURED_MESSAGE)
  return { id: config.id, url: config.url, secret: config.secret }
}

export const webhookCalls = (d: WebhookDeps) => operations(webhookRoutes)({
  'webhooks.configure': async (input, ctx) => {
    const s = admin(ctx)
    checkUrl(d, input.url)
    checkSecret(input.secret)
    const repo = d.repos.webhooks.systemRepo(s.businessId, { type: s.type, id: s.id })
    const existing = await repo.findRow({}, { fields: ['id'] })
    const fields = { url: input.url, secret: input.secret, subscriptions: input.subscriptions ?? {} }
    if (existing) await repo.update(existing.id, fields)
    else await repo.create({ ...fields, organizationIds: s.organizationIds }, { creator: s.id })
    return {}
  },

  'webhooks.update': async (input, ctx) => {
    const s = admin(ctx)
    if (input.url !== undefined) checkUrl(d, input.url)
    if (input.secret !== undefined) checkSecret(input.secret)
    const repo = d.repos.webhooks.systemRepo(s.businessId, { type: s.type, id: s.id })
    const existing = await repo.findRow({}, { fields: ['id'] })
    if (!existing) throw badRequest(NOT_CONFIGURED_MESSAGE)
    await repo.modify(existing.id, (row) => ({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.secret !== undefined ? { secret: input.secret } : {}),
      ...(input.subscriptionUpdates ? { subscriptions: mergeSubscriptions((row.subscriptions ?? {}) as WebhookSubscriptions, input.subscriptionUpdates) } : {}),
    }))
    return {}
  },

  'webhooks.get-configuration': async (_input, ctx) => {
    const s = staff(ctx)
    const row = await d.repos.webhooks.systemRepo(s.businessId, WEBHOOKS_ACTOR).findRow({}, { fields: ['url', 'subscriptions'] })
    if (!row) return {}
    return { url: row.url, subscriptions: (row.subscriptions ?? {}) as WebhookSubscriptions }
  },

  'webhooks.send-automation': async (input, ctx) => {
    const s = admin(ctx)
    const config = await configuredOrFail(d, s.businessId)
    const payload = automationPayload({
      message: input.message, timestamp: String(d.now()), secret: config.secret,
      ...(input.enduserId ? { enduserId: input.enduserId } : {}), ...(input.automationStepId ? { automationStepId: input.automationStepId } : {}),
    })
    await enqueueDelivery(d, { businessId: s.businessId, url: config.url, payload, type: 'automation' })
    return {}
  },

  'webhooks.send-calendar-event-reminder': async (input, ctx) => {
    const s = admin(ctx)
    const config = await configuredOrFail(d, s.businessId)
    // read as the caller: an event they may not read is 404, as over REST
    const event = await callRoute(d.bus, collectionGetOne(calendarEvents), { id: input.id }, ctx)
    const payload = calendarReminderPayload({ event: event as Record<string, unknown>, timestamp: String(d.now()), secret: config.secret })
    await enqueueDelivery(d, { businessId: s.businessId, url: config.url, payload, model: 'calendar_events', type: 'calendar_event_reminder' })
    return {}
  },

  'webhook_logs.replay': async (input, ctx) => {
    const s = admin(ctx)
    const row = await d.repos.webhookLogs.systemRepo(s.businessId, WEBHOOKS_ACTOR).row(input.id)
    if (!row) throw notFound()
    await configuredOrFail(d, s.businessId)
    const log = await replayDelivery(d, s.businessId, input.id)
    return { log }
  },
})
