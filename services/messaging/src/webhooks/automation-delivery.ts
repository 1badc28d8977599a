// The bus-only call records' journeys make for the sendWebhook action (contracts/src/routes/webhooks.ts,
// webhooks.deliver-automation): an automation webhook in the SDK's format, signed with the
// business's secret, logged like every delivery and retried by the same schedule — but its first
// attempt is made here, before answering, so the action's outcome is what the receiver said: a 2xx
// is 'delivered'; anything else is answered as it stands ('pending' with its retries to come,
// 'refused', 'failed'), never as a success. `key` makes the delivery once: the webhook-id is derived
// from it, and a second call with the same key (a retried run) answers the delivery already made
// without sending anything again.
import { badRequest } from '@care/contracts/errors'
import type { webhookBusRoutes } from '@care/contracts/routes/webhooks'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { obviouslyPrivate, PRIVATE_ADDRESS_MESSAGE } from './address-guard.ts'
import { NOT_CONFIGURED_MESSAGE } from './calls.ts'
import { attemptDelivery, enqueueDelivery } from './deliveries.ts'
import { WEBHOOKS_ACTOR, type WebhookDeps } from './deps.ts'
import { automationPayload } from './payloads.ts'

/** the first attempt waits at most this long: the caller's bus request gives up after 10 s */
export const INLINE_ATTEMPT_MS = 5000

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : new Date(0).toISOString())

export const webhookBusOperations = (d: WebhookDeps): RouteOperations<typeof webhookBusRoutes> => ({
  'webhooks.deliver-automation': async (input) => {
    const config = await d.repos.webhooks.systemRepo(input.businessId, WEBHOOKS_ACTOR).findRow({}, { fields: ['url', 'secret'] })
    const url = input.url ?? config?.url
    if (!config?.secret || !url) throw badRequest(NOT_CONFIGURED_MESSAGE)
    if (input.url && !d.settings.allowPrivate && obviouslyPrivate(input.url)) throw badRequest(PRIVATE_ADDRESS_MESSAGE, [{ field: 'url', message: PRIVATE_ADDRESS_MESSAGE }])
    const deliveryId = `msg_${input.key}`
    const logs = d.repos.webhookLogs.systemRepo(input.businessId, WEBHOOKS_ACTOR)
    const made = await logs.findRow({ deliveryId, type: 'automation' }, { fields: ['id'] })
    let logId = made?.id
    if (!logId) {
      const payload = {
        ...automationPayload({
          message: input.message, timestamp: String(d.now()), secret: config.secret,
          ...(input.enduserId ? { enduserId: input.enduserId } : {}), ...(input.automationStepId ? { automationStepId: input.automationStepId } : {}),
        }),
        ...(input.journeyId ? { journeyId: input.journeyId } : {}),
        ...(input.fields?.length ? { fields: Object.fromEntries(input.fields.map((f) => [f.field, f.value])) } : {}),
      }
      const log = await enqueueDelivery(d, { businessId: input.businessId, url, payload, type: 'automation', deliveryId, ...(input.url ? { targetUrl: input.url } : {}) }, { attemptNow: false })
      logId = log.id
      const inline = { ...d, settings: { ...d.settings, timeoutMs: Math.min(d.settings.timeoutMs, INLINE_ATTEMPT_MS) } }
      // the safety job a minute away covers an attempt that never records its outcome
      await attemptDelivery(inline, { businessId: input.businessId, logId, retry: 0, due: iso(log.nextAttemptAt) }, { coveredBySafetyJob: true }).catch((err: unknown) => {
        d.log.warn({ err, logId }, 'automation webhook: first attempt failed here; its jobs retry it')
      })
    }
    const row = await logs.row(logId)
    const status = row?.status === 'delivered' || row?.status === 'failed' || row?.status === 'refused' ? row.status : 'pending'
    return {
      logId, deliveryId, status, created: !made,
      ...(typeof row?.responseCode === 'number' ? { responseCode: row.responseCode } : {}),
      ...(row?.error ? { error: row.error } : {}),
    }
  },
})
