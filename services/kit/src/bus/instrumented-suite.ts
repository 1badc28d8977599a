// One suite for the instrumented bus over both implementations (instrumented.test.ts in process,
// instrumented.int.test.ts over NATS): spans chain caller → request → serve and write → publish →
// consumer with one trace id, and the Prometheus series count what happened. Each test file runs in
// its own process, so registering the tracer provider here is safe.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { context, ROOT_CONTEXT, SpanKind, trace, type SpanContext } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base'
import type { BusEvent } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import { metricsRegistry } from '../runtime/metrics.ts'
import { initTelemetry } from '../runtime/telemetry.ts'
import { currentTraceparent } from './trace-context.ts'
import type { Bus } from './types.ts'

export interface InstrumentedHarness {
  /** an instrumented bus (instrumentBus around the implementation) */
  connect(): Promise<Bus>
  cleanup(o: { durables: string[]; eventSubjects: string[] }): Promise<void>
}

/** The sum of a series' samples whose labels include `labels` (histograms: name `<metric>_count`). */
export async function metricValue(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metricsRegistry.getSingleMetric(name.replace(/_(count|sum|bucket)$/, ''))
  if (!metric) return 0
  // histogram samples name their series (`_bucket`, `_sum`, `_count`); counters do not
  const values = (await metric.get()).values as { metricName?: string; labels: Record<string, unknown>; value: number }[]
  return values
    .filter((v) => (v.metricName ?? name) === name && Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want))
    .reduce((sum, v) => sum + v.value, 0)
}

async function eventually(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

export function instrumentedSuite(name: string, harness: InstrumentedHarness, options: { skip?: string | false } = {}) {
  describe(`instrumented bus (${name})`, { skip: options.skip }, () => {
    const exporter = new InMemorySpanExporter()
    const tracer = trace.getTracer('instrumented-suite')
    const run = randomBytes(4).toString('hex')
    const durables: string[] = []
    const eventSubjects: string[] = []
    let bus: Bus

    const span = (spanName: string, traceId: string): ReadableSpan => {
      const found = exporter.getFinishedSpans().find((s) => s.name === spanName && s.spanContext().traceId === traceId)
      assert.ok(found, `a span "${spanName}" in trace ${traceId} (got: ${exporter.getFinishedSpans().map((s) => s.name).join(', ')})`)
      return found
    }
    const parentOf = (s: ReadableSpan) => s.parentSpanContext?.spanId

    before(async () => {
      initTelemetry('instrumented-suite', [new SimpleSpanProcessor(exporter)])
      bus = await harness.connect()
    })
    after(async () => {
      await bus.close()
      await harness.cleanup({ durables, eventSubjects })
    })

    it('a request and its handler are one trace: caller → client span → server span, active in the handler', async () => {
      const subject = `svc.t${run}.ping`
      let seen: SpanContext | undefined
      await bus.serve(subject, `t${run}`, async () => {
        seen = trace.getActiveSpan()?.spanContext()
        return { status: 200, body: 'pong' }
      })
      const caller = await tracer.startActiveSpan('caller', async (root) => {
        await bus.request(subject, { requestId: 'r1', payload: null }, { timeoutMs: 5000 })
        root.end()
        return root.spanContext()
      })
      const client = span(`request ${subject}`, caller.traceId)
      const server = span(`serve ${subject}`, caller.traceId)
      assert.equal(client.kind, SpanKind.CLIENT)
      assert.equal(server.kind, SpanKind.SERVER)
      assert.equal(parentOf(client), caller.spanId)
      assert.equal(parentOf(server), client.spanContext().spanId)
      assert.equal(seen?.spanId, server.spanContext().spanId, 'the handler runs inside the server span')
    })

    it('an event continues the trace of the write that recorded it: write → producer → consumer, active in the handler', async () => {
      const subject = `evt.t${run}trace.created`
      const durable = `t${run}_trace`
      durables.push(durable)
      eventSubjects.push(subject)
      let seen: SpanContext | undefined
      let received: BusEvent | undefined
      await bus.subscribeDurable(durable, subject, async (e) => {
        seen = trace.getActiveSpan()?.spanContext()
        received = e
      })
      const write = tracer.startSpan('write')
      const traceparent = currentTraceparent(trace.setSpan(ROOT_CONTEXT, write))
      write.end()
      const event: BusEvent = {
        id: randomBytes(12).toString('hex'), subject, collection: `t${run}trace`, op: 'created', businessId: 'b1',
        records: [{ id: 'r1' }], occurredAt: new Date().toISOString(), traceparent,
      }
      // as the outbox relay does: outside any request's context
      await context.with(ROOT_CONTEXT, () => bus.publish(event))
      await eventually(() => !!received, 'the durable receives the event')

      const traceId = write.spanContext().traceId
      const producer = span(`publish ${subject}`, traceId)
      await eventually(() => exporter.getFinishedSpans().some((s) => s.name === `process ${subject}`), 'the consumer span ends')
      const consumer = span(`process ${subject}`, traceId)
      assert.equal(producer.kind, SpanKind.PRODUCER)
      assert.equal(consumer.kind, SpanKind.CONSUMER)
      assert.equal(parentOf(producer), write.spanContext().spanId)
      assert.equal(parentOf(consumer), producer.spanContext().spanId)
      assert.equal(seen?.spanId, consumer.spanContext().spanId, 'the handler runs inside the consumer span')
      assert.equal(received?.id, event.id)
    })

    it('counts requests per subject and status on both sides, event deliveries per outcome, and event lag per durable', async () => {
      const subject = `svc.t${run}.find`
      const queue = `t${run}`
      const missing = `svc.t${run}.nobody`
      await bus.serve(subject, queue, async () => {
        throw new ApiError(404, 'Not found')
      })
      const durable = `t${run}_metrics`
      const eventSubject = `evt.t${run}metrics.created`
      durables.push(durable)
      eventSubjects.push(eventSubject)
      let deliveries = 0
      await bus.subscribeDurable(durable, eventSubject, async () => {
        if (++deliveries === 1) throw new Error('first delivery fails')
      })

      const sent404 = { subject, status: '404' }
      const before = {
        sent: await metricValue('care_bus_requests_total', sent404),
        handled: await metricValue('care_bus_handled_requests_total', { ...sent404, queue }),
        timed: await metricValue('care_bus_handler_duration_seconds_count', { ...sent404, queue }),
        unavailable: await metricValue('care_bus_requests_total', { subject: missing, status: '503' }),
        lag: await metricValue('care_bus_event_lag_seconds_count', { durable }),
      }
      const reply = await bus.request(subject, { requestId: 'r2', payload: null }, { timeoutMs: 5000 })
      assert.equal(reply.status, 404)
      await assert.rejects(bus.request(missing, { requestId: 'r3', payload: null }, { timeoutMs: 5000 }), (e: unknown) => e instanceof ApiError && e.status === 503)
      await bus.publish({ id: randomBytes(12).toString('hex'), subject: eventSubject, collection: `t${run}metrics`, op: 'created', businessId: 'b1', records: [], occurredAt: new Date().toISOString() })
      await eventually(async () => (await metricValue('care_bus_events_handled_total', { durable, outcome: 'ok' })) === 1, 'the redelivered event is handled')

      assert.equal(await metricValue('care_bus_requests_total', sent404), before.sent + 1)
      assert.equal(await metricValue('care_bus_request_duration_seconds_count', sent404), before.sent + 1)
      assert.equal(await metricValue('care_bus_handled_requests_total', { ...sent404, queue }), before.handled + 1)
      assert.equal(await metricValue('care_bus_handler_duration_seconds_count', { ...sent404, queue }), before.timed + 1)
      assert.equal(await metricValue('care_bus_requests_total', { subject: missing, status: '503' }), before.unavailable + 1)
      assert.equal(await metricValue('care_bus_events_handled_total', { durable, outcome: 'error' }), 1)
      assert.equal(await metricValue('care_bus_event_lag_seconds_count', { durable }), before.lag + 2, 'one lag sample per delivery')
      assert.equal(await metricValue('care_bus_events_published_total', { subject: eventSubject }), 1)
    })
  })
}
