// Identity's bus-only calls (routes in contracts/src/routes/identity.ts, identityBusRoutes): the
// gateways' session resolution and readiness check. Operation name → handler.
import type { identityBusRoutes } from '@care/contracts/routes/identity'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import { authenticate, type SessionDeps } from './sessions.ts'

export const identityBusOperations = (d: SessionDeps): RouteOperations<typeof identityBusRoutes> => ({
  'sessions.authenticate': authenticate(d),
  ping: async () => ({ ok: true }),
})
