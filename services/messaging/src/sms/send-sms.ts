// `svc.messaging.system.send-sms` (bus only): a system SMS (sign-in link) through the configured
// adapter: the provider, or the visible outbox. The payload arrives parsed with the route's schema
// (systemSmsSchema, messagingBusRoutes).
import { MESSAGING_INTERNAL, type messagingBusRoutes, type SystemMessageReceipt } from '@care/contracts/routes/messaging'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { SmsAdapter } from './adapter.ts'

export const SEND_SMS = MESSAGING_INTERNAL.sendSms

export const sendSystemSms = (adapter: SmsAdapter): Handler<typeof messagingBusRoutes, 'system.send-sms', SystemMessageReceipt> => async (sms) =>
  adapter.send(sms)
