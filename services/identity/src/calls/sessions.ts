// Sessions: issuing tokens, resolving a credential into a Session for the gateway, and logout.
// Escape hatch (raw Prisma): auth_sessions is not a collection — no API reads it, no event is
// published for it — so it is reached directly here (and only here: sessionRow). The principals it
// resolves are read through the repositories, by their unique key (a token's subject, an API key's
// hash) before the business is known.
import { type AccessPermissions, type Session, type SessionScope, type SessionType } from '@care/contracts/session'
import { badRequest, unauthenticated } from '@care/contracts/errors'
import { SESSIONS_CHANGED_BROADCAST, SESSIONS_REVOKED_BROADCAST, type SessionsChanged } from '@care/contracts/bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { Operation } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { IdentityDb } from '../db.ts'
import type { TokenSigner } from '../domain/tokens.ts'
import { hashSecret } from '../domain/secrets.ts'
import { isAdminRole } from '../domain/roles.ts'
import { isLockedOut } from '../domain/lockout.ts'
import { mergePermissions } from '@care/contracts/access/permissions'
import { createActivityTracker, type ActivityTracker } from './activity.ts'
import type { LoginThrottle } from '../domain/login-throttle.ts'
import { repositoriesOf } from '../repositories.ts'

export const DEFAULT_SESSION_SECONDS = 12 * 60 * 60
export const MAX_SESSION_SECONDS = 30 * 24 * 60 * 60
export const REVOKED_BROADCAST = SESSIONS_REVOKED_BROADCAST

export interface SessionDeps {
  db: IdentityDb
  tokens: TokenSigner
  bus: Bus
  /** where sign-in and reset links point (the portal's origin) */
  portalUrl?: string
  activity?: ActivityTracker
  /** slows password guessing per account and address (domain/login-throttle.ts) */
  throttle?: LoginThrottle
}

export function sessionSeconds(requested?: number, field = 'expirationInSeconds'): number {
  if (requested === undefined || requested === null) return DEFAULT_SESSION_SECONDS
  if (!Number.isFinite(requested) || requested < 1 || requested > MAX_SESSION_SECONDS) {
    throw badRequest(`${field} must be between 1 and ${MAX_SESSION_SECONDS}`)
  }
  return Math.floor(requested)
}

export interface IssueOptions {
  /** a sign-in link's session: authenticates once, then is gone */
  singleUse?: boolean
  /** a session for one job only (a public form's visitor): kept on the session row, so no token can widen it */
  scope?: SessionScope
}

export async function issueToken(d: SessionDeps, p: { type: SessionType; id: string; businessId: string }, seconds: number, opts: IssueOptions = {}): Promise<string> {
  const sid = newObjectId()
  await d.db.authSession.create({
    data: { id: sid, businessId: p.businessId, principalType: p.type, principalId: p.id, expiresAt: new Date(Date.now() + seconds * 1000), singleUse: Boolean(opts.singleUse),
      ...(opts.scope ? { scope: { ...opts.scope } } : {}),
    },
  })
  return d.tokens.sign({ sid, sub: p.id, typ: p.type, bid: p.businessId }, seconds)
}

/** Ends sessions (and, with `apiKeyIds`, API keys) and tells every gateway in one announcement. */
export async function revokeSessions(d: SessionDeps, sessionIds: string[], apiKeyIds: string[] = []): Promise<void> {
  if (sessionIds.length) await d.db.authSession.updateMany({ where: { id: { in: sessionIds }, revokedAt: null }, data: { revokedAt: new Date() } })
  const revoked = [...sessionIds, ...apiKeyIds.map((id) => `apikey:${id}`)]
  if (revoked.length) await d.bus.broadcast(REVOKED_BROADCAST, { sessionIds: revoked })
}

/** What some sessions of a business may do has changed: every gateway re-resolves them at once. */
export async function announceSessionsChanged(bus: Bus, change: SessionsChanged): Promise<void> {
  await bus.broadcast(SESSIONS_CHANGED_BROADCAST, change)
}

/** Every live session of a principal ends (password reset, deletion). */
export async function revokeAllSessionsOf(d: SessionDeps, principalId: string): Promise<void> {
  await revokeSessions(d, await liveSessionsOf(d, principalId))
}

async function liveSessionsOf(d: SessionDeps, principalId: string): Promise<string[]> {
  const live = await d.db.authSession.findMany({ where: { principalId, revokedAt: null, expiresAt: { gt: new Date() } }, select: { id: true } })
  return live.map((s) => s.id)
}

/**
 * A deleted user's every credential ends in one announcement: their sessions and their API keys
 * (removed too), so every gateway drops them from its cache and closes their live sockets at once.
 */
export async function revokeUser(d: SessionDeps, businessId: string, userId: string, actor: { type: string; id: string }): Promise<void> {
  const apiKeys = repositoriesOf(d.db).apiKeys.systemRepo(businessId, actor)
  const keys = await apiKeys.findRows({ creator: userId })
  await revokeSessions(d, await liveSessionsOf(d, userId), keys.map((k) => String(k.id)))
  // the keys already refuse (their creator is gone); removing them is tidiness, after the announcement
  for (const k of keys) await apiKeys.delete(String(k.id))
}

/** The permissions of a non-admin user's roles in their business (admins need none). */
export async function permissionsFor(db: IdentityDb, businessId: string, roles: string[]): Promise<AccessPermissions | undefined> {
  if (!roles.length) return {}
  const rows = await repositoriesOf(db).roleBasedAccessPermissions.systemRepo(businessId).findRows({ role: { in: roles } }, { fields: ['permissions'] })
  return mergePermissions(rows.map((r) => r.permissions as AccessPermissions))
}

/** How a principal is named in audit trails: display name, full name, email, or nothing. */
export function principalName(p: { displayName?: string | null; fname?: string | null; lname?: string | null; email?: string | null }): string | undefined {
  const full = [p.fname, p.lname].filter(Boolean).join(' ').trim()
  return p.displayName?.trim() || full || p.email || undefined
}

async function userSession(d: SessionDeps, userId: string, sessionId: string, expiresAt: number | undefined): Promise<Session> {
  const user = await repositoriesOf(d.db).users.lookup({ id: userId })
  // a locked account's tokens and API keys are refused while the lock lasts (domain/lockout.ts)
  if (!user || isLockedOut(user.lockedOutUntil)) throw unauthenticated()
  const isAdmin = user.roles.some(isAdminRole)
  const name = principalName(user)
  return {
    type: 'user', id: userId, ...(name ? { name } : {}), businessId: user.businessId, organizationIds: user.organizationIds, sessionId,
    roles: user.roles, isAdmin, permissions: isAdmin ? undefined : await permissionsFor(d.db, user.businessId, user.roles), expiresAt,
  }
}

/** `API_KEY <key>`: the key's creator, within the key's business. */
async function apiKeySession(d: SessionDeps, key: string): Promise<Session> {
  const row = await repositoriesOf(d.db).apiKeys.lookup({ hashedKey: hashSecret(key) }, { fields: ['id', 'businessId', 'creator'] })
  if (!row) throw unauthenticated()
  const id = String(row.id)
  const session = await userSession(d, String(row.creator), `apikey:${id}`, undefined)
  if (session.businessId !== row.businessId) throw unauthenticated()
  d.activity?.apiKeyUsed(id, session.businessId)
  return { ...session, apiKeyId: id }
}

/** How a public form's visitor is named in audit trails: not the patient whose answers they fill. */
export const PUBLIC_FORM_VISITOR = 'Public form visitor'

/** A stored scope as the contracts' SessionScope; anything unreadable refuses the session rather than widening it. */
function sessionScope(stored: unknown): SessionScope | undefined {
  if (stored === null || stored === undefined) return undefined
  const s = stored as Partial<SessionScope>
  if (s.kind === 'public-form' && typeof s.formId === 'string' && typeof s.responseId === 'string') {
    return { kind: 'public-form', formId: s.formId, responseId: s.responseId, existingPatient: s.existingPatient !== false }
  }
  throw unauthenticated()
}

/** The stored session `sid` (revoked, expired or single-use ones included), if any. */
export async function sessionRow(d: Pick<SessionDeps, 'db'>, sid: string) {
  return d.db.authSession.findUnique({ where: { id: sid } })
}

async function tokenSession(d: SessionDeps, token: string): Promise<Session> {
  const claims = await d.tokens.verify(token)
  if (!claims) throw unauthenticated()
  const row = await sessionRow(d, claims.sid)
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now() || row.principalId !== claims.sub) throw unauthenticated()
  let expiresAt = row.expiresAt.getTime()
  if (row.singleUse) {
    // consumed by this very authentication; an expiry of "now" keeps gateways from caching it
    const { count } = await d.db.authSession.updateMany({ where: { id: row.id, revokedAt: null }, data: { revokedAt: new Date() } })
    if (count !== 1) throw unauthenticated()
    expiresAt = Date.now()
  }
  d.activity?.seen(claims.typ, claims.sub, row.businessId)
  if (claims.typ === 'user') return userSession(d, claims.sub, claims.sid, expiresAt)
  const enduser = await repositoriesOf(d.db).endusers.lookup({ id: claims.sub })
  if (!enduser) throw unauthenticated()
  const name = principalName(enduser)
  const scope = sessionScope(row.scope)
  // a public form's visitor typed the patient's email or phone: the audit trail says who acted
  const actor = scope ? PUBLIC_FORM_VISITOR : name
  return {
    type: 'enduser', id: claims.sub, ...(actor ? { name: actor } : {}), businessId: enduser.businessId, organizationIds: enduser.organizationIds,
    sessionId: claims.sid, roles: [], isAdmin: false, expiresAt, ...(scope ? { scope } : {}),
  }
}

/** `svc.identity.sessions.authenticate` — `{ authorization }` header value → Session, or 401. */
export const authenticate = (d: SessionDeps): Handler<typeof identityBusRoutes, 'sessions.authenticate', Session> => async ({ authorization }) => {
  const [scheme, credential] = (authorization ?? '').split(' ', 2)
  if (!credential) throw unauthenticated()
  if (scheme === 'Bearer') return tokenSession(d, credential)
  if (scheme === 'API_KEY') return apiKeySession(d, credential)
  throw unauthenticated()
}

/** POST /logout-api and /logout-enduser — revokes the calling session at once (every gateway evicts its cache). */
export const logout = (d: SessionDeps): Operation<unknown, void> => async (_payload, ctx) => {
  if (!ctx.session) throw unauthenticated()
  if (ctx.session.apiKeyId) return
  await revokeSessions(d, [ctx.session.sessionId])
  const { type, id, businessId } = ctx.session
  const repos = repositoriesOf(d.db)
  const repo = (type === 'user' ? repos.users : repos.endusers).systemRepo(businessId, { type, id })
  await repo.update(id, { lastLogout: new Date().toISOString() }).catch((err: unknown) => {
    // the session is gone either way; a principal deleted meanwhile has no presence to record
    if ((err as { status?: number }).status !== 404) throw err
  })
}

export { createActivityTracker }
