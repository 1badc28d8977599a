// webhooks and webhook_logs (spec 1 §3 "webhooks: secret (over 15 characters), url, subscriptions";
// the public SDK's webhooks and webhook_logs), owned by messaging. One webhook configuration per
// business, written only through /configure-webhooks and /update-webhooks (Admin only): its secret
// never leaves the service. webhook_logs is the delivery log: one row per delivery (the same
// webhook-id on every attempt), its status, response code and attempts, kept by the service; the
// console lists it and replays a delivery with /webhook-logs/replay.
import { z } from 'zod'
import { WEBHOOK_DELIVERY_TYPES } from '../constants.ts'
import {
  enumeration, instantValidator, listValidator, maxLengthString as text, nonNegativeNumberValidator, urlValidator,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

/** Models whose writes are never delivered: credentials (the SDK's rule) and the webhooks' own records. */
export const WEBHOOK_EXCLUDED_MODELS = ['api_keys', 'integrations', 'webhooks', 'webhook_logs'] as const

/** create / update / delete, each on when true (the SDK's CUDSubscription). */
export const cudSubscription = z.strictObject({
  create: z.boolean({ error: 'Expecting boolean' }).optional(),
  update: z.boolean({ error: 'Expecting boolean' }).optional(),
  delete: z.boolean({ error: 'Expecting boolean' }).optional(),
})

const MODEL_NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,99}$/

/** model name → which of its writes are delivered (the SDK's WebhookSubscriptionsType). */
export const webhookSubscriptions = z.record(z.string(), cudSubscription).superRefine((subs, ctx) => {
  const models = Object.keys(subs)
  if (models.length > 200) ctx.addIssue({ code: 'custom', message: 'At most 200 models may be subscribed', path: [] })
  for (const m of models) {
    if (!MODEL_NAME.test(m)) ctx.addIssue({ code: 'custom', message: `'${m.slice(0, 100)}' is not a model name`, path: [m] })
    else if ((WEBHOOK_EXCLUDED_MODELS as readonly string[]).includes(m)) ctx.addIssue({ code: 'custom', message: `${m} is not available for webhooks`, path: [m] })
  }
})
export type WebhookSubscriptions = z.output<typeof webhookSubscriptions>

export const webhooks = defineCollection({
  name: 'webhooks',
  service: 'messaging',
  fields: {
    url: urlValidator.optional(),
    secret: text(1000).optional(),
    subscriptions: webhookSubscriptions.optional(),
  },
  required: ['url'],
  hidden: ['secret'],
  writtenBySystemOnly: true,
})

/** pending: an attempt is due; delivered: a 2xx answered; failed: every attempt failed (about 3 days); refused: the URL is not allowed (SSRF), never retried */
export const WEBHOOK_LOG_STATUSES = ['pending', 'delivered', 'failed', 'refused'] as const
export const WEBHOOK_LOG_TYPES = [...WEBHOOK_DELIVERY_TYPES, 'automation', 'calendar_event_reminder'] as const

/** One attempt of a delivery. */
export const webhookAttempt = z.object({
  at: instantValidator,
  /** the receiver's HTTP status, absent when none answered */
  responseCode: z.number().int().optional(),
  /** why no answer counted (timeout, connection refused, private address refused) */
  error: text(1000).optional(),
  durationMs: z.number().optional(),
})

export const webhookLogs = defineCollection({
  name: 'webhook_logs',
  service: 'messaging',
  fields: {
    url: text(5000).optional(),
    /** the body delivered, as JSON */
    payload: z.record(z.string(), z.unknown()).optional(),
    /** the last attempt's HTTP status (the SDK's responseCode) */
    responseCode: z.number().int().optional(),
    /** the last attempt's response body, at most 2000 characters */
    response: text(2000).optional(),
    /** the webhook-id header: the same on every attempt and replay */
    deliveryId: text(100).optional(),
    model: text(100).optional(),
    type: enumeration(WEBHOOK_LOG_TYPES).optional(),
    status: enumeration(WEBHOOK_LOG_STATUSES).optional(),
    attempts: nonNegativeNumberValidator.optional(),
    attemptLog: listValidator(webhookAttempt, 100).optional(),
    lastAttemptAt: instantValidator.optional(),
    nextAttemptAt: instantValidator.optional(),
    error: text(1000).optional(),
    /** an automation's own address (the sendWebhook action's url): every attempt goes there, not to the configured URL */
    targetUrl: text(5000).optional(),
  },
  writtenBySystemOnly: true,
  readonly: ['url', 'payload', 'responseCode', 'response', 'deliveryId', 'model', 'type', 'status', 'attempts', 'attemptLog', 'lastAttemptAt', 'nextAttemptAt', 'error', 'targetUrl'],
})
