// Per-route authentication: resolves the Authorization header into the request context and
// applies the route's caller list. Public routes still receive a session when a valid one is sent.
import type { RequestHandler } from 'express'
import { ErrorMessages } from '@care/contracts/errors'
import type { Caller } from '@care/contracts/routes/types'
import { requestContext } from '../context.ts'
import { sendError, sendUnauthenticated } from '../errors.ts'
import { checkCaller } from './callers.ts'
import type { SessionResolver } from './sessions.ts'

export function authenticate(sessions: SessionResolver, callers: readonly Caller[]): RequestHandler {
  const isPublic = callers.includes('public')
  return async (req, res, next) => {
    const ctx = requestContext()
    const header = req.get('authorization')
    if (header && !ctx.session) {
      try {
        ctx.session = await sessions.resolve(header, { requestId: ctx.requestId, traceparent: ctx.traceparent, ip: req.ip })
      } catch (err) {
        // identity unreachable: a public call goes on anonymously, any other fails with 503/504
        if (!isPublic) throw err
        ctx.log.warn({ err }, 'session lookup failed on a public route')
      }
      if (ctx.session) ctx.log = ctx.log.child({ sessionId: ctx.session.sessionId })
    }
    const verdict = checkCaller(callers, ctx.session)
    if (verdict === 401) return sendUnauthenticated(res)
    if (verdict === 403) return sendError(res, 403, ErrorMessages.forbidden)
    next()
  }
}
