// Messaging's webhook calls (spec 1 §7 "Webhooks"), in the public SDK's paths and shapes
// (@tellescope/schema webhooks' configure, update, get_configuration, send_automation_webhook,
// send_calendar_event_reminder_webhook), and the delivery log's replay (webhook_logs); on the bus
// only, records' journeys delivering an automation webhook (the sendWebhook action).
import { z } from 'zod'
import { WEBHOOK_LOG_STATUSES, webhookLogs, webhookSubscriptions } from '../collections/webhooks.ts'
import { idValidator, listValidator, maxLengthString as text, urlValidator, webhookSecretValidator } from '../values/index.ts'
import { routesOf } from './define.ts'

const { call, bus } = routesOf('messaging')

export const configureWebhooksInput = z.object({
  url: urlValidator,
  secret: webhookSecretValidator,
  subscriptions: webhookSubscriptions.optional(),
}).loose()

export const updateWebhooksInput = z.object({
  url: urlValidator.optional(),
  secret: webhookSecretValidator.optional(),
  /** per model: only the models named change; all false removes a model's subscription */
  subscriptionUpdates: webhookSubscriptions.optional(),
}).loose()

export const sendAutomationWebhookInput = z.object({
  message: text(5000),
  enduserId: idValidator.optional(),
  automationStepId: idValidator.optional(),
  action: z.record(z.string(), z.unknown()).optional(),
  context: z.record(z.string(), z.unknown()).optional(),
}).loose()

export const webhookConfiguration = z.object({ url: z.string().optional(), subscriptions: webhookSubscriptions.optional() })

export const webhookRoutes = [
  call({
    operation: 'webhooks.configure', method: 'POST', path: '/configure-webhooks', callers: ['user', 'apiKey'],
    input: configureWebhooksInput, output: z.object({}).loose(),
    summary: "Admin only: set the business's webhook URL, secret (over 15 characters) and subscriptions; one configuration per business",
  }),
  call({
    operation: 'webhooks.update', method: 'PATCH', path: '/update-webhooks', callers: ['user', 'apiKey'],
    input: updateWebhooksInput, output: z.object({}).loose(),
    summary: 'Admin only: change the URL or secret, and the subscriptions of the models named in subscriptionUpdates',
  }),
  call({
    operation: 'webhooks.get-configuration', method: 'GET', path: '/webhook-configuration', callers: ['user', 'apiKey'],
    input: z.object({}).loose(), output: webhookConfiguration,
    summary: 'The webhook URL and subscriptions (never the secret); empty when none is configured (deprecated in the SDK)',
  }),
  call({
    operation: 'webhooks.send-automation', method: 'POST', path: '/send-automation-webhook', callers: ['user', 'apiKey'],
    input: sendAutomationWebhookInput, output: z.object({}).loose(),
    summary: "Deliver an automation webhook { type: 'automation', message, timestamp, integrity, enduserId } to the configured URL",
  }),
  call({
    operation: 'webhooks.send-calendar-event-reminder', method: 'POST', path: '/send-calendar-event-reminder-webhook', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }).loose(), output: z.object({}).loose(),
    summary: "Deliver a calendar event reminder webhook { type: 'calendar_event_reminder', event, timestamp, integrity } for an event the caller may read",
  }),
  call({
    operation: 'webhook_logs.replay', method: 'POST', path: '/webhook-logs/replay', callers: ['user', 'apiKey'],
    input: z.object({ id: idValidator }).loose(), output: z.object({ log: webhookLogs.record }),
    summary: 'Admin only: deliver a logged webhook again — the same webhook-id and body, a fresh signature — with a new series of attempts',
  }),
] as const

/** what the sendWebhook action asks messaging to deliver; `key` makes it once (a retried run finds the delivery it made) */
export const deliverAutomationWebhookInput = z.object({
  businessId: idValidator,
  key: text(90).refine((k) => k.trim().length > 0, { error: 'key must not be blank' }),
  message: text(5000),
  enduserId: idValidator.optional(),
  automationStepId: idValidator.optional(),
  journeyId: idValidator.optional(),
  /** the action's own address instead of the configured one (signed with the configured secret) */
  url: urlValidator.optional(),
  /** the action's labelled values, delivered as { [field]: value } */
  fields: listValidator(z.object({ field: text(250), value: text(5000) }), 100).optional(),
}).loose()

export const deliverAutomationWebhookOutput = z.object({
  logId: z.string(),
  deliveryId: z.string(),
  /** after the first attempt: delivered (a 2xx), pending (retries follow), failed or refused */
  status: z.enum(WEBHOOK_LOG_STATUSES),
  /** true when this call made the delivery; false when `key` had made it already (nothing sent again) */
  created: z.boolean(),
  responseCode: z.number().optional(),
  error: z.string().optional(),
})

/** Messaging's webhook calls other services make on the bus only. */
export const webhookBusRoutes = [
  bus({
    operation: 'webhooks.deliver-automation', input: deliverAutomationWebhookInput, output: deliverAutomationWebhookOutput,
    summary: "Records' sendWebhook action: an automation webhook to the business's URL (or the action's), signed with its secret, logged, its first attempt made before answering (its outcome answered); once per key",
  }),
] as const
