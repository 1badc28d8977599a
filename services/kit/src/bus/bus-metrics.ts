// The bus's Prometheus series. Labels are bounded: subjects are the route table's (a served subject
// is the pattern it was served on, never a concrete wildcard match), statuses are reply codes, and
// durables are a handful of consumer names. Observing is a label hash and a bucket search, cheap
// enough for the standalone hot path.
import { Counter, Histogram } from 'prom-client'
import { LAG_BUCKETS, LATENCY_BUCKETS, metricsRegistry } from '../runtime/metrics.ts'

const registers = [metricsRegistry]

const handled = new Counter({
  name: 'care_bus_handled_requests_total',
  help: 'Bus requests answered by this process, per served subject, queue group and reply status',
  labelNames: ['subject', 'queue', 'status'] as const,
  registers,
})
const handlerSeconds = new Histogram({
  name: 'care_bus_handler_duration_seconds',
  help: 'Time a service took to answer a bus request, per served subject, queue group and reply status',
  labelNames: ['subject', 'queue', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
})
const sent = new Counter({
  name: 'care_bus_requests_total',
  help: 'Bus requests sent by this process, per subject and outcome (reply status; 503 no service, 504 timeout)',
  labelNames: ['subject', 'status'] as const,
  registers,
})
const sentSeconds = new Histogram({
  name: 'care_bus_request_duration_seconds',
  help: 'Time from sending a bus request to its reply (or failure), per subject and outcome',
  labelNames: ['subject', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
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

export function observeHandled(subject: string, queue: string, status: number, ms: number): void {
  const labels = { subject, queue, status: String(status) }
  handled.inc(labels)
  handlerSeconds.observe(labels, ms / 1000)
}

export function observeSent(subject: string, status: number, ms: number): void {
  const labels = { subject, status: String(status) }
  sent.inc(labels)
  sentSeconds.observe(labels, ms / 1000)
}

export const observePublished = (subject: string): void => published.inc({ subject })

export const observeConsumed = (durable: string, ok: boolean): void => consumed.inc({ durable, outcome: ok ? 'ok' : 'error' })

/** Called by both buses when a durable delivers an event published at `publishedAtMs` (epoch ms). */
export function observeEventLag(durable: string, publishedAtMs: number): void {
  eventLag.observe({ durable }, Math.max(0, Date.now() - publishedAtMs) / 1000)
}
