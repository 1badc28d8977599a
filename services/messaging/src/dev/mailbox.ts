// The development mailbox and SMS outbox (`GET /v1/dev/mailbox`, `GET /v1/dev/sms-outbox`): what
// the embedded SMTP sink caught and what the SMS outbox holds, newest first. They exist only when
// the development tools are on (DEV_MAILBOX); otherwise they answer 404 like any unknown path.
// They hold sign-in and reset links, so they answer only a caller on this machine (loopback: all of
// it) or a signed-in Admin (only their own business's mail and texts: anyone may register a business
// and become its Admin); anyone else gets 403, and the gateway never lets another origin read them.
// "On this machine" needs the address *and* the name it was reached by to be the loopback's: a
// page of another site whose name was re-pointed at 127.0.0.1 (DNS rebinding) arrives from a
// loopback address under its own Host.
// Escape hatch (raw Prisma): dev_mails and sms_outbox are development tables, not collections (no API collection, no events).
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
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The gateway's origin as the caller named it (from its Host header) is the loopback's, any port. */
function reachedAsLoopback(origin: string | undefined): boolean {
  if (!origin) return false
  try {
    return LOOPBACK_NAMES.has(new URL(origin).hostname.toLowerCase())
  } catch {
    return false
  }
}

/** A caller on this machine: a loopback address that reached the gateway by a loopback name. */
export function isLoopbackCaller(ctx: Pick<OperationContext, 'ip' | 'origin'>): boolean {
  return ctx.ip !== undefined && LOOPBACK.has(ctx.ip) && reachedAsLoopback(ctx.origin)
}

/** What the caller may list: everything (this machine), one business (its Admin), or nothing. */
export type DevMailboxScope = { all: true } | { businessId: string } | undefined

export function devMailboxScope(ctx: Pick<OperationContext, 'ip' | 'origin' | 'session'>): DevMailboxScope {
  if (isLoopbackCaller(ctx)) return { all: true }
  if (ctx.session?.type === 'user' && ctx.session.isAdmin) return { businessId: ctx.session.businessId }
  return undefined
}

function guard(enabled: boolean, ctx: OperationContext): { businessId?: string } {
  if (!enabled) throw off()
  const scope = devMailboxScope(ctx)
  if (!scope) throw forbidden(DEV_MAILBOX_REFUSED)
  return 'businessId' in scope ? { businessId: scope.businessId } : {}
}

/** A number as typed in a URL ('+1 555…' arrives as ' 1 555…'): compared in its stored E.164 form. */
function phoneKey(raw: string): string {
  const parsed = phoneValidator.safeParse(raw.trim())
  return parsed.success ? parsed.data : raw.trim()
}

export function devMailboxOperations(db: MessagingDb, enabled: boolean): RouteOperations<typeof messagingRoutes> {
  const mailbox: Handler<typeof messagingRoutes, 'dev.mailbox', DevMail[]> = async ({ to }, ctx) => {
    const scope = guard(enabled, ctx)
    const rows = await db.devMail.findMany({
      where: { ...scope, ...(to?.trim() ? { to: { has: to.trim().toLowerCase() } } : {}) },
      orderBy: [{ receivedAt: 'desc' }, { id: 'desc' }],
      take: DEV_LIST_LIMIT,
    })
    return rows.map((m) => ({
      id: m.id, to: m.to, from: m.from, subject: m.subject, text: m.text, ...(m.html ? { html: m.html } : {}),
      links: m.links, receivedAt: m.receivedAt.toISOString(),
    }))
  }
  const smsOutbox: Handler<typeof messagingRoutes, 'dev.sms-outbox', OutboxSms[]> = async ({ to }, ctx) => {
    const scope = guard(enabled, ctx)
    const rows = await db.smsOutbox.findMany({
      where: { ...scope, ...(to?.trim() ? { to: phoneKey(to) } : {}) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: DEV_LIST_LIMIT,
    })
    return rows.map((s) => ({ id: s.id, to: s.to, message: s.message, links: s.links, createdAt: s.createdAt.toISOString() }))
  }
  return { 'dev.mailbox': mailbox, 'dev.sms-outbox': smsOutbox }
}
