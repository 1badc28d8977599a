// One trace from the browser's call to the reactions it causes, over real NATS: the gateway's
// server span → the bus request (client) → identity's handler (server) → Prisma's database spans,
// then the outbox relay's publish (producer) → a durable consumer's handler (consumer), all under
// the trace id the caller sent in `traceparent`. Spans are collected by an in-memory exporter.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { SpanKind, trace } from '@opentelemetry/api'
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base'
import { jetstreamManager } from '@nats-io/jetstream'
import { connect } from '@nats-io/transport-node'
import { EVENTS_STREAM, type BusEvent } from '@care/contracts/bus'
import { createBus } from '@care/kit/bus/index'
import type { Bus } from '@care/kit/bus/types'
import { initTelemetry, shutdownTelemetry } from '@care/kit/runtime/telemetry'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { TraceView } from './spans.ts'

const natsUrl = process.env.NATS_URL
if (!natsUrl) console.log('NATS_URL not set: the end-to-end trace test needs real NATS and is skipped')

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000
  while (!check()) {
    if (Date.now() > deadline) assert.fail(`timed out waiting until ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('one trace spans gateway → bus → identity → database → event consumer', { skip: natsUrl ? false : 'NATS_URL not set (needs real NATS)' }, () => {
  const exporter = new InMemorySpanExporter()
  const durable = `trace_test_${randomBytes(4).toString('hex')}`
  let platform: TestPlatform
  let consumerBus: Bus
  let staff: Awaited<ReturnType<typeof registerStaff>>
  const reactions = new Map<string, string | undefined>()

  before(async () => {
    initTelemetry('trace-test', [new SimpleSpanProcessor(exporter)])
    // its own platform: the spans are exported by this process's OpenTelemetry providers
    platform = await startTestPlatform({ useNats: true, fresh: true })
    staff = await registerStaff(platform.url)
    // a reacting service of its own: its durable sees every enduser created from now on
    consumerBus = await createBus({ natsUrl, name: 'trace-test-consumer' })
    // a test platform's events are evt.<its name>.… on the shared NATS (namespaced, like its subjects)
    await consumerBus.subscribeDurable(durable, `evt.${platform.name}.endusers.created`, async (event: BusEvent) => {
      for (const record of event.records) reactions.set(String(record.id), trace.getActiveSpan()?.spanContext().traceId)
    })
  })
  after(async () => {
    await consumerBus?.close()
    const nc = await connect({ servers: natsUrl })
    await (await jetstreamManager(nc)).consumers.delete(EVENTS_STREAM, durable).catch(() => undefined)
    await nc.close()
    await platform?.close()
    await shutdownTelemetry()
  })

  it('creating an enduser over HTTP yields one trace, with the event reaction in it', async () => {
    const traceId = randomBytes(16).toString('hex')
    const res = await fetch(`${platform.url}/v1/enduser`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${staff.authToken}`,
        'content-type': 'application/json',
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({ fname: 'Trace', lname: 'Test' }),
    })
    assert.equal(res.status, 200, await res.clone().text())
    const { id } = (await res.json()) as { id: string }

    await eventually(() => reactions.has(id), 'the durable consumer reacts to the created enduser')
    assert.equal(reactions.get(id), traceId, 'the reaction runs in the trace of the HTTP call')
    await eventually(
      () => exporter.getFinishedSpans().some((s) => s.spanContext().traceId === traceId && s.kind === SpanKind.CONSUMER && s.attributes['messaging.consumer.group.name'] === durable),
      'the consumer span ends',
    )

    const t = TraceView.of(exporter.getFinishedSpans(), traceId)
    const gateway = t.named('POST /v1/enduser', SpanKind.SERVER)
    assert.equal(gateway.instrumentationScope.name, '@care/gateway')
    const request = t.named(/^request .*svc\.identity\.endusers\.createOne$/, SpanKind.CLIENT)
    const handler = t.named(/^serve .*svc\.identity\.endusers\.createOne$/, SpanKind.SERVER)
    assert.equal(t.parentOf(request), gateway, 'the bus request is a child of the gateway span')
    assert.equal(t.parentOf(handler), request, "identity's handler is a child of the bus request (across NATS)")
    assert.equal(handler.attributes['messaging.consumer.group.name'], 'identity')

    const insert = t.find('the INSERT of the enduser', (s) => s.name === 'prisma:client:db_query' && /INSERT INTO "?(public"\.")?endusers/i.test(String(s.attributes['db.query.text'])))
    assert.ok(t.descends(insert, handler), 'the database span is under the handler')

    const publish = t.named(/^publish evt\.(.+\.)?endusers\.created$/, SpanKind.PRODUCER)
    assert.ok(t.descends(publish, handler), 'the relay publishes under the write that enqueued the event')
    const reaction = t.find('the durable consumer', (s) => s.kind === SpanKind.CONSUMER && s.attributes['messaging.consumer.group.name'] === durable)
    assert.equal(t.parentOf(reaction), publish, 'the reaction is a child of the publish (across JetStream)')
  })
})
