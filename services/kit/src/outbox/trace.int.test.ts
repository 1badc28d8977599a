// The outbox keeps a write's trace: enqueueEvents records the active trace context in the event
// (stored in the payload), and the relay's publish continues it, so a reaction to the event lands
// in the trace of the request that caused it. Real PostgreSQL, Prisma's own database spans on.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import pg from 'pg'
import { pino } from 'pino'
import { context, ROOT_CONTEXT, SpanKind, trace, type SpanContext } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import type { BusEvent } from '@care/contracts/bus'
import { instrumentBus } from '../bus/instrumented.ts'
import { createMemoryBus } from '../bus/memory-bus.ts'
import type { PrismaClient } from '../db/test-fixture/src/generated/prisma/client.ts'
import { openFixtureDatabase } from '../db/test-fixture/open.ts'
import { initTelemetry, shutdownTelemetry } from '../runtime/telemetry.ts'
import type { TestDatabase } from '../testing/database.ts'
import { enqueueEvents } from './enqueue.ts'
import { startOutboxRelay } from './relay.ts'
import type { NewEvent } from './types.ts'

const exporter = new InMemorySpanExporter()
const tracer = trace.getTracer('outbox-trace-test')
const traceIdOf = (traceparent?: string) => traceparent?.split('-')[1]

const event: NewEvent = { collection: 'widgets', op: 'created', businessId: 'b1', records: [{ id: 'w1' }] }

let db: TestDatabase
let prisma: PrismaClient
let pool: pg.Pool

before(async () => {
  initTelemetry('outbox-trace-test', [new SimpleSpanProcessor(exporter)])
  ;({ db, prisma } = await openFixtureDatabase('outbox_trace', { poolMax: 2 }))
  pool = new pg.Pool({ connectionString: db.url, max: 1 })
})
after(async () => {
  await prisma.$disconnect()
  await pool.end()
  await db.drop()
  await shutdownTelemetry()
})

test('an enqueued event records the trace of the write, in the stored payload too, with database spans under it', async () => {
  const { sent, write } = await tracer.startActiveSpan('write', async (span) => {
    const [e] = await prisma.$transaction((tx) => enqueueEvents(tx, [{ ...event, traceparent: '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01' }]))
    span.end()
    return { sent: e!, write: span.spanContext() }
  })
  assert.equal(traceIdOf(sent.traceparent), write.traceId, "the active trace wins over the caller's traceparent")
  const { rows } = await pool.query<{ payload: BusEvent }>('SELECT payload FROM care_outbox WHERE id = $1', [sent.id])
  assert.equal(rows[0]!.payload.traceparent, sent.traceparent)
  const dbSpans = exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === write.traceId && s.name === 'prisma:client:db_query')
  assert.ok(dbSpans.some((s) => /INSERT INTO care_outbox/.test(String(s.attributes['db.query.text']))), 'a database span per statement, with its SQL')
})

test("outside any span the caller's traceparent is kept, and without either none is invented", async () => {
  const given = '00-0123456789abcdef0123456789abcdef-0123456789abcdef-01'
  const stored: unknown[][] = []
  const tx = { $executeRawUnsafe: async (_sql: string, ...values: unknown[]) => (stored.push(values), 1) }
  const [withCaller] = await context.with(ROOT_CONTEXT, () => enqueueEvents(tx, [{ ...event, traceparent: given }]))
  const [without] = await context.with(ROOT_CONTEXT, () => enqueueEvents(tx, [event]))
  assert.equal(withCaller!.traceparent, given)
  assert.equal('traceparent' in without!, false)
  assert.equal(JSON.parse(String(stored[0]![2])).traceparent, given)
})

test('the relay publishes in the write’s trace: a durable consumer reacts in that same trace', async () => {
  const bus = instrumentBus(createMemoryBus())
  let seen: SpanContext | undefined
  await bus.subscribeDurable('outbox-trace', 'evt.widgets.>', async () => {
    seen = trace.getActiveSpan()?.spanContext()
  })
  const relay = await startOutboxRelay({ url: db.url, bus, log: pino({ level: 'silent' }), idleMs: 50 })
  try {
    const write = await tracer.startActiveSpan('write', async (span) => {
      await prisma.$transaction((tx) => enqueueEvents(tx, [event]))
      span.end()
      return span.spanContext()
    })
    await relay.flush()
    const deadline = Date.now() + 10_000
    while (!seen && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    assert.equal(seen?.traceId, write.traceId, 'the consumer runs in the trace of the write')
    const producer = exporter.getFinishedSpans().find((s) => s.name === 'publish evt.widgets.created' && s.spanContext().traceId === write.traceId)
    assert.equal(producer?.kind, SpanKind.PRODUCER)
  } finally {
    await relay.stop()
    await bus.close()
  }
})
