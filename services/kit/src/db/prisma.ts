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
export type PrismaClientClass<T> = new (options: { adapter: PrismaPg }) => T

/** A client of `url`; `$disconnect()` closes its pool. */
export function createPrismaClient<T>(PrismaClient: PrismaClientClass<T>, url: string, options: PrismaClientOptions = {}): T {
  const pool = hearClientErrors(new pg.Pool({
    connectionString: url,
    ...(options.poolMax !== undefined ? { max: options.poolMax } : {}),
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
  }))
  const adapter = new PrismaPg(pool, { disposeExternalPool: true })
  return new PrismaClient({ adapter })
}
