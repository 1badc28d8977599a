// Every collection's writes (their domain events on the bus: evt.<collection>.created|updated|deleted)
// become deliveries for the businesses whose webhook subscribes to that model and operation. The
// log row commits with the reaction's "processed" mark (kit reactions: effects exactly once).
import { WEBHOOK_EXCLUDED_MODELS, type WebhookSubscriptions } from '@care/contracts/collections/webhooks'
import { onEvent } from '@care/kit/reactions/index'
import { WEBHOOKS_ACTOR, type WebhookDeps } from './deps.ts'
import { enqueueDelivery } from './deliveries.ts'
import { recordsPayload, type RecordDeliveryType } from './payloads.ts'

const TYPE_OF_OP: Record<string, RecordDeliveryType> = { created: 'create', updated: 'update', deleted: 'delete' }
const EXCLUDED = new Set<string>(WEBHOOK_EXCLUDED_MODELS)

export const WRITE_SUBJECTS = ['evt.*.created', 'evt.*.updated', 'evt.*.deleted'] as const

export const recordDeliveries = (d: WebhookDeps) =>
  onEvent('webhook-record-deliveries', WRITE_SUBJECTS, async (event, { tx, businessId }) => {
    const type = TYPE_OF_OP[event.op]
    if (!type || EXCLUDED.has(event.collection) || !event.records.length) return
    const config = await d.repos.webhooks.systemRepo(businessId, WEBHOOKS_ACTOR).findRow({}, { tx, fields: ['url', 'secret', 'subscriptions'] })
    if (!config?.url || !config.secret) return
    const subscriptions = (config.subscriptions ?? {}) as WebhookSubscriptions
    if (subscriptions[event.collection]?.[type] !== true) return
    const timestamp = String(Date.parse(event.occurredAt) || d.now())
    const payload = recordsPayload({ model: event.collection, type, records: event.records as Record<string, unknown>[], timestamp, secret: config.secret })
    await enqueueDelivery(d, { businessId, url: config.url, payload, model: event.collection, type }, { tx })
  })
