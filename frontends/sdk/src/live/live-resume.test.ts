// Live events resume: the connection keeps the last position the gateway gave (an event's or the
// authentication's) and sends it back as `after` when it reconnects; a 'resync' refetches the
// cached collections (records deleted meanwhile go). On fake timers, with a fake socket and fetch.
import { afterEach, beforeEach, mock, test } from 'node:test'
import assert from 'node:assert/strict'
import { createCareClient } from '../client.ts'
import { memoryStorage } from '../session/storage.ts'
import { fakeFetch, flush, rec, silentLogger } from '../../test-support/fake-fetch.ts'
import { FakeSocket } from '../../test-support/fake-socket.ts'

type R = { id: string; title?: string }

beforeEach(() => {
  FakeSocket.instances = []
  mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: 0 })
})
afterEach(() => mock.timers.reset())

const staff = { id: 'u'.repeat(24) }

function connected(answer: () => unknown[] = () => []) {
  const http = fakeFetch(() => ({ body: answer() }))
  const c = createCareClient({ apiBaseUrl: 'https://api.test', kind: 'user', fetch: http.fetch, storage: memoryStorage(), WebSocket: FakeSocket, logger: silentLogger().logger })
  c.setSession({ authToken: 'tok', user: staff })
  c.live.start()
  FakeSocket.last.open()
  return { c, requests: http.requests }
}

/** the socket opened after a drop (the 2.5 s reconnect throttle has passed) */
function reconnect() {
  FakeSocket.last.drop()
  mock.timers.tick(2500)
  FakeSocket.last.open()
  return FakeSocket.last
}

test('a reconnect sends the last event position back as `after`', () => {
  connected()
  const first = FakeSocket.last
  assert.deepEqual(first.sent, [{ type: 'authenticate', token: 'tok' }], 'the first connection has nothing to resume')
  first.receive({ type: 'authenticated', position: 'S.5' })
  first.receive({ event: 'created-tickets', data: [rec()], position: 'S.6' })
  first.receive({ event: 'updated-tickets', data: [{ id: 'x', title: 'a' }] }) // one event's earlier message: no position
  const second = reconnect()
  assert.deepEqual(second.sent, [{ type: 'authenticate', token: 'tok', after: 'S.6' }])
  second.receive({ type: 'authenticated' })
  second.receive({ event: 'deleted-tickets', data: ['x'], position: 'S.9' })
  assert.deepEqual(reconnect().sent, [{ type: 'authenticate', token: 'tok', after: 'S.9' }])
})

test('a socket that saw no event resumes from the position it was authenticated with', () => {
  connected()
  FakeSocket.last.receive({ type: 'authenticated', position: 'S.5' })
  assert.deepEqual(reconnect().sent, [{ type: 'authenticate', token: 'tok', after: 'S.5' }])
})

test("'resync' refetches the cached collections: fresh records replace them, deleted ones go", async () => {
  const a = rec({ title: 'a' }) as R
  const b = rec({ title: 'b' }) as R
  let server: R[] = [a, b]
  const { c, requests } = connected(() => server)
  const tickets = c.collection('tickets')
  await tickets.load()
  assert.deepEqual(tickets.records.map((r) => r.title), ['a', 'b'])
  FakeSocket.last.receive({ type: 'authenticated', position: 'S.1' })

  // while away, b was deleted and a changed: too much to replay
  server = [{ ...a, title: 'a2' }]
  const second = reconnect()
  assert.deepEqual(second.sent, [{ type: 'authenticate', token: 'tok', after: 'S.1' }])
  second.receive({ type: 'authenticated' })
  const before = requests.length
  second.receive({ type: 'resync', position: 'S.40' })
  await flush()
  assert.equal(requests.length, before + 1, 'the collection was fetched again')
  assert.equal(requests.at(-1)!.path, '/v1/tickets')
  assert.equal(tickets.state, 'Loaded')
  assert.deepEqual(tickets.records.map((r) => r.title), ['a2'])
  assert.deepEqual(reconnect().sent, [{ type: 'authenticate', token: 'tok', after: 'S.40' }], 'live events continue after the resync position')
})

test('stop() forgets the position: a later start is a fresh connection', () => {
  const { c } = connected()
  FakeSocket.last.receive({ type: 'authenticated', position: 'S.5' })
  c.live.stop()
  mock.timers.tick(2500)
  c.live.start()
  FakeSocket.last.open()
  assert.deepEqual(FakeSocket.last.sent, [{ type: 'authenticate', token: 'tok' }])
})
