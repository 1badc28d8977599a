// What a service operation receives and returns. Operations are plain async functions; the
// runtime (runtime/serve.ts) turns them into bus handlers, validating input and mapping errors.
import type { Session } from '@care/contracts/session'
import type { Logger } from 'pino'

export interface OperationContext {
  requestId: string
  /** absent only for public calls */
  session?: Session
  traceparent?: string
  ip?: string
  log: Logger
}

/** Resolve with the answer's body; throw ApiError for a 4xx/5xx answer. */
export type Operation<P = any, R = unknown> = (payload: P, ctx: OperationContext) => Promise<R>

export type Operations = Record<string, Operation>
