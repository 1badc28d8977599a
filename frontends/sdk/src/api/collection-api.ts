// The seven generic calls of a collection (spec 1 §7, ARCHITECTURE.md §4), e.g.
// `client.collections.endusers.createOne({ fname: 'Ann' })`. Calls a collection does not answer
// (per the contracts route table) fail with spec 3 §8's "not supported" messages.
import { collectionOperations } from '../generated/routes.ts'
import { CareApiError } from '../errors.ts'
import type { Call } from '../http/transport.ts'
import { pluralPath, singularPath } from './paths.ts'
import type { CareRecord, CreateOf, KnownCollection, RecordOf, UpdatesTo } from './records.ts'

export interface GetSomeQuery {
  filter?: Record<string, unknown>
  limit?: number
  sort?: 'newFirst' | 'oldFirst'
  sortBy?: string
  lastId?: string
  from?: string | number
  to?: string | number
  fromToField?: string
  search?: { query: string }
}

/** The generic calls of a collection: T its records, C what a create sends (`client.collections.<name>` types both from its contract). */
export interface CollectionApi<T = CareRecord, C = Record<string, unknown>> {
  createOne(record: C): Promise<T>
  createSome(records: C[]): Promise<{ created: T[]; errors: Record<string, unknown>[] }>
  getOne(idOrQuery: string | { filter: Record<string, unknown> }): Promise<T>
  getSome(query?: GetSomeQuery): Promise<T[]>
  /** one bulk read, not batched (the cached collection batches) */
  getByIds(ids: string[]): Promise<{ matches: T[] }>
  /** `null` unsets a field (the server refuses it only for a required one) */
  updateOne(id: string, updates: UpdatesTo<C>, options?: { replaceObjectFields?: boolean }): Promise<T>
  deleteOne(id: string): Promise<void>
}

/** One collection's calls, typed from its contract. */
export type CollectionApiOf<K extends KnownCollection> = CollectionApi<RecordOf<K>, CreateOf<K>>
export type CollectionApis = { readonly [K in KnownCollection]: CollectionApiOf<K> } & { [name: string]: CollectionApi }

export const UNSUPPORTED_MESSAGES = {
  createOne: 'Add element by API is not supported',
  createSome: 'Add elements by API is not supported',
  updateOne: 'Update element by API is not supported',
} as const

/** collection → the generic calls it answers, per the contracts route table */
export type OperationTable = Readonly<Record<string, readonly string[]>>

function assertSupported(table: OperationTable, collection: string, operation: string) {
  const ops = table[collection]
  // collections not (yet) in contracts are tried as they are; the server decides
  if (!ops || ops.includes(operation)) return
  const message = UNSUPPORTED_MESSAGES[operation as keyof typeof UNSUPPORTED_MESSAGES] ?? `${operation} is not supported for ${collection}`
  throw new CareApiError(400, message)
}

export function createCollectionApi<T = CareRecord, C = Record<string, unknown>>(
  call: Call,
  collection: string,
  operations: OperationTable = collectionOperations,
): CollectionApi<T, C> {
  const plural = `/${pluralPath(collection)}`
  const singular = `/${singularPath(collection)}`
  const guard = async <R>(operation: string, run: () => Promise<R>) => {
    assertSupported(operations, collection, operation)
    return run()
  }
  return {
    createOne: (record) => guard('createOne', () => call<T>('POST', singular, record as Record<string, unknown>)),
    createSome: (records) => guard('createSome', () => call('POST', plural, { create: records })),
    getOne: (idOrQuery) =>
      guard('getOne', () =>
        typeof idOrQuery === 'string' ? call<T>('GET', `${singular}/:id`, { id: idOrQuery }) : call<T>('GET', singular, idOrQuery),
      ),
    getSome: (query) => guard('getSome', () => call<T[]>('GET', plural, query as Record<string, unknown>)),
    getByIds: (ids) => guard('bulkRead', () => call('POST', `${plural}/bulk-read`, { ids })),
    updateOne: (id, updates, options) =>
      guard('updateOne', () => call<T>('PATCH', `${singular}/:id`, { id, updates, ...(options ? { options } : {}) })),
    deleteOne: (id) => guard('deleteOne', () => call<void>('DELETE', `${singular}/:id`, { id })),
  }
}

/** `collections.<name>` for any name, created on first use. */
export function createCollectionApis(call: Call): CollectionApis {
  const made = new Map<string, CollectionApi>()
  return new Proxy({} as CollectionApis, {
    get(_target, name) {
      // not collections: symbols, and what promise resolution and JSON probe for
      if (typeof name !== 'string' || name === 'then' || name === 'toJSON') return undefined
      let api = made.get(name)
      if (!api) made.set(name, (api = createCollectionApi(call, name)))
      return api
    },
  })
}
