// getSome's threadKey against real PostgreSQL: one record per value of the field, the newest of
// each thread by default and the oldest with oldFirst, within the caller's scope and filter.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { adminSession, ctx, openHarness, rejects, type Harness } from './fixture/harness.ts'

describe('collection engine: threadKey', () => {
  let h: Harness
  const admin = adminSession('b1aaaaaaaaaaaaaaaaaaaaaa')
  const ids: Record<string, string> = {}

  before(async () => {
    h = await openHarness('coll_thread')
    // created one after another, so ids grow in this order
    // threads by priority: x (1), y (2), z (3)
    for (const [key, priority, done] of [['x1', 1, true], ['y1', 2, true], ['z1', 3, false], ['x2', 1, true], ['y2', 2, false]] as const) {
      ids[key] = (await h.ops.createOne({ title: key, priority, done }, ctx(admin))).id as string
    }
    await h.ops.createOne({ title: 'w', priority: 4 }, ctx(adminSession('b2bbbbbbbbbbbbbbbbbbbbbb')))
  })
  after(() => h.close())

  const list = async (payload: Record<string, unknown>) => {
    const rows = (await h.ops.getSome(payload, ctx(admin))) as { id: string }[]
    const names = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]))
    return rows.map((r) => names[r.id] ?? `?${r.id}`)
  }

  it('newest of each thread by default, oldest with oldFirst', async () => {
    assert.deepEqual(await list({ threadKey: 'priority' }), ['y2', 'x2', 'z1'])
    assert.deepEqual(await list({ threadKey: 'priority', sort: 'oldFirst' }), ['x1', 'y1', 'z1'])
  })

  it('threads within the filter', async () => {
    assert.deepEqual(await list({ threadKey: 'priority', filter: { done: true } }), ['x2', 'y1'])
  })

  it('refuses a field that is not a single visible value', async () => {
    await rejects(h.ops.getSome({ threadKey: 'tags' }, ctx(admin)), 400, "Cannot thread by 'tags'")
    await rejects(h.ops.getSome({ threadKey: 'nope' }, ctx(admin)), 400, "Cannot thread by 'nope'")
  })
})
