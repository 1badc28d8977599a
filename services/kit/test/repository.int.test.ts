// The repository (services/kit/src/repository): the caller's repository obeys the caller's rules
// exactly like the generic calls; the system repository writes what the service decides (read-only
// fields included) within one business, and both publish every change through the outbox.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { newObjectId } from '../src/ids.ts'
import { adminSession, ctx, enduserSession, itemsRepository, openHarness, rejects, userSession, type Harness, type ItemsRepository } from './fixture/harness.ts'

describe('repository', () => {
  let h: Harness
  let repo: ItemsRepository
  const business = newObjectId()
  const other = newObjectId()

  before(async () => {
    h = await openHarness('repository')
    repo = itemsRepository(h)
  })
  after(() => h?.close())

  const subjects = async (since: number) => (await h.outbox()).slice(since).map((r) => `${r.subject} ${r.payload.actor?.type}:${r.payload.actor?.id}`)

  it("repo(ctx) applies the caller's rules: access levels, enduser allow-list, projection, read-only fields", async () => {
    const admin = adminSession(business)
    const patient = enduserSession(business)
    const created = await repo.repo(ctx(admin)).create({ title: 'R1', secret: 's', internalNote: 'staff only', enduserId: patient.id })
    assert.equal(created.secret, undefined)
    assert.equal((await repo.repo(ctx(patient)).get(created.id)).internalNote, undefined)
    const none = userSession({ businessId: business, permissions: { items: { read: null } } })
    await rejects(repo.repo(ctx(none)).get(created.id), 403)
    const assigned = userSession({ businessId: business, permissions: { items: { read: 'Assigned' } } })
    await rejects(repo.repo(ctx(assigned)).get(created.id), 404)
    assert.equal(await repo.repo(ctx(assigned)).find({ title: 'R1' }), undefined)
    await rejects(repo.repo(ctx(admin)).update(created.id, { source: 'x' }), 400)
    await rejects(repo.repo(ctx(adminSession(other))).get(created.id), 404)
  })

  it('systemRepo writes read-only fields, stays in its business, and publishes every change with its actor', async () => {
    const since = (await h.outbox()).length
    const system = repo.systemRepo(business, { type: 'user', id: 'actor-1' })
    const created = await system.create({ title: 'S1', source: 'import', secret: 'kept inside' })
    assert.equal(created.source, 'import')
    assert.equal(created.secret, undefined, 'hidden fields never leave, even for the system')
    assert.equal((await system.row(created.id))?.secret, 'kept inside', 'the service itself can read them')
    const updated = await system.update(created.id, { source: 'sync', done: true })
    assert.equal(updated.source, 'sync')
    assert.equal(await repo.systemRepo(other).get(created.id), undefined, 'another business does not see it')
    await rejects(repo.systemRepo(other).update(created.id, { done: false }), 404)
    assert.equal(await repo.systemRepo(other).delete(created.id), false)
    assert.equal(await system.delete(created.id), true)
    assert.deepEqual(await subjects(since), ['evt.items.created user:actor-1', 'evt.items.updated user:actor-1', 'evt.items.deleted user:actor-1'])
    const rows = (await h.outbox()).slice(since)
    assert.equal(JSON.stringify(rows).includes('kept inside'), false, 'no hidden field in the outbox')
    assert.deepEqual(rows[1]!.payload.changes?.[0]?.changes.source, 'sync')
  })

  it('systemRepo refuses unknown fields and maps uniqueness to 409', async () => {
    const system = repo.systemRepo(business)
    await assert.rejects(system.create({ title: 'S2', nonsense: 1 }), /not a field/)
    await system.create({ title: 'S3' })
    await rejects(system.create({ title: 'S3' }), 409)
  })

  it("writes in a caller's transaction commit, or roll back, together with their events", async () => {
    const since = (await h.outbox()).length
    const system = repo.systemRepo(business)
    await assert.rejects(h.prisma.$transaction(async (tx) => {
      await system.create({ title: 'T1' }, { tx })
      throw new Error('abort')
    }), /abort/)
    assert.equal((await system.findRows({ title: 'T1' })).length, 0)
    assert.deepEqual(await subjects(since), [])
    await h.prisma.$transaction(async (tx) => {
      await system.create({ title: 'T2' }, { tx })
      await system.create({ title: 'T3' }, { tx })
    })
    assert.equal((await subjects(since)).length, 2)
  })

  it('modify() serialises concurrent read-modify-writes on one record; a refusal or undefined writes nothing', async () => {
    const system = repo.systemRepo(business)
    const created = await system.create({ title: 'M1', tags: [], secret: 'h1' })
    const id = created.id
    // without the row lock, concurrent appends would lose each other's tag
    await Promise.all(Array.from({ length: 8 }, (_, i) =>
      system.modify(id, (row) => ({ tags: [...row.tags, `t${i}`] }))))
    assert.equal((await system.row(id))?.tags.length, 8)
    assert.equal(await system.modify(newObjectId(), () => ({ done: true })), undefined, 'no such record')
    assert.equal(await repo.systemRepo(other).modify(id, () => ({ done: true })), undefined, 'another business')
    const since = (await h.outbox()).length
    const unchanged = await system.modify(id, (row) => (row.secret === 'h1' ? undefined : { done: true }))
    assert.equal(unchanged?.id, id)
    assert.equal(unchanged?.done, undefined)
    await assert.rejects(system.modify(id, () => {
      throw new Error('refused')
    }), /refused/)
    assert.deepEqual(await subjects(since), [], 'nothing written, nothing published')
    const deletedSince = (await h.outbox()).length
    assert.equal(await system.delete(id, { annotate: { mergedInto: 'x' } }), true)
    assert.equal((await h.outbox())[deletedSince]?.payload.records[0]?.mergedInto, 'x', 'the deleted event carries the annotation')
  })
})
