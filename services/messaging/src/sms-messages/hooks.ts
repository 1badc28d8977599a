// sms_messages' rules beyond the contract (spec 1 §5: 'Missing phone', 'message must not be blank',
// at most 1200 characters): creating one sends it at once through the SMS adapter unless it is
// logOnly, a draft or scheduled (sendAt: sent later by emails/scheduled.ts). The sender is the
// caller unless stated; a message's text may change while it is unsent (a draft), never after.
import { ApiError } from '@care/contracts/errors'
import type { CollectionHooks } from '@care/kit/collections/types'
import { notProvided } from '@care/kit/collections/validation'
import { heldBack } from '../emails/hooks.ts'
import { outboundRuntimeOf } from '../emails/runtime.ts'
import { checkSmsText, deliverSms, smsRecipientOf } from './deliver.ts'

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

export const SMS_ALREADY_SENT = 'message cannot be changed once sent'

export const smsMessageHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    const session = ctx.session
    // without a patient the kit answers 'Value not provided for required field: enduserId' (nothing to look up)
    if (!session || notProvided(record.enduserId)) return record
    const rt = outboundRuntimeOf(db)
    const message = checkSmsText(record.message)
    const base = {
      ...record,
      ...(record.userId === undefined && session.type === 'user' ? { userId: session.id } : {}),
      timestamp: str(record.timestamp) ?? new Date(rt.now()).toISOString(),
    }
    const sms = { id: String(record.id), businessId: session.businessId, enduserId: String(record.enduserId), message, enduserPhoneNumber: str(record.enduserPhoneNumber) }
    if (record.logOnly === true) return { ...base, delivered: true }
    const to = await smsRecipientOf(rt, sms, ctx)
    if (heldBack(record, rt.now())) return { ...base, enduserPhoneNumber: to, delivered: false }
    return { ...base, ...(await deliverSms(rt, { ...sms, enduserPhoneNumber: to }, ctx)) }
  },
  beforeUpdate(existing, updates) {
    if (updates.message === undefined) return updates
    if (existing.delivered === true || existing.inbound === true) throw new ApiError(400, SMS_ALREADY_SENT, [{ field: 'message', message: SMS_ALREADY_SENT }])
    checkSmsText(updates.message)
    return updates
  },
})
