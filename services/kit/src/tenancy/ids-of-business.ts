// Who answers "which of these ids are records of this business?" for a service's reference checks
// (references.ts): a collection of the service itself through its system repository (one query),
// another service's through one bus call to its owner (bus-only `<service>.ids-of-business`, served
// by the kit for every collection a service owns) — never another service's tables. Ids another
// service confirmed are remembered for a while: a record never moves to another business.
import { LRUCache } from 'lru-cache'
import { collectionByName } from '@care/contracts/collections/index'
import { badRequest, unauthenticated } from '@care/contracts/errors'
import { IDS_OF_BUSINESS, idsOfBusinessRoutes, type idsOfBusinessInput } from '@care/contracts/routes/ids-of-business'
import type { z } from 'zod'
import type { Bus } from '../bus/types.ts'
import { callRoute } from '../bus/call-route.ts'
import type { Repository } from '../repository/index.ts'
import type { Operation } from '../runtime/operation.ts'
import type { IdsOfBusiness } from './references.ts'

const REMEMBERED = 10_000
const REMEMBER_MS = 10 * 60_000

export function idsOfBusinessLookup(bus: Bus, own: readonly Repository[]): IdsOfBusiness {
  const local = new Map(own.map((r) => [r.name, r]))
  const known = new LRUCache<string, true>({ max: REMEMBERED, ttl: REMEMBER_MS })
  return async (collection, ids, session, ctx) => {
    const repo = local.get(collection)
    if (repo) return new Set(await repo.systemRepo(session.businessId).existingIds(ids))
    const owner = collectionByName.get(collection)?.service
    if (!owner) throw new Error(`references: no collection '${collection}'`)
    const key = (id: string) => `${session.businessId}/${collection}/${id}`
    const asked = ids.filter((id) => !known.has(key(id)))
    const found = new Set(ids.filter((id) => known.has(key(id))))
    if (!asked.length) return found
    const route = idsOfBusinessRoutes.find((r) => r.service === owner)
    if (!route) throw new Error(`references: ${owner} answers no ${IDS_OF_BUSINESS}`)
    const { found: theirs } = await callRoute(bus, route, { collection, ids: asked }, { requestId: ctx.requestId, session, traceparent: ctx.traceparent })
    for (const id of theirs) {
      known.set(key(id), true)
      found.add(id)
    }
    return found
  }
}

/** The bus-only call other services ask: the caller's session says which business. */
export function idsOfBusinessOperation(own: readonly Repository[]): Operation<z.output<typeof idsOfBusinessInput>, { found: string[] }> {
  const local = new Map(own.map((r) => [r.name, r]))
  return async ({ collection, ids }, ctx) => {
    if (!ctx.session) throw unauthenticated()
    const repo = local.get(collection)
    if (!repo) throw badRequest(`collection ${collection} is not served here`)
    return { found: ids.length ? await repo.systemRepo(ctx.session.businessId).existingIds(ids) : [] }
  }
}
