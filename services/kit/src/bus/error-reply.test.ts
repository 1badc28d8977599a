// Database failures that mean "overloaded or out of reach" answer 503 (the gateway adds
// Retry-After), in every shape they arrive in; the caller's own mistakes and bugs do not.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { connect, createServer } from 'node:net'
import { pino } from 'pino'
import pg from 'pg'
import { PrismaClientInitializationError, PrismaClientKnownRequestError } from '@prisma/client/runtime/client'
import { ApiError, ErrorMessages } from '@care/contracts/errors'
import { errorReply } from './error-reply.ts'
import { isDatabaseUnavailable } from './database-unavailable.ts'

const log = pino({ level: 'silent' })
const clientVersion = '6.19.3'
const known = (code: string, meta?: Record<string, unknown>) => new PrismaClientKnownRequestError(`failed ${code}`, { code, clientVersion, meta })
/** @prisma/adapter-pg's error for a SQLSTATE Prisma has no P-code for */
const adapterError = (cause: Record<string, unknown>) => Object.assign(new Error('adapter'), { name: 'DriverAdapterError', cause })
const pgError = (code: string, message = 'pg failure') => Object.assign(new pg.DatabaseError(message, 0, 'error'), { code, severity: 'FATAL' })

async function refusedSocketError(): Promise<Error> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return new Promise((resolve) => connect(port, '127.0.0.1').on('error', resolve))
}

test('overload and outages answer 503, whatever shape the error has', async () => {
  const unavailable: [string, unknown][] = [
    ['P2034 write conflict or deadlock', known('P2034')],
    ['P2037 too many connections', known('P2037')],
    ['P2024 pool timeout', known('P2024')],
    ['P2028 transaction timeout', known('P2028')],
    ['P1001 unreachable', known('P1001')],
    ['P1017 connection closed', known('P1017')],
    ['initialization error', new PrismaClientInitializationError("Can't reach database server", clientVersion, 'P1001')],
    ['initialization error without a code', new PrismaClientInitializationError('no connection', clientVersion)],
    ['adapter: 57P01 admin shutdown', adapterError({ kind: 'postgres', code: '57P01', originalCode: '57P01', severity: 'FATAL', message: 'terminating connection due to administrator command' })],
    ['adapter: 57P03 cannot connect now', adapterError({ kind: 'postgres', code: '57P03', originalCode: '57P03' })],
    ['adapter: 40P01 deadlock', adapterError({ kind: 'postgres', code: '40P01', originalCode: '40P01' })],
    ['adapter: TooManyConnections', adapterError({ kind: 'TooManyConnections', originalCode: '53300', cause: 'sorry, too many clients already' })],
    ['adapter: DatabaseNotReachable', adapterError({ kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 })],
    ['P2010 raw query wrapping 53300', known('P2010', { driverAdapterError: adapterError({ kind: 'TooManyConnections', originalCode: '53300' }) })],
    ['pg 53300 too_many_connections', pgError('53300', 'sorry, too many clients already')],
    ['pg 57P01 admin_shutdown', pgError('57P01')],
    ['pg 08006 connection_failure', pgError('08006')],
    ['pg 08001 cannot connect', pgError('08001')],
    ['pg: pool timeout', new Error('timeout exceeded when trying to connect')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['socket ECONNREFUSED', await refusedSocketError()],
    ['wrapped in a cause', new Error('query failed', { cause: pgError('57P01') })],
  ]
  for (const [name, err] of unavailable) {
    assert.equal(isDatabaseUnavailable(err), true, name)
    assert.deepEqual(errorReply(err, 'svc.test.op', log), { status: 503, message: ErrorMessages.serviceUnavailable }, name)
  }
})

test("the caller's mistakes keep their status, and bugs stay 500", () => {
  const notUnavailable: [string, unknown][] = [
    ['P2002 uniqueness', known('P2002', { driverAdapterError: adapterError({ kind: 'UniqueConstraintViolation', originalCode: '23505' }) })],
    ['P2025 not found', known('P2025')],
    ['pg 23505', pgError('23505')],
    ['pg 42P01 missing table (a bug)', pgError('42P01')],
    ['TypeError', new TypeError('x is undefined')],
    ['a string', 'oops'],
    ['null', null],
  ]
  for (const [name, err] of notUnavailable) assert.equal(isDatabaseUnavailable(err), false, name)
  assert.equal(errorReply(new TypeError('x'), 's', log).status, 500)
  assert.deepEqual(errorReply(new ApiError(409, 'taken'), 's', log), { status: 409, message: 'taken' })
  const cyclic: { cause?: unknown } = new Error('loop')
  cyclic.cause = cyclic
  assert.equal(isDatabaseUnavailable(cyclic), false)
})
