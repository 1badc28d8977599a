// The one way code reaches a collection's rows (issue #9): `createRepository` builds, from a
// collection contract and the service's Prisma client, the generic calls served on the bus plus
//   repo(ctx)                    — bound to the caller's session: every rule of the caller applies;
//   systemRepo(businessId, actor) — system work (named calls, reactions, jobs, seeds) in one business.
// Both write every change with its event through the outbox. Raw Prisma stays only behind a named,
// commented escape hatch where a repository cannot express the query.
import type { DefaultSelection, OperationPayload } from '@prisma/client/runtime/client'
import type { z } from 'zod'
import type { Collection } from '@care/contracts/collections/define'
import { createEngine } from '../collections/context.ts'
import { createCollectionOperations, type CollectionOperations, type CollectionOperationsOptions } from '../collections/engine.ts'
import type { ApiRecord, PrismaClientLike } from '../collections/types.ts'
import type { OperationContext } from '../runtime/operation.ts'
import { sessionRepository, type SessionRepository } from './session-repository.ts'
import { systemRepository, type Actor, type SystemRepository } from './system-repository.ts'
import { lookup, type LookupOptions, type Narrowed } from './reads.ts'
import type { DbRecord, DelegateName, Where } from '../collections/types.ts'

export type { SessionRepository, ListOptions } from './session-repository.ts'
export type { Actor, ReadOptions, SystemRepository, Transaction, WriteOptions } from './system-repository.ts'
export { perClient } from './per-client.ts'
export type { AssertMayOptions, FindOptions, LookupOptions, Narrowed } from './reads.ts'

/** A record of collection `C` as the API answers it: the output of its contract's record schema. */
export type RowOf<C extends Collection> = Extract<z.output<C['record']>, ApiRecord>

/**
 * A row of model `M` as `P`, the service's generated Prisma client, stores it: every column, hidden
 * fields included, with Dates, NULLs and Json values (the client's own model type: identity's
 * `User`). DbRecord when `P` is not a generated client (unknown, or a structural fake in tests).
 */
export type StoredRowOf<P, M extends string> =
  P extends { readonly [K in M]: { [K: symbol]: { types: { payload: infer Payload extends OperationPayload } } } } ? DefaultSelection<Payload> : DbRecord

/** `C`: the collection's contract (records as answered: RowOf); `S`: its rows as stored (StoredRowOf). */
export interface Repository<C extends Collection = Collection, S extends DbRecord = DbRecord> {
  name: C['name']
  /** the seven generic calls, for the service's operation map */
  operations: CollectionOperations
  repo(ctx: OperationContext): SessionRepository<RowOf<C>>
  systemRepo(businessId: string, actor?: Actor): SystemRepository<RowOf<C>, S>
  /**
   * The stored row with the unique `key` (`{ id }`, `{ email }`, a compound key…) in whichever
   * business: for reads before the business is known (sign-in, an API key, a portal's subdomain).
   */
  lookup<const F extends keyof S & string = never>(key: Where, options?: LookupOptions<F>): Promise<Narrowed<S, F> | undefined>
}

export function createRepository<P extends PrismaClientLike, C extends Collection, M extends DelegateName<P> = DelegateName<P>>(
  options: CollectionOperationsOptions<P> & { collection: C; model: M },
): Repository<C, StoredRowOf<P, M>> {
  const engine = createEngine(options.collection, options.prisma, options.model, options.hooks)
  const operations = createCollectionOperations(options, engine)
  const service = options.collection.service
  const stored = {
    systemRepo: (businessId: string, actor: Actor = { type: 'system', id: service }) => systemRepository(engine, businessId, actor),
    lookup: (key: Where, options?: LookupOptions) => lookup(engine, key, options),
  }
  return {
    name: options.collection.name,
    operations,
    // the engine answers records of the contract's record schema (in tests, serveOperations checks
    // every answer against its route's output schema) and rows of the client's model `M` (it reads
    // them through that very delegate): the one place those shapes are asserted
    repo: (ctx) => sessionRepository(operations, ctx, engine) as SessionRepository<RowOf<C>>,
    ...(stored as Pick<Repository<C, StoredRowOf<P, M>>, 'systemRepo' | 'lookup'>),
  }
}
