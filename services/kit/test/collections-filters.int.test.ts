// getSome / getOne filters on real PostgreSQL: equality, every ReadFilter operator on single values,
// lists and Json paths, query-string values, search, ids, and refusals (unknown fields, operators).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'

describe('collection engine: filters and search', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const ids: Record<string, string> = {}

  before(async () => {
    h = await openHarness('coll_filters')
    const seed: Record<string, Record<string, unknown>> = {
      a: { title: 'Alpha', priority: 1, score: 1.5, done: true, tags: ['red', 'blue'], fields: { favouriteColour: 'green', n: 5, list: ['x', 'y'] }, description: 'The FIRST one', dueAt: '2030-01-01T00:00:00.000Z' },
      b: { title: 'Beta', priority: 2, score: 2.5, done: false, tags: ['red'], fields: { favouriteColour: 'blue', n: 10 }, description: 'second' },
      c: { title: 'Gamma', priority: 3, tags: [], fields: { favouriteColour: null } },
      d: { title: 'Delta', tags: ['green'], address: { city: 'Paris', zip: '75001' } },
    }
    for (const [key, fields] of Object.entries(seed)) ids[key] = (await h.ops.createOne(fields, ctx(admin))).id as string
    // the same titles in another business: never matched
    await h.ops.createSome({ create: [{ title: 'Alpha', priority: 1, tags: ['red'] }, { title: 'Beta' }] }, ctx(adminSession('b2bbbbbbbbbbbbbbbbbbbbbb')))
  })
  after(() => h.close())

  const find = async (filter: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const rows = (await h.ops.getSome({ filter, ...extra }, ctx(admin))) as { id: string }[]
    const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]))
    return rows.map((r) => names[r.id] ?? `?${r.id}`).sort()
  }

  it('matches equality on single values (JSON or query-string text)', async () => {
    assert.deepEqual(await find({ title: 'Alpha' }), ['a'])
    assert.deepEqual(await find({ priority: 2 }), ['b'])
    assert.deepEqual(await find({ priority: '2' }), ['b'])
    assert.deepEqual(await find({ done: 'true' }), ['a'])
    assert.deepEqual(await find({ done: false }), ['b', 'c', 'd'])
    assert.deepEqual(await find({ title: 'Alpha', priority: 2 }), [])
    assert.deepEqual(await find({ id: ids.c }), ['c'])
    assert.deepEqual(await find({ dueAt: '2030-01-01T00:00:00.000Z' }), ['a'])
  })

  it('normalises text as storage does before comparing (an email in any case)', async () => {
    const e = (await h.ops.createOne({ title: 'Mailed', email: 'Mixed.Case@Example.com' }, ctx(admin))).id as string
    const rows = (await h.ops.getSome({ filter: { email: 'MIXED.case@example.COM' } }, ctx(admin))) as { id: string }[]
    assert.deepEqual(rows.map((r) => r.id), [e])
    const listed = (await h.ops.getSome({ filter: { email: { _in: ['mixed.case@EXAMPLE.com'] } } }, ctx(admin))) as { id: string }[]
    assert.deepEqual(listed.map((r) => r.id), [e])
    await h.ops.deleteOne({ id: e }, ctx(admin))
  })

  it('treats a scalar on a list as "contains", a list as equality', async () => {
    assert.deepEqual(await find({ tags: 'red' }), ['a', 'b'])
    assert.deepEqual(await find({ tags: ['red'] }), ['b'])
    assert.deepEqual(await find({ tags: null }), ['c'])
  })

  it('_exists', async () => {
    assert.deepEqual(await find({ priority: { _exists: true } }), ['a', 'b', 'c'])
    assert.deepEqual(await find({ priority: { _exists: false } }), ['d'])
    assert.deepEqual(await find({ tags: { _exists: true } }), ['a', 'b', 'd'])
    assert.deepEqual(await find({ tags: { _exists: 'false' } }), ['c'])
    assert.deepEqual(await find({ address: { _exists: true } }), ['d'])
    // a required column always exists
    assert.deepEqual(await find({ creator: { _exists: true } }), ['a', 'b', 'c', 'd'])
    assert.deepEqual(await find({ creator: { _exists: false } }), [])
  })

  it('_in and _nin (absent values count as "not in", as in MongoDB)', async () => {
    assert.deepEqual(await find({ priority: { _in: [1, 3] } }), ['a', 'c'])
    assert.deepEqual(await find({ priority: { _nin: [1, 3] } }), ['b', 'd'])
    assert.deepEqual(await find({ tags: { _in: ['blue', 'green'] } }), ['a', 'd'])
    assert.deepEqual(await find({ tags: { _nin: ['red'] } }), ['c', 'd'])
    assert.deepEqual(await find({ title: { _in: [] } }), [])
  })

  it('_ne', async () => {
    assert.deepEqual(await find({ priority: { _ne: 1 } }), ['b', 'c', 'd'])
    assert.deepEqual(await find({ priority: { _ne: null } }), ['a', 'b', 'c'])
    assert.deepEqual(await find({ tags: { _ne: 'red' } }), ['c', 'd'])
  })

  it('_gt, _gte, _lt, _lte, combined', async () => {
    assert.deepEqual(await find({ priority: { _gt: 1 } }), ['b', 'c'])
    assert.deepEqual(await find({ priority: { _gte: 2 } }), ['b', 'c'])
    assert.deepEqual(await find({ priority: { _lt: 3 } }), ['a', 'b'])
    assert.deepEqual(await find({ priority: { _lte: '1' } }), ['a'])
    assert.deepEqual(await find({ priority: { _gt: 1, _lt: 3 } }), ['b'])
    assert.deepEqual(await find({ score: { _gte: 2 } }), ['b'])
    assert.deepEqual(await find({ title: { _gt: 'Beta' } }), ['c', 'd'])
    assert.deepEqual(await find({ dueAt: { _lt: '2031-01-01T00:00:00.000Z' } }), ['a'])
  })

  it('_all', async () => {
    assert.deepEqual(await find({ tags: { _all: ['red', 'blue'] } }), ['a'])
    assert.deepEqual(await find({ tags: { _all: ['red'] } }), ['a', 'b'])
  })

  it('reaches into Json columns with dotted keys', async () => {
    assert.deepEqual(await find({ 'fields.favouriteColour': 'green' }), ['a'])
    assert.deepEqual(await find({ 'fields.n': 10 }), ['b'])
    assert.deepEqual(await find({ 'fields.n': '10' }), ['b'])
    assert.deepEqual(await find({ 'fields.n': { _gt: 6 } }), ['b'])
    assert.deepEqual(await find({ 'fields.n': { _lte: 5 } }), ['a'])
    assert.deepEqual(await find({ 'fields.favouriteColour': { _in: ['green', 'blue'] } }), ['a', 'b'])
    assert.deepEqual(await find({ 'fields.favouriteColour': { _ne: 'green' } }), ['b', 'c', 'd'])
    assert.deepEqual(await find({ 'fields.favouriteColour': { _nin: ['green', 'blue'] } }), ['c', 'd'])
    assert.deepEqual(await find({ 'fields.favouriteColour': { _exists: true } }), ['a', 'b'])
    assert.deepEqual(await find({ 'fields.favouriteColour': { _exists: false } }), ['c', 'd'])
    assert.deepEqual(await find({ 'fields.list': 'y' }), ['a'])
    assert.deepEqual(await find({ 'fields.list': { _all: ['x', 'y'] } }), ['a'])
    assert.deepEqual(await find({ 'address.city': 'Paris' }), ['d'])
    // a nested object is matched key by key
    assert.deepEqual(await find({ address: { city: 'Paris' } }), ['d'])
    assert.deepEqual(await find({ fields: null }), ['d'])
  })

  it('refuses unknown and hidden fields, unknown operators and bad values with 400', async () => {
    await rejects(h.ops.getSome({ filter: { colour: 'red' } }, ctx(admin)), 400, "Unknown filter field 'colour'")
    await rejects(h.ops.getSome({ filter: { secret: 'x' } }, ctx(admin)), 400, "Unknown filter field 'secret'")
    await rejects(h.ops.getSome({ filter: { 'title.x': 'y' } }, ctx(admin)), 400, "Unknown filter field 'title.x'")
    await rejects(h.ops.getSome({ filter: { priority: { _regex: 'x' } } }, ctx(admin)), 400, "Unknown filter operator '_regex'")
    await rejects(h.ops.getSome({ filter: { priority: 'high' } }, ctx(admin)), 400, "Invalid value for 'priority'")
    await rejects(h.ops.getSome({ filter: { tags: { _gt: 'a' } } }, ctx(admin)), 400)
    await rejects(h.ops.getOne({ filter: { colour: 'red' } }, ctx(admin)), 400)
  })

  it('search: case-insensitive contains over searchFields, list elements by value, ANDed with the filter', async () => {
    assert.deepEqual(await find({}, { search: { query: 'first' } }), ['a'])
    assert.deepEqual(await find({}, { search: { query: 'ALP' } }), ['a'])
    assert.deepEqual(await find({}, { search: { query: 'a' } }), ['a', 'b', 'c', 'd'])
    assert.deepEqual(await find({}, { search: { query: 'green' } }), ['d'])
    assert.deepEqual(await find({}, { search: { query: 'Green' } }), ['d'])
    assert.deepEqual(await find({ priority: { _gte: 2 } }, { search: { query: 'a' } }), ['b', 'c'])
  })

  it('ids narrows getSome', async () => {
    assert.deepEqual(await find({}, { ids: [ids.a, ids.c] }), ['a', 'c'])
  })

  it('getOne by filter answers the newest match, or 404', async () => {
    const r = await h.ops.getOne({ filter: { tags: 'red' } }, ctx(admin))
    assert.equal(r.id, ids.b)
    await rejects(h.ops.getOne({ filter: { title: 'Nobody' } }, ctx(admin)), 404, ErrorMessages.notFound)
  })

  it('bulkRead answers the requested records in order and skips missing ones', async () => {
    const { matches } = await h.ops.bulkRead({ ids: [ids.c, ids.a, '0123456789abcdef01234567'] }, ctx(admin))
    assert.deepEqual(matches.map((m) => m.id), [ids.c, ids.a])
    await rejects(h.ops.bulkRead({ ids: Array.from({ length: 1001 }, () => ids.a) }, ctx(admin)), 400)
  })
})
