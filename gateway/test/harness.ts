// Test harness: the gateway on port 0 over the in-process bus, with a tiny identity (tokens in a
// map) and whatever test services a suite registers. Only outside systems would be mocked; here
// nothing is: the bus and the gateway are the real ones.
import { randomBytes } from 'node:crypto'
import { pino } from 'pino'
import { z } from 'zod'
import type { BusReply, BusRequest, ServiceName } from '@care/contracts/bus'
import type { Caller, HttpMethod, RouteDef } from '@care/contracts/routes/types'
import type { Session } from '@care/contracts/session'
import type { VisibilityContract } from '@care/contracts/access/visibility'
import { collectionByName } from '@care/contracts/collections/index'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { createGateway, type Gateway } from '../src/app.ts'
import { AUTHENTICATE_SUBJECT, REVOKED_BROADCAST } from '../src/auth/sessions.ts'
import { DEFAULT_READINESS_SUBJECT } from '../src/health.ts'
import { canReadEventFor } from '../src/live/can-read.ts'
import type { GatewayOptions } from '../src/options.ts'

export const silent = pino({ level: 'silent' })

export function route(operation: string, method: HttpMethod, path: string, callers: Caller[], extra: Partial<RouteDef> = {}): RouteDef {
  const service: ServiceName = extra.service ?? 'records'
  return { operation, method, path, callers, service, subject: `svc.${service}.${operation}`, input: z.object({}).loose(), summary: operation, ...extra }
}

let counter = 0
export const objectId = () => (++counter).toString(16).padStart(8, '0') + randomBytes(8).toString('hex')

export function userSession(businessId: string, extra: Partial<Session> = {}): Session {
  return { type: 'user', id: objectId(), businessId, organizationIds: [businessId], sessionId: objectId(), roles: ['Admin'], isAdmin: true, ...extra }
}

export function enduserSession(businessId: string, extra: Partial<Session> = {}): Session {
  return { type: 'enduser', id: objectId(), businessId, organizationIds: [businessId], sessionId: objectId(), roles: [], isAdmin: false, ...extra }
}

/**
 * Collections the live tests publish besides the platform's own: `tickets` belong to an enduser
 * (patients read their own), `markers` are readable by every patient of the business.
 */
export const testCollections = new Map<string, VisibilityContract>([
  ...collectionByName,
  ['tickets', { name: 'tickets', fields: { enduserId: z.string() }, enduserAccess: { read: 'own' } }],
  ['markers', { name: 'markers', fields: {}, enduserAccess: { read: 'all' } }],
])
export const testCanReadEvent = canReadEventFor(testCollections)

export interface Harness {
  bus: Bus
  gateway: Gateway
  url: string
  /** identity requests seen (cache checks) */
  authCalls: () => number
  /** issues a token for `session` */
  login(session: Session): string
  /** identity forgets a token without telling anyone */
  forget(token: string): void
  /** revokes in identity, then broadcasts like identity's logout does */
  revoke(sessionId: string): Promise<void>
  /** serves `subject` with `handler` */
  serve(subject: string, handler: (req: BusRequest) => Promise<BusReply>): Promise<void>
  close(): Promise<void>
}

export type HarnessOptions = Partial<Omit<GatewayOptions, 'bus' | 'log'>> & { identity?: boolean }

export async function startHarness(o: HarnessOptions = {}): Promise<Harness> {
  const bus = createMemoryBus({ log: silent })
  const tokens = new Map<string, Session>()
  let calls = 0
  if (o.identity !== false) {
    await bus.serve(AUTHENTICATE_SUBJECT, 'identity', async (req) => {
      calls++
      const { authorization } = req.payload as { authorization: string }
      const session = tokens.get(authorization)
      return session ? { status: 200, body: session } : { status: 401, message: 'Unauthenticated' }
    })
    await bus.serve(DEFAULT_READINESS_SUBJECT, 'identity', async () => ({ status: 200, body: { ok: true } }))
  }
  const gateway = await createGateway({
    routes: [],
    openapi: { openapi: '3.1.0', info: { title: 'test', version: '1' }, paths: {} },
    limits: { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 },
    env: {},
    canReadEvent: testCanReadEvent,
    ...o,
    bus,
    log: silent,
  })
  const { port } = await gateway.listen(0, '127.0.0.1')
  return {
    bus,
    gateway,
    url: `http://127.0.0.1:${port}`,
    authCalls: () => calls,
    login(session) {
      const token = randomBytes(16).toString('hex')
      tokens.set(session.apiKeyId ? `API_KEY ${token}` : `Bearer ${token}`, session)
      return token
    },
    forget(token) {
      tokens.delete(`Bearer ${token}`)
      tokens.delete(`API_KEY ${token}`)
    },
    async revoke(sessionId) {
      for (const [k, s] of tokens) if (s.sessionId === sessionId) tokens.delete(k)
      await bus.broadcast(REVOKED_BROADCAST, { sessionIds: [sessionId] })
    },
    async serve(subject, handler) {
      await bus.serve(subject, subject.split('.')[1] ?? 'test', handler)
    },
    async close() {
      await gateway.close()
      await bus.close()
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** fetch and read the body as JSON (or undefined when empty) */
export async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<{ status: number; body: any; headers: Headers; text: string }> {
  const headers = new Headers(init.headers)
  let body = init.body
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const res = await fetch(url, { ...init, headers, body })
  const text = await res.text()
  let parsed: unknown
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.status, body: parsed, headers: res.headers, text }
}
