// The development mailbox and SMS outbox (`GET /v1/dev/mailbox`, `GET /v1/dev/sms-outbox`): what
// the embedded SMTP sink caught and what the SMS outbox holds, newest first. They exist only when
// the development tools are on (DEV_MAILBOX); otherwise they answer 404 like any unknown path.
import { ErrorMessages, notFound } from '@care/contracts/errors'
import type { DevMail, messagingRoutes, OutboxSms } from '@care/contracts/routes/messaging'
import { phoneValidator } from '@care/contracts/values/index'
import type { Handler, RouteOperations } from '@care/kit/runtime/typed-operations'
import type { MessagingDb } from '../db.ts'

/** The newest this many entries are listed. */
export const DEV_LIST_LIMIT = 100

const off = () => notFound(ErrorMessages.routeNotFound)

/** A number as typed in a URL ('+1 555…' arrives as ' 1 555…'): compared in its stored E.164 form. */
function phoneKey(raw: string): string {
  const parsed = phoneValidator.safeParse(raw.trim())
  return parsed.success ? parsed.data : raw.trim()
}

export function devMailboxOperations(db: MessagingDb, enabled: boolean): RouteOperations<typeof messagingRoutes> {
  const mailbox: Handler<typeof messagingRoutes, 'dev.mailbox', DevMail[]> = async ({ to }) => {
    if (!enabled) throw off()
    const rows = await db.devMail.findMany({
      where: to?.trim() ? { to: { has: to.trim().toLowerCase() } } : {},
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      take: DEV_LIST_LIMIT,
    })
    return rows.map((m) => ({
      id: m.id, to: m.to, from: m.from, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}),
      links: m.links, receivedAt: m.receivedAt.toISOString(),
    }))
  }
  const smsOutbox: Handler<typeof messagingRoutes, 'dev.sms-outbox', OutboxSms[]> = async ({ to }) => {
    if (!enabled) throw off()
    const rows = await db.smsOutbox.findMany({
      where: to?.trim() ? { to: phoneKey(to) } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DEV_LIST_LIMIT,
    })
    return rows.map((s) => ({ id: s.id, to: s.to, message: s.message, links: s.links, createdAt: s.createdAt.toISOString() }))
  }
  return { 'dev.mailbox': mailbox, 'dev.sms-outbox': smsOutbox }
}
