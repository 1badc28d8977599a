// A request handler that throws still answers: the bus maps the error to a reply once, here, so
// callers always get `{ status, message }` and never a hang or a 504 for a crashed handler. A
// database that is overloaded or out of reach (Prisma: no pooled connection in time, a transaction
// that timed out, a write conflict or deadlock, too many connections, the server unreachable or
// restarting: database-unavailable.ts) is a 503 the client may retry (the gateway adds
// Retry-After), not a 500.
import { ApiError, serverError, serviceUnavailable } from '@care/contracts/errors'
import type { BusReply } from '@care/contracts/bus'
import type { Logger } from 'pino'
import { isDatabaseUnavailable } from './database-unavailable.ts'

export function errorReply(err: unknown, subject: string, log: Logger): BusReply {
  if (err instanceof ApiError) {
    return err.validation ? { status: err.status, message: err.message, validation: err.validation } : { status: err.status, message: err.message }
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ err, subject }, 'database unavailable or overloaded: answered 503')
    const e = serviceUnavailable()
    return { status: e.status, message: e.message }
  }
  log.error({ err, subject }, 'bus request handler failed')
  const e = serverError()
  return { status: e.status, message: e.message }
}
