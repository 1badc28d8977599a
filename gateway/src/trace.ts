// W3C trace context at the edge. Each request gets a server span (a real one when an
// OpenTelemetry SDK is registered — kit's initTelemetry — and a free no-op otherwise) whose
// context is active while the request runs, so bus requests carry it. Without an SDK the incoming
// `traceparent` is continued with a new span id for this hop, or a new trace is started, so every
// log line and bus request still carries a trace id.
import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api'

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/
const ZERO_TRACE = '0'.repeat(32)
const ZERO_SPAN = '0'.repeat(16)
const tracer = trace.getTracer('@care/gateway')

const hex = (bytes: number) => randomBytes(bytes).toString('hex')
const format = (traceId: string, spanId: string, flags: string) => `00-${traceId}-${spanId}-${flags}`

export interface RequestTrace {
  /** the OpenTelemetry context to run the request in */
  otelContext: Context
  traceId: string
  traceparent: string
}

/** ids from the incoming header (continued) or new ones, when no SDK provides a span */
export function traceFromHeader(header: string | undefined): { traceId: string; traceparent: string } {
  const m = header ? TRACEPARENT.exec(header.trim().toLowerCase()) : null
  if (m && m[1] !== ZERO_TRACE && m[2] !== ZERO_SPAN) return { traceId: m[1], traceparent: format(m[1], hex(8), m[3]) }
  const traceId = hex(16)
  return { traceId, traceparent: format(traceId, hex(8), '01') }
}

/** Starts the request's server span; it ends when the answer is sent or the client goes away. */
export function startRequestTrace(req: Request, res: Response): RequestTrace {
  const parent = propagation.extract(ROOT_CONTEXT, req.headers)
  const span = tracer.startSpan(req.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.path } }, parent)
  const otelContext = trace.setSpan(parent, span)
  res.once('close', () => {
    if (req.route?.path) span.updateName(`${req.method} ${req.baseUrl}${req.route.path}`)
    span.setAttribute('http.response.status_code', res.statusCode)
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR })
    span.end()
  })
  const sc = span.spanContext()
  if (isSpanContextValid(sc) && span.isRecording()) {
    return { otelContext, traceId: sc.traceId, traceparent: format(sc.traceId, sc.spanId, sc.traceFlags.toString(16).padStart(2, '0')) }
  }
  return { otelContext, ...traceFromHeader(req.get('traceparent')) }
}

export const runInTrace = <T>(t: RequestTrace, fn: () => T): T => context.with(t.otelContext, fn)
