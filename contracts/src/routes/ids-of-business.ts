// One bus-only call per service that owns collections (issue #18 item 9): which of these ids name
// records of the caller's business in one of its collections. Another service checking the id
// references a write names (the kit's tenancy/references.ts) asks the owner, never its tables.
// Served by the kit for every collection of the service; derived from the collections, so a new
// service's collections are covered without a line here.
import { z } from 'zod'
import { collections } from '../collections/index.ts'
import type { ServiceName } from '../bus.ts'
import { routesOf } from './define.ts'

export const IDS_OF_BUSINESS = 'ids-of-business'

export const idsOfBusinessInput = z.object({ collection: z.string(), ids: z.array(z.string()) })
export const idsOfBusinessOutput = z.object({ found: z.array(z.string()) })

const owners = [...new Set(collections.map((c) => c.service))] as ServiceName[]

export const idsOfBusinessRoutes = owners.map((service) => routesOf(service).bus({
  operation: IDS_OF_BUSINESS, input: idsOfBusinessInput, output: idsOfBusinessOutput,
  summary: "References across services: the ids, among those given, of records of the caller's business in one of this service's collections",
}))
