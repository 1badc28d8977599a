// `npm run load`: every journey of ../journeys through the Node runner, one journey after the
// other, and a table of their figures (requests per second, p50/p95/p99 per request). Not a test:
// figures vary with the machine's load; record them in the README with the date.
// Without LOAD_TARGET it starts its own platform (DATABASE_URL, or an embedded PostgreSQL as
// `npm test` does), seeds the demo clinic and stops it at the end; LOAD_TARGET points it at a
// running platform on this machine (`npm start`, which seeds the same clinic).
//   LOAD_TARGET      an origin on loopback, e.g. http://127.0.0.1:8080 (default: its own platform)
//   LOAD_VUS         virtual users per journey (default 4)
//   LOAD_SECONDS     each journey's time (default 15)
//   LOAD_ITERATIONS  each journey's most iterations (default 5000)
import { fileURLToPath } from 'node:url'
import { DEMO_CLINIC, JOURNEYS } from '../journeys/index.ts'
import { runJourney } from './runner.ts'
import { formatTable, type JourneyFigures } from './stats.ts'

const positive = (name: string, fallback: number) => {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`)
  return n
}

const vus = Math.floor(positive('LOAD_VUS', 4))
const seconds = positive('LOAD_SECONDS', 15)
const iterations = Math.floor(positive('LOAD_ITERATIONS', 5000))
process.env.LOG_LEVEL ??= 'silent'

let origin = process.env.LOAD_TARGET?.replace(/\/+$/, '')
let stop = async () => {}
if (!origin) {
  // the test script's database starter (plain JavaScript, untyped: imported by URL)
  const starter = new URL('../../../scripts/test-database.mjs', import.meta.url).href
  const { ensureTestDatabase } = (await import(starter)) as { ensureTestDatabase(root: string): Promise<{ stop(): Promise<void> } | undefined> }
  const embedded = await ensureTestDatabase(fileURLToPath(new URL('../../..', import.meta.url)))
  // after the database is chosen: the platform reads DATABASE_URL when it starts
  const { startTestPlatform } = await import('../../support/platform.ts')
  const { seedDemo } = await import('@care/platform/seed')
  const platform = await startTestPlatform({ fresh: true })
  await seedDemo(platform)
  origin = platform.url.replace('localhost', '127.0.0.1')
  stop = async () => {
    await platform.close()
    await embedded?.stop()
  }
}

console.log(`load: ${JOURNEYS.length} journeys against ${origin}, ${vus} virtual users, ${seconds} s or ${iterations} iterations each`)
const rows: JourneyFigures[] = []
try {
  for (const journey of JOURNEYS) {
    const row = await runJourney(journey, { origin, vus, seconds, iterations, vars: DEMO_CLINIC })
    rows.push(row)
    console.log(`  ${journey.name} (${journey.summary}): ${row.iterations} iterations, ${row.rps} rps${row.failed ? `, ${row.failed} failed` : ''}`)
  }
} finally {
  await stop()
}
console.log(`\n${formatTable(rows)}`)
const failures = rows.flatMap((r) => r.failures.map((f) => `${r.journey}: ${f}`))
if (failures.length) console.log(`\nfailures:\n  ${failures.join('\n  ')}`)
process.exit(failures.length ? 1 : 0)
