// Sessions: issuing tokens, resolving a token into a Session for the gateway, refresh and logout.
import { ADMIN_ROLE, type Session, type SessionType } from '@care/contracts/session'
import { badRequest, unauthenticated } from '@care/contracts/errors'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import type { Operation } from '@care/kit/runtime/operation'
import type { IdentityDb } from '../db.ts'
import type { TokenSigner } from '../domain/tokens.ts'

export const DEFAULT_SESSION_SECONDS = 12 * 60 * 60
export const MAX_SESSION_SECONDS = 30 * 24 * 60 * 60
export const REVOKED_BROADCAST = 'bcast.sessions.revoked'

export interface SessionDeps {
  db: IdentityDb
  tokens: TokenSigner
  bus: Bus
}

export function sessionSeconds(requested?: number): number {
  if (requested === undefined) return DEFAULT_SESSION_SECONDS
  if (!Number.isFinite(requested) || requested < 1 || requested > MAX_SESSION_SECONDS) {
    throw badRequest(`expirationInSeconds must be between 1 and ${MAX_SESSION_SECONDS}`)
  }
  return Math.floor(requested)
}

export async function issueToken(d: SessionDeps, p: { type: SessionType; id: string; businessId: string }, seconds: number): Promise<string> {
  const sid = newObjectId()
  await d.db.authSession.create({
    data: { id: sid, businessId: p.businessId, principalType: p.type, principalId: p.id, expiresAt: new Date(Date.now() + seconds * 1000) },
  })
  return d.tokens.sign({ sid, sub: p.id, typ: p.type, bid: p.businessId }, seconds)
}

export async function revokeSessions(d: SessionDeps, sessionIds: string[]): Promise<void> {
  if (!sessionIds.length) return
  await d.db.authSession.updateMany({ where: { id: { in: sessionIds }, revokedAt: null }, data: { revokedAt: new Date() } })
  await d.bus.broadcast(REVOKED_BROADCAST, { sessionIds })
}

/** `svc.identity.sessions.authenticate` — `{ authorization }` header value → Session, or 401. */
export const authenticate = (d: SessionDeps): Operation<{ authorization?: string }, Session> => async ({ authorization }) => {
  const [scheme, credential] = (authorization ?? '').split(' ', 2)
  if (scheme !== 'Bearer' || !credential) throw unauthenticated()
  const claims = await d.tokens.verify(credential)
  if (!claims) throw unauthenticated()
  const row = await d.db.authSession.findUnique({ where: { id: claims.sid } })
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.principalId !== claims.sub) throw unauthenticated()
  if (claims.typ === 'user') {
    const user = await d.db.user.findUnique({ where: { id: claims.sub }, select: { businessId: true, organizationIds: true, roles: true } })
    if (!user) throw unauthenticated()
    return {
      type: 'user', id: claims.sub, businessId: user.businessId, organizationIds: user.organizationIds,
      sessionId: claims.sid, roles: user.roles, isAdmin: user.roles.includes(ADMIN_ROLE), expiresAt: row.expiresAt.getTime(),
    }
  }
  const enduser = await d.db.enduser.findUnique({ where: { id: claims.sub }, select: { businessId: true, organizationIds: true } })
  if (!enduser) throw unauthenticated()
  return {
    type: 'enduser', id: claims.sub, businessId: enduser.businessId, organizationIds: enduser.organizationIds,
    sessionId: claims.sid, roles: [], isAdmin: false, expiresAt: row.expiresAt.getTime(),
  }
}

/** POST /logout-api — revokes the calling session at once (every gateway evicts its cache). */
export const logout = (d: SessionDeps): Operation<unknown, void> => async (_payload, ctx) => {
  if (!ctx.session) throw unauthenticated()
  await revokeSessions(d, [ctx.session.sessionId])
  const now = new Date()
  if (ctx.session.type === 'user') await d.db.user.update({ where: { id: ctx.session.id }, data: { lastLogout: now } })
  else await d.db.enduser.update({ where: { id: ctx.session.id }, data: { lastLogout: now } })
}
