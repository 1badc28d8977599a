// Every service talks to its own database through its generated Prisma client over the pg driver
// adapter (engineType "client": no Rust engine to download or ship), on a pool that survives dropped
// connections (pool.ts: no unheard 'error', a dead connection never keeps its slot) and that waits
// for a free connection a bounded time: a pool that cannot hand one out answers 503
// ('timeout exceeded when trying to connect') before the bus request times out (504), not never.
import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'
import { hearClientErrors } from './pool.ts'

export interface PrismaClientOptions {
  /** connections in this client's pool; pg's default (10) when unset */
  poolMax?: number
  /** how long a query waits for a connection before it fails as unavailable (ms) */
  connectTimeoutMs?: number
}

/** below the bus's request timeout (10 s), so a starved pool answers 503 rather than 504 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000

/** The constructor of any generated client (`<service>/src/generated/prisma/client.ts`). */
export type PrismaClientClass<T> = new (options: { adapter: PrismaPg; transactionOptions?: { maxWait?: number; timeout?: number } }) => T

/** a positive whole number from the environment, else undefined */
const fromEnv = (name: string): number | undefined => {
  const n = Number(process.env[name])
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * A client of `url`; `$disconnect()` closes its pool. The pool's size is `poolMax`, else
 * `DB_POOL_MAX`, else pg's 10; an idle connection closes after `DB_POOL_IDLE_MS` (pg's 10 s) — the
 * test runner sets both low, since one server's connections are shared by every platform a run
 * starts (six services each) and PostgreSQL refuses more than its max_connections (100 by default).
 */
export function createPrismaClient<T>(PrismaClient: PrismaClientClass<T>, url: string, options: PrismaClientOptions = {}): T {
  const max = options.poolMax ?? fromEnv('DB_POOL_MAX')
  const idle = fromEnv('DB_POOL_IDLE_MS')
  const pool = hearClientErrors(new pg.Pool({
    connectionString: url,
    ...(max !== undefined ? { max } : {}),
    ...(idle !== undefined ? { idleTimeoutMillis: idle } : {}),
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  }))
  const adapter = new PrismaPg(pool, { disposeExternalPool: true })
  // an interactive transaction waits for its connection as long as any query does, and a little
  // more: the pool's own timeout (a clean 503) comes first. Prisma's 2 s default could expire while
  // BEGIN was in flight under load and hand the connection back with its transaction still open
  // (prisma/orm#29719), leaving rows locked and writes uncommitted.
  const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  return new PrismaClient({ adapter, transactionOptions: { maxWait: connectTimeout + 1_000, timeout: 15_000 } })
}
