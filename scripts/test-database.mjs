// The PostgreSQL server `npm test` and `npm run bench` use: DATABASE_URL when set, otherwise an
// embedded server under .data/test-pg (port TEST_PG_PORT, default 54330), started here.
import { join } from 'node:path'

/** Ensures process.env.DATABASE_URL; returns the embedded server to stop, if one was started. */
export async function ensureTestDatabase(root) {
  if (process.env.DATABASE_URL) return undefined
  const { tsImport } = await import('tsx/esm/api')
  const { startEmbeddedPostgres } = await tsImport('../services/kit/src/db/embedded-postgres.ts', import.meta.url)
  const embedded = await startEmbeddedPostgres({ dataDir: join(root, '.data', 'test-pg'), port: Number(process.env.TEST_PG_PORT ?? 54330) })
  process.env.DATABASE_URL = embedded.url
  console.log(`embedded PostgreSQL at ${embedded.url}`)
  return embedded
}
