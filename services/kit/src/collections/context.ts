// One engine per collection: the contract, the client, the hooks, and the collection model, which
// is described once (its column facts need one catalogue query) and then reused by every call.
import type { Collection } from '@care/contracts/collections/define'
import { loadTable } from './columns.ts'
import { withExactNumbers } from './exact-numbers.ts'
import { describeCollection, type CollectionModel } from './model.ts'
import type { CollectionHooks, ModelDelegate, PrismaClientLike, TransactionClient, TransactionOptions } from './types.ts'

export interface Engine {
  collection: Collection
  prisma: PrismaClientLike
  hooks: CollectionHooks
  model(): Promise<CollectionModel>
  /** the model's delegate on the client, or on a transaction client */
  delegate(client?: unknown): ModelDelegate
  transaction<T>(fn: (tx: TransactionClient) => Promise<T>, options?: TransactionOptions): Promise<T>
}

export function createEngine(collection: Collection, prisma: PrismaClientLike, delegateName: string, hooks: CollectionHooks = {}): Engine {
  let described: Promise<CollectionModel> | undefined
  const model = () => {
    described ??= loadTable(prisma, delegateName)
      .then((table) => describeCollection(collection, table))
      .catch((e) => {
        // the database may not be migrated yet: let the next call try again
        described = undefined
        throw e
      })
    return described
  }
  const delegate = (client: unknown = prisma): ModelDelegate => {
    const d = (client as Record<string, ModelDelegate | undefined>)[delegateName]
    if (!d) throw new Error(`collection ${collection.name}: the Prisma client has no delegate '${delegateName}'`)
    return withExactNumbers(d, client, async () => (await model()).exactNumbers)
  }
  return {
    collection,
    prisma,
    hooks,
    model,
    delegate,
    transaction: (fn, options) => prisma.$transaction(fn, options),
  }
}
