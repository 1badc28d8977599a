// The generic collection engine (spec 1 §7): the seven generic calls of one collection, served
// from its Prisma model. Services wire the result into their operations; hooks add entity rules.
import type { Collection } from '@care/contracts/collections/define'
import type { Operation } from '../runtime/operation.ts'
import { createOne } from './create.ts'
import { createSome, type CreateSomeError } from './create-some.ts'
import { createEngine, type Engine } from './context.ts'
import { deleteOne } from './delete.ts'
import { bulkRead, getOne, getSome } from './read.ts'
import type { ApiRecord, CollectionHooks, DelegateName, PrismaClientLike } from './types.ts'
import { updateOne } from './update.ts'

export interface CollectionOperationsOptions<P extends PrismaClientLike> {
  collection: Collection
  /** the service's generated PrismaClient */
  prisma: P
  /** the model's delegate name on that client, e.g. 'enduser' */
  model: DelegateName<P>
  hooks?: CollectionHooks
}

// a type literal (not an interface) so it also fits Record<string, Operation>
export type CollectionOperations = {
  createOne: Operation<unknown, ApiRecord>
  createSome: Operation<unknown, { created: ApiRecord[]; errors: CreateSomeError[] }>
  getOne: Operation<unknown, ApiRecord>
  getSome: Operation<unknown, ApiRecord[]>
  bulkRead: Operation<unknown, { matches: ApiRecord[] }>
  updateOne: Operation<unknown, ApiRecord>
  deleteOne: Operation<unknown, void>
}

/** The seven calls; `engine` is shared when a repository (services/kit/src/repository) serves the same collection. */
export function createCollectionOperations<P extends PrismaClientLike>(options: CollectionOperationsOptions<P>, shared?: Engine): CollectionOperations {
  const engine = shared ?? createEngine(options.collection, options.prisma, options.model, options.hooks)
  return {
    createOne: (payload, ctx) => createOne(engine, payload, ctx),
    createSome: (payload, ctx) => createSome(engine, payload, ctx),
    getOne: (payload, ctx) => getOne(engine, payload, ctx),
    getSome: (payload, ctx) => getSome(engine, payload, ctx),
    bulkRead: (payload, ctx) => bulkRead(engine, payload, ctx),
    updateOne: (payload, ctx) => updateOne(engine, payload, ctx),
    deleteOne: (payload, ctx) => deleteOne(engine, payload, ctx),
  }
}

/** The operations keyed as the route table names them: `<collection>.<operation>`. */
export function collectionOperationMap(name: string, ops: CollectionOperations): Record<string, Operation> {
  return Object.fromEntries(Object.entries(ops).map(([op, fn]) => [`${name}.${op}`, fn]))
}
