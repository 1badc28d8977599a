#!/usr/bin/env node
// `npm run bench`: runs tests/bench/run.ts against real PostgreSQL (DATABASE_URL, or an embedded
// server like `npm test`) and, when NATS_URL is set, real NATS. Prints the figures.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.env.LOG_LEVEL ??= 'silent'
let embedded
if (!process.env.DATABASE_URL) {
  const { tsImport } = await import('tsx/esm/api')
  const { startEmbeddedPostgres } = await tsImport('../services/kit/src/db/embedded-postgres.ts', import.meta.url)
  embedded = await startEmbeddedPostgres({ dataDir: join(root, '.data', 'test-pg'), port: Number(process.env.TEST_PG_PORT ?? 54330) })
  process.env.DATABASE_URL = embedded.url
}
const { tsImport } = await import('tsx/esm/api')
process.on('exit', () => embedded?.stop())
await tsImport('../tests/bench/run.ts', import.meta.url)
