// Messaging's named calls: system email/SMS delivery and, in standalone mode, the development
// mailbox and SMS outbox.
import type { RouteDef } from './types.ts'

export const messagingCalls: RouteDef[] = []

/** Bus-only operations of messaging (no /v1 route): system messages other services ask it to send. */
export const MESSAGING_INTERNAL = {
  sendEmail: 'system.send-email',
  sendSms: 'system.send-sms',
} as const

/** A system email (sign-in link, password reset, invitation): sent over SMTP, never silently dropped. */
export interface SystemEmail {
  businessId: string
  to: string
  subject: string
  text: string
  html?: string
  /** what it is for, for logs and the development mailbox: 'enduser-login-link', 'password-reset' … */
  purpose: string
}

/** A system SMS (sign-in link): through the SMS adapter, or the visible outbox when none is configured. */
export interface SystemSms {
  businessId: string
  to: string
  message: string
  purpose: string
}

/** What messaging answers once it has handed the message on. */
export interface SystemMessageReceipt {
  id: string
  /** 'smtp' (an SMTP server accepted it), 'sms-provider', or 'outbox' (the standalone SMS outbox) */
  via: string
}
