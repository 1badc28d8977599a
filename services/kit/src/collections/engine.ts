// The generic collection engine (spec 1 §7): the seven generic calls of one collection, served
// from its Prisma model. Services wire the result into their operations; hooks add entity rules.
import type { Collection } from '@care/contracts/collections/define'
import { holdsPatientData } from '@care/contracts/access/audit'
import { noteRead } from '../audit/read-trail.ts'
import type { SqlExecutor } from '../outbox/types.ts'
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
  // reads of patient data leave an audit trail (services/kit/src/audit): noted after the answer
  const audited = holdsPatientData(options.collection)
  const db = options.prisma as unknown as SqlExecutor
  const trail = audited
    ? (ctx: Parameters<Operation>[1], records: readonly ApiRecord[], via: 'read' | 'list') => noteRead(db, options.collection, ctx, records, via)
    : () => {}
  return {
    createOne: (payload, ctx) => createOne(engine, payload, ctx),
    createSome: (payload, ctx) => createSome(engine, payload, ctx),
    async getOne(payload, ctx) {
      const record = await getOne(engine, payload, ctx)
      trail(ctx, [record], 'read')
      return record
    },
    async getSome(payload, ctx) {
      const records = await getSome(engine, payload, ctx)
      trail(ctx, records, 'list')
      return records
    },
    async bulkRead(payload, ctx) {
      const answer = await bulkRead(engine, payload, ctx)
      trail(ctx, answer.matches, 'read')
      return answer
    },
    updateOne: (payload, ctx) => updateOne(engine, payload, ctx),
    deleteOne: (payload, ctx) => deleteOne(engine, payload, ctx),
  }
}

/** The operations keyed as the route table names them: `<collection>.<operation>`. */
export function collectionOperationMap(name: string, ops: CollectionOperations): Record<string, Operation> {
  return Object.fromEntries(Object.entries(ops).map(([op, fn]) => [`${name}.${op}`, fn]))
}
