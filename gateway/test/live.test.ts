// Live events over /v1/live: authentication (query token or first message), per-business and
// per-session filtering of created/updated/deleted events, revocation, keep-alive.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { WebSocket } from 'ws'
import type { BusEvent, WriteOperation } from '@care/contracts/bus'
import { CLOSE_UNAUTHENTICATED } from '../src/live/server.ts'
import { enduserSession, startHarness, userSession, type Harness } from './harness.ts'

/** A guard so a missing message fails the test instead of hanging it; not a timing assertion. */
const GUARD_MS = 5_000

interface Socket {
  ws: WebSocket
  messages: any[]
  next(match: (m: any) => boolean): Promise<any>
  closed: Promise<{ code: number }>
  close(): void
}

function open(url: string): Promise<Socket> {
  const ws = new WebSocket(url)
  const messages: any[] = []
  const waiters = new Set<{ match: (m: any) => boolean; resolve: (m: any) => void }>()
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString())
    messages.push(m)
    for (const w of waiters) {
      if (!w.match(m)) continue
      waiters.delete(w)
      w.resolve(m)
    }
  })
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })))
  const socket: Socket = {
    ws,
    messages,
    closed,
    next: (match) =>
      new Promise((resolve, reject) => {
        const seen = messages.find(match)
        if (seen) return resolve(seen)
        const guard = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), GUARD_MS)
        waiters.add({
          match,
          resolve: (m) => {
            clearTimeout(guard)
            resolve(m)
          },
        })
      }),
    close: () => ws.terminate(),
  }
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket))
    ws.once('error', reject)
  })
}

const event = (collection: string, op: WriteOperation, businessId: string, records: Record<string, unknown>[], changes?: BusEvent['changes']): BusEvent => ({
  id: randomUUID(),
  subject: `evt.${collection}.${op}`,
  collection,
  op,
  businessId,
  records,
  ...(changes ? { changes } : {}),
  occurredAt: new Date().toISOString(),
})

const isEvent = (name: string) => (m: any) => m.event === name

describe('live events', () => {
  let h: Harness
  let live: string
  const sockets: Socket[] = []
  const connect = async (query = '') => {
    const s = await open(`${live}${query}`)
    sockets.push(s)
    return s
  }

  before(async () => {
    h = await startHarness({ live: { heartbeatMs: 60_000, authTimeoutMs: 5_000 } })
    live = h.url.replace('http', 'ws') + '/v1/live'
  })
  after(async () => {
    for (const s of sockets) s.close()
    await h.close()
  })

  test('each socket gets the events of its business that it may read', async () => {
    const staff = userSession('bizA')
    const patient = enduserSession('bizA')
    const other = userSession('bizB')

    const staffSocket = await connect(`?token=${h.login(staff)}`)
    const patientSocket = await connect()
    patientSocket.ws.send(JSON.stringify({ type: 'authenticate', token: h.login(patient) }))
    const otherSocket = await connect(`?token=${h.login(other)}`)
    for (const s of [staffSocket, patientSocket, otherSocket]) await s.next((m) => m.type === 'authenticated')

    const mine = { id: 't1', businessId: 'bizA', enduserId: patient.id, title: 'mine' }
    const theirs = { id: 't2', businessId: 'bizA', enduserId: 'someone-else', title: 'theirs' }
    await h.bus.publish(event('tickets', 'created', 'bizA', [mine, theirs]))
    await h.bus.publish(event('tickets', 'updated', 'bizA', [{ ...mine, title: 'x' }, { ...theirs, title: 'y' }], [
      { id: 't1', changes: { title: 'x' } },
      { id: 't2', changes: { title: 'y' } },
    ]))
    await h.bus.publish(event('tickets', 'deleted', 'bizA', [{ id: 't1', enduserId: patient.id }, { id: 't2' }]))
    await h.bus.publish(event('endusers', 'created', 'bizA', [{ id: patient.id, businessId: 'bizA' }, { id: 'e2', businessId: 'bizA' }]))
    // markers: delivered last, so everything before them has arrived too
    await h.bus.publish(event('markers', 'created', 'bizA', [{ id: 'mA', enduserId: patient.id }]))
    await h.bus.publish(event('markers', 'created', 'bizB', [{ id: 'mB' }]))

    for (const s of [staffSocket, patientSocket, otherSocket]) await s.next(isEvent('created-markers'))
    // the events' stream positions are live-resume.test.ts's concern
    const received = (s: Socket) => s.messages.filter((m) => m.event).map(({ position: _position, ...m }) => m)

    assert.deepEqual(received(staffSocket), [
      { event: 'created-tickets', data: [mine, theirs] },
      { event: 'updated-tickets', data: [{ id: 't1', title: 'x' }, { id: 't2', title: 'y' }] },
      { event: 'deleted-tickets', data: ['t1', 't2'] },
      { event: 'created-endusers', data: [{ id: patient.id, businessId: 'bizA' }, { id: 'e2', businessId: 'bizA' }] },
      { event: 'created-markers', data: [{ id: 'mA', enduserId: patient.id }] },
    ])
    assert.deepEqual(received(patientSocket), [
      { event: 'created-tickets', data: [mine] },
      { event: 'updated-tickets', data: [{ id: 't1', title: 'x' }] },
      { event: 'deleted-tickets', data: ['t1'] },
      { event: 'created-endusers', data: [{ id: patient.id, businessId: 'bizA' }] },
      { event: 'created-markers', data: [{ id: 'mA', enduserId: patient.id }] },
    ])
    assert.deepEqual(received(otherSocket), [{ event: 'created-markers', data: [{ id: 'mB' }] }])
  })

  test('a bad token on connect or in the first message closes the socket with 4401', async () => {
    const byQuery = await connect('?token=wrong')
    assert.equal((await byQuery.closed).code, CLOSE_UNAUTHENTICATED)
    const byMessage = await connect()
    byMessage.ws.send(JSON.stringify({ type: 'authenticate', token: 'wrong' }))
    assert.equal((await byMessage.closed).code, CLOSE_UNAUTHENTICATED)
  })

  test('an unauthenticated socket receives no events', async () => {
    const anonymous = await connect()
    const staff = await connect(`?token=${h.login(userSession('bizC'))}`)
    await staff.next((m) => m.type === 'authenticated')
    await h.bus.publish(event('tickets', 'created', 'bizC', [{ id: 'c1' }]))
    await staff.next(isEvent('created-tickets'))
    anonymous.ws.send(JSON.stringify({ type: 'ping' }))
    await anonymous.next((m) => m.type === 'pong')
    assert.deepEqual(anonymous.messages, [{ type: 'pong' }])
  })

  test('sockets of a revoked session are closed with 4401', async () => {
    const session = userSession('bizA')
    const s = await connect(`?token=${h.login(session)}`)
    await s.next((m) => m.type === 'authenticated')
    await h.revoke(session.sessionId)
    assert.equal((await s.closed).code, CLOSE_UNAUTHENTICATED)
  })

  test('`{ type: "ping" }` is answered `{ type: "pong" }`, and protocol pings are answered', async () => {
    const s = await connect(`?token=${h.login(userSession('bizA'))}`)
    s.ws.send(JSON.stringify({ type: 'ping' }))
    await s.next((m) => m.type === 'pong')
    const pong = new Promise<void>((resolve) => s.ws.once('pong', () => resolve()))
    s.ws.ping()
    await pong
  })

  test('upgrades on other paths are refused', async () => {
    const ws = new WebSocket(h.url.replace('http', 'ws') + '/v1/elsewhere')
    const err = await new Promise<Error>((resolve) => ws.once('error', resolve))
    assert.match(err.message, /404/)
  })
})

describe('live authentication timeout', () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ live: { heartbeatMs: 60_000, authTimeoutMs: 20 } })
  })
  after(() => h.close())

  test('a socket that never authenticates is closed with 4401', async () => {
    const s = await open(h.url.replace('http', 'ws') + '/v1/live')
    assert.equal((await s.closed).code, CLOSE_UNAUTHENTICATED)
  })
})
