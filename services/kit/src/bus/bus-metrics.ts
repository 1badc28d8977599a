// The bus's Prometheus series. Labels are bounded: subjects are the route table's (a served subject
// is the pattern it was served on, never a concrete wildcard match), statuses are reply codes, and
// durables are a handful of consumer names. Observing is a label hash and a bucket search, cheap
// enough for the standalone hot path.
import { Counter, Histogram } from 'prom-client'
import { LAG_BUCKETS, LATENCY_BUCKETS, metricsRegistry } from '../runtime/metrics.ts'

const registers = [metricsRegistry]

/** A counter and a latency histogram over the same labels: one observation counts and times a call. */
function countedAndTimed<L extends string>(labelNames: readonly L[], count: { name: string; help: string }, time: { name: string; help: string }) {
  const counter = new Counter({ ...count, labelNames, registers })
  const seconds = new Histogram({ ...time, labelNames, buckets: LATENCY_BUCKETS, registers })
  return (labels: Record<L, string>, ms: number) => {
    counter.inc(labels)
    seconds.observe(labels, ms / 1000)
  }
}

const handled = countedAndTimed(['subject', 'queue', 'status'], {
  name: 'care_bus_handled_requests_total',
  help: 'Bus requests answered by this process, per served subject, queue group and reply status',
}, {
  name: 'care_bus_handler_duration_seconds',
  help: 'Time a service took to answer a bus request, per served subject, queue group and reply status',
})
const sent = countedAndTimed(['subject', 'status'], {
  name: 'care_bus_requests_total',
  help: 'Bus requests sent by this process, per subject and outcome (reply status; 503 no service, 504 timeout)',
}, {
  name: 'care_bus_request_duration_seconds',
  help: 'Time from sending a bus request to its reply (or failure), per subject and outcome',
})
const published = new Counter({
  name: 'care_bus_events_published_total',
  help: 'Events this process published (outbox relays), per subject',
  labelNames: ['subject'] as const,
  registers,
})
const consumed = new Counter({
  name: 'care_bus_events_handled_total',
  help: 'Event deliveries handled by durable consumers of this process, per durable and outcome (ok, error)',
  labelNames: ['durable', 'outcome'] as const,
  registers,
})
const eventLag = new Histogram({
  name: 'care_bus_event_lag_seconds',
  help: 'Time from an event being published to its delivery to a durable consumer (redeliveries included)',
  labelNames: ['durable'] as const,
  buckets: LAG_BUCKETS,
  registers,
})

export const observeHandled = (subject: string, queue: string, status: number, ms: number): void => handled({ subject, queue, status: String(status) }, ms)

export const observeSent = (subject: string, status: number, ms: number): void => sent({ subject, status: String(status) }, ms)

export const observePublished = (subject: string): void => published.inc({ subject })

export const observeConsumed = (durable: string, ok: boolean): void => consumed.inc({ durable, outcome: ok ? 'ok' : 'error' })

/** Called by both buses when a durable delivers an event published at `publishedAtMs` (epoch ms). */
export function observeEventLag(durable: string, publishedAtMs: number): void {
  eventLag.observe({ durable }, Math.max(0, Date.now() - publishedAtMs) / 1000)
}
