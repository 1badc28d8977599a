// A request handler that throws still answers: the bus maps the error to a reply once, here, so
// callers always get `{ status, message }` and never a hang or a 504 for a crashed handler. A
// database that is overloaded or out of reach (Prisma: no pooled connection in time, a transaction
// that timed out, the server unreachable) is a 503 the client may retry, not a 500.
import { ApiError, serverError, serviceUnavailable } from '@care/contracts/errors'
import type { BusReply } from '@care/contracts/bus'
import type { Logger } from 'pino'

/** P2024 pool timeout, P2028 transaction API error (timeout, closed), P1001/P1002/P1008/P1017 unreachable, timed out, closed */
export const DATABASE_UNAVAILABLE = new Set(['P2024', 'P2028', 'P1001', 'P1002', 'P1008', 'P1017'])

export function errorReply(err: unknown, subject: string, log: Logger): BusReply {
  if (err instanceof ApiError) {
    return err.validation ? { status: err.status, message: err.message, validation: err.validation } : { status: err.status, message: err.message }
  }
  const code = (err as { code?: unknown } | null)?.code
  if (typeof code === 'string' && DATABASE_UNAVAILABLE.has(code)) {
    log.warn({ err, subject }, 'database unavailable or overloaded: answered 503')
    const e = serviceUnavailable()
    return { status: e.status, message: e.message }
  }
  log.error({ err, subject }, 'bus request handler failed')
  const e = serverError()
  return { status: e.status, message: e.message }
}
