// A service is declared in one place: its name, database, collections, what it builds once at start
// (`setup`), its calls, reactions and jobs. `startService` (start-service.ts) runs a definition in
// standalone mode (tests, `npm start`) and `runService` (run-service.ts) as its own process in a
// cluster; both do the same wiring, so a new service writes none of it (see `npm run new:service`).
//
//   defineService({
//     name: 'records', migrationsDir, prisma: (url) => createPrismaClient(PrismaClient, url),
//     collections: [tickets, [files, fileHooks], notes],          // repositories, generic calls
//     setup: (ctx) => ({ repos: ctx.repos, storage: fileStorageFromEnv(ctx.env) }),
//     operations: (d) => ({ 'tickets.close': closeTicket(d) }),   // d: what setup answered
//     reactions: (d) => [enduserRemoved(d)],
//   })
//
// The options a service is started with (`startService(def, { options })`) are typed by
// annotating `setup`'s context: `setup: (ctx: ServiceContext<PrismaClient, IdentitySettings>) => …`.
import type { ServiceName } from '@care/contracts/bus'
import type { Bus } from '../bus/types.ts'
import type { PrismaClientLike } from '../collections/types.ts'
import type { JobDefinition, RunningJobs } from '../jobs/index.ts'
import type { Reaction } from '../reactions/index.ts'
import type { Logger } from '../runtime/logger.ts'
import type { Operation } from '../runtime/operation.ts'
import type { CollectionEntry, MissingModels, RepositoriesOf } from './collections.ts'

/** What a service's own code is given when it starts. */
export interface ServiceContext<P, O = Record<string, never>, R = object> {
  name: ServiceName
  bus: Bus
  db: P
  databaseUrl: string
  log: Logger
  /** environment variables the service reads its configuration from */
  env: NodeJS.ProcessEnv
  /** options passed by the caller (standalone composition, tests) */
  options: O
  /** the repositories of the collections the service lists, keyed by camel-cased name (`enduserTasks`) */
  repos: R
  /** schedules the service's jobs (defined in `jobs`); usable once the service has started */
  jobs: RunningJobs<readonly JobDefinition[]>
  /** cleanup run when the service stops, in reverse order of registration */
  onStop(fn: () => Promise<unknown> | unknown): void
}

type Awaitable<T> = T | Promise<T>

export interface ServiceDefinition<
  P extends PrismaClientLike,
  O = Record<string, never>,
  X extends object = object,
  L extends readonly CollectionEntry<P>[] = readonly [],
  D = ServiceContext<P, O, RepositoriesOf<L, P>>,
> {
  name: ServiceName
  /** the service's SQL migrations (`prisma/migrations`); the kit's own are applied first */
  migrationsDir: string
  /** the service's Prisma client for a database URL */
  prisma(databaseUrl: string): P
  /**
   * the collections it owns, as contracts (`[tickets, [files, fileHooks], …]`): one repository each
   * (`ctx.repos`), the Prisma model derived from the name (`enduser_tasks` → `enduserTask`), served
   * by the generic calls (`<collection>.<call>` operations) unless `genericCalls` is false
   */
  collections?: L & (keyof MissingModels<P, L> extends never ? unknown : { missingPrismaModels: keyof MissingModels<P, L> })
  /**
   * false when the service serves its collections' calls itself, wrapped in its own rules
   * (identity): the repositories still answer other services' id-reference lookups
   */
  genericCalls?: boolean
  /**
   * true only for identity, which owns organizations and checks written organizationIds against its
   * own table; every other service's generic writes ask identity (services/kit/src/tenancy)
   */
  ownsOrganizations?: boolean
  /**
   * what the service builds once per start (settings, adapters, clients, its repositories) and hands
   * to its calls, reactions and jobs; without it they are given the context itself
   */
  setup?(ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): Awaitable<D>
  /** named calls, by operation name of the route table */
  operations?(deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): Awaitable<Record<string, Operation>>
  /** calls answered on the bus only (no /v1 route) */
  internal?(deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): Record<string, Operation>
  reactions?(deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): Reaction[]
  /** durable jobs; a function of the setup's result when their handlers need it */
  jobs?: readonly JobDefinition[] | ((deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>) => readonly JobDefinition[])
  /** readiness beyond the bus and one database round trip */
  ready?(deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): Promise<boolean>
  /** what the running service exposes to its callers besides `db` (tests, the standalone composition) */
  expose?(deps: D, ctx: ServiceContext<P, O, RepositoriesOf<L, P>>): X
}

export function defineService<
  P extends PrismaClientLike,
  O = Record<string, never>,
  X extends object = object,
  const L extends readonly CollectionEntry<P>[] = readonly [],
  D = ServiceContext<P, O, RepositoriesOf<L, P>>,
>(d: ServiceDefinition<P, O, X, L, D>): ServiceDefinition<P, O, X, L, D> {
  return d
}
