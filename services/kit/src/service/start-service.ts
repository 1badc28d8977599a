// Starts a service definition: migrate its database (kit migrations first), open its Prisma client,
// start the outbox relay, its jobs (pg-boss) and reactions (durable consumers), then serve its
// collections, calls and bus-only calls. stop() undoes it all in reverse order.
import { routeTable } from '@care/contracts/routes/index'
import type { Bus } from '../bus/types.ts'
import { collectionOperationMap } from '../collections/index.ts'
import type { PrismaClientLike } from '../collections/types.ts'
import { migrateServiceDatabase } from '../db/index.ts'
import { flushReadTrails } from '../audit/index.ts'
import type { SqlExecutor } from '../outbox/types.ts'
import { startJobs, type JobDefinition, type RunningJobs } from '../jobs/index.ts'
import { startOutboxRelay } from '../outbox/index.ts'
import { startReactions } from '../reactions/index.ts'
import type { Logger } from '../runtime/logger.ts'
import type { Operation } from '../runtime/operation.ts'
import { serveOperations } from '../runtime/serve.ts'
import { createIdempotencyStore, deleteExpiredKeys, type SqlClient } from '../runtime/idempotency.ts'
import { organizationIdsGuard } from '../tenancy/organization-ids.ts'
import { organizationsFromIdentity } from '../tenancy/organizations-from-identity.ts'
import { connectReferences } from '../tenancy/references.ts'
import { idsOfBusinessLookup, idsOfBusinessOperation } from '../tenancy/ids-of-business.ts'
import { IDS_OF_BUSINESS } from '@care/contracts/routes/ids-of-business'
import type { Repository } from '../repository/index.ts'
import type { ServiceContext, ServiceDefinition } from './define-service.ts'
import { repositoriesFor, type CollectionEntry, type RepositoriesOf } from './collections.ts'

export interface StartServiceOptions<O> {
  bus: Bus
  databaseUrl: string
  log: Logger
  env?: NodeJS.ProcessEnv
  options?: O
  /** how often idle job workers poll (tests go faster); default 2 s */
  jobPollingSeconds?: number
}

export type RunningService<P, X extends object> = X & {
  name: string
  db: P
  databaseUrl: string
  /** readiness: the database answers and the service's own check passes */
  ready(): Promise<boolean>
  stop(): Promise<void>
}

const noJobs: RunningJobs<readonly JobDefinition[]> = {
  schedule: async () => {
    throw new Error('this service defines no jobs')
  },
  scheduleMany: async () => {
    throw new Error('this service defines no jobs')
  },
  cancel: async () => {},
  stop: async () => {},
}

/** `ctx.jobs` before the jobs run (setup's result builds them): scheduling waits for the start. */
function laterJobs(): { jobs: RunningJobs<readonly JobDefinition[]>; started(j: RunningJobs<readonly JobDefinition[]>): void } {
  let running: RunningJobs<readonly JobDefinition[]> | undefined
  const now = () => {
    if (!running) throw new Error('jobs are scheduled once the service has started (not from setup)')
    return running
  }
  return {
    jobs: { schedule: (name, payload, options) => now().schedule(name, payload, options), scheduleMany: (name, jobs) => now().scheduleMany(name, jobs), cancel: (name, id) => now().cancel(name, id), stop: async () => {} },
    started: (j) => void (running = j),
  }
}

export async function startService<P extends PrismaClientLike & { $disconnect(): Promise<void> }, O, X extends object, const L extends readonly CollectionEntry<P>[], D>(
  def: ServiceDefinition<P, O, X, L, D>, o: StartServiceOptions<O>,
): Promise<RunningService<P, X>> {
  await migrateServiceDatabase({ url: o.databaseUrl, serviceMigrationsDir: def.migrationsDir })
  const db = def.prisma(o.databaseUrl)
  // last in, first out: buffered audit reads are written before the client disconnects
  const stops: (() => Promise<unknown> | unknown)[] = [() => db.$disconnect(), () => flushReadTrails(db as unknown as SqlExecutor)]
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s()
  }
  try {
    const relay = await startOutboxRelay({ url: o.databaseUrl, bus: o.bus, log: o.log })
    stops.push(() => relay.stop())
    const repos: RepositoriesOf<L, P> = def.collections ? repositoriesFor<P, L>(def.collections)(db) : ({} as RepositoriesOf<L, P>)
    const later = laterJobs()
    const ctx: ServiceContext<P, O, RepositoriesOf<L, P>> = {
      name: def.name, bus: o.bus, db, databaseUrl: o.databaseUrl, log: o.log, env: o.env ?? process.env,
      options: (o.options ?? {}) as O, repos, jobs: later.jobs, onStop: (fn) => void stops.push(fn),
    }
    // without a setup, the hooks are handed the context itself
    const deps = def.setup ? await def.setup(ctx) : (ctx as D)
    const jobList = typeof def.jobs === 'function' ? def.jobs(deps, ctx) : (def.jobs ?? [])
    const jobs = jobList.length
      ? await startJobs({ service: def.name, databaseUrl: o.databaseUrl, log: o.log, jobs: jobList, pollingIntervalSeconds: o.jobPollingSeconds })
      : noJobs
    later.started(jobs)
    stops.push(() => jobs.stop())
    const reactions = def.reactions?.(deps, ctx) ?? []
    if (reactions.length) {
      const running = await startReactions({ service: def.name, bus: o.bus, prisma: db, log: o.log, reactions })
      stops.push(() => running.stop())
    }
    const operations: Record<string, Operation> = {}
    const guarded = def.ownsOrganizations ? (ops: Repository['operations']) => ops : organizationIdsGuard(organizationsFromIdentity(o.bus))
    const owned: Repository[] = Object.values<Repository>(repos)
    if (def.genericCalls !== false) {
      for (const repo of owned) Object.assign(operations, collectionOperationMap(repo.name, guarded(repo.operations)))
    }
    // id references name records of the caller's business: the service's own collections answer
    // from its repositories, other services' from their owners (and it answers them for its own)
    connectReferences(db, idsOfBusinessLookup(o.bus, owned))
    const referencesServed: Record<string, Operation> = owned.length ? { [IDS_OF_BUSINESS]: idsOfBusinessOperation(owned) } : {}
    Object.assign(operations, await def.operations?.(deps, ctx))
    const sql = db as unknown as SqlClient
    const subscription = await serveOperations({
      bus: o.bus, service: def.name, routes: routeTable, log: o.log, operations, internal: { ...referencesServed, ...def.internal?.(deps, ctx) },
      idempotency: createIdempotencyStore(sql),
      writeTrail: { db: sql, bus: o.bus, log: o.log },
    })
    stops.push(() => subscription.unsubscribe())
    // Idempotency-Keys older than a day go, hourly
    const sweep = setInterval(() => void deleteExpiredKeys(sql).catch((err: unknown) => o.log.warn({ err }, 'idempotency: cleanup failed')), 60 * 60_000)
    sweep.unref()
    stops.push(() => clearInterval(sweep))
    const exposed = def.expose?.(deps, ctx) ?? ({} as X)
    return {
      ...exposed,
      name: def.name,
      db,
      databaseUrl: o.databaseUrl,
      async ready() {
        await db.$queryRawUnsafe('SELECT 1')
        return def.ready ? def.ready(deps, ctx) : true
      },
      stop,
    }
  } catch (e) {
    await stop()
    throw e
  }
}
