// The repository's read side for named calls (services/kit/src/repository/reads.ts): counts and
// ordered, narrowed rows within one business, a lookup by a key unique across businesses, and
// assertMay — the visibility rule for a row in hand, 404 when unreadable, else 403.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ApiError } from '@care/contracts/errors'
import { newObjectId } from '../src/ids.ts'
import { adminSession, enduserSession, itemsRepository, openHarness, userSession, type Harness, type ItemsRepository } from './fixture/harness.ts'

/** Runs `fn`, expecting an ApiError with `status` and `message`. */
function refuses(fn: () => void, status: number, message: string) {
  assert.throws(fn, (e: unknown) => e instanceof ApiError && e.status === status && e.message === message)
}

describe('repository reads', () => {
  let h: Harness
  let repo: ItemsRepository
  const business = newObjectId()
  const other = newObjectId()

  before(async () => {
    h = await openHarness('repository_reads')
    repo = itemsRepository(h)
    const system = repo.systemRepo(business)
    await system.create({ title: 'A', priority: 1, done: true, code: 'code-a' })
    await system.create({ title: 'B', priority: 2, done: false })
    await system.create({ title: 'C', priority: 3, done: true, secret: 'kept' })
    await repo.systemRepo(other).create({ title: 'A', priority: 1, done: true })
  })
  after(() => h?.close())

  it('count(where) counts within the business, with any condition', async () => {
    const system = repo.systemRepo(business)
    assert.equal(await system.count({}), 3)
    assert.equal(await system.count({ done: true }), 2)
    assert.equal(await system.count({ priority: { gte: 2 } }), 2)
    assert.equal(await repo.systemRepo(other).count({ done: true }), 1)
    assert.equal(await repo.systemRepo(newObjectId()).count({}), 0)
  })

  it('findRows/findRow: newest first unless ordered, narrowed to some fields, within the business', async () => {
    const system = repo.systemRepo(business)
    assert.deepEqual((await system.findRows({})).map((r) => r.title), ['C', 'B', 'A'])
    assert.deepEqual((await system.findRows({}, { orderBy: { priority: 'asc' }, take: 2 })).map((r) => r.title), ['A', 'B'])
    assert.deepEqual(await system.findRows({ done: false }, { fields: ['title', 'priority'] }), [{ title: 'B', priority: 2 }])
    assert.equal((await system.findRow({ done: true }))?.title, 'C')
    assert.equal((await system.findRow({ done: true }, { orderBy: { priority: 'asc' } }))?.title, 'A')
    assert.equal((await system.findRows({ title: 'A' })).length, 1, "another business's A is not counted")
    // stored values, as StoredRowOf types them (the client's Item): Dates and NULLs, hidden fields kept
    const [c] = await system.findRows({ title: 'C' })
    assert.ok(c.createdAt instanceof Date, 'createdAt is the stored Date')
    assert.equal(c.email, null, 'a field never set is the stored NULL')
    assert.equal(c.secret, 'kept', 'hidden fields are in the stored row')
  })

  it('lookup(key) finds a row by a unique key in any business, and refuses a key that is not unique', async () => {
    const a = await repo.systemRepo(business).findRow({ title: 'A' })
    assert.equal((await repo.lookup({ id: a!.id }))?.businessId, business)
    assert.equal((await repo.lookup({ code: 'code-a' }))?.id, a!.id)
    assert.deepEqual(await repo.lookup({ code: 'code-a' }, { fields: ['businessId'] }), { businessId: business })
    assert.equal((await repo.lookup({ businessId_title: { businessId: other, title: 'A' } }))?.businessId, other)
    assert.equal((await repo.lookup({ title: 'C' }).catch(() => 'refused')), 'refused', 'title alone is unique only per business')
    assert.equal(await repo.lookup({ id: newObjectId() }), undefined)
    const c = await repo.systemRepo(business).findRow({ title: 'C' })
    assert.equal((await repo.lookup({ id: c!.id }))?.secret, 'kept', 'the stored row, for the service itself')
  })

  it('assertMay: 404 for a row the caller may not read, 403 for one they may read but not change', async () => {
    const system = repo.systemRepo(business)
    const patient = enduserSession(business)
    const row = { id: newObjectId(), businessId: business, organizationIds: [business], creator: 'someone', assignedTo: [], enduserId: patient.id }
    // admins do everything in their business, nothing in another
    system.assertMay(adminSession(business), 'delete', row)
    refuses(() => system.assertMay(adminSession(other), 'read', row), 404, 'Could not find a record for the given id')
    // read All, update none: reads, and refuses the update with 403 (or the message given)
    const reader = userSession({ businessId: business, permissions: { items: { read: 'All', update: null } } })
    system.assertMay(reader, 'read', row)
    refuses(() => system.assertMay(reader, 'update', row), 403, 'Inaccessible')
    refuses(() => system.assertMay(reader, 'update', row, { forbidden: 'No changes for you' }), 403, 'No changes for you')
    // 'Assigned': only their own rows exist for them
    const assigned = userSession({ businessId: business, permissions: { items: { read: 'Assigned', update: 'Assigned' } } })
    refuses(() => system.assertMay(assigned, 'update', row, { notFound: 'No such item' }), 404, 'No such item')
    system.assertMay(assigned, 'update', { ...row, assignedTo: [assigned.id] })
    // a create checks the record about to be: 403 only
    refuses(() => system.assertMay(userSession({ businessId: business, permissions: { items: { create: null } } }), 'create', { businessId: business }), 403, 'Inaccessible')
    system.assertMay(userSession({ businessId: business, permissions: { items: { create: 'Assigned' } } }), 'create', { businessId: business })
    // patients: their own row (enduserAccess 'own'); another's is 404, or 403 when the call names it
    system.assertMay(patient, 'update', row)
    const stranger = enduserSession(business)
    refuses(() => system.assertMay(stranger, 'update', row), 404, 'Could not find a record for the given id')
    refuses(() => system.assertMay(stranger, 'update', row, { unreadable: 'forbidden', forbidden: 'Only your own' }), 403, 'Only your own')
  })
})
