// Every service talks to its own database through its generated Prisma client over the pg driver
// adapter (engineType "client": no Rust engine to download or ship).
import { PrismaPg } from '@prisma/adapter-pg'

export interface PrismaClientOptions {
  /** connections in this client's pool; pg's default (10) when unset */
  poolMax?: number
}

/** The constructor of any generated client (`<service>/src/generated/prisma/client.ts`). */
export type PrismaClientClass<T> = new (options: { adapter: PrismaPg }) => T

/** A client of `url`; `$disconnect()` closes its pool. */
export function createPrismaClient<T>(PrismaClient: PrismaClientClass<T>, url: string, options: PrismaClientOptions = {}): T {
  const adapter = new PrismaPg({
    connectionString: url,
    ...(options.poolMax !== undefined ? { max: options.poolMax } : {}),
  })
  return new PrismaClient({ adapter })
}
