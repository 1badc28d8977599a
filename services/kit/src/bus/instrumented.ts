// Spans and metrics around any bus (createBus applies it to both implementations), so one trace
// reads gateway → `request <subject>` (client) → `serve <subject>` (server, in the service) →
// Prisma's database spans → `publish <subject>` (producer, from the outbox relay, parented on the
// traceparent the write recorded) → `process <subject>` (consumer, in each reacting durable).
//
// The implementations carry the context across (NATS headers, or the caller's context in process)
// and run handlers inside it; this layer only opens the spans. Without an OpenTelemetry SDK the
// spans are non-recording and skipped, and only the Prometheus series are kept.
import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type Span } from '@opentelemetry/api'
import { ApiError } from '@care/contracts/errors'
import type { BusEvent } from '@care/contracts/bus'
import { observeConsumed, observeHandled, observePublished, observeSent } from './bus-metrics.ts'
import { contextFromTraceparent, currentTraceparent } from './trace-context.ts'
import type { Bus, EventHandler } from './types.ts'

const tracer = trace.getTracer('@care/kit/bus')
const SYSTEM: Attributes = { 'messaging.system': 'nats' }
// shared option objects, and attributes only on recording spans: without an SDK a call allocates
// nothing but the no-op span
const CLIENT = { kind: SpanKind.CLIENT }
const SERVER = { kind: SpanKind.SERVER }
const PRODUCER = { kind: SpanKind.PRODUCER }
const CONSUMER = { kind: SpanKind.CONSUMER }

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : 500)

function fail(span: Span, err: unknown): void {
  if (!span.isRecording()) return
  if (err instanceof Error) span.recordException(err)
  span.setStatus({ code: SpanStatusCode.ERROR })
}

/** Runs `fn` with `span` active when it records; otherwise plainly (no SDK: nothing to carry). */
function within<T>(span: Span, parent: Context, fn: () => Promise<T>): Promise<T> {
  return span.isRecording() ? context.with(trace.setSpan(parent, span), fn) : fn()
}

function consumer(handler: EventHandler, durable?: string): EventHandler {
  return async (event: BusEvent) => {
    const span = tracer.startSpan(`process ${event.subject}`, CONSUMER)
    if (span.isRecording()) {
      span.setAttributes({ ...SYSTEM, 'messaging.operation.type': 'process', 'messaging.destination.name': event.subject, 'messaging.message.id': event.id })
      if (durable) span.setAttribute('messaging.consumer.group.name', durable)
    }
    try {
      await within(span, context.active(), () => handler(event))
      if (durable) observeConsumed(durable, true)
    } catch (err) {
      if (durable) observeConsumed(durable, false)
      fail(span, err)
      throw err
    } finally {
      span.end()
    }
  }
}

export function instrumentBus(bus: Bus): Bus {
  return {
    async request(subject, req, options) {
      const started = performance.now()
      let status = 500
      const span = tracer.startSpan(`request ${subject}`, CLIENT)
      if (span.isRecording()) span.setAttributes({ ...SYSTEM, 'messaging.operation.type': 'send', 'messaging.destination.name': subject })
      try {
        const reply = await within(span, context.active(), () => bus.request(subject, req, options))
        status = reply.status
        return reply
      } catch (err) {
        status = statusOf(err)
        throw err
      } finally {
        observeSent(subject, status, performance.now() - started)
        if (span.isRecording()) {
          span.setAttribute('care.bus.status', status)
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
        }
        span.end()
      }
    },

    serve(subject, queue, handler) {
      return bus.serve(subject, queue, async (req) => {
        const started = performance.now()
        let status = 500
        const span = tracer.startSpan(`serve ${subject}`, SERVER)
        if (span.isRecording()) {
          span.setAttributes({ ...SYSTEM, 'messaging.operation.type': 'process', 'messaging.destination.name': subject, 'messaging.consumer.group.name': queue })
        }
        try {
          const reply = await within(span, context.active(), () => handler(req))
          status = reply.status
          return reply
        } catch (err) {
          status = statusOf(err)
          fail(span, err)
          throw err
        } finally {
          observeHandled(subject, queue, status, performance.now() - started)
          if (span.isRecording()) {
            span.setAttribute('care.bus.status', status)
            if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
          }
          span.end()
        }
      })
    },

    async publish(event) {
      // the write that enqueued the event is the parent (the relay itself runs outside any trace);
      // the event then travels with the producer span's traceparent
      const parent = event.traceparent ? contextFromTraceparent(event.traceparent) : context.active()
      const span = tracer.startSpan(`publish ${event.subject}`, PRODUCER, parent)
      if (span.isRecording()) {
        span.setAttributes({ ...SYSTEM, 'messaging.operation.type': 'publish', 'messaging.destination.name': event.subject, 'messaging.message.id': event.id })
      }
      try {
        const traceparent = span.isRecording() ? currentTraceparent(trace.setSpan(parent, span)) : undefined
        await within(span, parent, () => bus.publish(traceparent ? { ...event, traceparent } : event))
        observePublished(event.subject)
      } catch (err) {
        fail(span, err)
        throw err
      } finally {
        span.end()
      }
    },

    subscribeDurable: (durable, filter, handler, options) => bus.subscribeDurable(durable, filter, consumer(handler, durable), options),
    listen: (filter, handler) => bus.listen(filter, consumer(handler)),
    follow: (filter, handler) => bus.follow(filter, handler),
    replay: (filter, after, max) => bus.replay(filter, after, max),
    broadcast: (subject, data) => bus.broadcast(subject, data),
    onBroadcast: (subject, handler) => bus.onBroadcast(subject, handler),
    close: () => bus.close(),
  }
}
