// The consume loop of one durable subscriber: messages are handled one at a time (per-durable order
// is kept as long as nothing fails), acked when the handler resolves, nak'ed with a backoff when it
// throws, terminated (and logged) on the last allowed delivery. A handler still running after the
// ack wait is abandoned to the server's redelivery so one stuck event cannot stall the durable.
import { context } from '@opentelemetry/api'
import type { Consumer, JsMsg } from '@nats-io/jetstream'
import type { BusEvent } from '@care/contracts/bus'
import type { Logger } from 'pino'
import { observeEventLag } from './bus-metrics.ts'
import { retryDelayMs } from './defaults.ts'
import { extractTraceContext } from './trace-headers.ts'
import type { EventHandler, Subscription } from './types.ts'

/** Messages pulled ahead of the handler; small, because their ack wait runs while they queue. */
const PREFETCH = 16

export interface ConsumeConfig {
  durable: string
  ackWaitMs: number
  maxDeliver: number
  handler: EventHandler
  log: Logger
}

type Outcome = { kind: 'ok' } | { kind: 'failed'; err: unknown } | { kind: 'expired' }

export async function consumeDurable(consumer: Consumer, c: ConsumeConfig): Promise<Subscription> {
  const messages = await consumer.consume({ max_messages: PREFETCH })
  let stopping = false

  const handle = async (m: JsMsg): Promise<void> => {
    let event: BusEvent
    try {
      event = m.json<BusEvent>()
    } catch (err) {
      c.log.error({ err, durable: c.durable, seq: m.seq }, 'malformed event dropped')
      m.term('malformed')
      return
    }
    // the stream's own timestamp: when the server stored the publish
    observeEventLag(c.durable, m.info.timestampNanos / 1e6)
    const running = runHandler(c.handler, event, m)
    let timer: NodeJS.Timeout | undefined
    const expired = new Promise<Outcome>((resolve) => (timer = setTimeout(() => resolve({ kind: 'expired' }), c.ackWaitMs)))
    const outcome = await Promise.race([running, expired])
    clearTimeout(timer)
    const deliveries = m.info.deliveryCount
    const where = { durable: c.durable, eventId: event.id, subject: event.subject, deliveries }

    if (outcome.kind === 'ok') return settle(() => m.ack())
    if (outcome.kind === 'expired') {
      c.log.warn({ ...where, ackWaitMs: c.ackWaitMs }, 'event not acked in time, left to redelivery')
      // A late success still acks, as it would in-process.
      void running.then((late) => late.kind === 'ok' && settle(() => m.ack()))
      return
    }
    if (deliveries >= c.maxDeliver) {
      c.log.error({ ...where, err: outcome.err }, 'event given up after max deliveries')
      return settle(() => m.term('max deliveries'))
    }
    c.log.warn({ ...where, err: outcome.err }, 'event handler failed')
    settle(() => m.nak(retryDelayMs(deliveries, c.ackWaitMs)))
  }

  // Acks on a connection that died meanwhile cannot be sent; the server redelivers those.
  const settle = (fn: () => void) => {
    try {
      fn()
    } catch (err) {
      c.log.warn({ err, durable: c.durable }, 'could not ack/nak event')
    }
  }

  const loop = (async () => {
    try {
      for await (const m of messages) {
        // Already pulled after unsubscribe: hand it straight back for another subscriber.
        if (stopping) settle(() => m.nak())
        else await handle(m)
      }
    } catch (err) {
      c.log.error({ err, durable: c.durable }, 'durable consumer stopped')
    }
  })()

  return {
    async unsubscribe() {
      if (stopping) return loop
      stopping = true
      await messages.close().catch(() => {})
      await loop
    },
  }
}

function runHandler(handler: EventHandler, event: BusEvent, m: JsMsg): Promise<Outcome> {
  const ctx = extractTraceContext(m.headers, event.traceparent)
  return Promise.resolve()
    .then(() => context.with(ctx, handler, undefined, event))
    .then(
      (): Outcome => ({ kind: 'ok' }),
      (err: unknown): Outcome => ({ kind: 'failed', err }),
    )
}
