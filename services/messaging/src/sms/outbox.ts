// The offline SMS adapter: with no provider configured, a system SMS is kept in messaging's
// database (listed by GET /v1/dev/sms-outbox when the development tools are on) and logged at info
// level. Its receipt says 'outbox': it was not sent. The message text (it may hold a sign-in link)
// is only logged when the development tools are on.
// Escape hatch (raw Prisma): a development table, not a collection (no API collection, no events).
import { newObjectId } from '@care/kit/ids'
import type { Logger } from '@care/kit/runtime/logger'
import type { MessagingDb } from '../db.ts'
import { extractLinks } from '../links.ts'
import type { SmsAdapter, ValidSms } from './adapter.ts'

export function createOutboxAdapter(db: MessagingDb, log: Logger, o: { logContent: boolean }): SmsAdapter {
  return {
    name: 'outbox',
    async send(sms: ValidSms) {
      const id = newObjectId()
      const links = extractLinks(sms.message)
      await db.smsOutbox.create({ data: { id, businessId: sms.businessId, to: sms.to, message: sms.message, purpose: sms.purpose, links } })
      const content = o.logContent ? { to: sms.to, message: sms.message, links } : {}
      log.info({ id, purpose: sms.purpose, businessId: sms.businessId, ...content }, 'SMS kept in the outbox, not sent: no SMS provider is configured')
      return { id, via: 'outbox' }
    },
  }
}
