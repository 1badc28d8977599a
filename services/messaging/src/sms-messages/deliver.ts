// Sending one SMS record through the SMS adapter: Twilio when configured, else the visible outbox —
// an outbox entry is recorded as not delivered, with the reason, never as sent. The number is the
// record's enduserPhoneNumber or the patient's phone ('Missing phone' when neither).
import { ApiError } from '@care/contracts/errors'
import { LIMITS } from '@care/contracts/constants'
import { OutboundMessages } from '@care/contracts/routes/outbound'
import { tooLongMessage, ValueMessages } from '@care/contracts/values/index'
import type { OperationContext } from '@care/kit/runtime/operation'
import { unknownPatient } from '../emails/deliver.ts'
import { patientOf } from '../emails/people.ts'
import type { OutboundRuntime } from '../emails/runtime.ts'

type Hop = Pick<OperationContext, 'requestId' | 'traceparent'>

export const OUTBOX_NOT_SENT = 'Not sent: no SMS provider is configured (kept in the SMS outbox)'

const refuse = (field: string, message: string) => new ApiError(400, message, [{ field, message }])

/** 'message must not be blank', at most 1200 characters (spec 1 §5) */
export function checkSmsText(message: unknown): string {
  if (typeof message !== 'string' || message.trim() === '') throw refuse('message', ValueMessages.blankMessage)
  if (message.length > LIMITS.sms) throw refuse('message', tooLongMessage(LIMITS.sms))
  return message
}

/** The number it goes to: the record's, else the patient's phone; 'Missing phone' when neither. */
export async function smsRecipientOf(rt: OutboundRuntime, s: { businessId: string; enduserId: string; enduserPhoneNumber?: string | null }, ctx: Hop): Promise<string> {
  if (s.enduserPhoneNumber) return s.enduserPhoneNumber
  const patient = await patientOf(rt.bus, s.businessId, s.enduserId, ctx)
  if (!patient) throw unknownPatient()
  if (!patient.phone) throw refuse('enduserPhoneNumber', ValueMessages.missingPhone)
  return patient.phone
}

export interface SmsSent {
  delivered: boolean
  internalMessageId: string
  enduserPhoneNumber: string
  phoneNumber?: string
  deliveryError?: string
  timestamp: string
}

export async function deliverSms(rt: OutboundRuntime, s: { id: string; businessId: string; enduserId: string; message: string; enduserPhoneNumber?: string | null }, ctx: Hop): Promise<SmsSent> {
  const to = await smsRecipientOf(rt, s, ctx)
  const receipt = await rt.sms.send({ businessId: s.businessId, to, message: s.message, purpose: 'sms_message' })
  const timestamp = new Date(rt.now()).toISOString()
  const from = rt.twilio?.from && !rt.twilio.from.startsWith('MG') ? { phoneNumber: rt.twilio.from } : {}
  if (receipt.via === 'outbox') return { delivered: false, internalMessageId: receipt.id, enduserPhoneNumber: to, deliveryError: OUTBOX_NOT_SENT, timestamp }
  return { delivered: true, internalMessageId: receipt.id, enduserPhoneNumber: to, ...from, timestamp }
}

export { OutboundMessages }
