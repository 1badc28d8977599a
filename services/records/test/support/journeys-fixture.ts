// Records with the real identity and messaging services (the platform's own list; forms, content
// and scheduling too when asked) on one in-process bus, each on its own database, and records'
// automation clock in the test's hands: journeys, patients, emails in the development mailbox and
// SMS in the outbox are the real ones; delays are crossed by moving `clock.now` and running what is
// due (runDueActions), no sleeping.
import { randomBytes } from 'node:crypto'
import { pino } from 'pino'
import { requestSubject, isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { ValidationIssue } from '@care/contracts/errors'
import { services } from '@care/platform/services'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startRecords, type RecordsService } from '../../src/service.ts'

export type Rec = Record<string, unknown> & { id: string }
export type Reply<T> = BusReply<T> & { body?: T; message?: string; validation?: ValidationIssue[] }

export interface JourneysFixture {
  bus: Bus
  records: RecordsService
  clock: { now: number }
  /** another records process on the same database, bus and clock (a replica, or the one after a restart) */
  replica(): Promise<RecordsService>
  /** a staff admin of a new business */
  staff(): Promise<Session>
  call<T = Rec>(service: string, operation: string, payload: unknown, session?: Session): Promise<Reply<T>>
  ok<T = Rec>(service: string, operation: string, payload: unknown, session?: Session): Promise<T>
  patient(admin: Session, fields?: Record<string, unknown>): Promise<Rec>
  enduser(admin: Session, id: string): Promise<Rec>
  mailbox(admin: Session, to: string): Promise<{ subject: string; text: string }[]>
  smsOutbox(admin: Session, to: string): Promise<{ message: string }[]>
  stop(): Promise<void>
}

/** the waits before a test's request answered 503 is sent again */
const RETRY_503_MS = [250, 500, 1000, 2000, 4000]

/** services started beside identity and messaging, for the actions that reach them */
export type ExtraService = 'forms' | 'content' | 'scheduling'

export async function startJourneysFixture(o: { with?: readonly ExtraService[] } = {}): Promise<JourneysFixture> {
  const log = pino({ level: process.env.TEST_LOG ?? 'silent' })
  const bus = createMemoryBus({ log })
  const clock = { now: Date.now() }
  const dbs: TestDatabase[] = []
  const running: { stop(): Promise<void> }[] = []
  const authSecret = randomBytes(32).toString('hex')
  const stopAll = async () => {
    for (const r of running.reverse()) await r.stop().catch(() => {})
    await bus.close()
    for (const d of dbs) await d.drop().catch(() => {})
  }
  const startOne = async () => {
    const started = await startRecords({ bus, databaseUrl: dbs.at(-1)!.url, log, options: { now: () => clock.now }, jobPollingSeconds: 0.5 })
    running.push(started)
    return started
  }
  let records: RecordsService
  try {
    for (const name of ['identity', 'messaging', ...(o.with ?? [])]) {
      const db = await createTestDatabase(name)
      dbs.push(db)
      running.push(await services.find((s) => s.name === name)!.start({ bus, databaseUrl: db.url, authSecret, log }))
    }
    dbs.push(await createTestDatabase('records'))
    records = await startOne()
  } catch (e) {
    // a start that fails half way (PostgreSQL out of connections) stops what it started: the test file fails instead of hanging
    await stopAll()
    throw e
  }

  // a 503 reply is the platform's 'overloaded, try again shortly' (a busy run's suites share one
  // PostgreSQL and its max_connections): the test's own requests retry it a few times, as a client
  // does; a subject nobody serves (a thrown 503) and every other answer are the test's to judge
  const call: JourneysFixture['call'] = async (service, operation, payload, session) => {
    for (let attempt = 0; ; attempt++) {
      const reply = await bus.request(requestSubject(service as never, operation), { requestId: newObjectId(), payload, ...(session ? { session } : {}) })
      if (reply.status !== 503 || attempt >= RETRY_503_MS.length) return reply as never
      await new Promise((r) => setTimeout(r, RETRY_503_MS[attempt]))
    }
  }
  const ok: JourneysFixture['ok'] = async (service, operation, payload, session) => {
    const reply = await call(service, operation, payload, session)
    if (isErrorReply(reply)) throw new Error(`${operation}: ${reply.status} ${reply.message} ${JSON.stringify(reply.validation ?? [])}`)
    return reply.body as never
  }
  return {
    bus, records, clock, call, ok,
    replica: startOne,
    async staff() {
      const email = `staff-${randomBytes(4).toString('hex')}@example.com`
      const { authToken } = await ok<{ authToken: string }>('identity', 'users.register', { email, password: 'Password-123', organizationName: `Clinic ${email}` })
      return ok<Session>('identity', 'sessions.authenticate', { authorization: `Bearer ${authToken}` })
    },
    patient: (admin, fields = {}) => ok('identity', 'endusers.createOne', { fname: 'Pat', ...fields }, admin),
    enduser: (admin, id) => ok('identity', 'endusers.getOne', { id }, admin),
    mailbox: (admin, to) => ok('messaging', 'dev.mailbox', { to }, admin),
    smsOutbox: (admin, to) => ok('messaging', 'dev.sms-outbox', { to }, admin),
    stop: stopAll,
  }
}

/** waits until `check` holds (a guard against hanging, not a timing assertion) */
export async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (await check()) return
  throw new Error(`${what} did not happen within ${ms} ms`)
}
