// Scheduling's booking calls on their own database and the in-process bus, identity and messaging
// answered by fakes: staff with weekly hours, licences and a time zone (users.for-scheduling),
// patients with a state and care team (endusers.for-form), the public intake's patient and session
// (endusers.public-booking-session), the emails and SMS sent. The service's clock is the fixture's.
import { pino } from 'pino'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { ValidationIssue } from '@care/contracts/errors'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startScheduling, type SchedulingService } from '../src/service.ts'

export interface Sent { channel: 'email' | 'sms'; to: string; text: string; purpose: string }
export type Reply<T> = BusReply<T> & { body?: T; message?: string; validation?: ValidationIssue[] }
type Rec = Record<string, unknown> & { id: string }

export interface StaffProfile {
  timezone?: string
  weeklyAvailabilities?: unknown[]
  credentialedStates?: unknown[]
  fname?: string
}
export interface PatientProfile { email?: string; phone?: string; fname?: string; state?: string; assignedTo?: string[]; timezone?: string }

export interface BookingFixture {
  businessId: string
  service: SchedulingService
  bus: Bus
  admin: Session
  clock: { now: number }
  sent: Sent[]
  /** patients the public intake created (email → id) */
  intakes: Map<string, string>
  staff(profile?: StaffProfile): Session
  patient(profile?: PatientProfile): Session
  stranger(type?: Session['type']): Session
  call<T = Rec>(operation: string, payload: unknown, session?: Session): Promise<Reply<T>>
  ok<T = Rec>(operation: string, payload: unknown, session?: Session): Promise<T>
  /** a template, a location and a page offering them */
  page(options?: { template?: Record<string, unknown>; page?: Record<string, unknown>; location?: Record<string, unknown> }): Promise<{ template: Rec; location: Rec; page: Rec }>
  stop(): Promise<void>
}

const sessionOf = (type: Session['type'], businessId: string, isAdmin: boolean): Session => ({
  type, id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: isAdmin ? ['Admin'] : ['Staff'], isAdmin,
})

/** every day of the week, from `startHour` to `endHour` */
export const everyDay = (startHour: number, endHour: number) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeekStartingSundayIndexedByZero: d, startTimeInMinutes: startHour * 60, endTimeInMinutes: endHour * 60 }))

export async function startBookingFixture(): Promise<BookingFixture> {
  const businessId = newObjectId()
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })
  const patients = new Map<string, Record<string, unknown>>()
  const users = new Map<string, Record<string, unknown>>()
  const intakes = new Map<string, string>()
  const sent: Sent[] = []
  const clock = { now: Date.UTC(2026, 5, 1, 12) }
  const ofBusiness = (req: { payload: unknown; session?: Session }) => (req.payload as { businessId?: string }).businessId ?? req.session?.businessId
  await bus.serve(requestSubject('identity', 'ids-of-business'), 'identity', async (req) => {
    const { collection, ids } = req.payload as { collection: string; ids: string[] }
    const known = collection === 'endusers' ? patients : collection === 'users' ? users : new Map()
    return { status: 200, body: { found: req.session?.businessId === businessId ? ids.filter((id) => known.has(id)) : [] } }
  })
  await bus.serve(requestSubject('identity', 'endusers.for-form'), 'identity', async (req) => {
    const { enduserId } = req.payload as { enduserId: string }
    return { status: 200, body: ofBusiness(req) === businessId && patients.has(enduserId) ? { enduser: patients.get(enduserId) } : {} }
  })
  await bus.serve(requestSubject('identity', 'users.for-scheduling'), 'identity', async (req) => {
    const { userIds } = req.payload as { userIds?: string[] }
    if (ofBusiness(req) !== businessId) return { status: 200, body: { users: [] } }
    const list = [...users.values()].filter((u) => !userIds || userIds.includes(String(u.id)))
    return { status: 200, body: { users: list.map((u) => ({ weeklyAvailabilities: [], credentialedStates: [], ...u })) } }
  })
  await bus.serve(requestSubject('identity', 'endusers.public-booking-session'), 'identity', async (req) => {
    const p = req.payload as { email: string; state?: string }
    if ([...patients.values()].some((x) => x.email === p.email)) return { status: 409, message: 'An account already exists for this email: please log in to book this appointment' }
    const id = newObjectId()
    patients.set(id, { id, ...p })
    intakes.set(p.email, id)
    return { status: 200, body: { enduserId: id, authToken: `token-${id}` } }
  })
  await bus.serve(requestSubject('messaging', 'system.send-email'), 'messaging', async (req) => {
    const p = req.payload as { to: string; text: string; purpose: string }
    sent.push({ channel: 'email', to: p.to, text: p.text, purpose: p.purpose })
    return { status: 200, body: { id: newObjectId(), via: 'smtp' } }
  })
  await bus.serve(requestSubject('messaging', 'system.send-sms'), 'messaging', async (req) => {
    const p = req.payload as { to: string; message: string; purpose: string }
    sent.push({ channel: 'sms', to: p.to, text: p.message, purpose: p.purpose })
    return { status: 200, body: { id: newObjectId(), via: 'outbox' } }
  })
  const db: TestDatabase = await createTestDatabase('scheduling')
  const service = await startScheduling({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }), options: { now: () => clock.now }, jobPollingSeconds: 0.5 })
  const call: BookingFixture['call'] = async (operation, payload, s) =>
    (await bus.request(requestSubject('scheduling', operation), { requestId: newObjectId(), payload, ...(s ? { session: s } : {}) })) as never
  const ok: BookingFixture['ok'] = async (operation, payload, s) => {
    const reply = await call(operation, payload, s)
    if (reply.status >= 400) throw new Error(`${operation}: ${reply.status} ${JSON.stringify(reply)}`)
    return reply.body as never
  }
  const admin = sessionOf('user', businessId, true)
  users.set(admin.id, { id: admin.id, fname: 'Ada', lname: 'Admin' })
  let pages = 0
  return {
    businessId, service, bus, admin, clock, sent, intakes, call, ok,
    staff(profile = {}) {
      const s = sessionOf('user', businessId, false)
      users.set(s.id, { id: s.id, fname: profile.fname ?? 'Sam', lname: 'Staff', timezone: 'UTC', weeklyAvailabilities: everyDay(9, 17), ...profile })
      return s
    },
    patient(profile = {}) {
      const p = sessionOf('enduser', businessId, false)
      patients.set(p.id, { id: p.id, email: `p${p.id}@example.com`, ...profile })
      return p
    },
    stranger: (type = 'user') => sessionOf(type, newObjectId(), type === 'user'),
    async page(options = {}) {
      pages++
      const template = await ok<Rec>('calendar_event_templates.createOne', { title: `Visit ${pages}`, durationInMinutes: 30, ...options.template }, admin)
      const location = await ok<Rec>('appointment_locations.createOne', { title: `Clinic ${pages}`, timezone: 'UTC', ...options.location }, admin)
      const page = await ok<Rec>('appointment_booking_pages.createOne', { title: `Page ${pages}`, calendarEventTemplateIds: [template.id], locationIds: [location.id], ...options.page }, admin)
      return { template, location, page }
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
