// Live events: applying /v1/live messages to the caches, and the socket's authentication retries
// (10 × 250 ms), reconnect throttle (2.5 s) and refusal handling, on fake timers.
import { afterEach, beforeEach, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient } from '../client.ts'
import { memoryStorage } from '../session/storage.ts'
import { CollectionRegistry } from '../cache/registry.ts'
import { CachedCollection } from '../cache/cached-collection.ts'
import type { KnownCollection } from '../api/records.ts'
import { applyLiveEvent, parseEventName } from './apply-event.ts'
import { liveUrl } from './socket.ts'
import { fakeFetch, rec, silentLogger } from '../../test-support/fake-fetch.ts'
import { FakeSocket } from '../../test-support/fake-socket.ts'

type R = { id: string; fname?: string; [k: string]: unknown }

beforeEach(() => {
  FakeSocket.instances = []
  mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: 0 })
})
afterEach(() => mock.timers.reset())

function setup() {
  const log = silentLogger()
  const c = createCareClient({
    apiBaseUrl: 'https://api.test',
    kind: 'user',
    fetch: fakeFetch(() => ({ body: [] })).fetch,
    storage: memoryStorage(),
    WebSocket: FakeSocket,
    logger: log.logger,
  })
  return { c, lines: log.lines }
}
const staff = { id: 'u'.repeat(24) }

test('event names split into operation and collection', () => {
  assert.deepEqual(parseEventName('created-calendar_event_RSVPs'), { op: 'created', collection: 'calendar_event_RSVPs' })
  assert.deepEqual(parseEventName('updated-endusers'), { op: 'updated', collection: 'endusers' })
  assert.equal(parseEventName('renamed-endusers'), undefined)
  assert.equal(liveUrl('https://api.test/v1'), 'wss://api.test/v1/live')
  assert.equal(liveUrl('http://localhost:8080/v1'), 'ws://localhost:8080/v1/live')
})

test('created, updated and deleted events are applied to the cached collection', () => {
  const { c } = setup()
  const registry = new CollectionRegistry((name) => c.collection(name as KnownCollection))
  const list = registry.get('endusers') as CachedCollection<R>
  const a = rec({ fname: 'Ann' }) as R
  const b = rec({ fname: 'Bo' }) as R
  list.set([a])
  assert.ok(applyLiveEvent(registry, { event: 'created-endusers', data: [b] }))
  assert.deepEqual(list.records.map((r) => r.fname), ['Bo', 'Ann'], 'new records at the front')
  applyLiveEvent(registry, { event: 'created-endusers', data: [{ ...b, fname: 'Bob' }] })
  assert.equal(list.records.length, 2, 'a repeated create replaces')
  applyLiveEvent(registry, { event: 'updated-endusers', data: [{ id: a.id, fname: 'Anna', lname: 'Lee' }, { id: 'unknown', fname: 'x' }] })
  assert.deepEqual(list.get(a.id), { ...a, fname: 'Anna', lname: 'Lee' })
  assert.equal(list.get('unknown'), undefined, 'updates to records not cached are ignored')
  applyLiveEvent(registry, { event: 'updated-endusers', data: [{ id: a.id, lname: null }] })
  assert.deepEqual(list.get(a.id), { ...a, fname: 'Anna' }, 'a field changed to null is removed, as a fresh read answers it')
  assert.equal('lname' in list.get(a.id)!, false)
  applyLiveEvent(registry, { event: 'deleted-endusers', data: [b.id, 42] })
  assert.deepEqual(list.records.map((r) => r.id), [a.id])
  assert.equal(applyLiveEvent(registry, { event: 'created-tickets', data: [rec()] }), false, 'collections nobody uses are skipped')
  assert.equal(registry.existing('tickets'), undefined)
  assert.equal(applyLiveEvent(registry, { event: 'bogus', data: [] }), false)
})

test('the socket opens once there is a token, authenticates, and applies events', () => {
  const { c } = setup()
  const seen: string[] = []
  c.live.subscribe((m) => seen.push(m.event))
  c.live.start()
  assert.equal(FakeSocket.instances.length, 0, 'no token yet: no socket')
  c.setSession({ authToken: 'tok', user: staff })
  const s = FakeSocket.last
  assert.equal(s.url, 'wss://api.test/v1/live')
  s.open()
  assert.deepEqual(s.sent, [{ type: 'authenticate', token: 'tok' }])
  s.receive({ type: 'authenticated' })
  assert.equal(c.live.state, 'authenticated')
  const tickets = c.collection('tickets')
  tickets.set([])
  const t = rec({ title: 'x' })
  s.receive({ event: 'created-tickets', data: [t] })
  assert.deepEqual(tickets.records, [t])
  s.receive({ event: 'deleted-tickets', data: [t.id] })
  assert.equal(tickets.records.length, 0)
  s.receive('not an object')
  assert.deepEqual(seen, ['created-tickets', 'deleted-tickets'])
  mock.timers.tick(10_000)
  assert.equal(s.sent.length, 1, 'no more attempts once authenticated')
})

test('authentication is retried 10 times 250 ms apart, then given up with a logged error', () => {
  const { c, lines } = setup()
  c.setSession({ authToken: 'tok', user: staff })
  c.live.start()
  const s = FakeSocket.last
  s.open()
  // one tick per timer: node's fake clock runs timers set during a tick on the next one
  for (let i = 0; i < 9; i++) mock.timers.tick(250)
  assert.equal(s.sent.length, 10, 'first send on open, then one per 250 ms')
  assert.ok(!s.closed)
  mock.timers.tick(250)
  assert.ok(s.closed)
  assert.ok(lines.some((l) => l.level === 'error' && l.message === 'Live events: authentication failed after 10 attempts'))
  mock.timers.tick(60_000)
  assert.equal(FakeSocket.instances.length, 1, 'gave up: no reconnect with the same token')
  c.setSession({ authToken: 'tok2', user: staff })
  mock.timers.tick(2500)
  assert.equal(FakeSocket.instances.length, 2, 'a new session tries again')
})

test('reconnects after a drop, never sooner than 2.5 s after the previous attempt', () => {
  const { c } = setup()
  c.setSession({ authToken: 'tok', user: staff })
  c.live.start()
  FakeSocket.last.open()
  FakeSocket.last.receive({ type: 'authenticated' })
  mock.timers.tick(1000)
  FakeSocket.last.drop()
  assert.equal(c.live.state, 'connecting')
  mock.timers.tick(1499)
  assert.equal(FakeSocket.instances.length, 1)
  mock.timers.tick(1)
  assert.equal(FakeSocket.instances.length, 2, 'at 2.5 s after the first connect')
  FakeSocket.last.open()
  FakeSocket.last.receive({ type: 'authenticated' })
  mock.timers.tick(10_000)
  FakeSocket.last.drop()
  assert.equal(FakeSocket.instances.length, 3, 'long after the last attempt: at once')
})

test('a 4401 close waits for a new session; stop() ends reconnecting', () => {
  const { c } = setup()
  c.setSession({ authToken: 'tok', user: staff })
  c.live.start()
  FakeSocket.last.open()
  FakeSocket.last.drop(4401)
  mock.timers.tick(30_000)
  assert.equal(FakeSocket.instances.length, 1)
  c.setSession({ authToken: 'tok2', user: staff })
  assert.equal(FakeSocket.instances.length, 2)
  assert.deepEqual((FakeSocket.last.open(), FakeSocket.last.sent), [{ type: 'authenticate', token: 'tok2' }])
  c.live.stop()
  assert.ok(FakeSocket.last.closed)
  assert.equal(c.live.state, 'stopped')
  mock.timers.tick(30_000)
  assert.equal(FakeSocket.instances.length, 2)
})

test('signing out closes the socket; the next sign-in reconnects', () => {
  const { c } = setup()
  c.setSession({ authToken: 'tok', user: staff })
  c.live.start()
  const first = FakeSocket.last
  c.clearSession()
  assert.ok(first.closed)
  mock.timers.tick(5000)
  assert.equal(FakeSocket.instances.length, 1)
  c.setSession({ authToken: 'tok2', user: staff })
  assert.equal(FakeSocket.instances.length, 2)
})

test('partners authenticate the socket with their API key', () => {
  const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: fakeFetch(() => ({})).fetch, storage: memoryStorage(), WebSocket: FakeSocket, apiKey: 'key1' })
  c.live.start()
  FakeSocket.last.open()
  assert.deepEqual(FakeSocket.last.sent, [{ type: 'authenticate', apiKey: 'key1' }])
})

test('without a WebSocket the failure is logged, not thrown', () => {
  const log = silentLogger()
  const saved = (globalThis as { WebSocket?: unknown }).WebSocket
  delete (globalThis as { WebSocket?: unknown }).WebSocket
  try {
    const c = createCareClient({ apiBaseUrl: 'http://api.test', kind: 'user', fetch: fakeFetch(() => ({})).fetch, storage: memoryStorage(), logger: log.logger })
    c.setSession({ authToken: 'tok', user: staff })
    c.live.start()
    assert.ok(log.lines.some((l) => l.level === 'error' && /WebSocket/.test(l.message)))
  } finally {
    if (saved) (globalThis as { WebSocket?: unknown }).WebSocket = saved
  }
})
