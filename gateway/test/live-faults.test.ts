// A fault while serving one live socket (issue #18 item 2) closes that socket alone with 1011:
// the other sockets of the business still get the event, and the gateway keeps serving; so does a
// client that resets its upgrade request while it is answered.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { connect } from 'node:net'
import { WebSocket } from 'ws'
import type { Session } from '@care/contracts/session'
import { startHarness, testCanReadEvent, userSession, type Harness } from './harness.ts'

let h: Harness
const faulty = userSession('bizF')
before(async () => {
  // a visibility rule that fails for one session's reads, as a bug in it would
  h = await startHarness({
    live: { heartbeatMs: 60_000, authTimeoutMs: 5_000 },
    canReadEvent: (session: Session, ...rest) => {
      if (session.sessionId === faulty.sessionId) throw new Error('visibility rule failed')
      return testCanReadEvent(session, ...rest)
    },
  })
})
after(() => h.close())

/** Opens an authenticated socket; `messages` collects what it receives, `closed` its close code. */
async function socket(session: Session) {
  const ws = new WebSocket(`${h.url.replace('http', 'ws')}/v1/live?token=${h.login(session)}`)
  const messages: { type?: string; event?: string }[] = []
  const arrived = new Set<() => void>()
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()))
    for (const wake of arrived) wake()
  })
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  /** resolves once a message matches; a guard fails it after 5 s instead of hanging */
  const next = (match: (m: { type?: string; event?: string }) => boolean) => new Promise<void>((resolve, reject) => {
    const guard = setTimeout(() => reject(new Error(`no matching message; got ${JSON.stringify(messages)}`)), 5_000)
    const check = () => {
      if (!messages.some(match)) return
      clearTimeout(guard)
      arrived.delete(check)
      resolve()
    }
    arrived.add(check)
    check()
  })
  await next((m) => m.type === 'authenticated')
  return { ws, next, closed }
}

test("a socket whose event cannot be built is closed with 1011; the business's other sockets still get it", async () => {
  const broken = await socket(faulty) // first in the business: before the fix its failure stopped the fan-out
  const healthy = await socket(userSession('bizF'))
  await h.bus.publish({
    id: randomUUID(), subject: 'evt.markers.created', collection: 'markers', op: 'created', businessId: 'bizF',
    records: [{ id: 'm1', businessId: 'bizF' }], occurredAt: new Date().toISOString(),
  })
  await healthy.next((m) => m.event === 'created-markers')
  assert.equal(await broken.closed, 1011)
  healthy.ws.terminate()
  assert.equal((await fetch(`${h.url}/v1`)).status, 200)
})

test('an upgrade request the client resets while it is answered fails alone: the gateway keeps serving', async () => {
  // node takes its own error listener off an upgraded socket; the answer to a path other than
  // /v1/live is written to a socket the client has reset, and its ECONNRESET must not escape
  const { port } = new URL(h.url)
  const upgrade = (path: string) => [
    `GET ${path} HTTP/1.1`, 'Host: localhost', 'Connection: Upgrade', 'Upgrade: websocket', 'Sec-WebSocket-Version: 13',
    'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', '', '',
  ].join('\r\n')
  // an error escaping the gateway reaches the process: collected here, so this test fails by name
  const escaped: string[] = []
  const collect = (err: Error) => void escaped.push(err.message)
  process.on('uncaughtException', collect)
  for (let i = 0; i < 20; i++) {
    for (const path of ['/v1/elsewhere', '/v1/live']) {
      await new Promise<void>((resolve, reject) => {
        const s = connect(Number(port), '127.0.0.1', () => {
          s.write(upgrade(path))
          s.resetAndDestroy()
          resolve()
        })
        s.once('error', reject)
      })
    }
  }
  // the server reads the requests and writes its answers after the resets have arrived
  await new Promise((resolve) => setTimeout(resolve, 300))
  process.off('uncaughtException', collect)
  assert.deepEqual(escaped, [], 'no error escaped a request to the process')
  assert.equal((await fetch(`${h.url}/v1`)).status, 200, 'the gateway still answers')
})
