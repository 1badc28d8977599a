// The one way code reaches a collection's rows (issue #9): `createRepository` builds, from a
// collection contract and the service's Prisma client, the generic calls served on the bus plus
//   repo(ctx)                    — bound to the caller's session: every rule of the caller applies;
//   systemRepo(businessId, actor) — system work (named calls, reactions, jobs, seeds) in one business.
// Both write every change with its event through the outbox. Raw Prisma stays only behind a named,
// commented escape hatch where a repository cannot express the query.
import type { z } from 'zod'
import type { Collection } from '@care/contracts/collections/define'
import { createEngine } from '../collections/context.ts'
import { createCollectionOperations, type CollectionOperations, type CollectionOperationsOptions } from '../collections/engine.ts'
import type { ApiRecord, PrismaClientLike } from '../collections/types.ts'
import type { OperationContext } from '../runtime/operation.ts'
import { sessionRepository, type SessionRepository } from './session-repository.ts'
import { systemRepository, type Actor, type SystemRepository } from './system-repository.ts'
import { lookup, type LookupOptions } from './reads.ts'
import type { DbRecord, Where } from '../collections/types.ts'

export type { SessionRepository, ListOptions } from './session-repository.ts'
export type { Actor, ReadOptions, SystemRepository, Transaction, WriteOptions } from './system-repository.ts'
export { perClient } from './per-client.ts'
export type { AssertMayOptions, FindOptions, LookupOptions } from './reads.ts'

/** A record of collection `C` as the API answers it: the output of its contract's record schema. */
export type RowOf<C extends Collection> = Extract<z.output<C['record']>, ApiRecord>

export interface Repository<C extends Collection = Collection> {
  name: C['name']
  /** the seven generic calls, for the service's operation map */
  operations: CollectionOperations
  repo(ctx: OperationContext): SessionRepository<RowOf<C>>
  systemRepo(businessId: string, actor?: Actor): SystemRepository<RowOf<C>>
  /**
   * The stored row with the unique `key` (`{ id }`, `{ email }`, a compound key…) in whichever
   * business: for reads before the business is known (sign-in, an API key, a portal's subdomain).
   */
  lookup(key: Where, options?: LookupOptions): Promise<DbRecord | undefined>
}

export function createRepository<P extends PrismaClientLike, C extends Collection>(options: CollectionOperationsOptions<P> & { collection: C }): Repository<C> {
  const engine = createEngine(options.collection, options.prisma, options.model, options.hooks)
  const operations = createCollectionOperations(options, engine)
  const service = options.collection.service
  return {
    name: options.collection.name,
    operations,
    // the engine answers records of the contract's record schema (in tests, serveOperations checks
    // every answer against its route's output schema): the one place that shape is asserted
    repo: (ctx) => sessionRepository(operations, ctx, engine) as SessionRepository<RowOf<C>>,
    systemRepo: (businessId, actor = { type: 'system', id: service }) => systemRepository(engine, businessId, actor) as SystemRepository<RowOf<C>>,
    lookup: (key, options) => lookup(engine, key, options),
  }
}
