// The read half of the audit trail (services/kit/src/audit): a session's reads of a collection
// holding patient data become `evt.<collection>.read` events in the outbox — who (name and
// address), how (read or list) and which records of whose — buffered and coalesced per caller;
// system work and reads that found nothing leave none.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { flushReadTrails } from '../src/audit/index.ts'
import { newObjectId } from '../src/ids.ts'
import type { SqlExecutor } from '../src/outbox/types.ts'
import { adminSession, ctx, enduserSession, itemsRepository, openHarness, type Harness, type ItemsRepository } from './fixture/harness.ts'

describe('audit: read events', () => {
  let h: Harness
  let repo: ItemsRepository
  const business = newObjectId()
  type ReadEvent = { collection: string; op: string; via: string; actor: { type: string; id: string; name?: string; ip?: string }; records: { id: string; enduserId?: string }[] }
  const reads = async () => {
    await flushReadTrails(h.prisma as unknown as SqlExecutor)
    const rows = await h.prisma.$queryRawUnsafe<{ payload: ReadEvent }[]>("SELECT payload FROM care_outbox WHERE subject = 'evt.items.read' ORDER BY created_at, id")
    return rows.map((r) => r.payload)
  }

  before(async () => {
    h = await openHarness('audit_reads')
    repo = itemsRepository(h)
  })
  after(() => h?.close())

  it('reads by id and listings name the reader, their address and each record once, with its patient', async () => {
    const admin = { ...adminSession(business), name: 'Avery Admin' }
    const patient = enduserSession(business)
    const system = repo.systemRepo(business)
    const a = await system.create({ title: 'A1', enduserId: patient.id })
    const b = await system.create({ title: 'A2' })
    const before = (await reads()).length
    const asAdmin = repo.repo({ ...ctx(admin), ip: '203.0.113.9' })
    for (let i = 0; i < 3; i++) await asAdmin.get(a.id as string)
    await asAdmin.list({ filter: { title: 'A2' } })
    await asAdmin.list({ filter: { title: 'nothing like it' } })
    await system.get(a.id as string)
    const events = (await reads()).slice(before)
    const byVia = Object.fromEntries(events.map((e) => [e.via, e]))
    assert.deepEqual(Object.keys(byVia).sort(), ['list', 'read'], 'one event per way of reading; none for an empty answer or the system')
    assert.deepEqual(byVia.read!.records, [{ id: a.id, enduserId: patient.id }], 'three reads of one record: once')
    assert.deepEqual(byVia.read!.actor, { type: 'user', id: admin.id, name: 'Avery Admin', ip: '203.0.113.9' })
    assert.deepEqual(byVia.list!.records, [{ id: b.id }])
  })
})
