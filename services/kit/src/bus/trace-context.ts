// W3C trace context carried by bus messages, so one trace spans gateway → bus → service → event
// consumer. Goes through the global OpenTelemetry propagator: with no SDK registered every call
// here is a no-op and handlers simply run in the root context.
import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api'

export const TRACEPARENT = 'traceparent'

/** Rebuilds a remote parent context from a bare `traceparent` string (root when absent). */
export function contextFromTraceparent(traceparent?: string): Context {
  if (!traceparent) return ROOT_CONTEXT
  return propagation.extract(ROOT_CONTEXT, { [TRACEPARENT]: traceparent })
}

/**
 * The context an in-process handler runs in: the caller's own when it is inside a span (same
 * process, nothing to serialise), else the traceparent the message carries.
 */
export function handlerContext(callerCtx: Context, traceparent?: string): Context {
  return trace.getSpanContext(callerCtx) || !traceparent ? callerCtx : contextFromTraceparent(traceparent)
}

/** The active context as a `traceparent` string, when there is one to propagate. */
export function currentTraceparent(ctx: Context = context.active()): string | undefined {
  const carrier: Record<string, string> = {}
  propagation.inject(ctx, carrier)
  return carrier[TRACEPARENT]
}
