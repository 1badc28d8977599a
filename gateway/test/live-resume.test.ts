// Live events resume (ARCHITECTURE §3b): every event message carries its stream position; a socket
// that reconnects with the last one it saw (`after`) gets every event stored while it was away,
// exactly once and in order, then the live ones — across a dropped socket and a restarted gateway;
// a client too far behind, or with a position of another stream, is told to 'resync'.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { WebSocket } from 'ws'
import type { BusEvent } from '@care/contracts/bus'
import { createGateway, type Gateway } from '../src/app.ts'
import { silent, startHarness, testCanReadEvent, userSession, type Harness } from './harness.ts'

/** A guard so a missing message fails the test instead of hanging it; not a timing assertion. */
const GUARD_MS = 5_000

interface Message {
  type?: string
  event?: string
  data?: { id: string }[]
  position?: string
}

interface Socket {
  messages: Message[]
  next(match: (m: Message) => boolean): Promise<Message>
  /** every event message's record ids, in order */
  ids(): string[]
  /** the last position the socket was given (an event's or the authentication's) */
  lastPosition(): string | undefined
  send(message: object): void
  close(): void
}

async function open(url: string): Promise<Socket> {
  const ws = new WebSocket(url)
  const messages: Message[] = []
  const waiters = new Set<() => void>()
  ws.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()) as Message)
    for (const w of [...waiters]) w()
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
  })
  return {
    messages,
    next: (match) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return
          clearTimeout(guard)
          waiters.delete(check)
          resolve(found)
        }
        const guard = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching message; got ${JSON.stringify(messages)}`))
        }, GUARD_MS)
        waiters.add(check)
        check()
      }),
    ids: () => messages.filter((m) => m.event).flatMap((m) => m.data!.map((r) => r.id)),
    lastPosition: () => messages.findLast((m) => m.position)?.position,
    send: (message) => ws.send(JSON.stringify(message)),
    close: () => ws.terminate(),
  }
}

const created = (businessId: string, id: string, collection = 'markers'): BusEvent => ({
  id: randomUUID(),
  subject: `evt.${collection}.created`,
  collection,
  op: 'created',
  businessId,
  records: [{ id, businessId }],
  occurredAt: new Date().toISOString(),
})

describe('live events resume', () => {
  let h: Harness
  const sockets: Socket[] = []
  const connect = async (url: string, query: string) => {
    const s = await open(`${url.replace('http', 'ws')}/v1/live?${query}`)
    sockets.push(s)
    return s
  }
  const publish = async (...events: BusEvent[]) => {
    for (const e of events) await h.bus.publish(e)
  }

  before(async () => {
    h = await startHarness({ live: { heartbeatMs: 60_000, authTimeoutMs: 5_000, resumeWindow: 5 } })
  })
  after(async () => {
    for (const s of sockets) s.close()
    await h.close()
  })

  test('a dropped socket resumes after the last position it saw: every missed event once, in order, then the live ones', async () => {
    const token = h.login(userSession('bizA'))
    const first = await connect(h.url, `token=${token}`)
    const hello = await first.next((m) => m.type === 'authenticated')
    assert.match(hello.position ?? '', /^[\w-]+\.\d+$/, 'a fresh socket learns where its events start')
    await publish(created('bizA', 'a1'))
    const a1 = await first.next((m) => m.event === 'created-markers')
    assert.ok(a1.position && a1.position !== hello.position, 'each event carries its position')
    first.close()

    await publish(created('bizA', 'a2'), created('bizB', 'b1'), created('bizA', 'a3'))
    const second = await connect(h.url, `token=${token}&after=${encodeURIComponent(first.lastPosition()!)}`)
    await second.next((m) => m.type === 'authenticated')
    await publish(created('bizA', 'a4'))
    await second.next((m) => m.data?.[0]?.id === 'a4')
    assert.deepEqual(second.ids(), ['a2', 'a3', 'a4'], 'missed ones first, then live, nothing twice, nothing of another business')
    assert.equal(second.messages.some((m) => m.type === 'resync'), false)
  })

  test('a socket that saw no event resumes from the position it was authenticated with; `after` also works in the authenticate message', async () => {
    const token = h.login(userSession('bizC'))
    const first = await connect(h.url, `token=${token}`)
    await first.next((m) => m.type === 'authenticated')
    first.close()
    await publish(created('bizC', 'c1'))
    // no query: the socket authenticates, and resumes, with its first message
    const second = await connect(h.url, '')
    second.send({ type: 'authenticate', token, after: first.lastPosition() })
    await second.next((m) => m.event === 'created-markers')
    await publish(created('bizC', 'c2'))
    await second.next((m) => m.data?.[0]?.id === 'c2')
    assert.deepEqual(second.ids(), ['c1', 'c2'])
  })

  test('across a gateway restart: the new gateway replays what was stored while no gateway was serving', async () => {
    const token = h.login(userSession('bizD'))
    const first = await connect(h.url, `token=${token}`)
    await first.next((m) => m.type === 'authenticated')
    await publish(created('bizD', 'd1'))
    await first.next((m) => m.event === 'created-markers')
    await h.gateway.close()
    await publish(created('bizD', 'd2'), created('bizD', 'd3'))

    let next: Gateway | undefined
    try {
      next = await createGateway({
        bus: h.bus, log: silent, routes: [], openapi: {}, env: {}, canReadEvent: testCanReadEvent,
        limits: { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 },
        live: { heartbeatMs: 60_000, authTimeoutMs: 5_000, resumeWindow: 5 },
      })
      const { port } = await next.listen(0, '127.0.0.1')
      const second = await connect(`http://127.0.0.1:${port}`, `token=${token}&after=${encodeURIComponent(first.lastPosition()!)}`)
      await publish(created('bizD', 'd4'))
      await second.next((m) => m.data?.[0]?.id === 'd4')
      assert.deepEqual(second.ids(), ['d2', 'd3', 'd4'])
    } finally {
      await next?.close()
    }
  })
})

describe('live events resync', () => {
  let h: Harness
  const sockets: Socket[] = []
  before(async () => {
    h = await startHarness({ live: { heartbeatMs: 60_000, authTimeoutMs: 5_000, resumeWindow: 3 } })
  })
  after(async () => {
    for (const s of sockets) s.close()
    await h.close()
  })
  const connect = async (query: string) => {
    const s = await open(`${h.url.replace('http', 'ws')}/v1/live?${query}`)
    sockets.push(s)
    return s
  }

  test('beyond the window a resuming socket is told to resync, then gets the live events', async () => {
    const token = h.login(userSession('bizE'))
    const first = await connect(`token=${token}`)
    await first.next((m) => m.type === 'authenticated')
    first.close()
    for (const id of ['e1', 'e2', 'e3', 'e4']) await h.bus.publish(created('bizE', id))
    const second = await connect(`token=${token}&after=${encodeURIComponent(first.lastPosition()!)}`)
    const resync = await second.next((m) => m.type === 'resync')
    assert.match(resync.position ?? '', /^[\w-]+\.\d+$/, 'where live events continue')
    await h.bus.publish(created('bizE', 'e5'))
    await second.next((m) => m.data?.[0]?.id === 'e5')
    assert.deepEqual(second.ids(), ['e5'], 'nothing replayed, live events continue')
  })

  test('a position this gateway could not have given is a resync too', async () => {
    const token = h.login(userSession('bizF'))
    for (const after of ['nonsense', 'otherstream.1', '']) {
      const s = await connect(`token=${token}&after=${encodeURIComponent(after)}`)
      await s.next((m) => m.type === 'resync')
    }
  })
})
