// Reading an in-memory exporter's spans as a tree: one trace's spans, a span by name and kind,
// and whether one span descends from another.
import assert from 'node:assert/strict'
import type { SpanKind } from '@opentelemetry/api'
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base'

export class TraceView {
  private readonly byId: Map<string, ReadableSpan>

  constructor(readonly traceId: string, readonly spans: ReadableSpan[]) {
    this.byId = new Map(spans.map((s) => [s.spanContext().spanId, s]))
  }

  static of(all: ReadableSpan[], traceId: string): TraceView {
    return new TraceView(traceId, all.filter((s) => s.spanContext().traceId === traceId))
  }

  /** The one span matching; fails listing what the trace holds. */
  find(what: string, match: (s: ReadableSpan) => boolean): ReadableSpan {
    const found = this.spans.filter(match)
    assert.ok(found.length, `${what}: no such span in trace ${this.traceId}; it holds: ${this.describe()}`)
    return found[0]!
  }

  named(name: string | RegExp, kind?: SpanKind): ReadableSpan {
    return this.find(`${name}`, (s) => (typeof name === 'string' ? s.name === name : name.test(s.name)) && (kind === undefined || s.kind === kind))
  }

  parentOf(span: ReadableSpan): ReadableSpan | undefined {
    const id = span.parentSpanContext?.spanId
    return id ? this.byId.get(id) : undefined
  }

  /** true when `ancestor` is on the parent chain of `span` */
  descends(span: ReadableSpan, ancestor: ReadableSpan): boolean {
    for (let p = this.parentOf(span); p; p = this.parentOf(p)) if (p === ancestor) return true
    return false
  }

  describe(): string {
    return this.spans.map((s) => `${s.name} (${s.instrumentationScope.name})`).join(', ') || 'nothing'
  }
}
