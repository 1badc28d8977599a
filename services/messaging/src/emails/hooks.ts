// emails' rules beyond the contract (spec 1 §5 'Missing email'): creating one sends it at once unless
// it is logOnly (recorded, delivered at once as the SDK does), a draft, or scheduled for later (sendAt:
// the scheduled-send reaction and job send it then — emails/scheduled.ts). Every email but a logged
// one needs an address: the patient's email or alternateToAddress. The sender is the caller (userId)
// unless stated. A failed send answers its error and stores nothing.
import type { CollectionHooks } from '@care/kit/collections/types'
import { notProvided } from '@care/kit/collections/validation'
import { deliverEmail, recipientOf, threadOf } from './deliver.ts'
import { outboundRuntimeOf } from './runtime.ts'

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** not sent now: a draft, or a send time still ahead */
export const heldBack = (r: { isDraft?: unknown; sendAt?: unknown }, now: number) =>
  r.isDraft === true || (typeof r.sendAt === 'string' && r.sendAt !== '' && Date.parse(r.sendAt) > now)

export const emailHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    const session = ctx.session
    // without a patient the kit answers 'Value not provided for required field: enduserId' (nothing to look up)
    if (!session || notProvided(record.enduserId)) return record
    const rt = outboundRuntimeOf(db)
    const base = {
      ...record,
      ...(record.userId === undefined && session.type === 'user' ? { userId: session.id } : {}),
      timestamp: str(record.timestamp) ?? new Date(rt.now()).toISOString(),
    }
    const email = {
      id: String(record.id), businessId: session.businessId, enduserId: String(record.enduserId),
      subject: String(record.subject ?? ''), textContent: String(record.textContent ?? ''), HTMLContent: str(record.HTMLContent),
      cc: Array.isArray(record.cc) ? record.cc.map(String) : undefined, replyTo: str(record.replyTo), alternateToAddress: str(record.alternateToAddress),
    }
    if (record.logOnly === true) {
      const { threadId } = await threadOf(rt, email)
      return { ...base, delivered: true, threadId }
    }
    if (heldBack(record, rt.now())) {
      await recipientOf(rt, email, ctx)
      const { threadId } = await threadOf(rt, email)
      return { ...base, delivered: false, threadId }
    }
    const sent = await deliverEmail(rt, email, ctx)
    return { ...base, ...sent }
  },
})
