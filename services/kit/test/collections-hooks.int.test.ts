// Service hooks: entity rules added without forking the engine (beforeCreate, beforeUpdate,
// afterRead, readScope), and refusals from hooks leaving no write and no event behind.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { badRequest } from '@care/contracts/errors'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'

describe('collection engine: hooks', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const c = () => ctx(admin)
  const calls: string[] = []

  before(async () => {
    h = await openHarness('coll_hooks', {
      beforeCreate(record, hookCtx) {
        calls.push(`create by ${hookCtx.session?.id}`)
        if (record.title === 'forbidden title') throw badRequest('That title is reserved')
        // server-set (read-only) fields are the hooks' to fill; tenancy is not theirs to change
        return { ...record, source: 'hook', businessId: 'someone-else' }
      },
      async beforeUpdate(existing, updates) {
        if (updates.description === 'refuse') throw badRequest('Refused by hook')
        return updates.description ? { ...updates, description: `${existing.title}: ${updates.description}` } : undefined
      },
      afterRead(record) {
        return { ...record, computed: `#${record.title}`, secret: 'leaked?' }
      },
      readScope(_ctx, action) {
        // archived (done) records are invisible to reads and writes alike
        return action === 'create' ? undefined : { done: false }
      },
    })
  })
  after(() => h.close())

  it('beforeCreate transforms the record; the business stays the caller’s', async () => {
    const r = await h.ops.createOne({ title: 'hooked' }, c())
    assert.equal(r.source, 'hook')
    assert.equal(r.businessId, admin.businessId)
    assert.ok(calls.includes(`create by ${admin.id}`))
  })

  it('a hook refusal answers its error and writes nothing', async () => {
    const start = (await h.outbox()).length
    await rejects(h.ops.createOne({ title: 'forbidden title' }, c()), 400, 'That title is reserved')
    const res = await h.ops.createSome({ create: [{ title: 'forbidden title' }, { title: 'fine' }] }, c())
    assert.deepEqual(res.errors, [{ index: 0, message: 'That title is reserved' }])
    const r = res.created[0]!
    await rejects(h.ops.updateOne({ id: r.id, updates: { description: 'refuse' } }, c()), 400, 'Refused by hook')
    const rows = (await h.outbox()).slice(start)
    assert.deepEqual(rows.map((x) => x.subject), ['evt.items.created'])
  })

  it('beforeUpdate transforms updates with the stored record at hand', async () => {
    const r = await h.ops.createOne({ title: 'upd' }, c())
    const u = await h.ops.updateOne({ id: r.id, updates: { description: 'note' } }, c())
    assert.equal(u.description, 'upd: note')
  })

  it('afterRead shapes every answer, but cannot leak hidden fields', async () => {
    const r = await h.ops.createOne({ title: 'read me' }, c())
    assert.equal(r.computed, '#read me')
    assert.ok(!('secret' in r))
    const [listed] = (await h.ops.getSome({ filter: { id: r.id } }, c())) as Record<string, unknown>[]
    assert.equal(listed!.computed, '#read me')
    assert.equal((await h.ops.getOne({ id: r.id }, c())).computed, '#read me')
  })

  it('readScope narrows reads, updates and deletes', async () => {
    const archived = await h.ops.createOne({ title: 'archived', done: true }, c())
    await rejects(h.ops.getOne({ id: archived.id }, c()), 404)
    assert.deepEqual(await h.ops.getSome({ filter: { title: 'archived' } }, c()), [])
    await rejects(h.ops.updateOne({ id: archived.id, updates: { description: 'x' } }, c()), 404)
    await rejects(h.ops.deleteOne({ id: archived.id }, c()), 404)
  })
})
