#!/usr/bin/env node
// `npm test`: every test in the repo with node's test runner, against real PostgreSQL.
// DATABASE_URL set → that server (CI points it at the machine's PostgreSQL); unset → an embedded
// PostgreSQL under .data/test-pg. NATS_URL set → the bus suites also run over real NATS.
// Arguments narrow the run: `npm test -- services/kit` runs the files under that folder.
// Before the files run, the pieces they share start once (scripts/test-shared.mjs: frontends built,
// one platform, one over NATS, one Chromium) — only those some selected file needs — and stop at
// the end, also on failure or Ctrl-C. After node's summary, the 20 slowest files and the total.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureTestDatabase } from './test-database.mjs'
import { sharedNeeds, startShared } from './test-shared.mjs'
import { testTargets } from './test-groups.mjs'

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

// the shared platform runs in this process: quiet like the files' own
process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL ??= 'silent'

let child
let shared
let embedded
let interrupted = false
const cleanUp = async () => {
  await shared?.stop()
  await embedded?.stop()
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true
    // the runner stops its files; the shared pieces stop once it has exited
    if (child && child.exitCode === null) child.kill(signal)
    else void cleanUp().finally(() => process.exit(130))
  })
}

embedded = await ensureTestDatabase(root)
// One PostgreSQL serves every platform of the run (the shared ones and the files' own, seven
// services each, two files at a time): small pools that let idle connections go. At their peak
// such a run holds about 100 connections: a server allowing fewer than RUN_CONNECTIONS (PostgreSQL's
// default is 100; the embedded one and .ci/run's allow 300) gets smaller pools still, or it would
// refuse connections ('too many clients') and the platforms answer 503 — services/kit/src/db/prisma.ts,
// services/kit/src/jobs/start.ts
const RUN_CONNECTIONS = 200
const serverMax = await maxConnections(process.env.DATABASE_URL)
const tight = serverMax !== undefined && serverMax < RUN_CONNECTIONS
if (tight) console.log(`PostgreSQL allows ${serverMax} connections (fewer than the ${RUN_CONNECTIONS} a run may use): smaller pools — set max_connections to 300 for the usual figures`)
process.env.DB_POOL_MAX ??= tight ? '3' : '5'
process.env.DB_POOL_IDLE_MS ??= '1000'
process.env.JOBS_POOL_MAX ??= tight ? '1' : '2'
console.log(`running ${files.length} test files (NATS: ${process.env.NATS_URL ?? 'not set, in-process bus only'})`)
const needs = sharedNeeds(files)
const startedShared = Date.now()
try {
  shared = await startShared(root, needs)
} catch (e) {
  console.error(`starting the shared test platform failed: ${e.stack ?? e}`)
  await cleanUp()
  process.exit(1)
}
const names = Object.keys(shared.env).filter((name) => name.startsWith('CARE_TEST_'))
if (names.length) console.log(`shared by the files: ${names.join(', ')} (ready in ${((Date.now() - startedShared) / 1000).toFixed(1)} s)`)
if (interrupted) {
  await cleanUp()
  process.exit(130)
}

const reportDir = mkdtempSync(join(tmpdir(), 'care-test-report-'))
const targets = testTargets(root, files, join(reportDir, 'groups'))
const slowestReport = join(reportDir, 'slowest.txt')
// every axe check of the browser suites appends a line here (tests/e2e/support/axe.ts)
const axeTally = join(reportDir, 'axe.jsonl')
child = spawn(process.execPath, [
  '--import', 'tsx',
  '--test',
  '--test-reporter=spec', '--test-reporter-destination=stdout',
  '--test-reporter=./scripts/slowest-reporter.mjs', `--test-reporter-destination=${slowestReport}`,
  `--test-concurrency=${process.env.TEST_CONCURRENCY ?? 2}`,
  ...targets,
], { cwd: root, stdio: 'inherit', env: { ...process.env, ...shared.env, CARE_TEST_AXE_TALLY: axeTally } })

const code = await new Promise((resolve) => child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
await cleanUp()
try {
  process.stdout.write(readFileSync(slowestReport, 'utf8'))
} catch {
  // the runner was stopped before its reporters finished
}
if (existsSync(axeTally)) {
  const checks = readFileSync(axeTally, 'utf8').trim().split('\n').map((line) => JSON.parse(line))
  const failing = [...new Set(checks.filter((c) => c.serious > 0).map((c) => c.screen))]
  const serious = checks.reduce((sum, c) => sum + c.serious, 0)
  console.log(`accessibility (axe): ${new Set(checks.map((c) => c.screen)).size} screens checked (${checks.length} checks), ${serious} serious or critical violations${failing.length ? ` on ${failing.join(', ')}` : ''}`)
}
rmSync(reportDir, { recursive: true, force: true })
process.exit(code)

/** the server's max_connections, or undefined when it cannot be asked */
async function maxConnections(url) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  try {
    await client.connect()
    const { rows } = await client.query('SHOW max_connections')
    return Number(rows[0].max_connections)
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
}
