// Logging a dropped PostgreSQL connection: a server shutting down (57P01, e.g. Ctrl-C on
// `npm start` stops the embedded server too) is expected and logged at info; anything else is a
// warning. Only message and code are logged: pg errors carry the whole client object.
import type { Logger } from 'pino'

const SHUTDOWN_CODES = new Set(['57P01', '57P02', '57P03'])

export function logConnectionError(log: Pick<Logger, 'warn' | 'info'>, err: unknown, msg: string): void {
  const { message, code } = (err ?? {}) as { message?: string; code?: string }
  if (code && SHUTDOWN_CODES.has(code)) log.info({ code }, `${msg}: the database is shutting down`)
  else log.warn({ err: { message, code } }, msg)
}
