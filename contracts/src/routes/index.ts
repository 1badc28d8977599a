// The route table: every /v1 call, declared once. The gateway mounts it, services serve their
// rows, and the OpenAPI document is generated from it. Bus-only calls between services are
// declared beside it (busRoutes): never mounted or documented, validated the same way.
import { collectionRoutes } from './generic.ts'
import { identityBusRoutes, identityRoutes } from './identity.ts'
import { enduserAuthRoutes } from './enduser-auth.ts'
import { messagingBusRoutes, messagingRoutes } from './messaging.ts'
import { analyticsRoutes, drugLookupRoutes, filesRoutes, recordsBusRoutes, recordsRoutes } from './records.ts'
import { formsBusRoutes, formsRoutes } from './forms.ts'
import { contentBusRoutes, contentRoutes } from './content.ts'
import { schedulingBusRoutes, schedulingRoutes } from './scheduling.ts'
import { meetingBusRoutes, meetingRoutes } from './meetings.ts'
import { bookingRoutes } from './booking.ts'
import { billingBusRoutes, billingRoutes } from './billing.ts'
import { chatRoutes } from './chat.ts'
import { webhookBusRoutes, webhookRoutes } from './webhooks.ts'
import { outboundRoutes } from './outbound.ts'
import { collections } from '../collections/index.ts'
import { idsOfBusinessRoutes } from './ids-of-business.ts'
import type { AnyRouteDef, BusRouteDef, RouteDef } from './types.ts'

/**
 * The named /v1 calls (every call but the generic collection calls), each keeping its literal
 * operation and schema types: `@care/sdk` types `client.api` from them (`import type` only).
 * A new service's calls are added here.
 */
export const namedCalls = [
  ...identityRoutes,
  ...enduserAuthRoutes,
  ...messagingRoutes,
  ...recordsRoutes,
  ...drugLookupRoutes,
  ...filesRoutes,
  ...analyticsRoutes,
  ...formsRoutes,
  ...contentRoutes,
  ...schedulingRoutes,
  ...bookingRoutes,
  ...meetingRoutes,
  ...billingRoutes,
  ...chatRoutes,
  ...webhookRoutes,
  ...outboundRoutes,
] as const
export type NamedCall = (typeof namedCalls)[number]

export const routeTable: RouteDef[] = [...namedCalls, ...collections.flatMap(collectionRoutes)]

/** Calls between services on the bus only (no /v1 route). */
export const busRoutes: BusRouteDef[] = [
  ...identityBusRoutes,
  ...messagingBusRoutes,
  ...recordsBusRoutes,
  ...formsBusRoutes,
  ...contentBusRoutes,
  ...schedulingBusRoutes,
  ...meetingBusRoutes,
  ...billingBusRoutes,
  ...webhookBusRoutes,
  ...idsOfBusinessRoutes,
]

/** Everything services serve: the /v1 routes and the bus-only ones. */
export const serviceRoutes: AnyRouteDef[] = [...routeTable, ...busRoutes]

export type { AnyRouteDef, BusRouteDef, RouteDef, Caller, HttpMethod } from './types.ts'
export { isBusRoute, isHttpRoute } from './types.ts'
