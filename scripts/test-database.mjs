// The PostgreSQL server `npm test` and `npm run bench` use: DATABASE_URL when set, otherwise an
// embedded server under .data/test-pg (port TEST_PG_PORT, default 54330 or a free one when that is
// taken), started here.
import { join } from 'node:path'

/** Ensures process.env.DATABASE_URL; returns the embedded server to stop, if one was started. */
export async function ensureTestDatabase(root) {
  if (process.env.DATABASE_URL) return undefined
  const { tsImport } = await import('tsx/esm/api')
  const { startEmbeddedPostgres } = await tsImport('../services/kit/src/db/embedded-postgres.ts', import.meta.url)
  const { chooseEmbeddedPort } = await tsImport('../services/kit/src/db/embedded-port.ts', import.meta.url)
  const { port, notice } = await chooseEmbeddedPort({ preferred: 54330, variable: 'TEST_PG_PORT' })
  if (notice) console.log(notice)
  const embedded = await startEmbeddedPostgres({ dataDir: join(root, '.data', 'test-pg'), port })
  process.env.DATABASE_URL = embedded.url
  console.log(`embedded PostgreSQL at ${embedded.url}`)
  return embedded
}
