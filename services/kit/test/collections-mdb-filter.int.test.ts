// mdbFilter (the SDK's MongoDB query language) on getSome and getOne against real PostgreSQL:
// $and, $or, field operators, dotted Json keys, values checked like `filter`, 400 for what is not
// supported; and the SDK's getOne('', mdbFilter), which sends an empty filter beside it.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'

describe('collection engine: mdbFilter', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const ids: Record<string, string> = {}

  before(async () => {
    h = await openHarness('coll_mdb')
    const seed: Record<string, Record<string, unknown>> = {
      a: { title: 'Alpha', priority: 1, tags: ['red', 'blue'], fields: { custom: 1, nested: { custom: 2 } } },
      b: { title: 'Beta', priority: 2, tags: ['red'], fields: { custom: 1, nested: { custom: 3 } } },
      c: { title: 'Gamma', priority: 3, tags: [] },
    }
    for (const [key, fields] of Object.entries(seed)) ids[key] = (await h.ops.createOne(fields, ctx(admin))).id as string
    // another business's twin is never matched
    await h.ops.createOne({ title: 'Alpha', priority: 1, tags: ['red'] }, ctx(adminSession('b2bbbbbbbbbbbbbbbbbbbbbb')))
  })
  after(() => h.close())

  const find = async (mdbFilter: unknown, extra: Record<string, unknown> = {}) => {
    const rows = (await h.ops.getSome({ mdbFilter, ...extra }, ctx(admin))) as { id: string }[]
    const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]))
    return rows.map((r) => names[r.id] ?? `?${r.id}`).sort()
  }

  it('$and of fields and dotted Json keys; no match is an empty list', async () => {
    assert.deepEqual(await find({ $and: [{ title: 'Alpha' }, { 'fields.custom': 1 }, { 'fields.nested.custom': 2 }] }), ['a'])
    assert.deepEqual(await find({ $and: [{ title: 'Not Alpha' }, { priority: 1 }] }), [])
  })

  it('$or, and fields beside it', async () => {
    assert.deepEqual(await find({ $or: [{ title: 'Alpha' }, { priority: 3 }] }), ['a', 'c'])
    assert.deepEqual(await find({ $or: [{ title: 'Alpha' }, { priority: 3 }], tags: 'red' }), ['a'])
  })

  it('$in, $nin, $exists, $gt/$gte/$lt/$lte, $ne, $eq; lists match by contains', async () => {
    assert.deepEqual(await find({ priority: { $in: [1, 3] } }), ['a', 'c'])
    assert.deepEqual(await find({ priority: { $nin: [1, 3] } }), ['b'])
    assert.deepEqual(await find({ 'fields.custom': { $exists: true } }), ['a', 'b'])
    assert.deepEqual(await find({ priority: { $gt: 1, $lte: 3 } }), ['b', 'c'])
    assert.deepEqual(await find({ priority: { $gte: 2, $lt: 3 } }), ['b'])
    assert.deepEqual(await find({ title: { $ne: 'Beta' } }), ['a', 'c'])
    assert.deepEqual(await find({ title: { $eq: 'Beta' } }), ['b'])
    assert.deepEqual(await find({ tags: 'blue' }), ['a'])
  })

  it('arrives as JSON text from a query string too', async () => {
    assert.deepEqual(await find(JSON.stringify({ $and: [{ title: 'Beta' }] })), ['b'])
  })

  it('getOne with an empty filter and an mdbFilter finds the record, or 404', async () => {
    const one = (await h.ops.getOne({ filter: '', mdbFilter: { $and: [{ title: 'Alpha' }, { priority: 1 }] } }, ctx(admin))) as { id: string }
    assert.equal(one.id, ids.a)
    await rejects(h.ops.getOne({ filter: '', mdbFilter: { $and: [{ title: 'Nothing' }] } }, ctx(admin)), 404)
  })

  it('refuses what it does not support with 400, as it refuses a bad filter', async () => {
    await rejects(h.ops.getSome({ mdbFilter: { $bad: 'query' } }, ctx(admin)), 400, "unknown top level operator: $bad. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.")
    await rejects(h.ops.getOne({ filter: '', mdbFilter: { $bad: 'query' } }, ctx(admin)), 400)
    await rejects(h.ops.getSome({ mdbFilter: { title: { $regex: '^A' } } }, ctx(admin)), 400)
    await rejects(h.ops.getSome({ mdbFilter: { notAField: 1 } }, ctx(admin)), 400)
    await rejects(h.ops.getSome({ mdbFilter: { priority: { $gt: 'soon' } } }, ctx(admin)), 400)
  })
})
