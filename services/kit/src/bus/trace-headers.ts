// Trace context in NATS message headers: injected on request and publish, extracted on serve and
// consume so the handler runs as a child of the caller's span.
import { context, propagation, ROOT_CONTEXT, type Context, type TextMapGetter, type TextMapSetter } from '@opentelemetry/api'
import { Match, type MsgHdrs } from '@nats-io/transport-node'
import { contextFromTraceparent, TRACEPARENT } from './trace-context.ts'

const headerSetter: TextMapSetter<MsgHdrs> = {
  set: (h, key, value) => h.set(key, value),
}

const headerGetter: TextMapGetter<MsgHdrs> = {
  keys: (h) => h.keys(),
  get: (h, key) => (h.has(key, Match.IgnoreCase) ? h.get(key, Match.IgnoreCase) : undefined),
}

/**
 * Writes the trace context of `ctx` (default: the active one) into NATS headers. When there is no
 * span to propagate, `fallback` (a traceparent carried in the payload, e.g. the one an outbox event
 * recorded at write time) is written so a hop running outside any span does not cut the chain.
 */
export function injectTraceHeaders(h: MsgHdrs, fallback?: string, ctx: Context = context.active()): void {
  propagation.inject(ctx, h, headerSetter)
  if (fallback && !h.has(TRACEPARENT, Match.IgnoreCase)) h.set(TRACEPARENT, fallback)
}

/** The context a received message's handler runs in: from its headers, else from `fallback`. */
export function extractTraceContext(h: MsgHdrs | undefined, fallback?: string): Context {
  if (h?.has(TRACEPARENT, Match.IgnoreCase)) return propagation.extract(ROOT_CONTEXT, h, headerGetter)
  return contextFromTraceparent(fallback)
}

/** The raw traceparent header, for handlers that log or forward it. */
export function traceparentHeader(h: MsgHdrs | undefined): string | undefined {
  return h?.has(TRACEPARENT, Match.IgnoreCase) ? h.get(TRACEPARENT, Match.IgnoreCase) : undefined
}
