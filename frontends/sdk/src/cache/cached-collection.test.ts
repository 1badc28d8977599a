// Cached record collections (spec 3 §4, §8, §9) over a fake fetch and fake timers.
import { afterEach, beforeEach, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient } from '../client.ts'
import { matchesFilter } from './query.ts'
import { memoryStorage } from '../session/storage.ts'
import { fakeFetch, flush, rec, silentLogger, type Reply, type SentRequest } from '../../test-support/fake-fetch.ts'


beforeEach(() => mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: Date.UTC(2026, 5, 1) }))
afterEach(() => mock.timers.reset())

function setup(handler: (req: SentRequest) => Reply | Promise<Reply>) {
  const f = fakeFetch(handler)
  const log = silentLogger()
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: f.fetch, storage: memoryStorage(), logger: log.logger })
  c.setSession({ authToken: 'tok', user: { id: 'u'.repeat(24) } })
  return { c, requests: f.requests, lines: log.lines }
}

test('first load: Unloaded → Fetching → Loaded, 500 per page, lastId paging', async () => {
  const page1 = Array.from({ length: 500 }, () => rec())
  const page2 = [rec(), rec()]
  const { c, requests } = setup((req) => ({ body: req.query.lastId ? page2 : page1 }))
  const endusers = c.collection('endusers')
  const states: string[] = [endusers.state]
  endusers.subscribe(() => states.push(endusers.state))
  await endusers.load({ filter: { fname: 'Ann' } })
  assert.equal(requests[0].path, '/v1/endusers')
  assert.deepEqual(requests[0].query, { filter: '{"fname":"Ann"}', limit: '500' })
  assert.equal(endusers.state, 'Loaded')
  assert.equal(endusers.hasMore, true)
  assert.deepEqual([...new Set(states)], ['Unloaded', 'Fetching', 'Loaded'])
  await endusers.loadMore()
  assert.equal(requests[1].query.lastId, page1[499].id)
  assert.equal(endusers.records.length, 502)
  assert.equal(endusers.hasMore, false)
  await endusers.loadMore()
  assert.equal(requests.length, 2, 'no page after the last')
})

test('a first-load failure is state Error; a failed reload is only logged', async () => {
  let fail = true
  const { c, lines } = setup(() => (fail ? { status: 403, body: { message: 'Inaccessible' } } : { body: [rec({ title: 'Ann' })] }))
  const tickets = c.collection('tickets')
  await tickets.load()
  assert.equal(tickets.state, 'Error')
  assert.equal(tickets.error?.message, 'Inaccessible')
  fail = false
  await tickets.load()
  assert.equal(tickets.state, 'Loaded')
  assert.equal(tickets.error, undefined)
  fail = true
  await tickets.load({ force: true })
  assert.equal(tickets.state, 'Loaded')
  assert.equal(tickets.records[0].title, 'Ann', 'data kept')
  assert.ok(lines.some((l) => l.level === 'warn' && l.message === 'tickets: reload failed'))
})

test('the same load within the 5000 ms "recently fetched" window is served from the cache', async () => {
  const { c, requests } = setup(() => ({ body: [rec()] }))
  const notes = c.collection('notes')
  await notes.load()
  mock.timers.tick(4999)
  await notes.load()
  assert.equal(requests.length, 1)
  await notes.load({ filter: { fname: 'x' } })
  assert.equal(requests.length, 2, 'another filter is another load')
  mock.timers.tick(1)
  await notes.load()
  assert.equal(requests.length, 3)
  await notes.load({ force: true })
  assert.equal(requests.length, 4)
})

test('concurrent loads share one request', async () => {
  const { c, requests } = setup(() => ({ body: [rec()] }))
  const notes = c.collection('notes')
  await Promise.all([notes.load(), notes.load(), notes.load()])
  assert.equal(requests.length, 1)
})

test('getByIds gathers ids for 250 ms into one bulk read', async () => {
  const a = rec(), b = rec(), cached = rec()
  const { c, requests } = setup((req) => ({ body: { matches: [a, b].filter((r) => (req.body as { ids: string[] }).ids.includes(r.id)) } }))
  const users = c.collection('users')
  users.set([cached])
  const first = users.getByIds([a.id, cached.id])
  assert.equal(users.recordState(a.id), 'Fetching')
  mock.timers.tick(100)
  const second = users.getByIds([b.id, a.id])
  mock.timers.tick(149)
  await flush()
  assert.equal(requests.length, 0, 'nothing before 250 ms')
  mock.timers.tick(1)
  await flush()
  assert.equal(requests.length, 1)
  assert.equal(requests[0].path, '/v1/users/bulk-read')
  assert.deepEqual((requests[0].body as { ids: string[] }).ids.sort(), [a.id, b.id].sort())
  assert.deepEqual((await first).map((r) => r.id), [a.id, cached.id])
  assert.deepEqual((await second).map((r) => r.id), [b.id, a.id])
  assert.equal(users.get(a.id)?.id, a.id)
  assert.equal(users.recordState(a.id), 'Loaded')
})

test('ids not found, or whose fetch failed, are remembered and never refetched', async () => {
  let fail = false
  const { c, requests, lines } = setup(() => (fail ? 'network-error' : { body: { matches: [] } }))
  const users = c.collection('users')
  const gone = 'f'.repeat(24)
  const p = users.getByIds([gone])
  mock.timers.tick(250)
  assert.deepEqual(await p, [])
  assert.equal(users.recordState(gone), 'Error')
  assert.equal(users.recordView(gone).error?.status, 404)
  const again = users.getByIds([gone])
  mock.timers.tick(250)
  await again
  assert.equal(requests.length, 1, 'not refetched')
  fail = true
  const broken = 'e'.repeat(24)
  const q = users.getByIds([broken])
  mock.timers.tick(250)
  await q
  assert.equal(users.recordState(broken), 'Error')
  assert.equal(users.recordView(broken).error?.status, 0)
  assert.ok(lines.some((l) => l.level === 'error' && l.message.includes(broken)))
  users.getByIds([broken])
  mock.timers.tick(250)
  await flush()
  assert.equal(requests.length, 2)
  // a record that appears later (a live event, say) is no longer missing
  users.addEnd([rec({ id: gone })])
  assert.equal(users.recordState(gone), 'Loaded')
})

test('local edits: set, add at front or end, update stamps updatedAt, replace, modify, remove, add-replace-if-match', () => {
  const { c } = setup(() => ({ body: [] }))
  const list = c.collection('endusers')
  let notified = 0
  list.subscribe(() => notified++)
  const [a, b, x, y] = [rec({ fname: 'a' }), rec({ fname: 'b' }), rec({ fname: 'x' }), rec({ fname: 'y' })]
  list.set([a, b])
  assert.equal(list.state, 'Loaded')
  list.addFront([x])
  list.addEnd([y])
  assert.deepEqual(list.records.map((r) => r.fname), ['x', 'a', 'b', 'y'])
  mock.timers.tick(60_000)
  list.update(a.id, { fname: 'a2' })
  assert.equal(list.get(a.id)?.fname, 'a2')
  assert.equal(list.get(a.id)?.updatedAt, new Date(Date.UTC(2026, 5, 1, 0, 1)).toISOString())
  list.replace({ ...b, fname: 'b2', tags: ['b'] })
  assert.deepEqual(list.get(b.id), { ...b, fname: 'b2', tags: ['b'] })
  list.replace(rec({ id: 'nope', fname: 'n' }))
  assert.equal(list.get('nope'), undefined, 'replace never adds')
  list.modify(x.id, (r) => ({ ...r, tags: ['t'] }))
  assert.deepEqual(list.get(x.id)?.tags, ['t'])
  list.remove([y.id])
  assert.deepEqual(list.records.map((r) => r.fname), ['x', 'a2', 'b2'])
  const z = rec({ fname: 'z' })
  list.addReplaceIfMatch([{ ...a, fname: 'a3' }, z])
  assert.deepEqual(list.records.map((r) => r.fname), ['x', 'a3', 'b2', 'z'], 'matches replaced in place, others at the end')
  list.addReplaceIfMatch([rec({ fname: 'w' })], { front: true })
  assert.equal(list.records[0].fname, 'w')
  const before = notified
  list.remove(['unknown'])
  list.update('unknown', { fname: 'q' })
  assert.equal(notified, before, 'no change, no notification')
  const snap = list.snapshot()
  assert.equal(list.snapshot(), snap, 'stable snapshot until a change')
  list.remove(x.id)
  assert.notEqual(list.snapshot(), snap)
})

test('views filter on plain values and sort by createdAt', () => {
  const { c } = setup(() => ({ body: [] }))
  const list = c.collection('endusers')
  const old = rec({ fname: 'Ann', tags: ['vip'] })
  const mid = rec({ fname: 'Bo' })
  const young = rec({ fname: 'Ann' })
  list.set([mid, old, young])
  assert.deepEqual(list.view({ filter: { fname: 'Ann' } }).records.map((r) => r.id), [old.id, young.id])
  assert.deepEqual(list.view({ filter: { tags: 'vip' } }).records.map((r) => r.id), [old.id])
  assert.deepEqual(list.view({ filter: { fname: { $exists: true } } }).records.length, 3, 'operators are left to the server')
  assert.deepEqual(list.view({ sort: 'newFirst' }).records.map((r) => r.id), [young.id, mid.id, old.id])
  assert.deepEqual(list.view({ sort: 'oldFirst' }).records.map((r) => r.id), [old.id, mid.id, young.id])
})

test('resetCaches: every collection back to Unloaded; answers to earlier loads are dropped', async () => {
  let release!: (r: Reply) => void
  const { c } = setup(() => new Promise<Reply>((r) => (release = r)))
  const a = c.collection('tickets')
  const b = c.collection('notes')
  b.set([rec()])
  const loading = a.load()
  await flush()
  assert.equal(a.state, 'Fetching')
  c.resetCaches()
  assert.equal(a.state, 'Unloaded')
  assert.equal(b.state, 'Unloaded')
  assert.equal(b.records.length, 0)
  release({ body: [rec()] })
  await loading
  assert.equal(a.records.length, 0)
  assert.equal(a.state, 'Unloaded')
})

test('a refetch interval of 5000 ms or less raises an error; a valid one reloads on schedule', async () => {
  const { c, requests } = setup(() => ({ body: [] }))
  const list = c.collection('tickets')
  assert.throws(() => list.startRefetch(5000), { name: 'RangeError', message: 'Refetch interval must be greater than 5000 ms' })
  assert.throws(() => list.startRefetch(-1), RangeError)
  const stop = list.startRefetch(5001, { filter: { fname: 'a' } })
  mock.timers.tick(5001)
  await flush()
  mock.timers.tick(5001)
  await flush()
  assert.equal(requests.length, 2)
  assert.deepEqual(requests[1].query.filter, '{"fname":"a"}')
  stop()
  mock.timers.tick(20_000)
  await flush()
  assert.equal(requests.length, 2)
})

test('one cache per client and name; clients do not share caches', () => {
  const { c } = setup(() => ({ body: [] }))
  const other = setup(() => ({ body: [] })).c
  assert.equal(c.collection('tickets'), c.collection('tickets'))
  c.collection('tickets').set([rec({ id: 'x' })])
  assert.equal(other.collection('tickets').records.length, 0)
})

test('signing in as someone else drops the cached records', () => {
  const { c } = setup(() => ({ body: [] }))
  c.collection('tickets').set([rec({ id: 'x' })])
  c.setSession({ authToken: 'tok2', user: { id: 'u'.repeat(24) } })
  assert.equal(c.collection('tickets').records.length, 1, 'same person, refreshed token: kept')
  c.setSession({ authToken: 'tok3', user: { id: 'v'.repeat(24) } })
  assert.equal(c.collection('tickets').records.length, 0)
})

test("a loadMore asked as soon as a page says 'Loaded' fetches the next page (the load is over by then)", async () => {
  const pages = [Array.from({ length: 500 }, () => rec()), Array.from({ length: 500 }, () => rec()), [rec()]]
  const { c, requests } = setup(() => ({ body: pages[requests.length - 1] }))
  const tickets = c.collection('tickets')
  // what a screen paging automatically does: on every change, ask for more while there is more
  let asked = Promise.resolve()
  tickets.subscribe(() => {
    if (tickets.state === 'Loaded' && tickets.hasMore) asked = tickets.loadMore()
  })
  await tickets.load()
  await asked
  await asked
  await flush()
  assert.equal(requests.length, 3, 'every page asked for')
  assert.equal(requests[1].query.lastId, pages[0][499].id)
  assert.equal(requests[2].query.lastId, pages[1][499].id)
  assert.equal(tickets.records.length, 1001)
  assert.equal(tickets.hasMore, false)
})

test('a server-filtered, server-sorted load is a view of its own: only what the server answered, paged by lastId with its filter and sortBy', async () => {
  const others = Array.from({ length: 3 }, () => rec({ enduserId: 'other' }))
  const mine = Array.from({ length: 501 }, () => rec({ enduserId: 'pat' }))
  const { c, requests } = setup((req) => {
    if (!req.query.filter?.includes('_in')) return { body: [...others, mine[500]] }
    return { body: req.query.lastId ? mine.slice(500) : mine.slice(0, 500) }
  })
  const tickets = c.collection('tickets')
  await tickets.load({ filter: { closedAt: { _exists: false } } })
  const query = { filter: { closedAt: { _exists: false }, enduserId: { _in: ['pat'] } }, sort: 'oldFirst' as const, sortBy: 'index' }
  assert.equal(tickets.view(query).state, 'Unloaded')
  assert.deepEqual(tickets.view(query).records, [], 'a cached record that matches is not shown before the server answered this query')
  await tickets.load(query)
  assert.deepEqual(requests.at(-1)?.query, { filter: '{"closedAt":{"_exists":false},"enduserId":{"_in":["pat"]}}', sort: 'oldFirst', sortBy: 'index', limit: '500' })
  assert.deepEqual(tickets.view(query).records.map((r) => r.id), mine.slice(0, 500).map((r) => r.id), 'its first page, in the order answered')
  assert.equal(tickets.view(query).hasMore, true)
  await tickets.loadMore(query)
  assert.equal(requests.at(-1)?.query.lastId, mine[499].id)
  assert.equal(requests.at(-1)?.query.sortBy, 'index')
  assert.equal(tickets.view(query).records.length, 501)
  assert.equal(tickets.view(query).hasMore, false)
  assert.equal(tickets.view({ filter: { closedAt: { _exists: false } } }).records.length, 4, 'the other query keeps its own records')
})

test('a server-kept view stays current: a created record that matches joins it at the front, one that does not stays out, an update that no longer matches leaves', async () => {
  const mine = [rec({ enduserId: 'pat', dueDateInMS: 5 }), rec({ enduserId: 'pat', dueDateInMS: 50 })]
  const { c } = setup(() => ({ body: mine }))
  const tickets = c.collection('tickets')
  const query = { filter: { closedAt: { _exists: false }, enduserId: { _in: ['pat', 'kim'] }, dueDateInMS: { _lt: 100 } } }
  await tickets.load(query)
  const ids = () => tickets.view(query).records.map((r) => r.id)
  assert.deepEqual(ids(), mine.map((r) => r.id))
  const created = rec({ enduserId: 'kim', dueDateInMS: 10 })
  const otherPatient = rec({ enduserId: 'lee', dueDateInMS: 10 })
  const tooLate = rec({ enduserId: 'pat', dueDateInMS: 500 })
  const closed = rec({ enduserId: 'pat', dueDateInMS: 10, closedAt: '2026-06-01T00:00:00.000Z' })
  tickets.addReplaceIfMatch([created, otherPatient, tooLate, closed], { front: true })
  assert.deepEqual(ids(), [created.id, ...mine.map((r) => r.id)])
  tickets.update(mine[0].id, { closedAt: '2026-06-01T00:00:00.000Z' })
  assert.deepEqual(ids(), [created.id, mine[1].id], 'closed: no longer open')
  tickets.remove(created.id)
  assert.deepEqual(ids(), [mine[1].id])
  assert.equal(tickets.get(otherPatient.id)?.id, otherPatient.id, 'still cached, only not in this view')
})

test('filters match as the server does: operators on plain values, null and _exists for absent fields', () => {
  const r = { id: 'a', n: 5, s: 'b', tags: ['x', 'y'], empty: [] }
  const yes = (filter: Record<string, unknown>) => assert.equal(matchesFilter(r, filter), true, JSON.stringify(filter))
  const no = (filter: Record<string, unknown>) => assert.equal(matchesFilter(r, filter), false, JSON.stringify(filter))
  yes({ n: { _gt: 4, _lte: 5 } }); no({ n: { _lt: 5 } }); yes({ s: { _gte: 'a' } }); no({ s: { _gt: 'b' } });
  yes({ s: { _in: ['a', 'b'] } }); no({ s: { _nin: ['b'] } }); yes({ tags: { _in: ['y', 'z'] } }); yes({ tags: { _all: ['x', 'y'] } }); no({ tags: { _all: ['x', 'z'] } });
  yes({ missing: { _exists: false } }); yes({ empty: { _exists: false } }); no({ s: { _exists: false } }); yes({ missing: null }); no({ s: null });
  yes({ s: { _ne: 'c' } }); no({ tags: { _ne: 'x' } }); yes({ 'fields.a': 1 }); yes({ tags: 'x' }); no({ s: 'c' });
})
