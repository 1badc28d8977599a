// Messaging on its own database and the in-process bus with identity answered by a fake on the bus
// (which patients, users and organizations exist; a patient's profile; getOne / createOne of
// endusers for /send-message-to-number), the embedded SMTP sink catching the mail and the SMS outbox
// (or a Twilio stand-in) holding texts — the outbound tests' world.
import { pino } from 'pino'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { ValidationIssue } from '@care/contracts/errors'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startMessaging, type MessagingOptions, type MessagingService } from '../src/service.ts'

export interface OutboundFixture {
  businessId: string
  service: MessagingService
  bus: Bus
  admin: Session
  patients: Map<string, Record<string, unknown>>
  patient(profile?: Record<string, unknown>): string
  staff(permissions?: Session['permissions']): Session
  stranger(): Session
  call<T = Record<string, unknown>>(operation: string, payload: unknown, session?: Session, from?: { ip: string; origin: string }): Promise<BusReply<T> & { body?: T; message?: string; validation?: ValidationIssue[] }>
  ok<T = Record<string, unknown>>(operation: string, payload: unknown, session?: Session): Promise<T>
  stop(): Promise<void>
}

const sessionOf = (type: Session['type'], businessId: string, isAdmin: boolean, permissions?: Session['permissions']): Session => ({
  type, id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: isAdmin ? ['Admin'] : ['Staff'], isAdmin,
  ...(permissions ? { permissions } : {}),
})

export async function startOutboundFixture(options: Partial<Omit<MessagingOptions, 'bus' | 'databaseUrl' | 'log'>> = {}): Promise<OutboundFixture> {
  const businessId = newObjectId()
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })
  const patients = new Map<string, Record<string, unknown>>()
  const users = new Map<string, Record<string, unknown>>()
  const inBusiness = (req: { session?: { businessId: string } }, b?: string) => (req.session?.businessId ?? b) === businessId
  await bus.serve(requestSubject('identity', 'ids-of-business'), 'identity', async (req) => {
    const { collection, ids } = req.payload as { collection: string; ids: string[] }
    const known = collection === 'endusers' ? patients : collection === 'users' ? users : new Map()
    return { status: 200, body: { found: inBusiness(req) ? ids.filter((id) => known.has(id)) : [] } }
  })
  await bus.serve(requestSubject('identity', 'endusers.for-form'), 'identity', async (req) => {
    const { enduserId, businessId: b } = req.payload as { enduserId: string; businessId: string }
    return { status: 200, body: b === businessId && patients.has(enduserId) ? { enduser: patients.get(enduserId) } : {} }
  })
  const record = (r: Record<string, unknown>) => ({ businessId, organizationIds: [businessId], creator: businessId, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), ...r })
  await bus.serve(requestSubject('identity', 'users.getOne'), 'identity', async (req) => {
    const { id } = req.payload as { id: string }
    return inBusiness(req) && users.has(id) ? { status: 200, body: record(users.get(id)!) } : { status: 404, message: 'Could not find a record for the given id' }
  })
  await bus.serve(requestSubject('identity', 'organizations.getOne'), 'identity', async (req) => {
    const { id } = req.payload as { id: string }
    return inBusiness(req) && id === businessId ? { status: 200, body: record({ id, name: 'Sunrise Clinic', subdomain: 'sunrise' }) } : { status: 404, message: 'Could not find a record for the given id' }
  })
  await bus.serve(requestSubject('identity', 'endusers.getOne'), 'identity', async (req) => {
    const { filter } = req.payload as { filter?: { phone?: string } }
    const found = inBusiness(req) ? [...patients.values()].find((p) => filter?.phone && p.phone === filter.phone) : undefined
    return found ? { status: 200, body: record(found) } : { status: 404, message: 'Could not find a record for the given id' }
  })
  await bus.serve(requestSubject('identity', 'endusers.createOne'), 'identity', async (req) => {
    const id = newObjectId()
    patients.set(id, { id, ...(req.payload as object) })
    return { status: 200, body: record(patients.get(id)!) }
  })
  const db: TestDatabase = await createTestDatabase('messaging')
  const service = await startMessaging({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }), env: {}, devMailbox: true, ...options })
  const call: OutboundFixture['call'] = async (operation, payload, s, from) =>
    (await bus.request(requestSubject('messaging', operation), { requestId: newObjectId(), payload, ...(s ? { session: s } : {}), ...from })) as never
  const admin = sessionOf('user', businessId, true)
  users.set(admin.id, { id: admin.id, fname: 'Ada', lname: 'Admin', email: 'ada@example.com' })
  return {
    businessId, service, bus, admin, patients,
    patient(profile = {}) {
      const id = newObjectId()
      patients.set(id, { id, fname: 'Jordan', lname: 'Lee', ...profile })
      return id
    },
    staff(permissions) {
      const s = sessionOf('user', businessId, false, permissions)
      users.set(s.id, { id: s.id, fname: 'Sam', lname: 'Staff' })
      return s
    },
    stranger: () => sessionOf('user', newObjectId(), true),
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

export const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
