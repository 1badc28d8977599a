// `svc.messaging.system.send-sms` (bus only): a system SMS (sign-in link) through the configured
// adapter: the provider, or the visible outbox.
import { MESSAGING_INTERNAL, systemSmsSchema, type SystemMessageReceipt } from '@care/contracts/routes/messaging'
import { parseOrThrow } from '@care/contracts/values/index'
import type { Operation } from '@care/kit/runtime/operation'
import type { SmsAdapter } from './adapter.ts'

export const SEND_SMS = MESSAGING_INTERNAL.sendSms

export const sendSystemSms = (adapter: SmsAdapter): Operation<unknown, SystemMessageReceipt> => async (payload) =>
  adapter.send(parseOrThrow(systemSmsSchema, payload))
