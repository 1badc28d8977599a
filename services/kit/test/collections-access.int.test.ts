// Tenancy and access (spec 1 §6) on real PostgreSQL: another business's records do not exist for
// the caller; user levels All / Assigned / Default / none per action; enduser own-only access;
// hidden and hiddenFromEndusers fields.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import type { AccessForCollection } from '@care/contracts/session'
import { createCollectionOperations } from '../src/collections/index.ts'
import { newObjectId } from '../src/ids.ts'
import { adminSession, ctx, enduserSession, openHarness, rejects, userSession, type Harness } from './fixture/harness.ts'
import { items } from './fixture/items.ts'

const A = 'b1aaaaaaaaaaaaaaaaaaaaaa'
const B = 'b2bbbbbbbbbbbbbbbbbbbbbb'

describe('collection engine: tenancy and access', () => {
  let h: Harness
  const adminA = adminSession(A)
  const adminB = adminSession(B)
  before(async () => {
    h = await openHarness('coll_access')
  })
  after(() => h.close())

  const member = (access?: AccessForCollection, id = newObjectId()) => userSession({ businessId: A, id, ...(access ? { permissions: { items: access } } : {}) })

  it('never shows business A a record of business B: 404 / nothing, exactly like a missing one', async () => {
    const theirs = await h.ops.createOne({ title: 'B secret', tags: ['x'] }, ctx(adminB))
    const c = ctx(adminA)
    await rejects(h.ops.getOne({ id: theirs.id }, c), 404, ErrorMessages.notFound)
    await rejects(h.ops.getOne({ filter: { title: 'B secret' } }, c), 404, ErrorMessages.notFound)
    assert.deepEqual(await h.ops.getSome({ filter: { title: 'B secret' } }, c), [])
    assert.deepEqual(await h.ops.getSome({ ids: [theirs.id] }, c), [])
    assert.deepEqual(await h.ops.bulkRead({ ids: [theirs.id] }, c), { matches: [] })
    await rejects(h.ops.updateOne({ id: theirs.id, updates: { description: 'mine now' } }, c), 404, ErrorMessages.notFound)
    await rejects(h.ops.deleteOne({ id: theirs.id }, c), 404, ErrorMessages.notFound)
    // lastId paging with sortBy cannot probe another business either
    await rejects(h.ops.getSome({ sortBy: 'title', lastId: theirs.id }, c), 400)
    const still = await h.ops.getOne({ id: theirs.id }, ctx(adminB))
    assert.equal(still.description, undefined)
  })

  it("'All' and 'Default' (also when the collection is not listed) reach every record of the business", async () => {
    const r = await h.ops.createOne({ title: 'Everyone' }, ctx(adminA))
    for (const session of [member({ read: 'All', update: 'All', delete: 'All' }), member({ read: 'Default', update: 'Default' }), member()]) {
      assert.equal((await h.ops.getOne({ id: r.id }, ctx(session))).id, r.id)
      await h.ops.updateOne({ id: r.id, updates: { description: session.id } }, ctx(session))
    }
    await h.ops.deleteOne({ id: r.id }, ctx(member({ delete: 'All' })))
  })

  it("'Assigned' sees and changes only records assigned to the user (list or single field) or created by them", async () => {
    const userId = newObjectId()
    const viaList = await h.ops.createOne({ title: 'Assigned via list', assignedTo: [newObjectId(), userId] }, ctx(adminA))
    const viaOwner = await h.ops.createOne({ title: 'Assigned via owner', ownerId: userId }, ctx(adminA))
    const notMine = await h.ops.createOne({ title: 'Not assigned', assignedTo: [newObjectId()] }, ctx(adminA))
    const session = member({ create: 'Assigned', read: 'Assigned', update: 'Assigned', delete: 'Assigned' }, userId)
    const c = ctx(session)
    const own = await h.ops.createOne({ title: 'Created by them' }, c)

    const visible = ((await h.ops.getSome({ filter: { title: { _in: ['Assigned via list', 'Assigned via owner', 'Not assigned', 'Created by them'] } } }, c)) as { id: string }[]).map((r) => r.id)
    assert.deepEqual(visible.sort(), [viaList.id, viaOwner.id, own.id].sort())
    await rejects(h.ops.getOne({ id: notMine.id }, c), 404)
    assert.deepEqual((await h.ops.bulkRead({ ids: [notMine.id, viaList.id] }, c)).matches.map((m) => m.id), [viaList.id])
    await rejects(h.ops.updateOne({ id: notMine.id, updates: { description: 'x' } }, c), 404)
    await h.ops.updateOne({ id: viaOwner.id, updates: { description: 'x' } }, c)
    await rejects(h.ops.deleteOne({ id: notMine.id }, c), 404)
    await h.ops.deleteOne({ id: viaList.id }, c)
  })

  it('a null level refuses that action with 403 Inaccessible, and only that action', async () => {
    const r = await h.ops.createOne({ title: 'Guarded' }, ctx(adminA))
    const noRead = ctx(member({ read: null }))
    await rejects(h.ops.getOne({ id: r.id }, noRead), 403, ErrorMessages.forbidden)
    await rejects(h.ops.getSome({}, noRead), 403, ErrorMessages.forbidden)
    await rejects(h.ops.bulkRead({ ids: [r.id] }, noRead), 403, ErrorMessages.forbidden)
    await h.ops.updateOne({ id: r.id, updates: { description: 'still allowed' } }, noRead)
    await rejects(h.ops.createOne({ title: 'nope' }, ctx(member({ create: null }))), 403, ErrorMessages.forbidden)
    await rejects(h.ops.createSome({ create: [{ title: 'nope' }] }, ctx(member({ create: null }))), 403, ErrorMessages.forbidden)
    await rejects(h.ops.updateOne({ id: r.id, updates: { description: 'x' } }, ctx(member({ update: null }))), 403, ErrorMessages.forbidden)
    await rejects(h.ops.deleteOne({ id: r.id }, ctx(member({ delete: null }))), 403, ErrorMessages.forbidden)
    assert.equal((await h.ops.getOne({ id: r.id }, ctx(adminA))).id, r.id)
  })

  it('answers 401 Unauthenticated without a session', async () => {
    for (const call of [h.ops.getOne({ id: newObjectId() }, ctx()), h.ops.getSome({}, ctx()), h.ops.deleteOne({ id: newObjectId() }, ctx())]) {
      await rejects(call, 401, ErrorMessages.unauthenticated)
    }
  })

  it('endusers create for themselves and see, change and delete only their own records', async () => {
    const me = enduserSession(A)
    const c = ctx(me)
    const mine = await h.ops.createOne({ title: 'Enduser made' }, c)
    assert.equal(mine.enduserId, me.id)
    assert.equal(mine.creator, me.id)
    await rejects(h.ops.createOne({ title: 'For someone else', enduserId: newObjectId() }, c), 403, ErrorMessages.forbidden)
    const someoneElses = await h.ops.createOne({ title: 'Other enduser', enduserId: newObjectId() }, ctx(adminA))
    const unowned = await h.ops.createOne({ title: 'Nobody’s' }, ctx(adminA))

    const seen = ((await h.ops.getSome({}, c)) as { id: string }[]).map((r) => r.id)
    assert.deepEqual(seen, [mine.id])
    await rejects(h.ops.getOne({ id: someoneElses.id }, c), 404)
    await rejects(h.ops.getOne({ id: unowned.id }, c), 404)
    await rejects(h.ops.updateOne({ id: someoneElses.id, updates: { description: 'x' } }, c), 404)
    await rejects(h.ops.updateOne({ id: mine.id, updates: { enduserId: newObjectId() } }, c), 403)
    assert.equal((await h.ops.updateOne({ id: mine.id, updates: { description: 'mine' } }, c)).description, 'mine')
    await rejects(h.ops.deleteOne({ id: someoneElses.id }, c), 404)
    await h.ops.deleteOne({ id: mine.id }, c)
    // an enduser of another business sees nothing of A's
    assert.deepEqual(await h.ops.getSome({}, ctx(enduserSession(B, me.id))), [])
  })

  it('endusers are refused a collection that grants them nothing', async () => {
    const closed = createCollectionOperations({ collection: { ...items, enduserAccess: undefined }, prisma: h.prisma, model: 'item' })
    const c = ctx(enduserSession(A))
    await rejects(closed.getSome({}, c), 403, ErrorMessages.forbidden)
    await rejects(closed.createOne({ title: 'x' }, c), 403, ErrorMessages.forbidden)
    const readOnly = createCollectionOperations({ collection: { ...items, enduserAccess: { read: 'all' } }, prisma: h.prisma, model: 'item' })
    assert.ok(((await readOnly.getSome({}, c)) as unknown[]).length > 0)
    await rejects(readOnly.createOne({ title: 'x' }, c), 403, ErrorMessages.forbidden)
  })

  it('never answers hidden fields; hides hiddenFromEndusers fields from endusers only', async () => {
    const me = enduserSession(A)
    const r = await h.ops.createOne({ title: 'With notes', enduserId: me.id, internalNote: 'staff only', secret: 'never' }, ctx(adminA))
    assert.equal(r.internalNote, 'staff only')
    assert.ok(!('secret' in r))
    const asEnduser = await h.ops.getOne({ id: r.id }, ctx(me))
    assert.ok(!('internalNote' in asEnduser) && !('secret' in asEnduser))
    assert.equal(asEnduser.title, 'With notes')
    const listed = (await h.ops.getSome({}, ctx(me))) as Record<string, unknown>[]
    assert.ok(listed.every((x) => !('internalNote' in x)))
    const updated = await h.ops.updateOne({ id: r.id, updates: { description: 'seen' } }, ctx(me))
    assert.ok(!('internalNote' in updated))
    // nor can an enduser probe them through a filter or a sort
    await rejects(h.ops.getSome({ filter: { internalNote: 'staff only' } }, ctx(me)), 400)
    await rejects(h.ops.getSome({ sortBy: 'internalNote' }, ctx(me)), 400)
    assert.equal(((await h.ops.getSome({ filter: { internalNote: 'staff only' } }, ctx(adminA))) as unknown[]).length, 1)
  })
})
