// Content on its own database and the in-process bus, with identity answered by a fake on the bus:
// which patients exist (ids-of-business), their tags (endusers.for-form) and the portal's page
// customizations (portal_customizations.getSome, from `portalPages`). Sessions for staff and
// patients of one business, and a `call` that answers the bus reply (status and body or message).
import { pino } from 'pino'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'
import type { ValidationIssue } from '@care/contracts/errors'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startContent, type ContentService } from '../src/service.ts'

export interface Fixture {
  businessId: string
  service: ContentService
  bus: Bus
  /** the business's portal_customizations as identity answers them (change freely) */
  portalPages: Record<string, unknown>[]
  /** how many times identity was asked for them */
  portalPageReads(): number
  /** identity answers 503 to those reads while down */
  setPortalPagesDown(down: boolean): void
  admin: Session
  /** a new patient of the business with these tags */
  patient(tags?: string[]): Session
  /** another staff member (an admin) of the business */
  staff(): Session
  call<T = Record<string, unknown>>(operation: string, payload: unknown, session: Session): Promise<BusReply<T> & { body?: T; message?: string; validation?: ValidationIssue[] }>
  ok<T = Record<string, unknown>>(operation: string, payload: unknown, session: Session): Promise<T>
  stop(): Promise<void>
}

const session = (type: Session['type'], businessId: string, isAdmin: boolean): Session => ({
  type, id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: isAdmin ? ['Admin'] : [], isAdmin,
})

export async function startFixture(env: Record<string, string> = {}): Promise<Fixture> {
  const businessId = newObjectId()
  const bus = createMemoryBus({ log: pino({ level: 'silent' }) })
  const tags = new Map<string, string[]>()
  await bus.serve(requestSubject('identity', 'ids-of-business'), 'identity', async (req) => {
    const { collection, ids } = req.payload as { collection: string; ids: string[] }
    return { status: 200, body: { found: collection === 'endusers' && req.session?.businessId === businessId ? ids.filter((id) => tags.has(id)) : [] } }
  })
  await bus.serve(requestSubject('identity', 'endusers.for-form'), 'identity', async (req) => {
    const { enduserId } = req.payload as { enduserId: string }
    return { status: 200, body: tags.has(enduserId) ? { enduser: { id: enduserId, tags: tags.get(enduserId) } } : {} }
  })
  const portalPages: Record<string, unknown>[] = []
  let portalPageReads = 0
  let portalPagesDown = false
  await bus.serve(requestSubject('identity', 'portal_customizations.getSome'), 'identity', async (req) => {
    portalPageReads++
    if (portalPagesDown) return { status: 503, message: 'identity is busy' }
    const { filter = {} } = (req.payload ?? {}) as { filter?: Record<string, unknown> }
    const mine = req.session?.businessId === businessId ? portalPages : []
    return { status: 200, body: mine.filter((p) => Object.entries(filter).every(([k, v]) => p[k] === v)) }
  })
  const db: TestDatabase = await createTestDatabase('content')
  const service = await startContent({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }), env: { ...process.env, ...env } })
  const call: Fixture['call'] = async (operation, payload, s) =>
    (await bus.request(requestSubject('content', operation), { requestId: newObjectId(), payload, session: s })) as never
  return {
    businessId,
    service,
    bus,
    portalPages,
    portalPageReads: () => portalPageReads,
    setPortalPagesDown: (down) => void (portalPagesDown = down),
    admin: session('user', businessId, true),
    patient(list = []) {
      const p = session('enduser', businessId, false)
      tags.set(p.id, list)
      return p
    },
    staff: () => session('user', businessId, true),
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
