// The bus over NATS: core request/reply in queue groups for calls, JetStream (stream EVENTS) for
// events with durable pull consumers, core subscriptions for live listeners and broadcasts.
// Everything on the wire is JSON; trace context and the request id travel in headers.
import { context } from '@opentelemetry/api'
import { connect, headers, TimeoutError, type Msg, type NatsConnection, type Subscription as NatsSubscription } from '@nats-io/transport-node'
import { jetstream, jetstreamManager } from '@nats-io/jetstream'
import { EVENTS_STREAM, type BusEvent, type BusReply, type BusRequest } from '@care/contracts/bus'
import { ApiError, badRequest, serviceTimeout, serviceUnavailable } from '@care/contracts/errors'
import { pino, type Logger } from 'pino'
import { DEFAULT_ACK_WAIT_MS, DEFAULT_MAX_DELIVER, DEFAULT_TIMEOUT_MS } from './defaults.ts'
import { errorReply } from './error-reply.ts'
import { consumeDurable } from './nats-consume.ts'
import { followStream, replayStream } from './nats-follow.ts'
import { ensureDurable, ensureEventsStream } from './nats-stream.ts'
import { currentTraceparent, TRACEPARENT } from './trace-context.ts'
import { extractTraceContext, injectTraceHeaders, traceparentHeader } from './trace-headers.ts'
import type { Bus, Subscription } from './types.ts'
import { inlineLimit, LARGE_BODY_HEADER, offer, splitEvent, takeOffered, type Offer } from './nats-large.ts'
import { subscriptionSet } from './subscriptions.ts'

export interface NatsBusOptions {
  /** e.g. `nats://127.0.0.1:4222`; several for a cluster */
  servers: string | string[]
  /** connection name shown by the server (`nats server report connections`) */
  name: string
  log?: Logger
}

export const REQUEST_ID_HEADER = 'request-id'

/** How long close() lets in-flight request handlers finish before the connection drains. */
const SERVE_GRACE_MS = DEFAULT_TIMEOUT_MS

export async function connectNatsBus(options: NatsBusOptions): Promise<Bus> {
  const nc = await connect({
    servers: options.servers,
    name: options.name,
    // A service outlives NATS restarts: keep reconnecting instead of giving up after ten tries.
    maxReconnectAttempts: -1,
  })
  try {
    return await createNatsBus(nc, options.log)
  } catch (err) {
    await nc.close()
    throw err
  }
}

/** A bus over an existing connection (tests use it to kill the connection under the bus). */
export async function createNatsBus(nc: NatsConnection, log: Logger = pino({ level: 'silent' })): Promise<Bus> {
  const jsm = await jetstreamManager(nc)
  await ensureEventsStream(jsm)
  const js = jetstream(nc)

  let closed = false
  const pendingRequests = new Set<(err: ApiError) => void>()
  const answering = new Set<Promise<void>>()
  const subscriptions = subscriptionSet()
  const track = subscriptions.track

  void nc.closed().then((err) => {
    if (err) log.error({ err }, 'NATS connection closed with an error')
  })


  // While the connection is down (NATS restarting, a network cut), a request fails at once with 503
  // instead of waiting its whole timeout for a 504, and requests in flight fail too: the client may
  // retry, and readiness (/readyz) says the gateway cannot serve. Reconnected, requests flow again.
  let connected = true
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnecting' || s.type === 'staleConnection') {
        if (connected) log.warn({ status: s.type }, 'NATS connection lost: requests answer 503 until it is back')
        connected = false
        for (const fail of pendingRequests) fail(serviceUnavailable())
      } else if (s.type === 'reconnect') {
        connected = true
        log.info('NATS connection back')
      }
    }
  })().catch(() => {})

  const assertOpen = () => {
    if (closed) throw serviceUnavailable()
  }

  // Subscriptions reach the server asynchronously; flushing makes serve/listen effective on return.
  const subscribe = async (subject: string, queue: string | undefined, onMsg: (m: Msg) => void): Promise<Subscription> => {
    assertOpen()
    const sub: NatsSubscription = nc.subscribe(subject, {
      queue,
      callback: (err, m) => {
        if (err) log.error({ err, subject }, 'NATS subscription error')
        else onMsg(m)
      },
    })
    await nc.flush()
    return track(() => sub.drain())
  }

  const answer = async (m: Msg, handler: (req: BusRequest) => Promise<BusReply>): Promise<void> => {
    let reply: BusReply
    let req: BusRequest | undefined
    try {
      // a body above max_payload was offered by the caller (nats-large.ts): pulled here
      const large = await takeOffered(nc, m.headers, DEFAULT_TIMEOUT_MS)
      req = large ? (JSON.parse(new TextDecoder().decode(large)) as BusRequest) : m.json<BusRequest>()
    } catch {
      reply = errorReply(badRequest('Malformed bus request'), m.subject, log)
    }
    if (req) {
      req.traceparent ??= traceparentHeader(m.headers)
      const ctx = extractTraceContext(m.headers, req.traceparent)
      try {
        reply = await context.with(ctx, handler, undefined, req)
      } catch (err) {
        reply = errorReply(err, m.subject, log)
      }
    }
    try {
      const text = new TextEncoder().encode(JSON.stringify(reply!))
      let sent: boolean
      if (text.length > inlineLimit(nc)) {
        const offered = await offer(nc, text)
        const h = headers()
        h.set(LARGE_BODY_HEADER, offered.header)
        sent = m.respond(new Uint8Array(), { headers: h })
        if (!sent) offered.withdraw()
      } else sent = m.respond(text)
      if (!sent) log.warn({ subject: m.subject }, 'bus request without a reply subject')
    } catch (err) {
      // Unserialisable or over the server's max payload: the caller still gets an answer.
      try {
        m.respond(JSON.stringify(errorReply(err, m.subject, log)))
      } catch (again) {
        log.error({ err: again, subject: m.subject }, 'could not answer bus request')
      }
    }
  }

  const parseEvent = (m: Msg): BusEvent | undefined => {
    try {
      return m.json<BusEvent>()
    } catch (err) {
      log.error({ err, subject: m.subject }, 'malformed event dropped')
      return undefined
    }
  }

  return {
    async request(subject, req, options = {}) {
      assertOpen()
      if (!connected) throw serviceUnavailable()
      const h = headers()
      injectTraceHeaders(h, req.traceparent)
      h.set(REQUEST_ID_HEADER, req.requestId)
      let call: Promise<Msg> | undefined
      let fail!: (err: ApiError) => void
      const aborted = new Promise<never>((_, reject) => (fail = reject))
      pendingRequests.add(fail)
      const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
      let offered: Offer | undefined
      try {
        let body = new TextEncoder().encode(JSON.stringify(req))
        if (body.length > inlineLimit(nc)) {
          // above max_payload: offered on a private subject, pulled by the service (nats-large.ts)
          offered = await offer(nc, body)
          h.set(LARGE_BODY_HEADER, offered.header)
          body = new Uint8Array()
        }
        call = nc.request(subject, body, { timeout, headers: h })
        const m = await Promise.race([call, aborted])
        const large = await takeOffered(nc, m.headers, timeout)
        return large ? (JSON.parse(new TextDecoder().decode(large)) as BusReply) : m.json<BusReply>()
      } catch (err) {
        if (err instanceof TimeoutError) throw serviceTimeout()
        if (err instanceof ApiError) throw err
        // No responders, a dropped connection: nobody can answer.
        log.debug({ err, subject }, 'bus request failed')
        throw serviceUnavailable()
      } finally {
        offered?.withdraw()
        pendingRequests.delete(fail)
        call?.catch(() => {}) // a call abandoned by close() rejects later; nobody waits for it
      }
    },

    serve(subject, queue, handler) {
      return subscribe(subject, queue, (m) => {
        const p = answer(m, handler)
        answering.add(p)
        void p.finally(() => answering.delete(p))
      })
    },

    async publish(event) {
      assertOpen()
      const h = headers()
      // The trace recorded with the event (at write time) wins over the relay's own context.
      const traceparent = event.traceparent ?? currentTraceparent()
      if (traceparent) h.set(TRACEPARENT, traceparent)
      const limit = inlineLimit(nc)
      const size = (e: BusEvent) => Buffer.byteLength(JSON.stringify(e))
      // an event above max_payload goes out in parts, each with some of its records (nats-large.ts)
      for (const part of splitEvent(event, (e) => size(e) <= limit)) {
        await js.publish(part.subject, JSON.stringify(part), { msgID: part.id, headers: h })
      }
    },

    async subscribeDurable(durable, filter, handler, options = {}) {
      assertOpen()
      const ackWaitMs = options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS
      const maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER
      await ensureDurable(jsm, { durable, filter, ackWaitMs, maxDeliver })
      const consumer = await js.consumers.get(EVENTS_STREAM, durable)
      const sub = await consumeDurable(consumer, { durable, ackWaitMs, maxDeliver, handler, log })
      return track(() => sub.unsubscribe())
    },

    listen(filter, handler) {
      return subscribe(filter, undefined, (m) => {
        const event = parseEvent(m)
        if (!event) return
        const ctx = extractTraceContext(m.headers, event.traceparent)
        Promise.resolve()
          .then(() => context.with(ctx, handler, undefined, event))
          .catch((err: unknown) => log.error({ err, subject: m.subject }, 'event listener failed'))
      })
    },

    async follow(filter, handler) {
      assertOpen()
      const followed = await followStream(js, jsm, filter, handler, log)
      return { ...track(followed.stop), startedAfter: followed.startedAfter }
    },

    async replay(filter, after, max) {
      assertOpen()
      return replayStream(js, jsm, filter, after, max, log)
    },

    async broadcast(subject, data) {
      assertOpen()
      nc.publish(subject, JSON.stringify(data))
    },

    onBroadcast(subject, handler) {
      return subscribe(subject, undefined, (m) => {
        // a handler may be async: its rejection is logged here, as a throw is, never left unhandled
        Promise.resolve()
          .then(() => handler(m.json()))
          .catch((err: unknown) => log.error({ err, subject }, 'broadcast handler failed'))
      })
    },

    async close() {
      if (closed) return
      closed = true
      for (const fail of pendingRequests) fail(serviceUnavailable())
      if (nc.isClosed()) return
      // Durable subscribers finish (or abandon) their current event and hand back prefetched ones;
      // in-flight requests get to answer; then the connection drains.
      await subscriptions.closeAll()
      let grace: NodeJS.Timeout | undefined
      await Promise.race([Promise.allSettled([...answering]), new Promise((r) => (grace = setTimeout(r, SERVE_GRACE_MS)))])
      clearTimeout(grace)
      if (!nc.isClosed()) await nc.drain().catch((err: unknown) => log.warn({ err }, 'NATS drain failed'))
    },
  }
}
