// Messaging's named calls: system email/SMS delivery (bus only) and, in standalone mode, the
// development mailbox and SMS outbox (`/v1/dev/…`, answered 404 unless DEV_MAILBOX is on).
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { recipientEmailValidator, recipientPhoneValidator, smsMessageValidator } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { RouteDef } from './types.ts'

const { call, bus } = routesOf('messaging')

/** Bus-only operations of messaging (no /v1 route): system messages other services ask it to send. */
export const MESSAGING_INTERNAL = {
  sendEmail: 'system.send-email',
  sendSms: 'system.send-sms',
} as const satisfies Record<string, MessagingBusOperation>

const purpose = z.string().trim().min(1).max(100)

/** A system email (sign-in link, password reset, invitation): sent over SMTP, never silently dropped. */
export const systemEmailSchema = z.object({
  businessId: z.string().max(100),
  to: recipientEmailValidator,
  subject: z.string().trim().min(1, { error: 'subject must not be blank' }).max(LIMITS.string),
  text: z.string().min(1, { error: 'text must not be blank' }).max(100_000),
  html: z.string().max(100_000).optional(),
  /** the sender's display name (the organization's name); the address is always messaging's MAIL_FROM */
  fromName: z.string().trim().max(LIMITS.name).optional(),
  /** what it is for, for logs and the development mailbox: 'enduser-login-link', 'password-reset' … */
  purpose,
})
export type SystemEmail = z.input<typeof systemEmailSchema>

/** A system SMS (sign-in link): through the SMS adapter, or the visible outbox when none is configured. */
export const systemSmsSchema = z.object({
  businessId: z.string().max(100),
  to: recipientPhoneValidator,
  message: smsMessageValidator,
  purpose,
})
export type SystemSms = z.input<typeof systemSmsSchema>

export const SYSTEM_MESSAGE_CHANNELS = ['smtp', 'sms-provider', 'outbox'] as const

/** What messaging answers once it has handed the message on. */
export const systemMessageReceiptSchema = z.object({
  id: z.string(),
  /** 'smtp' (an SMTP server accepted it), 'sms-provider' (the provider accepted it), or 'outbox'
   *  (no SMS provider is configured: held in the visible outbox, not sent) */
  via: z.enum(SYSTEM_MESSAGE_CHANNELS),
})
export type SystemMessageReceipt = z.infer<typeof systemMessageReceiptSchema>

/** One message caught by the embedded SMTP sink (standalone mode). */
export const devMailSchema = z.object({
  id: z.string(),
  to: z.array(z.string()),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** every http(s) link of the text and HTML parts */
  links: z.array(z.string()),
  receivedAt: z.string(),
})
export type DevMail = z.infer<typeof devMailSchema>

/** One SMS held in the outbox because no SMS provider is configured. */
export const outboxSmsSchema = z.object({
  id: z.string(),
  to: z.string(),
  message: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
})
export type OutboxSms = z.infer<typeof outboxSmsSchema>

export const devMailboxInput = z.object({ to: z.string().max(LIMITS.email).optional() }).loose()
export const devSmsOutboxInput = z.object({ to: z.string().max(LIMITS.phone * 2).optional() }).loose()

/** What the gateway hands on from Twilio's signed webhook: the URL Twilio called, its form fields, its signature. */
export const twilioWebhookSchema = z.object({
  url: z.string().max(4000),
  params: z.record(z.string().max(200), z.string().max(10_000)),
  signature: z.string().max(500),
})

/** Messaging's /v1 calls, with their literal names and schemas. */
export const messagingRoutes = [
  call({
    operation: 'dev.mailbox', method: 'GET', path: '/dev/mailbox', callers: ['public'],
    input: devMailboxInput, output: z.array(devMailSchema),
    summary: 'Development only (DEV_MAILBOX): mail caught by the embedded SMTP sink, newest first, optionally for one recipient; 404 when off',
  }),
  call({
    operation: 'dev.sms-outbox', method: 'GET', path: '/dev/sms-outbox', callers: ['public'],
    input: devSmsOutboxInput, output: z.array(outboxSmsSchema),
    summary: 'Development only (DEV_MAILBOX): SMS held in the outbox (no SMS provider configured), newest first, optionally for one number; 404 when off',
  }),
] as const

export const messagingCalls: RouteDef[] = [...messagingRoutes]

/** Messaging's bus-only calls: system messages other services ask it to send. */
export const messagingBusRoutes = [
  bus({
    operation: 'system.send-email', input: systemEmailSchema, output: systemMessageReceiptSchema,
    summary: 'A system email (sign-in link, password reset, invitation) over SMTP; the receipt means an SMTP server accepted it',
  }),
  bus({
    operation: 'system.send-sms', input: systemSmsSchema, output: systemMessageReceiptSchema,
    summary: 'A system SMS (sign-in link) through the SMS provider, or the visible outbox when none is configured',
  }),
  bus({
    operation: 'sms_messages.twilio-webhook', input: twilioWebhookSchema, output: z.object({ received: z.boolean() }),
    summary: "Twilio's signed inbound SMS webhook (POST /v1/webhooks/twilio/sms): X-Twilio-Signature checked against the URL and form fields with the auth token (403 otherwise), then as /sms-messages/inbound-webhook",
  }),
] as const

export type MessagingBusOperation = (typeof messagingBusRoutes)[number]['operation']
