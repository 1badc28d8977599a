// The route table: every /v1 call, declared once. The gateway mounts it, services serve their
// rows, and the OpenAPI document is generated from it.
import { collectionRoutes } from './generic.ts'
import { identityCalls } from './identity.ts'
import { enduserAuthCalls } from './enduser-auth.ts'
import { messagingCalls } from './messaging.ts'
import { collections } from '../collections/index.ts'
import type { RouteDef } from './types.ts'

export const routeTable: RouteDef[] = [
  ...identityCalls,
  ...enduserAuthCalls,
  ...messagingCalls,
  ...collections.flatMap(collectionRoutes),
]

export type { RouteDef, Caller, HttpMethod } from './types.ts'
