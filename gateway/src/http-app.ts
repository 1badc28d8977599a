// The express app, in request order: metrics, context and access log, hardening, probes and
// /metrics, then the API (CORS, IP limit, JSON body, the gateway's own calls, the route table,
// JSON 404), then the static frontends, a final JSON 404 and the error handler.
import type { FileStorage } from '@care/kit/storage/index'
import { mountFileRoutes } from './files.ts'
import express, { type Express, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { RouteDef } from '@care/contracts/routes/types'
import type { Bus } from '@care/kit/bus/types'
import { accessLog } from './access-log.ts'
import type { SessionResolver } from './auth/sessions.ts'
import { jsonBody } from './body.ts'
import { mountStripeWebhook } from './stripe-webhook.ts'
import { mountTwilioWebhook } from './twilio-webhook.ts'
import { contextMiddleware } from './context.ts'
import { cors } from './cors.ts'
import { errorHandler, notFound } from './errors.ts'
import { mountHealth } from './health.ts'
import { httpMetrics, mountMetrics } from './metrics.ts'
import type { OpenApiSource, ResolvedOptions, StaticApp } from './options.ts'
import { parseQuery } from './query.ts'
import type { RateLimiters } from './rate-limits.ts'
import { aliasPaths, API_PREFIX, mountRoutes } from './routes.ts'
import { securityHeaders } from './security.ts'
import { staticRouter, type StaticDocument } from './static.ts'
import { contentSecurityHeaders } from './content-security.ts'
import { mountSystemRoutes } from './system-routes.ts'
import { mountSystemWrittenRefusals } from './system-written.ts'

export interface AppDeps {
  bus: Bus
  routes: readonly RouteDef[]
  log: Logger
  openapi: OpenApiSource
  staticApps?: readonly StaticApp[]
  options: ResolvedOptions
  sessions: SessionResolver
  limiters: RateLimiters
  readiness: { subject: string; timeoutMs: number }
  accepting: () => boolean
  /** where uploaded files live (the local disk in standalone mode) */
  fileStorage?: FileStorage
}

/**
 * `/v1//tickets/update-indexes` is `/v1/tickets/update-indexes`: the public SDK joins '/v1/' with
 * its custom actions' paths, which start with '/' themselves. Only the path is touched.
 */
export function collapseSlashes(req: { url: string }, _res: unknown, next: () => void) {
  const q = req.url.indexOf('?')
  const path = q < 0 ? req.url : req.url.slice(0, q)
  if (path.includes('//')) req.url = path.replace(/\/{2,}/g, '/') + (q < 0 ? '' : req.url.slice(q))
  next()
}

/**
 * /v1 answers carry patient data: no browser or proxy keeps them (a call that answers public data,
 * such as an organization's theme, sets its own Cache-Control after this).
 */
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

export function buildApp(d: AppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  app.disable('etag')
  app.set('query parser', parseQuery)
  app.set('trust proxy', d.options.trustProxy)

  app.use(collapseSlashes)
  app.use(httpMetrics)
  app.use(contextMiddleware(d.log))
  app.use(accessLog)
  app.use(securityHeaders())
  mountHealth(app, { bus: d.bus, ...d.readiness, accepting: d.accepting })
  mountMetrics(app)

  // before the JSON parser: Stripe signs the raw bytes, Twilio the form it posts
  mountStripeWebhook(app, { bus: d.bus, limiters: d.limiters, timeoutMs: d.options.requestTimeoutMs })
  mountTwilioWebhook(app, { bus: d.bus, limiters: d.limiters, timeoutMs: d.options.requestTimeoutMs })
  const apiPaths = [API_PREFIX, ...aliasPaths(d.routes)]
  app.use(apiPaths, cors(d.options.corsOrigins), d.limiters.ip, jsonBody(d.options.limits.bodySize), noStore)
  mountSystemRoutes(app, { sessions: d.sessions, limiters: d.limiters, openapi: d.openapi })
  if (d.fileStorage) mountFileRoutes(app, { bus: d.bus, storage: d.fileStorage, log: d.log })
  mountRoutes(app, d.routes, { bus: d.bus, sessions: d.sessions, limiters: d.limiters, timeoutMs: d.options.requestTimeoutMs })
  mountSystemWrittenRefusals(app, { sessions: d.sessions, limiters: d.limiters })
  app.use(apiPaths, notFound)

  if (d.staticApps?.length) {
    const manifest = d.staticApps.find((a): a is StaticDocument => a.mount === '/remotes.json' && typeof (a as Partial<StaticDocument>).document === 'function')
    app.use(contentSecurityHeaders(() => manifest?.document() as Record<string, string> | undefined))
    app.use(staticRouter(d.staticApps, d.log))
  }
  app.use(notFound)
  app.use(errorHandler(d.log))
  return app
}
