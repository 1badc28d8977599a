// Scheduling on its own database and the in-process bus, with identity and messaging answered by
// fakes on the bus (and records, for the journeys and tickets reminders ask for): which patients and users exist (ids-of-business), a patient's profile
// (endusers.for-form), staff display info (users.for-scheduling), sessions by token
// (sessions.authenticate), and the emails and SMS sent, the staff notifications written
// (user_notifications.createOne) and the reminder webhooks delivered (webhooks.send-calendar-event-reminder, answered
// 400 'not configured' while `webhooksConfigured` is false). The service's clock is the fixture's.
import { pino } from 'pino'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { ValidationIssue } from '@care/contracts/errors'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startScheduling, type SchedulingService } from '../src/service.ts'

const RECORDS_CALLS = ['journeys.add-endusers', 'journeys.remove-endusers', 'tickets.createOne'] as const
export interface Sent { channel: 'email' | 'sms' | 'notification' | 'webhook' | (typeof RECORDS_CALLS)[number]; to: string; text: string; payload?: Record<string, unknown>; idempotencyKey?: string }

export interface CoreFixture {
  businessId: string
  service: SchedulingService
  bus: Bus
  admin: Session
  patient(profile?: { email?: string; phone?: string; fname?: string; lname?: string }): Session
  staff(options?: { assigned?: boolean; fname?: string; email?: string }): Session
  /** a session of another business */
  stranger(type?: Session['type']): Session
  tokenFor(session: Session): string
  sent: Sent[]
  /** whether messaging's webhooks.deliver-automation delivers (else 400, as with no webhook configured) */
  webhooks: { configured: boolean }
  clock: { now: number }
  call<T = Record<string, unknown>>(operation: string, payload: unknown, session?: Session): Promise<BusReply<T> & { body?: T; message?: string; validation?: ValidationIssue[] }>
  ok<T = Record<string, unknown>>(operation: string, payload: unknown, session?: Session): Promise<T>
  stop(): Promise<void>
}

const sessionOf = (type: Session['type'], businessId: string, isAdmin: boolean, permissions?: Session['permissions']): Session => ({
  type, id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: isAdmin ? ['Admin'] : ['Staff'], isAdmin,
  ...(permissions ? { permissions } : {}),
})

/** `env`: the service's environment (e.g. ZOOM_* for the Zoom adapter) */
export async function startCoreFixture(o: { env?: NodeJS.ProcessEnv } = {}): Promise<CoreFixture> {
  const businessId = newObjectId()
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })
  const patients = new Map<string, Record<string, unknown>>()
  const users = new Map<string, Record<string, unknown>>()
  const tokens = new Map<string, Session>()
  const sent: Sent[] = []
  const clock = { now: Date.now() }
  const webhooks = { configured: true }
  await bus.serve(requestSubject('identity', 'ids-of-business'), 'identity', async (req) => {
    const { collection, ids } = req.payload as { collection: string; ids: string[] }
    const known = collection === 'endusers' ? patients : collection === 'users' ? users : new Map()
    return { status: 200, body: { found: req.session?.businessId === businessId ? ids.filter((id) => known.has(id)) : [] } }
  })
  await bus.serve(requestSubject('identity', 'endusers.for-form'), 'identity', async (req) => {
    const { enduserId } = req.payload as { enduserId: string }
    return { status: 200, body: patients.has(enduserId) ? { enduser: patients.get(enduserId) } : {} }
  })
  await bus.serve(requestSubject('identity', 'users.for-scheduling'), 'identity', async (req) => {
    const { userIds } = req.payload as { userIds?: string[] }
    const list = [...users.values()].filter((u) => !userIds || userIds.includes(String(u.id)))
    return { status: 200, body: { users: list.map((u) => ({ ...u, weeklyAvailabilities: [], credentialedStates: [] })) } }
  })
  await bus.serve(requestSubject('identity', 'users.for-notifications'), 'identity', async (req) => {
    const { userIds, businessId: asked } = req.payload as { userIds: string[]; businessId: string }
    const list = asked === businessId ? [...users.values()].filter((u) => userIds.includes(String(u.id))) : []
    return { status: 200, body: { users: list.map((u) => ({ id: u.id, ...(u.email ? { email: u.email } : {}), notificationPreferences: {}, notificationEmailsDisabled: false })) } }
  })
  await bus.serve(requestSubject('identity', 'sessions.authenticate'), 'identity', async (req) => {
    const { authorization } = req.payload as { authorization?: string }
    const session = tokens.get(String(authorization).replace(/^Bearer /, ''))
    return session ? { status: 200, body: session } : { status: 401, message: 'Unauthenticated' }
  })
  await bus.serve(requestSubject('messaging', 'system.send-email'), 'messaging', async (req) => {
    const p = req.payload as { to: string; text: string }
    sent.push({ channel: 'email', to: p.to, text: p.text })
    return { status: 200, body: { id: newObjectId(), via: 'smtp' } }
  })
  await bus.serve(requestSubject('messaging', 'system.send-sms'), 'messaging', async (req) => {
    const p = req.payload as { to: string; message: string }
    sent.push({ channel: 'sms', to: p.to, text: p.message })
    return { status: 200, body: { id: newObjectId(), via: 'outbox' } }
  })
  await bus.serve(requestSubject('messaging', 'user_notifications.createOne'), 'messaging', async (req) => {
    const p = req.payload as { userId: string; message: string }
    // creator-only: a notification is written as its own staff member's
    if (req.session?.id !== p.userId || req.session.businessId !== businessId) return { status: 403, message: 'Forbidden' }
    sent.push({ channel: 'notification', to: p.userId, text: p.message, payload: p, ...(req.idempotencyKey ? { idempotencyKey: req.idempotencyKey } : {}) })
    return { status: 200, body: { id: newObjectId(), ...p } }
  })
  const delivered = new Set<string>()
  await bus.serve(requestSubject('messaging', 'webhooks.send-calendar-event-reminder'), 'messaging', async (req) => {
    const p = req.payload as { id: string }
    if (!req.session?.isAdmin || req.session.businessId !== businessId) return { status: 403, message: 'Admin only' }
    if (!webhooks.configured) return { status: 400, message: 'Webhooks are not configured: call /configure-webhooks first' }
    // as the kit's Idempotency-Key does: a key seen before answers again and delivers nothing
    if (req.idempotencyKey && delivered.has(req.idempotencyKey)) return { status: 200, body: {} }
    if (req.idempotencyKey) delivered.add(req.idempotencyKey)
    sent.push({ channel: 'webhook', to: p.id, text: '', payload: { ...p, actor: req.session.id }, ...(req.idempotencyKey ? { idempotencyKey: req.idempotencyKey } : {}) })
    return { status: 200, body: {} }
  })
  // records: the journeys and tickets a reminder asks for (as an admin acting for the event's staff)
  for (const operation of RECORDS_CALLS) {
    await bus.serve(requestSubject('records', operation), 'records', async (req) => {
      if (!req.session?.isAdmin || req.session.businessId !== businessId) return { status: 403, message: 'Admin only' }
      const p = req.payload as Record<string, unknown>
      sent.push({ channel: operation, to: String(p.journeyId ?? p.enduserId ?? ''), text: String(p.title ?? ''), payload: { ...p, actor: req.session.id }, ...(req.idempotencyKey ? { idempotencyKey: req.idempotencyKey } : {}) })
      return { status: 200, body: operation === 'tickets.createOne' ? { id: newObjectId(), ...p } : {} }
    })
  }
  const db: TestDatabase = await createTestDatabase('scheduling')
  const service = await startScheduling({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }), options: { now: () => clock.now }, jobPollingSeconds: 0.5, ...(o.env ? { env: o.env } : {}) })
  const call: CoreFixture['call'] = async (operation, payload, s) =>
    (await bus.request(requestSubject('scheduling', operation), { requestId: newObjectId(), payload, ...(s ? { session: s } : {}) })) as never
  const admin = sessionOf('user', businessId, true)
  users.set(admin.id, { id: admin.id, fname: 'Ada', lname: 'Admin', email: 'ada@clinic.example' })
  return {
    businessId, service, bus, admin, sent, webhooks, clock,
    patient(profile = {}) {
      const p = sessionOf('enduser', businessId, false)
      patients.set(p.id, { id: p.id, ...profile })
      return p
    },
    staff(options = {}) {
      const s = sessionOf('user', businessId, false, options.assigned ? { calendar_events: { create: 'All', read: 'Assigned', update: 'Assigned', delete: 'Assigned' } } : undefined)
      users.set(s.id, { id: s.id, fname: options.fname ?? 'Sam', lname: 'Staff', ...(options.email ? { email: options.email } : {}) })
      return s
    },
    stranger: (type = 'user') => sessionOf(type, newObjectId(), type === 'user'),
    tokenFor(s) {
      const token = newObjectId()
      tokens.set(token, s)
      return token
    },
    call,
    async ok(operation, payload, s) {
      const reply = await call(operation, payload, s)
      if (reply.status >= 400) throw new Error(`${operation}: ${reply.status} ${JSON.stringify(reply)}`)
      return reply.body as never
    },
    async stop() {
      await service.stop()
      await bus.close()
      await db.drop()
    },
  }
}

export async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) if (await check()) return
  throw new Error(`${what} did not happen within ${ms} ms`)
}
