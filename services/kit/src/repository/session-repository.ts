// The repository bound to a caller's session: the generic engine's seven calls as typed methods.
// Every rule of the caller applies (tenancy, access levels, creator-only, the enduser allow-list,
// projection, uniqueness, read-only fields, the collection's hooks), and every write publishes its
// event through the outbox — exactly what the same call over /v1 would do.
import type { CollectionOperations } from '../collections/engine.ts'
import type { CreateSomeError } from '../collections/create-some.ts'
import type { ApiRecord } from '../collections/types.ts'
import type { OperationContext } from '../runtime/operation.ts'
import type { Engine } from '../collections/context.ts'
import { tally, type TallyQuery, type TallyResult } from '../collections/tally.ts'

export interface ListOptions {
  filter?: Record<string, unknown>
  limit?: number
  lastId?: string
  sort?: 'newFirst' | 'oldFirst'
  sortBy?: string
  search?: { query: string }
}

/** `R`: the record as answered, typed from the collection's contract (RowOf, repository/index.ts). */
export interface SessionRepository<R extends ApiRecord = ApiRecord> {
  /** the record, or ApiError 404 when it does not exist for this caller */
  get(id: string): Promise<R>
  /** the newest record matching `filter` that the caller may read, or undefined */
  find(filter: Record<string, unknown>): Promise<R | undefined>
  list(options?: ListOptions): Promise<R[]>
  byIds(ids: string[]): Promise<R[]>
  create(record: ApiRecord): Promise<R>
  createMany(records: ApiRecord[]): Promise<{ created: R[]; errors: CreateSomeError[] }>
  update(id: string, updates: ApiRecord, options?: { replaceObjectFields?: boolean }): Promise<R>
  delete(id: string): Promise<void>
  /** how many records the caller may read match, optionally by interval (analytics) */
  tally(query: TallyQuery): Promise<TallyResult>
}

const isNotFound = (e: unknown) => (e as { status?: number } | null)?.status === 404

export function sessionRepository(ops: CollectionOperations, ctx: OperationContext, engine: Engine): SessionRepository {
  return {
    get: (id) => ops.getOne({ id }, ctx),
    async find(filter) {
      try {
        return await ops.getOne({ filter }, ctx)
      } catch (e) {
        if (isNotFound(e)) return undefined
        throw e
      }
    },
    list: (options = {}) => ops.getSome(options, ctx),
    byIds: async (ids) => (await ops.bulkRead({ ids }, ctx)).matches,
    create: (record) => ops.createOne(record, ctx),
    createMany: (records) => ops.createSome({ create: records }, ctx),
    update: (id, updates, options) => ops.updateOne({ id, updates, ...(options ? { options } : {}) }, ctx),
    delete: (id) => ops.deleteOne({ id }, ctx),
    tally: (query) => tally(engine, query, ctx),
  }
}
