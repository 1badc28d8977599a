#!/usr/bin/env node
// `npm run bench`: runs tests/bench/run.ts against real PostgreSQL (DATABASE_URL, or an embedded
// server like `npm test`) and, when NATS_URL is set, real NATS. Prints the figures.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureTestDatabase } from './test-database.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.env.LOG_LEVEL ??= 'silent'
const embedded = await ensureTestDatabase(root)
const { tsImport } = await import('tsx/esm/api')
process.on('exit', () => embedded?.stop())
await tsImport('../tests/bench/run.ts', import.meta.url)
