// A request handler that throws still answers: the bus maps the error to a reply once, here, so
// callers always get `{ status, message }` and never a hang or a 504 for a crashed handler.
import { ApiError, serverError } from '@care/contracts/errors'
import type { BusReply } from '@care/contracts/bus'
import type { Logger } from 'pino'

export function errorReply(err: unknown, subject: string, log: Logger): BusReply {
  if (err instanceof ApiError) {
    return err.validation ? { status: err.status, message: err.message, validation: err.validation } : { status: err.status, message: err.message }
  }
  log.error({ err, subject }, 'bus request handler failed')
  const e = serverError()
  return { status: e.status, message: e.message }
}
