// Structured JSON logs (pino) carrying the active trace id, so a log line leads to its trace.
import { pino, type Logger } from 'pino'
import { trace } from '@opentelemetry/api'

export type { Logger }

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan()
      if (!span) return {}
      const { traceId, spanId } = span.spanContext()
      return { traceId, spanId }
    },
  })
}
