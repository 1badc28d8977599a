// getSome paging over 2,000 records: every record exactly once and in order with lastId, for
// newFirst, oldFirst and sortBy (including a nullable column with ties); limits; time windows.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@care/contracts/routes/generic'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'

type Row = { id: string; priority?: number; title: string; createdAt: string }

describe('collection engine: paging', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  let all: Row[] = []

  before(async () => {
    h = await openHarness('coll_paging')
    for (let batch = 0; batch < 2; batch++) {
      const create = Array.from({ length: 1000 }, (_, k) => {
        const i = batch * 1000 + k
        // many ties and some NULLs, to exercise the (sortBy, id) keyset
        return { title: `item-${String(i).padStart(4, '0')}`, ...(i % 10 === 0 ? {} : { priority: i % 7 }) }
      })
      const res = await h.ops.createSome({ create }, ctx(admin))
      assert.equal(res.errors.length, 0)
      all.push(...(res.created as Row[]))
    }
    // another business's records must never show up
    await h.ops.createSome({ create: [{ title: 'elsewhere-1' }, { title: 'elsewhere-2' }] }, ctx(adminSession('b2bbbbbbbbbbbbbbbbbbbbbb')))
    all = all.map((r) => ({ id: r.id, priority: r.priority, title: r.title, createdAt: r.createdAt }))
  })
  after(() => h.close())

  async function pageThrough(query: Record<string, unknown>, limit: number): Promise<Row[]> {
    const seen: Row[] = []
    for (;;) {
      const page = (await h.ops.getSome({ ...query, limit, ...(seen.length ? { lastId: seen.at(-1)!.id } : {}) }, ctx(admin))) as Row[]
      assert.ok(page.length <= limit)
      seen.push(...page)
      if (page.length < limit) return seen
    }
  }

  const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  // NULLs last in both directions, id breaks ties in the same direction
  const byPriority = (dir: 1 | -1) => (a: Row, b: Row) => {
    if (a.priority === undefined || b.priority === undefined) {
      if (a.priority === b.priority) return dir * byId(a, b)
      return a.priority === undefined ? 1 : -1
    }
    return a.priority !== b.priority ? dir * (a.priority - b.priority) : dir * byId(a, b)
  }
  const ids = (rows: Row[]) => rows.map((r) => r.id)

  for (const limit of [500, 1000]) {
    it(`newFirst (default) pages every record once, in order, with limit ${limit}`, async () => {
      const got = await pageThrough({}, limit)
      assert.equal(new Set(ids(got)).size, 2000)
      assert.deepEqual(ids(got), ids([...all].sort(byId).reverse()))
    })

    it(`oldFirst pages every record once, in order, with limit ${limit}`, async () => {
      const got = await pageThrough({ sort: 'oldFirst' }, limit)
      assert.deepEqual(ids(got), ids([...all].sort(byId)))
    })

    it(`sortBy a nullable column with ties pages every record once, in order, with limit ${limit}`, async () => {
      const desc = await pageThrough({ sortBy: 'priority' }, limit)
      assert.deepEqual(ids(desc), ids([...all].sort(byPriority(-1))))
      const asc = await pageThrough({ sortBy: 'priority', sort: 'oldFirst' }, limit)
      assert.deepEqual(ids(asc), ids([...all].sort(byPriority(1))))
    })
  }

  it('sortBy a required column (createdAt, with ties inside a batch) pages every record once', async () => {
    const got = await pageThrough({ sortBy: 'createdAt', sort: 'oldFirst' }, 500)
    const expected = [...all].sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : byId(a, b)))
    assert.deepEqual(ids(got), ids(expected))
  })

  it('sortBy a text column orders by it', async () => {
    const got = (await h.ops.getSome({ sortBy: 'title', sort: 'oldFirst', limit: 3 }, ctx(admin))) as Row[]
    assert.deepEqual(got.map((r) => r.title), ['item-0000', 'item-0001', 'item-0002'])
    const last = (await h.ops.getSome({ sortBy: 'title', limit: 1 }, ctx(admin))) as Row[]
    assert.equal(last[0]!.title, 'item-1999')
  })

  it('refuses sorting by a list, a Json or an unknown column', async () => {
    for (const sortBy of ['tags', 'fields', 'nope', 'secret']) await rejects(h.ops.getSome({ sortBy }, ctx(admin)), 400, `Cannot sort by '${sortBy}'`)
  })

  it('uses 500 by default, allows 1000 and refuses more', async () => {
    assert.equal(((await h.ops.getSome({}, ctx(admin))) as Row[]).length, DEFAULT_PAGE_SIZE)
    assert.equal(((await h.ops.getSome({ limit: MAX_PAGE_SIZE }, ctx(admin))) as Row[]).length, MAX_PAGE_SIZE)
    const e = await rejects(h.ops.getSome({ limit: 1001 }, ctx(admin)), 400, 'limit must be at most 1000')
    assert.deepEqual(e.validation, [{ field: 'limit', message: 'limit must be at most 1000' }])
    await rejects(h.ops.getSome({ limit: 0 }, ctx(admin)), 400)
    await rejects(h.ops.getSome({ limit: 2.5 }, ctx(admin)), 400)
  })

  it('refuses a malformed lastId', async () => {
    await rejects(h.ops.getSome({ lastId: 'zzz' }, ctx(admin)), 400, 'Invalid id')
  })

  it('selects a createdAt window with from/to (ISO strings or ms)', async () => {
    const probe = await h.ops.createOne({ title: 'window' }, ctx(admin))
    const at = Date.parse(probe.createdAt as string)
    const inside = (await h.ops.getSome({ from: at, to: new Date(at).toISOString(), limit: 10 }, ctx(admin))) as Row[]
    assert.ok(inside.some((r) => r.id === probe.id))
    assert.ok(inside.every((r) => r.createdAt === probe.createdAt))
    const later = (await h.ops.getSome({ from: at + 1 }, ctx(admin))) as Row[]
    assert.equal(later.length, 0)
    await rejects(h.ops.getSome({ from: 'not a date' }, ctx(admin)), 400, "Invalid date for 'from'")
    // fromToField names another time column
    const due = await h.ops.createOne({ title: 'due', dueAt: '2031-05-05T00:00:00.000Z' }, ctx(admin))
    const dueRows = (await h.ops.getSome({ fromToField: 'dueAt', from: '2031-01-01T00:00:00.000Z', to: '2031-12-31T00:00:00.000Z' }, ctx(admin))) as Row[]
    assert.deepEqual(ids(dueRows), [due.id])
    await rejects(h.ops.getSome({ fromToField: 'title', from: at }, ctx(admin)), 400)
  })
})
