// Inbound SMS (issue #26 "inbound replies through the provider's webhook into the right thread"):
// Twilio posts From, To, Body and MessageSid. The reply joins the thread of the patient the latest
// message to that number belongs to (any business: the platform's number is shared), as an inbound,
// unread SMS, and the incoming-communication event follows in the same transaction. A number no
// thread knows is logged and acknowledged (Twilio retries otherwise), never guessed.
//
// Authenticity, two ways in when Twilio is configured: POST /v1/webhooks/twilio/sms, where the
// gateway hands on the URL, form fields and X-Twilio-Signature and Twilio's own check
// (twilio.validateRequest: HMAC-SHA1 of the URL and sorted fields with the auth token) must pass;
// or the JSON /sms-messages/inbound-webhook, whose URL carries a token (HMAC-SHA256 of the auth
// token over 'inbound-sms', hex) that only Twilio's console configuration knows. Either way a
// missing or wrong credential answers 403. Without Twilio (the offline default) there is no provider to post replies, so the webhook answers
// 503 'SMS is not configured…' to anyone but a caller on this machine, who may simulate a patient's
// reply (the SMS outbox's counterpart; the same loopback rule as /dev/sms-outbox).
import { createHmac, timingSafeEqual } from 'node:crypto'
import twilio from 'twilio'
import { ApiError } from '@care/contracts/errors'
import type { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { OutboundMessages, type outboundRoutes } from '@care/contracts/routes/outbound'
import { normalizePhone } from '@care/contracts/values/index'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { TwilioConfig } from '../sms/adapter.ts'
import type { OutboundRuntime } from '../emails/runtime.ts'
import { publishIncoming } from '../emails/incoming.ts'
import { isLoopbackCaller } from '../dev/mailbox.ts'
import { threadOfNumber } from './thread-of-number.ts'

/** the token the webhook URL must carry when Twilio is configured */
export const inboundWebhookToken = (twilio: Pick<TwilioConfig, 'authToken'>) => createHmac('sha256', twilio.authToken).update('inbound-sms').digest('hex')

function tokenMatches(expected: string, given: string | undefined): boolean {
  if (!given) return false
  const a = Buffer.from(expected)
  const b = Buffer.from(given)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** E.164 when it reads as a phone number, else as given */
function asPhone(raw: string): string {
  try {
    return normalizePhone(raw)
  } catch {
    return raw.trim()
  }
}

interface InboundSms {
  From: string
  To?: string
  Body?: string
  MessageSid?: string
}

export const inboundSms = (rt: OutboundRuntime): Handler<typeof outboundRoutes, 'sms_messages.inbound-webhook'> => async (input, ctx) => {
  if (rt.twilio && !tokenMatches(inboundWebhookToken(rt.twilio), input.token)) throw new ApiError(403, OutboundMessages.webhookSignature)
  if (!rt.twilio && !isLoopbackCaller(ctx)) throw new ApiError(503, OutboundMessages.smsNotConfigured)
  return recordInbound(rt, input, ctx)
}

/** Twilio's signed webhook: 503 without Twilio, 403 unless X-Twilio-Signature is Twilio's over this URL and these fields. */
export const twilioSignedInbound = (rt: OutboundRuntime): Handler<typeof messagingBusRoutes, 'sms_messages.twilio-webhook'> => async ({ url, params, signature }, ctx) => {
  if (!rt.twilio) throw new ApiError(503, OutboundMessages.smsNotConfigured)
  if (!signature || !twilio.validateRequest(rt.twilio.authToken, signature, url, params)) throw new ApiError(403, OutboundMessages.webhookSignature)
  if (typeof params.From !== 'string' || !params.From) throw new ApiError(400, 'From is required')
  return recordInbound(rt, { From: params.From, To: params.To, Body: params.Body, MessageSid: params.MessageSid }, ctx)
}

async function recordInbound(rt: OutboundRuntime, input: InboundSms, ctx: OperationContext): Promise<{ received: boolean }> {
  const from = asPhone(input.From)
  const body = (input.Body ?? '').slice(0, 1200)
  const thread = await threadOfNumber(rt, from)
  if (!thread) {
    ctx.log.warn({ from, sid: input.MessageSid }, 'inbound SMS from a number no thread knows: not recorded')
    return { received: false }
  }
  const repo = rt.repos.smsMessages.systemRepo(thread.businessId, { type: 'enduser', id: thread.enduserId })
  await rt.db.$transaction(async (tx) => {
    const created = await repo.create({
      enduserId: thread.enduserId, message: body === '' ? '(empty message)' : body, inbound: true, delivered: true, logOnly: false,
      enduserPhoneNumber: from, ...(input.To ? { phoneNumber: asPhone(input.To) } : thread.phoneNumber ? { phoneNumber: thread.phoneNumber } : {}),
      ...(input.MessageSid ? { internalMessageId: input.MessageSid } : {}),
      ...(thread.userId ? { userId: thread.userId } : {}), assignedTo: thread.assignedTo, timestamp: new Date(rt.now()).toISOString(),
    }, { tx, creator: thread.enduserId })
    await publishIncoming(tx, { businessId: thread.businessId, enduserId: thread.enduserId, channel: 'SMS', destination: input.To, messageId: String(created.id) })
  })
  return { received: true }
}
