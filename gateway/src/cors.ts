// CORS on API paths: remotes on their own dev servers and partners' browser apps call /v1 from
// other origins. Credentials travel in the Authorization header, never in cookies, so allowing
// an origin grants it nothing a script could not already do with a token it holds. The development
// mailbox is never readable from another origin: a page elsewhere must not harvest sign-in links.
import type { RequestHandler } from 'express'

const EXPOSED = ['RateLimit', 'RateLimit-Policy', 'Retry-After', 'X-Request-Id'].join(', ')
const METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS'

/** Paths no other origin may read, whatever the configuration: the development mailbox and SMS outbox (sign-in links). */
export const NEVER_CROSS_ORIGIN = /^\/v1\/dev(\/|$)/

export function cors(origins: '*' | string[]): RequestHandler {
  const allowed = origins === '*' ? undefined : new Set(origins)
  return (req, res, next) => {
    const origin = req.get('origin')
    if (!origin) return next()
    if (NEVER_CROSS_ORIGIN.test(req.originalUrl)) return next()
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
