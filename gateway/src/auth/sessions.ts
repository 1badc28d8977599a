// Resolves an Authorization header into a Session by asking identity over the bus, with a short
// LRU cache (never past the session's expiry) and immediate eviction on revocation broadcasts.
import type { Logger } from 'pino'
import { LRUCache } from 'lru-cache'
import { ApiError } from '@care/contracts/errors'
import { requestSubject, SESSIONS_CHANGED_BROADCAST, SESSIONS_REVOKED_BROADCAST, type BusRequest, type SessionsChanged } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus, Subscription } from '@care/kit/bus/types'
import { authorizationsFor, parseAuthorization } from './credentials.ts'

export const AUTHENTICATE_SUBJECT = requestSubject('identity', IDENTITY_INTERNAL.authenticate)
export const REVOKED_BROADCAST = SESSIONS_REVOKED_BROADCAST

/** What identity broadcasts on logout or revocation. */
export interface Revocation {
  sessionIds?: string[]
  tokens?: string[]
}

export interface ResolveContext {
  requestId: string
  traceparent?: string
  ip?: string
}

export interface SessionResolver {
  /**
   * The session for an Authorization header; undefined when there is no usable credential or
   * identity refuses it. Rejects with ApiError 503/504 when identity cannot answer.
   */
  resolve(authorization: string | undefined, ctx: ResolveContext): Promise<Session | undefined>
  /** Called after every revocation, once the cache has dropped the revoked sessions. */
  onRevoked(listener: (r: Revocation) => void): () => void
  /** Called when what some sessions may do has changed, once the cache has dropped them. */
  onChanged(listener: (c: SessionsChanged) => void): () => void
  close(): Promise<void>
}

export interface SessionResolverOptions {
  bus: Bus
  log: Logger
  /** how long a resolved session is reused; 0 disables the cache */
  cacheMs: number
  timeoutMs: number
  maxEntries?: number
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

function asSession(body: unknown): Session | undefined {
  const s = body as Partial<Session> | null
  if (!s || typeof s !== 'object') return undefined
  if ((s.type !== 'user' && s.type !== 'enduser') || typeof s.id !== 'string' || typeof s.businessId !== 'string') return undefined
  return s as Session
}

export async function createSessionResolver(o: SessionResolverOptions): Promise<SessionResolver> {
  const cache = new LRUCache<string, Session>({ max: o.maxEntries ?? 10_000 })
  const inflight = new Map<string, Promise<Session | undefined>>()
  const listeners = new Set<(r: Revocation) => void>()
  const changeListeners = new Set<(c: SessionsChanged) => void>()
  // Bumped by every revocation: an answer that was in flight meanwhile is used but not cached.
  let generation = 0

  const revoke = (data: unknown) => {
    const r = (data ?? {}) as Record<string, unknown>
    const revocation: Revocation = { sessionIds: strings(r.sessionIds), tokens: strings(r.tokens) }
    generation++
    inflight.clear()
    for (const t of revocation.tokens!) for (const key of authorizationsFor(t)) cache.delete(key)
    if (revocation.sessionIds!.length) {
      const ids = new Set(revocation.sessionIds)
      const doomed: string[] = []
      for (const [key, s] of cache.entries()) if (ids.has(s.sessionId)) doomed.push(key)
      for (const key of doomed) cache.delete(key)
    }
    for (const l of listeners) {
      try {
        l(revocation)
      } catch (err) {
        o.log.error({ err }, 'revocation listener failed')
      }
    }
  }
  const changed = (data: unknown) => {
    const c = (data ?? {}) as Record<string, unknown>
    if (typeof c.businessId !== 'string') return
    const change: SessionsChanged = { businessId: c.businessId, ...(Array.isArray(c.userIds) ? { userIds: strings(c.userIds) } : {}) }
    const users = change.userIds && new Set(change.userIds)
    generation++
    inflight.clear()
    const stale: string[] = []
    for (const [key, s] of cache.entries()) if (s.businessId === change.businessId && (!users || users.has(s.id))) stale.push(key)
    for (const key of stale) cache.delete(key)
    for (const l of changeListeners) {
      try {
        l(change)
      } catch (err) {
        o.log.error({ err }, 'session change listener failed')
      }
    }
  }
  const subscriptions: Subscription[] = [
    await o.bus.onBroadcast(REVOKED_BROADCAST, revoke),
    await o.bus.onBroadcast(SESSIONS_CHANGED_BROADCAST, changed),
  ]

  const ask = async (authorization: string, ctx: ResolveContext): Promise<Session | undefined> => {
    const req: BusRequest = { requestId: ctx.requestId, traceparent: ctx.traceparent, ip: ctx.ip, payload: { authorization } }
    const reply = await o.bus.request(AUTHENTICATE_SUBJECT, req, { timeoutMs: o.timeoutMs })
    if ('body' in reply && reply.status < 400) return asSession(reply.body)
    // identity refusing the credential is "no session"; identity failing is the caller's failure too
    if (reply.status >= 500) throw new ApiError(reply.status, 'message' in reply ? reply.message : '')
    return undefined
  }

  // A sign-in link's session is consumed by the authentication that resolves it (identity answers an
  // expiry of "now"): of the requests sharing that one resolution, only the first may use it.
  const claimed = new WeakSet<Promise<Session | undefined>>()
  const spentOnce = async (pending: Promise<Session | undefined>): Promise<Session | undefined> => {
    const session = await pending
    if (!session || session.expiresAt === undefined || session.expiresAt > Date.now()) return session
    if (claimed.has(pending)) return undefined
    claimed.add(pending)
    return session
  }

  const remember = (authorization: string, session: Session) => {
    if (o.cacheMs <= 0) return
    const untilExpiry = session.expiresAt === undefined ? Infinity : session.expiresAt - Date.now()
    const ttl = Math.min(o.cacheMs, untilExpiry)
    if (ttl >= 1) cache.set(authorization, session, { ttl: Math.floor(ttl) })
  }

  return {
    async resolve(header, ctx) {
      const credentials = parseAuthorization(header)
      if (!credentials) return undefined
      const key = credentials.authorization
      const cached = cache.get(key)
      if (cached) return cached
      const shared = inflight.get(key)
      if (shared) return spentOnce(shared)
      const started = generation
      const pending: Promise<Session | undefined> = ask(key, ctx).then(
        (session) => {
          if (inflight.get(key) === pending) inflight.delete(key)
          if (session && started === generation) remember(key, session)
          return session
        },
        (err: unknown) => {
          if (inflight.get(key) === pending) inflight.delete(key)
          throw err
        },
      )
      inflight.set(key, pending)
      return spentOnce(pending)
    },

    onRevoked(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },

    onChanged(listener) {
      changeListeners.add(listener)
      return () => void changeListeners.delete(listener)
    },

    async close() {
      for (const s of subscriptions) await s.unsubscribe()
      listeners.clear()
      changeListeners.clear()
      cache.clear()
      inflight.clear()
    },
  }
}
