// Scheduled and draft messages (emails and SMS): a message created with sendAt ahead, or a draft
// whose isDraft turns false or whose sendAt changes, gets a durable job at its send time
// (pg-boss: survives restarts, runs once across replicas). The job sends only what is still due:
// not delivered, not a draft, not logged only, its send time come — a moved sendAt leaves the old
// job with nothing to do. A claim in SQL keeps two runs from sending the same message twice.
import { z } from 'zod'
import { defineJob } from '@care/kit/jobs/index'
import { onEvent } from '@care/kit/reactions/index'
import { newObjectId } from '@care/kit/ids'
import { deliverEmail } from './deliver.ts'
import type { OutboundRuntime } from './runtime.ts'
import { deliverSms } from '../sms-messages/deliver.ts'

export const SEND_SCHEDULED = 'send-scheduled-message'
const CHANNELS = ['emails', 'sms_messages'] as const
type Channel = (typeof CHANNELS)[number]
const payload = z.object({ businessId: z.string(), channel: z.enum(CHANNELS), id: z.string() })
const SENDING = 'Sending'

const due = (r: Record<string, unknown>) => r.delivered !== true && r.logOnly !== true && r.isDraft !== true && r.inbound !== true

/** schedules the send of each record that became due (created, or its isDraft / sendAt changed) */
export const scheduledSendReaction = (rt: OutboundRuntime) => onEvent(
  'schedule-message-sends',
  ['evt.emails.created', 'evt.emails.updated', 'evt.sms_messages.created', 'evt.sms_messages.updated'],
  async (event) => {
    const channel = event.collection as Channel
    const changed = new Map((event.changes ?? []).map((c) => [c.id, c.changes]))
    for (const record of event.records) {
      if (!due(record)) continue
      if (event.op === 'updated') {
        const c = changed.get(String(record.id)) ?? {}
        if (!('isDraft' in c) && !('sendAt' in c)) continue
      } else if (typeof record.sendAt !== 'string' || record.sendAt === '') continue // created: sent at once (or kept in the outbox) unless scheduled
      const at = typeof record.sendAt === 'string' && record.sendAt ? Date.parse(record.sendAt) : rt.now()
      await rt.jobs.schedule(SEND_SCHEDULED, { businessId: event.businessId, channel, id: String(record.id) }, { startAfter: new Date(Math.max(at, rt.now())) })
    }
  },
)

/** claims the message for this run: false when it is no longer due or another run holds it */
async function claim(rt: OutboundRuntime, channel: Channel, id: string): Promise<boolean> {
  const [table, handedOn] = channel === 'emails' ? ['emails', 'messageId'] : ['sms_messages', 'internalMessageId']
  // escape hatch (raw SQL): an atomic claim; the result is written through the system repository.
  // A message already handed to a server or the outbox (its id set) is never sent again.
  const n = await rt.db.$executeRawUnsafe(
    `UPDATE ${table} SET "deliveryError" = $2 WHERE id = $1 AND "${handedOn}" IS NULL AND "delivered" IS NOT TRUE AND "isDraft" IS NOT TRUE AND "logOnly" IS NOT TRUE
       AND ("sendAt" IS NULL OR "sendAt" <= now() + interval '1 second') AND "deliveryError" IS DISTINCT FROM $2`,
    id, SENDING,
  )
  return n === 1
}

export const sendScheduledJob = (rt: OutboundRuntime) => defineJob(SEND_SCHEDULED, async ({ businessId, channel, id }, { log }) => {
  if (!(await claim(rt, channel, id))) return
  const hop = { requestId: newObjectId() }
  try {
    if (channel === 'emails') {
      const repo = rt.repos.emails.systemRepo(businessId)
      const row = await repo.row(id)
      if (!row) return
      const sent = await deliverEmail(rt, { ...row, businessId }, hop)
      await repo.update(id, { ...sent, deliveryError: '' })
    } else {
      const repo = rt.repos.smsMessages.systemRepo(businessId)
      const row = await repo.row(id)
      if (!row?.message) return
      const sent = await deliverSms(rt, { id, businessId, enduserId: row.enduserId, message: row.message, enduserPhoneNumber: row.enduserPhoneNumber }, hop)
      await repo.update(id, { ...sent, deliveryError: sent.deliveryError ?? '' })
    }
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err)
    log.warn({ err, channel, id }, 'scheduled message not sent')
    const repo = channel === 'emails' ? rt.repos.emails.systemRepo(businessId) : rt.repos.smsMessages.systemRepo(businessId)
    await repo.update(id, { deliveryError: message.slice(0, 1000) })
  }
}, { payload, retryLimit: 0 })
