// Every service talks to its own database through its generated Prisma client over the pg driver
// adapter (engineType "client": no Rust engine to download or ship), on a pool whose clients never
// emit an unheard 'error' (pool.ts: a connection cut as it is handed out would end the process).
import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'
import { hearClientErrors } from './pool.ts'

export interface PrismaClientOptions {
  /** connections in this client's pool; pg's default (10) when unset */
  poolMax?: number
}

/** The constructor of any generated client (`<service>/src/generated/prisma/client.ts`). */
export type PrismaClientClass<T> = new (options: { adapter: PrismaPg }) => T

/** A client of `url`; `$disconnect()` closes its pool. */
export function createPrismaClient<T>(PrismaClient: PrismaClientClass<T>, url: string, options: PrismaClientOptions = {}): T {
  const pool = hearClientErrors(new pg.Pool({
    connectionString: url,
    ...(options.poolMax !== undefined ? { max: options.poolMax } : {}),
  }))
  const adapter = new PrismaPg(pool, { disposeExternalPool: true })
  return new PrismaClient({ adapter })
}
