// The in-process bus for standalone mode and unit tests, with the semantics of the NATS one:
// queue groups, wildcards, 503 when nobody serves a subject, 504 on timeout, durable consumers
// with at-least-once redelivery and de-duplication by event id, live listeners and broadcasts.
// Handlers always run asynchronously, never inside the caller's request/publish.
//
// Payloads, replies and events are passed by reference, not copied: this bus sits on the hot path
// of standalone mode. Treat everything that crosses it as immutable.
//
// A broker holds the shared state (the "server"); each `connect()` is one client connection, so
// tests can kill one connection while another keeps going, as with NATS.
import { context, type Context } from '@opentelemetry/api'
import { serviceTimeout, serviceUnavailable } from '@care/contracts/errors'
import type { BusEvent, BusReply, BusRequest } from '@care/contracts/bus'
import { pino, type Logger } from 'pino'
import { DEFAULT_TIMEOUT_MS, DUPLICATE_WINDOW_MS } from './defaults.ts'
import { errorReply } from './error-reply.ts'
import { MemoryDurables } from './memory-durable.ts'
import { MemoryRouter, type Server } from './memory-router.ts'
import { MemoryStream } from './memory-stream.ts'
import { subjectMatcher, type SubjectMatcher } from './subject-match.ts'
import { contextFromTraceparent, handlerContext } from './trace-context.ts'
import type { Bus } from './types.ts'
import { subscriptionSet } from './subscriptions.ts'

export interface MemoryBusOptions {
  log?: Logger
  /** events kept for `replay` (default 10 000, memory-stream.ts) */
  retainEvents?: number
}

interface Listener<T> {
  matches: SubjectMatcher
  handler: (data: T, subject: string) => void | Promise<void>
}

export interface MemoryBroker {
  /** A new client connection to this broker. */
  connect(): Bus
  /** Stops every timer and drops all state. */
  close(): void
}

export function createMemoryBroker(options: MemoryBusOptions = {}): MemoryBroker {
  const log = options.log ?? pino({ level: 'silent' })
  const router = new MemoryRouter()
  const durables = new MemoryDurables(log)
  const stream = new MemoryStream(log, options.retainEvents)
  const listeners = new Set<Listener<BusEvent>>()
  const broadcasts = new Set<Listener<unknown>>()
  // event id → time first seen; a Map keeps insertion order, so expiry prunes from the front.
  const seen = new Map<string, number>()

  const isDuplicate = (id: string, now: number): boolean => {
    for (const [key, at] of seen) {
      if (now - at < DUPLICATE_WINDOW_MS) break
      seen.delete(key)
    }
    if (seen.has(id)) return true
    seen.set(id, now)
    return false
  }

  const fanOut = <T>(set: Set<Listener<T>>, subject: string, data: T, ctx: Context, kind: string) => {
    for (const l of set) {
      if (!l.matches(subject)) continue
      queueMicrotask(() => {
        Promise.resolve()
          .then(() => context.with(ctx, l.handler, undefined, data, subject))
          .catch((err: unknown) => log.error({ err, subject }, `${kind} handler failed`))
      })
    }
  }

  const invoke = async (server: Server, subject: string, req: BusRequest, ctx: Context): Promise<BusReply> => {
    try {
      return await context.with(ctx, server.handler, undefined, req)
    } catch (err) {
      return errorReply(err, subject, log)
    }
  }

  function connect(): Bus {
    let closed = false
    const pending = new Set<(err: Error) => void>()
    const subscriptions = subscriptionSet()
    const track = subscriptions.track


    const assertOpen = () => {
      if (closed) throw serviceUnavailable()
    }

    return {
      request(subject, req, options = {}) {
        if (closed) return Promise.reject(serviceUnavailable())
        const targets = router.pick(subject)
        if (!targets.length) return Promise.reject(serviceUnavailable())
        const ctx = handlerContext(context.active(), req.traceparent)
        return new Promise<BusReply>((resolve, reject) => {
          let done = false
          const settle = (fn: () => void) => {
            if (done) return
            done = true
            clearTimeout(timer)
            pending.delete(fail)
            fn()
          }
          const fail = (err: Error) => settle(() => reject(err))
          const timer = setTimeout(() => fail(serviceTimeout()), options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
          pending.add(fail)
          // Several queue groups may answer; as with NATS, the first reply wins.
          for (const server of targets) {
            queueMicrotask(() => void invoke(server, subject, req, ctx).then((reply) => settle(() => resolve(reply))))
          }
        })
      },

      async serve(subject, queue, handler) {
        assertOpen()
        const server = router.add(subject, queue, handler)
        return track(() => router.remove(server))
      },

      async publish(event) {
        assertOpen()
        if (isDuplicate(event.id, Date.now())) return
        // The trace recorded with the event (at write time) wins over the relay's own context.
        const ctx = event.traceparent ? contextFromTraceparent(event.traceparent) : context.active()
        durables.append(event, ctx)
        stream.append(event)
        fanOut(listeners, event.subject, event, ctx, 'event listener')
      },

      async follow(filter, handler) {
        assertOpen()
        const followed = stream.follow(filter, handler)
        return { ...track(followed.stop), startedAfter: followed.startedAfter }
      },

      async replay(filter, after, max) {
        assertOpen()
        return stream.replay(filter, after, max)
      },

      async subscribeDurable(durable, filter, handler, options) {
        assertOpen()
        return track(durables.subscribe(durable, filter, handler, options))
      },

      async listen(filter, handler) {
        assertOpen()
        const l: Listener<BusEvent> = { matches: subjectMatcher(filter), handler }
        listeners.add(l)
        return track(() => void listeners.delete(l))
      },

      async broadcast(subject, data) {
        assertOpen()
        fanOut(broadcasts, subject, data, context.active(), 'broadcast')
      },

      async onBroadcast(subject, handler) {
        assertOpen()
        const l: Listener<unknown> = { matches: subjectMatcher(subject), handler }
        broadcasts.add(l)
        return track(() => void broadcasts.delete(l))
      },

      async close() {
        if (closed) return
        closed = true
        for (const fail of pending) fail(serviceUnavailable())
        await subscriptions.closeAll()
      },
    }
  }

  return {
    connect,
    close() {
      durables.close()
      stream.close()
      listeners.clear()
      broadcasts.clear()
      seen.clear()
    },
  }
}

/** A bus with its own private broker (standalone mode: every service in one process shares it). */
export function createMemoryBus(options: MemoryBusOptions = {}): Bus {
  const broker = createMemoryBroker(options)
  const bus = broker.connect()
  return {
    ...bus,
    async close() {
      await bus.close()
      broker.close()
    },
  }
}
