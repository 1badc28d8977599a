// Calls the gateway answers itself: `GET /v1` (SDK test_online), `GET /v1/test-authenticated`
// (SDK test_authenticated) and the OpenAPI document.
import type { Express } from 'express'
import { authenticate } from './auth/middleware.ts'
import type { SessionResolver } from './auth/sessions.ts'
import type { OpenApiSource } from './options.ts'
import type { RateLimiters } from './rate-limits.ts'
import { API_PREFIX } from './routes.ts'

export const ONLINE_MESSAGE = 'API V1 Online'
export const AUTHENTICATED_MESSAGE = 'Authenticated!'

/** Builds the document once, on first use; a failure is retried on the next request. */
function openApiLoader(source: OpenApiSource): () => Promise<object> {
  if (typeof source !== 'function') return async () => source
  const build = source as () => object | Promise<object>
  let doc: Promise<object> | undefined
  return () => {
    doc ??= Promise.resolve()
      .then(build)
      .catch((err: unknown) => {
        doc = undefined
        throw err
      })
    return doc
  }
}

export function mountSystemRoutes(app: Express, deps: { sessions: SessionResolver; limiters: RateLimiters; openapi: OpenApiSource }): void {
  const loadOpenApi = openApiLoader(deps.openapi)
  app.get(API_PREFIX, (_req, res) => void res.json(ONLINE_MESSAGE))
  app.get(`${API_PREFIX}/test-authenticated`, authenticate(deps.sessions, ['user', 'enduser', 'apiKey']), deps.limiters.session, (_req, res) => {
    res.json(AUTHENTICATED_MESSAGE)
  })
  app.get(`${API_PREFIX}/openapi.json`, async (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300')
    res.json(await loadOpenApi())
  })
}
