// CORS on API paths: remotes on their own dev servers and partners' browser apps call /v1 from
// other origins. Credentials travel in the Authorization header, never in cookies, so allowing
// an origin grants it nothing a script could not already do with a token it holds. The development
// mailbox is never readable from another origin: a page elsewhere must not harvest sign-in links.
import type { Request, RequestHandler } from 'express'
import { sendError } from './errors.ts'

const EXPOSED = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id'].join(', ')
const METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'

/**
 * Paths no other origin may read, whatever the configuration: the development mailbox and SMS outbox
 * (sign-in links). Express routes paths case-insensitively and after collapsing '//', so the test
 * is made on the path as routed: '/v1/DEV/mailbox' and '/v1//dev/mailbox' reach the same call.
 */
const NEVER_CROSS_ORIGIN = /^\/v1\/dev(\/|$)/i

export function isNeverCrossOrigin(originalUrl: string): boolean {
  const q = originalUrl.indexOf('?')
  const path = (q < 0 ? originalUrl : originalUrl.slice(0, q)).replace(/\/{2,}/g, '/')
  return NEVER_CROSS_ORIGIN.test(path)
}

export const FOREIGN_ORIGIN_REFUSED = 'The development mailbox cannot be read from another origin'

/** The origin the caller reached this gateway at (what a page served by it sends as Origin). */
const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`

export function cors(origins: '*' | string[]): RequestHandler {
  const allowed = origins === '*' ? undefined : new Set(origins)
  return (req, res, next) => {
    const origin = req.get('origin')
    if (!origin) return next()
    if (isNeverCrossOrigin(req.originalUrl)) {
      // a page of another site may not even ask (its request could still act on this machine's
      // behalf); the page of this origin, and tools that send no Origin, go on to the mailbox's own check
      if (origin.toLowerCase() !== ownOrigin(req).toLowerCase()) return sendError(res, 403, FOREIGN_ORIGIN_REFUSED)
      return next()
    }
    res.vary('Origin')
    if (allowed && !allowed.has(origin)) return next()
    res.setHeader('Access-Control-Allow-Origin', allowed ? origin : '*')
    res.setHeader('Access-Control-Expose-Headers', EXPOSED)
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.setHeader('Access-Control-Allow-Methods', METHODS)
      res.setHeader('Access-Control-Allow-Headers', req.get('access-control-request-headers') ?? 'Authorization, Content-Type')
      res.setHeader('Access-Control-Max-Age', '600')
      res.status(204).end()
      return
    }
    next()
  }
}
