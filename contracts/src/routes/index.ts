// The route table: every /v1 call, declared once. The gateway mounts it, services serve their
// rows, and the OpenAPI document is generated from it.
import { collectionRoutes } from './generic.ts'
import { identityCalls } from './identity.ts'
import { collections } from '../collections/index.ts'
import type { RouteDef } from './types.ts'

export const routeTable: RouteDef[] = [
  ...identityCalls,
  ...collections.flatMap(collectionRoutes),
]

export type { RouteDef, Caller, HttpMethod } from './types.ts'
