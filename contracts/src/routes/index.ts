// The route table: every /v1 call, declared once. The gateway mounts it, services serve their
// rows, and the OpenAPI document is generated from it. Bus-only calls between services are
// declared beside it (busRoutes): never mounted or documented, validated the same way.
import { collectionRoutes } from './generic.ts'
import { identityBusRoutes, identityCalls } from './identity.ts'
import { enduserAuthCalls } from './enduser-auth.ts'
import { messagingBusRoutes, messagingCalls } from './messaging.ts'
import { recordsBusRoutes, recordsCalls } from './records.ts'
import { formsBusRoutes, formsCalls } from './forms.ts'
import { collections } from '../collections/index.ts'
import { idsOfBusinessRoutes } from './ids-of-business.ts'
import type { AnyRouteDef, BusRouteDef, RouteDef } from './types.ts'

export const routeTable: RouteDef[] = [
  ...identityCalls,
  ...enduserAuthCalls,
  ...messagingCalls,
  ...recordsCalls,
  ...formsCalls,
  ...collections.flatMap(collectionRoutes),
]

/** Calls between services on the bus only (no /v1 route). */
export const busRoutes: BusRouteDef[] = [
  ...identityBusRoutes,
  ...messagingBusRoutes,
  ...recordsBusRoutes,
  ...formsBusRoutes,
  ...idsOfBusinessRoutes,
]

/** Everything services serve: the /v1 routes and the bus-only ones. */
export const serviceRoutes: AnyRouteDef[] = [...routeTable, ...busRoutes]

export type { AnyRouteDef, BusRouteDef, RouteDef, Caller, HttpMethod } from './types.ts'
export { isBusRoute, isHttpRoute } from './types.ts'
