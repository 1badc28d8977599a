// updateOne / deleteOne on real PostgreSQL: read-only and updates-disabled fields, validation,
// object merge vs replaceObjectFields, list append without duplicates, unsetting, uniqueness,
// 404s, and the outbox events (with per-record changes) of every write.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { newObjectId } from '../src/ids.ts'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'
import { TITLE_TAKEN } from './fixture/items.ts'

describe('collection engine: update and delete', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const c = () => ctx(admin)
  before(async () => {
    h = await openHarness('coll_update')
  })
  after(() => h.close())

  const create = (fields: Record<string, unknown>) => h.ops.createOne(fields, c())
  const update = (id: unknown, updates: Record<string, unknown>, replaceObjectFields?: boolean) =>
    h.ops.updateOne({ id, updates, ...(replaceObjectFields === undefined ? {} : { options: { replaceObjectFields } }) }, c())

  it('sets fields and stamps updatedAt', async () => {
    const r = await create({ title: 'U1', priority: 1 })
    const u = await update(r.id, { priority: 2, description: 'now described' })
    assert.equal(u.priority, 2)
    assert.equal(u.description, 'now described')
    assert.equal(u.createdAt, r.createdAt)
    assert.ok((u.updatedAt as string) > (r.updatedAt as string))
  })

  it('refuses read-only, base and updates-disabled fields with the spec text', async () => {
    const r = await create({ title: 'U2', kind: 'first' })
    assert.equal(r.kind, 'first')
    for (const field of ['source', 'kind', 'id', 'businessId', 'creator', 'createdAt', 'updatedAt']) {
      const e = await rejects(update(r.id, { [field]: 'x' }), 400, ErrorMessages.readonlyField)
      assert.deepEqual(e.validation, [{ field, message: ErrorMessages.readonlyField }])
    }
    await rejects(update(r.id, { colour: 'x' }), 400, 'Unrecognized field: colour')
    await rejects(update(r.id, { email: 'not an email' }), 400, 'Error parsing field email: Invalid email')
    await rejects(update(r.id, { title: null }), 400, 'Value not provided for required field: title')
  })

  it('merges object fields key by key unless replaceObjectFields', async () => {
    const r = await create({ title: 'U3', fields: { field1: '1' }, address: { city: 'Paris' } })
    const merged = await update(r.id, { fields: { field2: '2' }, address: { zip: '75001' } })
    assert.deepEqual(merged.fields, { field1: '1', field2: '2' })
    assert.deepEqual(merged.address, { city: 'Paris', zip: '75001' })
    const replaced = await update(r.id, { fields: { field2: '_2' } }, true)
    assert.deepEqual(replaced.fields, { field2: '_2' })
    assert.deepEqual(replaced.address, { city: 'Paris', zip: '75001' })
    const emptied = await update(r.id, { fields: {} }, true)
    assert.deepEqual(emptied.fields, {})
  })

  it('appends to lists without duplicates unless replaceObjectFields', async () => {
    const r = await create({ title: 'U4', tags: ['1', '2'], steps: [{ name: 'a' }] })
    const appended = await update(r.id, { tags: ['2', '3', '3'], steps: [{ name: 'a' }, { name: 'b' }] }, false)
    assert.deepEqual(appended.tags, ['1', '2', '3'])
    assert.deepEqual(appended.steps, [{ name: 'a' }, { name: 'b' }])
    const replaced = await update(r.id, { tags: ['9'], steps: [] }, true)
    assert.deepEqual(replaced.tags, ['9'])
    assert.deepEqual(replaced.steps, [])
    const cleared = await update(r.id, { tags: [] }, true)
    assert.deepEqual(cleared.tags, [])
  })

  it('unsets a field given null', async () => {
    const r = await create({ title: 'U5', description: 'gone soon', fields: { a: 1 } })
    const u = await update(r.id, { description: null, fields: null })
    assert.ok(!('description' in u))
    assert.ok(!('fields' in u))
  })

  it("answers 409 for a duplicate, 404 for a missing id and 400 'Invalid id' for a malformed one", async () => {
    await create({ title: 'Taken by update' })
    const r = await create({ title: 'U6' })
    const taken = await rejects(update(r.id, { title: 'Taken by update' }), 409, 'Uniqueness Violation')
    assert.deepEqual(taken.validation, [{ field: 'title', message: TITLE_TAKEN }])
    await rejects(update(newObjectId(), { description: 'x' }), 404, ErrorMessages.notFound)
    await rejects(update('not-an-id', { description: 'x' }), 400, 'Invalid id')
  })

  it('keeps concurrent appends: no update is lost', async () => {
    const r = await create({ title: 'U7', tags: [] })
    const tags = Array.from({ length: 8 }, (_, i) => `t${i}`)
    await Promise.all(tags.map((t) => update(r.id, { tags: [t] })))
    const final = await h.ops.getOne({ id: r.id }, c())
    assert.deepEqual([...(final.tags as string[])].sort(), tags)
  })

  it('publishes updated (records and changes) and deleted events, none for failed writes', async () => {
    const r = await create({ title: 'U8', priority: 1, fields: { a: 1 }, secret: 'hidden' })
    const start = (await h.outbox()).length
    await update(r.id, { priority: 5, fields: { b: 2 }, secret: 'changed' })
    await rejects(update(r.id, { kind: 'x' }), 400)
    await rejects(update(r.id, { title: 'Taken by update' }), 409)
    await h.ops.deleteOne({ id: r.id }, c())
    await rejects(h.ops.deleteOne({ id: r.id }, c()), 404)
    const rows = (await h.outbox()).slice(start)
    assert.deepEqual(rows.map((x) => x.subject), ['evt.items.updated', 'evt.items.deleted'])
    const updated = rows[0]!.payload
    assert.equal(updated.records[0]!.priority, 5)
    assert.ok(!('secret' in updated.records[0]!))
    assert.equal(updated.changes?.[0]?.id, r.id)
    const changes = updated.changes![0]!.changes
    assert.equal(changes.priority, 5)
    assert.deepEqual(changes.fields, { a: 1, b: 2 })
    assert.ok('updatedAt' in changes)
    assert.ok(!('title' in changes) && !('secret' in changes))
    // the deleted event carries the record as it was (so live subscribers can tell who could read it), hidden fields excepted
    const deleted = rows[1]!.payload.records
    assert.deepEqual(deleted.map((x) => [x.id, x.title, x.priority]), [[r.id, 'U8', 5]])
    assert.ok(!('secret' in deleted[0]!))
  })

  it('deletes: the record is gone and answers nothing', async () => {
    const r = await create({ title: 'U9' })
    assert.equal(await h.ops.deleteOne({ id: r.id }, c()), undefined)
    await rejects(h.ops.getOne({ id: r.id }, c()), 404, ErrorMessages.notFound)
  })
})
