#!/usr/bin/env node
// `npm test`: every test in the repo with node's test runner, against real PostgreSQL.
// DATABASE_URL set → that server (CI points it at the machine's PostgreSQL); unset → an embedded
// PostgreSQL under .data/test-pg. NATS_URL set → the bus suites also run over real NATS.
// Arguments narrow the run: `npm test -- services/kit` runs the files under that folder.
import { spawn } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureTestDatabase } from './test-database.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const skip = new Set(['node_modules', '.git', '.data', 'dist', 'generated', 'test-results'])

function* testFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name)) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* testFiles(path)
    else if (/\.test\.tsx?$/.test(name)) yield path
  }
}

const roots = process.argv.slice(2).length ? process.argv.slice(2) : ['contracts', 'services', 'gateway', 'frontends', 'tests']
const files = roots.flatMap((r) => {
  const p = join(root, r)
  try {
    return statSync(p).isDirectory() ? [...testFiles(p)] : [p]
  } catch {
    return []
  }
}).sort()
if (!files.length) {
  console.error('no test files found')
  process.exit(1)
}

const embedded = await ensureTestDatabase(root)
console.log(`running ${files.length} test files (NATS: ${process.env.NATS_URL ?? 'not set, in-process bus only'})`)

const child = spawn(process.execPath, [
  '--import', 'tsx',
  '--test',
  '--test-reporter=spec',
  `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`,
  ...files.map((f) => relative(root, f)),
], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' } })

const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
if (embedded) await embedded.stop()
process.exit(code)
