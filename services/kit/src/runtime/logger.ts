// Structured JSON logs (pino) carrying the active trace id, so a log line leads to its trace.
import { pino, type Logger } from 'pino'
import { trace } from '@opentelemetry/api'

export type { Logger }

/**
 * Never in a log line (issue #10): credentials, sign-in and reset links, and patients' contact
 * details — at the top of a line's object or one level down (`{ sms: { to } }`), replaced by
 * '[redacted]'. Errors keep their messages (`err.message` is not on the list).
 */
const SECRET_KEYS = ['authorization', 'authToken', 'token', 'password', 'hashedPassword', 'apiKey', 'link', 'links', 'to', 'email', 'phone']
/** the content of a message, at the top only (one level down, `err.message` must stay) */
const CONTENT_KEYS = ['message', 'text', 'html', 'body']
export const REDACTED_PATHS = [...SECRET_KEYS, ...CONTENT_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`), 'req.headers.authorization', 'req.headers.cookie']

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info', destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const span = trace.getActiveSpan()
      if (!span) return {}
      const { traceId, spanId } = span.spanContext()
      return { traceId, spanId }
    },
  }
  return destination ? pino(options, destination) : pino(options)
}
