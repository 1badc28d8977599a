// Per-request context (request id, trace, session, logger) in AsyncLocalStorage, so handlers and
// helpers read it instead of passing `req` around.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Session } from '@care/contracts/session'
import { runInTrace, startRequestTrace } from './trace.ts'

export interface RequestContext {
  requestId: string
  traceId: string
  /** W3C traceparent passed on to services */
  traceparent: string
  /** child logger carrying requestId and traceId */
  log: Logger
  /** set once the Authorization header has been resolved */
  session?: Session
}

const storage = new AsyncLocalStorage<RequestContext>()

/** The current request's context; throws outside a request (a wiring mistake, not a user error). */
export function requestContext(): RequestContext {
  const ctx = storage.getStore()
  if (!ctx) throw new Error('requestContext() called outside a request')
  return ctx
}

const REQUEST_ID = /^[\w.:-]{1,128}$/

/** Opens the context for every request; echoes the request id as `X-Request-Id`. */
export function contextMiddleware(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id')
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    const t = startRequestTrace(req, res)
    res.setHeader('X-Request-Id', requestId)
    const ctx: RequestContext = { requestId, traceId: t.traceId, traceparent: t.traceparent, log: log.child({ requestId, traceId: t.traceId }) }
    runInTrace(t, () => storage.run(ctx, next))
  }
}

/** The current request's context when there is one (error paths, loggers). */
export const currentContext = (): RequestContext | undefined => storage.getStore()
