// A service is declared in one place: its name, database, collections, calls, reactions and jobs.
// `startService` (start-service.ts) runs a definition in standalone mode (tests, `npm start`) and
// `runService` (run-service.ts) as its own process in a cluster; both do the same wiring, so a new
// service writes none of it (see `npm run new:service`).
import type { ServiceName } from '@care/contracts/bus'
import type { Bus } from '../bus/types.ts'
import type { PrismaClientLike } from '../collections/types.ts'
import type { JobDefinition, RunningJobs } from '../jobs/index.ts'
import type { Reaction } from '../reactions/index.ts'
import type { Repository } from '../repository/index.ts'
import type { Logger } from '../runtime/logger.ts'
import type { Operation } from '../runtime/operation.ts'

/** What a service's own code is given when it starts. */
export interface ServiceContext<P, O> {
  name: ServiceName
  bus: Bus
  db: P
  databaseUrl: string
  log: Logger
  /** environment variables the service reads its configuration from */
  env: NodeJS.ProcessEnv
  /** options passed by the caller (standalone composition, tests) */
  options: O
  /** schedules the service's jobs (defined in `jobs`) */
  jobs: RunningJobs<readonly JobDefinition[]>
  /** cleanup run when the service stops, in reverse order of registration */
  onStop(fn: () => Promise<unknown> | unknown): void
}

export interface ServiceDefinition<P extends PrismaClientLike, O = Record<string, never>, X extends object = object> {
  name: ServiceName
  /** the service's SQL migrations (`prisma/migrations`); the kit's own are applied first */
  migrationsDir: string
  /** the service's Prisma client for a database URL */
  prisma(databaseUrl: string): P
  /** the collections it owns, served by the generic calls (`<collection>.<call>` operations) */
  collections?(db: P): Repository[]
  /**
   * the repositories of owned collections whose calls the service serves itself, wrapped in its own
   * rules (identity): like `collections`' they answer other services' id-reference lookups
   */
  repositories?(db: P): Repository[]
  /**
   * true only for identity, which owns organizations and checks written organizationIds against its
   * own table; every other service's generic writes ask identity (services/kit/src/tenancy)
   */
  ownsOrganizations?: boolean
  /** named calls, by operation name of the route table */
  operations?(ctx: ServiceContext<P, O>): Record<string, Operation> | Promise<Record<string, Operation>>
  /** calls answered on the bus only (no /v1 route) */
  internal?(ctx: ServiceContext<P, O>): Record<string, Operation>
  reactions?(ctx: ServiceContext<P, O>): Reaction[]
  jobs?: readonly JobDefinition[]
  /** readiness beyond the bus and one database round trip */
  ready?(ctx: ServiceContext<P, O>): Promise<boolean>
  /** what the running service exposes to its callers besides `db` (tests, the standalone composition) */
  expose?(ctx: ServiceContext<P, O>): X
}

export function defineService<P extends PrismaClientLike, O = Record<string, never>, X extends object = object>(d: ServiceDefinition<P, O, X>): ServiceDefinition<P, O, X> {
  return d
}
