// The development mailbox and SMS outbox (`GET /v1/dev/mailbox`, `GET /v1/dev/sms-outbox`): what
// the embedded SMTP sink caught and what the SMS outbox holds, newest first. They exist only when
// the development tools are on (DEV_MAILBOX); otherwise they answer 404 like any unknown path.
// They hold sign-in and reset links, so they answer only a caller on this machine (loopback) or a
// signed-in Admin; anyone else gets 403 (and the gateway never lets another origin read them).
import { ErrorMessages, forbidden, notFound } from '@care/contracts/errors'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { DevMail, messagingRoutes, OutboxSms } from '@care/contracts/routes/messaging'
import { phoneValidator } from '@care/contracts/values/index'
import type { Handler, RouteOperations } from '@care/kit/runtime/typed-operations'
import type { MessagingDb } from '../db.ts'

/** The newest this many entries are listed. */
export const DEV_LIST_LIMIT = 100

const off = () => notFound(ErrorMessages.routeNotFound)

export const DEV_MAILBOX_REFUSED = 'The development mailbox answers only on this machine or to an Admin'
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/** A caller on this machine, or a signed-in Admin. */
export function mayReadDevMailbox(ctx: Pick<OperationContext, 'ip' | 'session'>): boolean {
  return (ctx.ip !== undefined && LOOPBACK.has(ctx.ip)) || (ctx.session?.type === 'user' && ctx.session.isAdmin)
}

function guard(enabled: boolean, ctx: OperationContext) {
  if (!enabled) throw off()
  if (!mayReadDevMailbox(ctx)) throw forbidden(DEV_MAILBOX_REFUSED)
}

/** A number as typed in a URL ('+1 555…' arrives as ' 1 555…'): compared in its stored E.164 form. */
function phoneKey(raw: string): string {
  const parsed = phoneValidator.safeParse(raw.trim())
  return parsed.success ? parsed.data : raw.trim()
}

export function devMailboxOperations(db: MessagingDb, enabled: boolean): RouteOperations<typeof messagingRoutes> {
  const mailbox: Handler<typeof messagingRoutes, 'dev.mailbox', DevMail[]> = async ({ to }, ctx) => {
    guard(enabled, ctx)
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
  const smsOutbox: Handler<typeof messagingRoutes, 'dev.sms-outbox', OutboxSms[]> = async ({ to }, ctx) => {
    guard(enabled, ctx)
    const rows = await db.smsOutbox.findMany({
      where: to?.trim() ? { to: phoneKey(to) } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DEV_LIST_LIMIT,
    })
    return rows.map((s) => ({ id: s.id, to: s.to, message: s.message, links: s.links, createdAt: s.createdAt.toISOString() }))
  }
  return { 'dev.mailbox': mailbox, 'dev.sms-outbox': smsOutbox }
}
