// One behavioural suite for every Bus implementation: memory-bus.test.ts runs it in-process,
// nats-bus.int.test.ts against a real NATS server. Each run uses its own subjects and durable
// names, so runs may share a server and leave nothing behind but their (purged) subjects.
import { describe, test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { trace, context, propagation } from '@opentelemetry/api'
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node'
import { ApiError, notFound } from '@care/contracts/errors'
import type { BusEvent } from '@care/contracts/bus'
import type { Bus } from './types.ts'

export interface BusHarness {
  /** A new client connection to the shared broker/server. */
  connect(): Promise<Bus>
  /** Ends a connection abruptly: its in-flight deliveries are neither acked nor nak'ed. */
  kill(bus: Bus): Promise<void>
  /** Removes what a run created on the server: its durables and its events. */
  cleanup(run: { durables: string[]; eventSubjects: string }): Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Polls until `check` holds, failing the test past `ms`. */
async function eventually(check: () => boolean, ms = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`)
    await sleep(10)
  }
}

// Handlers that must never answer during a test; released at the end so closes need not wait them out.
const hung: (() => void)[] = []
const hang = <T>(value: T) => new Promise<T>((resolve) => hung.push(() => resolve(value)))

const rejectsWith = async (p: Promise<unknown>, status: number) => {
  await assert.rejects(p, (err: unknown) => err instanceof ApiError && err.status === status)
}

export function busSuite(name: string, harness: BusHarness, options: { skip?: string | false } = {}) {
  const run = `bt${Date.now().toString(36)}${randomBytes(3).toString('hex')}`
  const service = `svc.${run}`
  const collection = run
  const durables: string[] = []
  const durable = (label: string) => {
    const d = `${run}_${label}`
    durables.push(d)
    return d
  }
  let seq = 0
  const event = (op: BusEvent['op'] = 'created', id = `${run}-${++seq}`): BusEvent => ({
    id,
    subject: `evt.${collection}.${op}`,
    collection,
    op,
    businessId: 'b1',
    records: [{ id, n: seq }],
    occurredAt: new Date().toISOString(),
  })
  // Each test gets its own sub-collection so durables with overlapping filters do not cross.
  let lane = 0
  const laneEvent = (l: string, id?: string): BusEvent => ({ ...event('created', id), subject: `evt.${collection}.${l}.created` })
  const newLane = () => `l${++lane}`

  describe(`bus: ${name}`, { skip: options.skip }, () => {
    let a: Bus
    let b: Bus
    before(async () => {
      a = await harness.connect()
      b = await harness.connect()
    })
    after(async () => {
      for (const release of hung.splice(0)) release()
      await Promise.all([a?.close(), b?.close()])
      await harness.cleanup({ durables, eventSubjects: `evt.${collection}.>` })
    })

    describe('request/reply', () => {
      test('round trip', async () => {
        const sub = await a.serve(`${service}.echo`, run, async (req) => ({ status: 200, body: { got: req.payload, id: req.requestId } }))
        const reply = await b.request(`${service}.echo`, { requestId: 'r1', payload: { x: 1 } }, { timeoutMs: 5000 })
        assert.deepEqual(reply, { status: 200, body: { got: { x: 1 }, id: 'r1' } })
        await sub.unsubscribe()
      })

      test('a throwing handler still answers: ApiError keeps its status, anything else is 500', async () => {
        const sub = await a.serve(`${service}.fail.*`, run, async (req) => {
          if (req.payload === 'api') throw notFound()
          throw new Error('boom')
        })
        const api = await b.request(`${service}.fail.x`, { requestId: 'r', payload: 'api' }, { timeoutMs: 5000 })
        assert.equal(api.status, 404)
        const other = await b.request(`${service}.fail.x`, { requestId: 'r', payload: 'other' }, { timeoutMs: 5000 })
        assert.equal(other.status, 500)
        assert.ok('message' in other && other.message)
        await sub.unsubscribe()
      })

      test('a queue group shares the load between two servers', async () => {
        const counts = { a: 0, b: 0 }
        const subs = [
          await a.serve(`${service}.shared`, run, async () => ({ status: 200, body: ++counts.a })),
          await b.serve(`${service}.shared`, run, async () => ({ status: 200, body: ++counts.b })),
        ]
        for (let i = 0; i < 20; i++) await a.request(`${service}.shared`, { requestId: `r${i}`, payload: i }, { timeoutMs: 5000 })
        assert.equal(counts.a + counts.b, 20)
        assert.ok(counts.a > 0 && counts.b > 0, `both servers answer some (${counts.a}/${counts.b})`)
        await Promise.all(subs.map((s) => s.unsubscribe()))
      })

      test('wildcard subjects', async () => {
        const subs = [
          await a.serve(`${service}.wild.*`, run, async (req) => ({ status: 200, body: `one:${req.payload}` })),
          await a.serve(`${service}.deep.>`, run, async (req) => ({ status: 200, body: `rest:${req.payload}` })),
        ]
        assert.deepEqual(await b.request(`${service}.wild.list`, { requestId: 'r', payload: 1 }, { timeoutMs: 5000 }), { status: 200, body: 'one:1' })
        assert.deepEqual(await b.request(`${service}.wild.get`, { requestId: 'r', payload: 2 }, { timeoutMs: 5000 }), { status: 200, body: 'one:2' })
        assert.deepEqual(await b.request(`${service}.deep.a.b`, { requestId: 'r', payload: 3 }, { timeoutMs: 5000 }), { status: 200, body: 'rest:3' })
        // `*` is exactly one token
        await rejectsWith(b.request(`${service}.wild.a.b`, { requestId: 'r', payload: 4 }, { timeoutMs: 2000 }), 503)
        await Promise.all(subs.map((s) => s.unsubscribe()))
      })

      test('a server that never answers → 504 after the timeout', async () => {
        const sub = await a.serve(`${service}.hang`, run, () => hang({ status: 200, body: 'too late' }))
        const timeoutMs = 300
        const started = performance.now()
        await rejectsWith(b.request(`${service}.hang`, { requestId: 'r', payload: null }, { timeoutMs }), 504)
        const elapsed = performance.now() - started
        assert.ok(elapsed >= timeoutMs - 5, `not before the timeout (${elapsed} ms)`)
        assert.ok(elapsed < timeoutMs + 2000, `within timeout + 2 s (${elapsed} ms)`)
        await sub.unsubscribe()
      })

      test('no server → 503', async () => {
        const started = performance.now()
        await rejectsWith(b.request(`${service}.nobody`, { requestId: 'r', payload: null }, { timeoutMs: 5000 }), 503)
        assert.ok(performance.now() - started < 5000, 'fails before the timeout')
      })

      test('an unsubscribed server no longer answers', async () => {
        const sub = await a.serve(`${service}.gone`, run, async () => ({ status: 200, body: null }))
        assert.equal((await b.request(`${service}.gone`, { requestId: 'r', payload: null }, { timeoutMs: 5000 })).status, 200)
        await sub.unsubscribe()
        await rejectsWith(b.request(`${service}.gone`, { requestId: 'r', payload: null }, { timeoutMs: 2000 }), 503)
      })
    })

    describe('durable events', () => {
      test('a durable consumer receives every event once when handlers succeed', async () => {
        const l = newLane()
        const seen: string[] = []
        const sub = await b.subscribeDurable(durable('once'), `evt.${collection}.${l}.>`, async (e) => void seen.push(e.id), { ackWaitMs: 5000 })
        const events = Array.from({ length: 10 }, () => laneEvent(l))
        for (const e of events) await a.publish(e)
        await eventually(() => seen.length >= events.length, 10_000, 'all events')
        await sleep(300) // room for a wrong duplicate to show up
        assert.deepEqual([...seen].sort(), events.map((e) => e.id).sort())
        await sub.unsubscribe()
      })

      test('a handler that throws once gets the event again, then it is acked', async () => {
        const l = newLane()
        const calls = new Map<string, number>()
        const sub = await b.subscribeDurable(durable('retry'), `evt.${collection}.${l}.>`, async (e) => {
          const n = (calls.get(e.id) ?? 0) + 1
          calls.set(e.id, n)
          if (n === 1) throw new Error('transient')
        }, { ackWaitMs: 5000, maxDeliver: 5 })
        const e = laneEvent(l)
        await a.publish(e)
        await eventually(() => calls.get(e.id) === 2, 10_000, 'redelivery')
        await sleep(500)
        assert.equal(calls.get(e.id), 2, 'acked after the successful redelivery')
        await sub.unsubscribe()
      })

      test('maxDeliver bounds redeliveries of an event that always fails', async () => {
        const l = newLane()
        let calls = 0
        const sub = await b.subscribeDurable(durable('poison'), `evt.${collection}.${l}.>`, async () => {
          calls++
          throw new Error('poison')
        }, { ackWaitMs: 5000, maxDeliver: 3 })
        await a.publish(laneEvent(l))
        await eventually(() => calls >= 3, 10_000, 'three deliveries')
        await sleep(1000)
        assert.equal(calls, 3)
        await sub.unsubscribe()
      })

      test('a consumer killed mid-stream receives every unacked event after restart', async () => {
        const l = newLane()
        const name = durable('killed')
        const filter = `evt.${collection}.${l}.>`
        const ackWaitMs = 1000
        const victim = await harness.connect()
        const ackedBefore = new Set<string>()
        let stuck = false
        await victim.subscribeDurable(name, filter, async (e) => {
          if (ackedBefore.size < 20) {
            ackedBefore.add(e.id)
            return
          }
          stuck = true
          return hang(undefined) // dies holding this one
        }, { ackWaitMs })
        const events = Array.from({ length: 50 }, () => laneEvent(l))
        for (const e of events) await a.publish(e)
        await eventually(() => stuck, 10_000, 'the consumer to be mid-stream')
        await harness.kill(victim)

        const ackedAfter = new Set<string>()
        const sub = await b.subscribeDurable(name, filter, async (e) => void ackedAfter.add(e.id), { ackWaitMs })
        const all = events.map((e) => e.id)
        await eventually(() => all.every((id) => ackedBefore.has(id) || ackedAfter.has(id)), 15_000, 'every event acked once across both')
        assert.equal(ackedBefore.size, 20)
        assert.ok(ackedAfter.size >= 30)
        assert.deepEqual(new Set([...ackedBefore, ...ackedAfter]), new Set(all))
        await sub.unsubscribe()
      })

      test('publishing the same event id twice delivers it once', async () => {
        const l = newLane()
        const seen: string[] = []
        const sub = await b.subscribeDurable(durable('dedup'), `evt.${collection}.${l}.>`, async (e) => void seen.push(e.id), { ackWaitMs: 5000 })
        const e = laneEvent(l)
        await a.publish(e)
        await a.publish({ ...e })
        const marker = laneEvent(l)
        await a.publish(marker)
        await eventually(() => seen.includes(marker.id), 10_000, 'the marker event')
        await sleep(300)
        assert.deepEqual(seen.filter((id) => id === e.id), [e.id])
        await sub.unsubscribe()
      })
    })

    describe('fan-out', () => {
      test('listen: every listener receives every event', async () => {
        const l = newLane()
        const got = { a: [] as string[], b: [] as string[] }
        const subs = [
          await a.listen(`evt.${collection}.${l}.*`, async (e) => void got.a.push(e.id)),
          await b.listen(`evt.${collection}.${l}.>`, async (e) => void got.b.push(e.id)),
        ]
        const e = laneEvent(l)
        await a.publish(e)
        await eventually(() => got.a.length > 0 && got.b.length > 0, 5000, 'both listeners')
        assert.deepEqual(got, { a: [e.id], b: [e.id] })
        await Promise.all(subs.map((s) => s.unsubscribe()))
      })

      test('handlers that fail after an await never leave a rejection unhandled (issue #18): a request gets 500, listeners and broadcast handlers are logged', async () => {
        const unhandled: unknown[] = []
        const collect = (reason: unknown) => void unhandled.push(reason)
        process.on('unhandledRejection', collect)
        try {
          const l = newLane()
          const ran = new Set<string>()
          const failLater = (what: string) => async () => {
            await Promise.resolve()
            ran.add(what)
            throw new Error(`${what} failed after an await`)
          }
          const subject = `bcast.${run}.failing`
          const subs = [
            await a.serve(`${service}.later`, run, failLater('request')),
            await a.listen(`evt.${collection}.${l}.*`, failLater('listener')),
            await a.onBroadcast(subject, failLater('broadcast')),
          ]
          const reply = await b.request(`${service}.later`, { requestId: 'r', payload: null }, { timeoutMs: 5000 })
          assert.equal(reply.status, 500)
          await b.publish(laneEvent(l))
          await b.broadcast(subject, { n: 1 })
          await eventually(() => ran.size === 3, 5000, 'every handler ran')
          // rejections are judged unhandled once the microtask queue drains
          await new Promise((r) => setImmediate(r))
          await new Promise((r) => setImmediate(r))
          assert.deepEqual(unhandled, [])
          await Promise.all(subs.map((s) => s.unsubscribe()))
        } finally {
          process.off('unhandledRejection', collect)
        }
      })

      test('broadcast reaches every onBroadcast handler', async () => {
        const got: unknown[] = []
        const subject = `bcast.${run}.revoked`
        const subs = [
          await a.onBroadcast(subject, (d) => void got.push(['a', d])),
          await b.onBroadcast(subject, (d) => void got.push(['b', d])),
        ]
        await a.broadcast(subject, { sessionId: 's1' })
        await eventually(() => got.length >= 2, 5000, 'both handlers')
        assert.deepEqual(new Set(got.map((g) => JSON.stringify(g))), new Set([JSON.stringify(['a', { sessionId: 's1' }]), JSON.stringify(['b', { sessionId: 's1' }])]))
        await Promise.all(subs.map((s) => s.unsubscribe()))
      })
    })

    describe('trace context', () => {
      let provider: NodeTracerProvider
      before(() => {
        provider = new NodeTracerProvider()
        provider.register()
      })
      after(async () => {
        await provider.shutdown()
        trace.disable()
        context.disable()
        propagation.disable()
      })

      test('a request handler runs inside the caller’s trace', async () => {
        let seenTrace: string | undefined
        const sub = await a.serve(`${service}.traced`, run, async () => {
          seenTrace = trace.getSpanContext(context.active())?.traceId
          return { status: 200, body: null }
        })
        const callerTrace = await trace.getTracer('bus-test').startActiveSpan('caller', async (span) => {
          await b.request(`${service}.traced`, { requestId: 'r', payload: null }, { timeoutMs: 5000 })
          span.end()
          return span.spanContext().traceId
        })
        assert.equal(seenTrace, callerTrace)
        await sub.unsubscribe()
      })

      test('an event handler runs inside the trace recorded with the event', async () => {
        const l = newLane()
        const traceId = randomBytes(16).toString('hex')
        let seenTrace: string | undefined
        const sub = await b.subscribeDurable(durable('traced'), `evt.${collection}.${l}.>`, async () => {
          seenTrace = trace.getSpanContext(context.active())?.traceId
        }, { ackWaitMs: 5000 })
        await a.publish({ ...laneEvent(l), traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` })
        await eventually(() => seenTrace !== undefined, 10_000, 'the traced event')
        assert.equal(seenTrace, traceId)
        await sub.unsubscribe()
      })
    })

    describe('close', () => {
      test('pending requests fail with 503 and later calls too', async () => {
        const server = await harness.connect()
        const client = await harness.connect()
        const sub = await server.serve(`${service}.slow`, run, () => hang({ status: 200, body: 'too late' }))
        const pending = rejectsWith(client.request(`${service}.slow`, { requestId: 'r', payload: null }, { timeoutMs: 10_000 }), 503)
        await sleep(50)
        await client.close()
        await pending
        await rejectsWith(client.request(`${service}.slow`, { requestId: 'r', payload: null }), 503)
        await sub.unsubscribe()
        for (const release of hung.splice(0)) release()
        await server.close()
      })
    })
  })
}
