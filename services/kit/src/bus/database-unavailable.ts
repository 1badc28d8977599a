// Which failures mean "the database is overloaded or out of reach, try again shortly" (503 with
// Retry-After) rather than a bug (500). They arrive in several shapes: a Prisma known request error
// (P-code), a Prisma initialization error (no connection at start), @prisma/adapter-pg's
// DriverAdapterError (`cause.kind`, `cause.originalCode` = SQLSTATE) for codes Prisma has no P-code
// for, a plain node-postgres error (`code` = SQLSTATE) from raw pg use, or a socket error.

/**
 * P2024 pool timeout, P2028 transaction API error (timeout, closed), P2034 write conflict or
 * deadlock, P2037 too many connections, P1001/P1002/P1008/P1017 unreachable, timed out, closed.
 */
export const DATABASE_UNAVAILABLE_PRISMA = new Set(['P2024', 'P2028', 'P2034', 'P2037', 'P1001', 'P1002', 'P1008', 'P1017'])

/** adapter-pg kinds for the same conditions */
const UNAVAILABLE_KINDS = new Set(['TransactionWriteConflict', 'TooManyConnections', 'DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout'])

/**
 * SQLSTATEs: 40001 serialization failure, 40P01 deadlock, 57014 statement timeout, 57P01/57P02/57P03
 * the server shutting down or starting, class 08 connection exceptions, class 53 insufficient
 * resources (53300 too many connections, out of memory, disk full).
 */
function unavailableSqlState(code: string): boolean {
  return ['40001', '40P01', '57014', '57P01', '57P02', '57P03'].includes(code) || /^(08|53)[0-9A-Z]{3}$/.test(code)
}

const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH'])
/**
 * node-postgres's own errors carry no code, and @prisma/adapter-pg passes them on as they are:
 * a pool that could not hand out a connection in time, a connection that ended, and a query sent
 * on a client whose connection had already failed or closed (the statement after a cut, e.g. a
 * transaction's COMMIT: these answered 500 while the chaos runner dropped connections)
 */
const PG_MESSAGES = [
  /^timeout exceeded when trying to connect$/i,
  /^Connection terminated( unexpectedly| due to connection timeout)?$/i,
  /^Client has encountered a connection error and is not queryable$/i,
  /^Client was closed and is not queryable$/i,
]

type Fields = Record<string, unknown>
const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null

function unavailableHere(e: Fields): boolean {
  if (e.name === 'PrismaClientInitializationError') return true
  const code = typeof e.code === 'string' ? e.code : undefined
  if (code && /^P\d{4}$/.test(code)) return DATABASE_UNAVAILABLE_PRISMA.has(code)
  if (typeof e.errorCode === 'string' && DATABASE_UNAVAILABLE_PRISMA.has(e.errorCode)) return true
  if (typeof e.kind === 'string' && UNAVAILABLE_KINDS.has(e.kind)) return true
  const sqlState = typeof e.originalCode === 'string' ? e.originalCode : code
  if (sqlState && /^[0-9A-Z]{5}$/.test(sqlState) && unavailableSqlState(sqlState)) return true
  if (code && SOCKET_CODES.has(code)) return true
  return typeof e.message === 'string' && PG_MESSAGES.some((m) => m.test(e.message as string))
}

/** True when `err` (or what it wraps: `cause`, the adapter error in `meta`) says the database is unavailable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [err]
  while (queue.length) {
    const e = queue.shift()
    if (!isObject(e) || seen.has(e) || seen.size > 8) continue
    seen.add(e)
    if (unavailableHere(e)) return true
    queue.push(e.cause, isObject(e.meta) ? e.meta.driverAdapterError : undefined)
    // AggregateError (a connection tried on every address of a host)
    if (Array.isArray(e.errors)) queue.push(...e.errors)
  }
  return false
}
