// A service's collections, declared as a list of contracts: `[tickets, [files, fileHooks], …]`.
// Everything else follows from each contract: the repository's key (`enduser_tasks` →
// `enduserTasks`), the Prisma model (`enduserTask`: the key minus its final `s`), the id references
// ("a patient of your business": tenancy/references.ts). Hooks are given beside the contract, as
// an object or, when they read the database, as a function of the service's client.
import type { Collection } from '@care/contracts/collections/define'
import type { CollectionHooks, DelegateName, PrismaClientLike } from '../collections/types.ts'
import { createRepository, type Repository, type StoredRowOf } from '../repository/index.ts'

type Hooks<P> = CollectionHooks | ((db: P) => CollectionHooks)

/** One collection a service owns: its contract, with its hooks when it has any, and its model when not derived. */
export type CollectionEntry<P = never> = Collection | readonly [Collection, Hooks<P>] | readonly [Collection, Hooks<P> | undefined, { model: string }]

/** `enduser_tasks` → `enduserTasks` */
export type CamelName<S extends string> = S extends `${infer H}_${infer T}` ? `${H}${Capitalize<CamelName<T>>}` : S
/** `enduserTasks` → `enduserTask` */
export type ModelName<S extends string> = CamelName<S> extends `${infer M}s` ? M : CamelName<S>

type ContractOf<E> = E extends readonly [infer C, ...unknown[]] ? C : E
/** the entry's Prisma model: the one it names, else derived from the collection's name */
type ModelOf<E> = E extends readonly [Collection, unknown, { model: infer M extends string }] ? M : ContractOf<E> extends { name: infer N extends string } ? ModelName<N> : never

/**
 * The repositories of a list, keyed by the camel-cased collection name, each typed from its
 * contract (records as answered: RowOf) and, given the service's generated client `P`, from its
 * model (rows as stored: StoredRowOf; DbRecord without `P`).
 */
export type RepositoriesOf<L extends readonly CollectionEntry<never>[], P = unknown> = {
  [E in L[number] as ContractOf<E> extends { name: infer N extends string } ? CamelName<N> : never]: ContractOf<E> extends Collection ? Repository<ContractOf<E>, StoredRowOf<P, ModelOf<E>>> : never
}

/** The list's models that the client has no delegate for (`never` when every model exists). */
export type MissingModels<P, L extends readonly CollectionEntry<never>[]> = {
  [E in L[number] as E extends readonly [Collection, unknown, { model: string }] ? never : ContractOf<E> extends { name: infer N extends string } ? ModelName<N> extends DelegateName<P> ? never : ModelName<N> : never]: true
}

export const camelName = (name: string) => name.replace(/_([a-zA-Z0-9])/g, (_, c: string) => c.toUpperCase())
export const modelName = (name: string) => camelName(name).replace(/s$/, '')

const parts = <P>(entry: CollectionEntry<P>): { collection: Collection; hooks?: Hooks<P>; model?: string } =>
  Array.isArray(entry) ? { collection: entry[0], hooks: entry[1], model: entry[2]?.model } : { collection: entry as Collection }

// one set of repositories per (list, client): the engines describe their tables once and are then
// shared by the generic calls, the named calls, reactions and jobs
const built = new WeakMap<object, WeakMap<object, Record<string, Repository>>>()

/**
 * The repositories of `list` on the client `db`, built once per client:
 * `export const repositoriesOf = repositoriesFor(recordsCollections)`.
 */
export function repositoriesFor<P extends PrismaClientLike, const L extends readonly CollectionEntry<P>[]>(list: L): (db: P) => RepositoriesOf<L, P> {
  return (db) => {
    let perDb = built.get(list)
    if (!perDb) built.set(list, (perDb = new WeakMap()))
    let repos = perDb.get(db)
    if (!repos) {
      repos = {}
      for (const entry of list) {
        const { collection, hooks, model } = parts(entry)
        const key = camelName(collection.name)
        if (repos[key]) throw new Error(`collection ${collection.name} is listed twice`)
        repos[key] = createRepository({
          collection, prisma: db, model: (model ?? modelName(collection.name)) as DelegateName<P>,
          hooks: typeof hooks === 'function' ? hooks(db) : hooks,
        })
      }
      perDb.set(db, repos)
    }
    return repos as RepositoriesOf<L, P>
  }
}
