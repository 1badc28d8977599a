// What a service operation receives and returns. Operations are plain async functions; the
// runtime (runtime/serve.ts) turns them into bus handlers, validating input and mapping errors.
// Handlers of a declared route are written with the types of runtime/typed-operations.ts, which
// give the payload the route's input schema's type.
import type { Session } from '@care/contracts/session'
import type { Logger } from 'pino'

export interface OperationContext {
  requestId: string
  /** absent only for public calls */
  session?: Session
  traceparent?: string
  ip?: string
  /** the public origin the caller reached the gateway at, for links handed back to them */
  origin?: string
  /**
   * the id a create gives its record when the write came with an Idempotency-Key (planned when the
   * key was claimed), so a retry after a crash finds the record the first try made
   */
  plannedId?: string
  log: Logger
}

/**
 * Resolve with the answer's body; throw ApiError for a 4xx/5xx answer.
 *
 * The payload parameter is bivariant (declared through a method): an `Operation<{ email: string }>`
 * fits `Record<string, Operation>`, because the runtime only ever calls an operation with the payload
 * its route's schema has already parsed. The default payload, `unknown`, is for operations whose
 * input is validated inside (the collection engine's generic calls).
 */
export type Operation<P = unknown, R = unknown> = { operation(payload: P, ctx: OperationContext): Promise<R> }['operation']

export type Operations = Record<string, Operation>
