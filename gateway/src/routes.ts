// The route table → express: every RouteDef at `/v1<path>` and at each alias (an alias is an
// absolute path, e.g. `/logout-api` outside /v1), behind its limiters and caller check. Bus-only
// routes (calls between services) are never mounted, even when handed the whole table.
import type { Express, RequestHandler } from 'express'
import { isHttpRoute, type AnyRouteDef, type RouteDef } from '@care/contracts/routes/types'
import type { Bus } from '@care/kit/bus/types'
import { authenticate } from './auth/middleware.ts'
import type { SessionResolver } from './auth/sessions.ts'
import { callHandler } from './call.ts'
import { isCredentialOperation, type RateLimiters } from './rate-limits.ts'

export const API_PREFIX = '/v1'

export const routePaths = (route: RouteDef): string[] => [`${API_PREFIX}${route.path}`, ...(route.aliases ?? [])]

/** Absolute alias paths outside /v1: they need the API middleware (body, CORS, IP limit) too. */
export const aliasPaths = (routes: readonly AnyRouteDef[]): string[] =>
  [...new Set(routes.filter(isHttpRoute).flatMap((r) => r.aliases ?? []).filter((p) => p !== API_PREFIX && !p.startsWith(`${API_PREFIX}/`)))]

const paramCount = (path: string) => path.split('/').filter((s) => s.startsWith(':')).length

/** Literal segments beat parameters: `/enduser/bulk-update` must not be taken by `/enduser/:id`. */
export const mountOrder = (routes: readonly RouteDef[]): RouteDef[] =>
  [...routes].sort((a, b) => paramCount(a.path) - paramCount(b.path))

export interface MountDeps {
  bus: Bus
  sessions: SessionResolver
  limiters: RateLimiters
  timeoutMs: number
}

export function mountRoutes(app: Express, routes: readonly AnyRouteDef[], deps: MountDeps): void {
  for (const route of mountOrder(routes.filter(isHttpRoute))) {
    const chain: RequestHandler[] = [
      ...(isCredentialOperation(route.operation) ? [deps.limiters.credentials] : []),
      authenticate(deps.sessions, route.callers),
      deps.limiters.session,
      callHandler(route, deps.bus, deps.timeoutMs),
    ]
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete'
    app[method](routePaths(route), ...chain)
  }
}
