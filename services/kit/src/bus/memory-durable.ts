// In-process JetStream-like durable consumers: each durable keeps its own queue of matching events
// from the moment it is first created, whether or not anyone is subscribed, and hands them to its
// subscribers one at a time each (replicas sharing a durable name share the work). An event is
// acked when the handler resolves; a throw redelivers it after a backoff, an ack-wait expiry
// redelivers it (the handler is presumed dead), both up to `maxDeliver` deliveries.
import type { Context } from '@opentelemetry/api'
import { context } from '@opentelemetry/api'
import type { BusEvent } from '@care/contracts/bus'
import type { Logger } from 'pino'
import { observeEventLag } from './bus-metrics.ts'
import { DEFAULT_ACK_WAIT_MS, DEFAULT_MAX_DELIVER, retryDelayMs } from './defaults.ts'
import { Fifo } from './fifo.ts'
import { subjectMatcher, type SubjectMatcher } from './subject-match.ts'
import type { DurableOptions, EventHandler } from './types.ts'

interface Entry {
  event: BusEvent
  ctx: Context
  /** when it was published (epoch ms), for the lag metric */
  publishedAt: number
  deliveries: number
  /** acked, or given up after maxDeliver */
  done: boolean
}

interface Worker {
  handler: EventHandler
  /** one delivery at a time per subscriber, like a sequential consume loop */
  current?: Delivery
  /** resolves a pending unsubscribe once the in-flight delivery settles or expires */
  onDrained?: () => void
}

interface Delivery {
  entry: Entry
  worker: Worker
  /** false once the handler settled or its ack wait expired */
  open: boolean
  timer?: NodeJS.Timeout
}

interface Durable {
  name: string
  matches: SubjectMatcher
  ackWaitMs: number
  maxDeliver: number
  ready: Fifo<Entry>
  workers: Worker[]
  next: number
}

export class MemoryDurables {
  private readonly durables = new Map<string, Durable>()
  private readonly timers = new Set<NodeJS.Timeout>()
  private closed = false

  constructor(private readonly log: Logger) {}

  /** Queues the event on every durable whose filter matches, subscribed or not. */
  append(event: BusEvent, ctx: Context): void {
    const publishedAt = Date.now()
    for (const d of this.durables.values()) {
      if (!d.matches(event.subject)) continue
      d.ready.push({ event, ctx, publishedAt, deliveries: 0, done: false })
      this.pump(d)
    }
  }

  /** Adds a subscriber; the returned function stops it, waiting (at most its ack wait) for in-flight handlers. */
  subscribe(name: string, filter: string, handler: EventHandler, options: DurableOptions = {}): () => Promise<void> {
    const matches = subjectMatcher(filter)
    let d = this.durables.get(name)
    if (!d) {
      d = { name, matches, ackWaitMs: 0, maxDeliver: 0, ready: new Fifo(), workers: [], next: 0 }
      this.durables.set(name, d)
    }
    // Like a JetStream consumer update: the latest subscriber's configuration wins.
    d.matches = matches
    d.ackWaitMs = options.ackWaitMs ?? DEFAULT_ACK_WAIT_MS
    d.maxDeliver = options.maxDeliver ?? DEFAULT_MAX_DELIVER
    const worker: Worker = { handler }
    d.workers.push(worker)
    this.pump(d)

    const durable = d
    return () => {
      const i = durable.workers.indexOf(worker)
      if (i !== -1) durable.workers.splice(i, 1)
      if (!worker.current) return Promise.resolve()
      return new Promise<void>((resolve) => (worker.onDrained = resolve))
    }
  }

  /** Stops every timer; durable state is dropped with the bus. */
  close(): void {
    this.closed = true
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
    for (const d of this.durables.values()) {
      for (const w of d.workers) if (w.current) this.release(d, w.current)
    }
    this.durables.clear()
  }

  private pump(d: Durable): void {
    if (this.closed) return
    while (d.ready.size) {
      const worker = this.idleWorker(d)
      if (!worker) return
      const entry = d.ready.shift()!
      if (!entry.done) this.deliver(d, worker, entry)
    }
  }

  private idleWorker(d: Durable): Worker | undefined {
    for (let n = 0; n < d.workers.length; n++) {
      const w = d.workers[(d.next + n) % d.workers.length]
      if (!w.current) {
        d.next = (d.next + n + 1) % d.workers.length
        return w
      }
    }
    return undefined
  }

  private deliver(d: Durable, worker: Worker, entry: Entry): void {
    entry.deliveries++
    observeEventLag(d.name, entry.publishedAt)
    const dl: Delivery = { entry, worker, open: true }
    worker.current = dl
    dl.timer = setTimeout(() => this.expire(d, dl), d.ackWaitMs)
    // Never run the handler inside publish/subscribe: the network bus cannot either.
    queueMicrotask(() => {
      let result: Promise<void>
      try {
        result = context.with(entry.ctx, worker.handler, undefined, entry.event)
      } catch (err) {
        result = Promise.reject(err)
      }
      Promise.resolve(result).then(
        () => this.succeed(d, dl),
        (err: unknown) => this.fail(d, dl, err),
      )
    })
  }

  private succeed(d: Durable, dl: Delivery): void {
    // A late success after the ack wait still acks, as a late JetStream ack does.
    dl.entry.done = true
    this.release(d, dl)
  }

  private fail(d: Durable, dl: Delivery, err: unknown): void {
    // After an expiry the event was already requeued; this outcome no longer counts.
    if (!this.release(d, dl) || dl.entry.done) return
    const { entry } = dl
    this.log.warn({ err, durable: d.name, eventId: entry.event.id, subject: entry.event.subject, deliveries: entry.deliveries }, 'event handler failed')
    if (this.givenUp(d, entry)) return
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (entry.done) return
      d.ready.push(entry)
      this.pump(d)
    }, retryDelayMs(entry.deliveries, d.ackWaitMs))
    this.timers.add(timer)
  }

  private expire(d: Durable, dl: Delivery): void {
    if (!this.release(d, dl) || dl.entry.done) return
    this.log.warn({ durable: d.name, eventId: dl.entry.event.id, ackWaitMs: d.ackWaitMs }, 'event not acked in time, redelivering')
    if (this.givenUp(d, dl.entry)) return
    d.ready.push(dl.entry)
    this.pump(d)
  }

  private givenUp(d: Durable, entry: Entry): boolean {
    if (entry.deliveries < d.maxDeliver) return false
    entry.done = true
    this.log.error({ durable: d.name, eventId: entry.event.id, subject: entry.event.subject, deliveries: entry.deliveries }, 'event given up after max deliveries')
    return true
  }

  /** Ends a delivery's hold on its worker; false when it had already ended. */
  private release(d: Durable, dl: Delivery): boolean {
    if (!dl.open) return false
    dl.open = false
    clearTimeout(dl.timer)
    dl.worker.current = undefined
    dl.worker.onDrained?.()
    this.pump(d)
    return true
  }
}
