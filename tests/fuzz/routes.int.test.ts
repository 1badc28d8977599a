// The fuzzing gate (issue #25): every route of the route table, and the gateway's file routes, called
// with inputs generated from its zod schema plus hostile changes, as callers it allows and one it
// does not, on a platform of its own (it hammers it). The gate: no answer of 500 or above, no stack
// trace, every request answered (a process gone answers nothing), no 2xx for a caller the route does
// not admit, the platform ready and serving afterwards. Totals are printed.
// FUZZ_SEED repeats a run (the seed is printed; a new one each run otherwise), FUZZ_RUNS and
// FUZZ_SECONDS bound it (`npm run fuzz` runs a larger one), FUZZ_ONLY=<index> sends one case again,
// FUZZ_TRACE=1 names each case as it starts (to find the one in flight when something dies).
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomInt } from 'node:crypto'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api } from '../support/http.ts'
import { runFuzz, type FuzzResult } from './run.ts'

const envNumber = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback)
const seed = envNumber('FUZZ_SEED', randomInt(2 ** 31))
const runs = envNumber('FUZZ_RUNS', 2_500)
const seconds = envNumber('FUZZ_SECONDS', 50)
const only = process.env.FUZZ_ONLY ? Number(process.env.FUZZ_ONLY) : undefined

let platform: TestPlatform
let result: FuzzResult
before(async () => {
  // its own platform: the run hammers it and then checks it is still healthy
  platform = await startTestPlatform({ fresh: true })
})
after(async () => {
  await platform?.close()
})

test(`fuzzing every route (seed ${seed}, FUZZ_SEED=${seed} repeats it): no 500, no stack trace, no unanswered request, no 2xx for a refused caller`, async () => {
  result = await runFuzz({ url: platform.url, seed, runs, seconds, concurrency: 4, only })
  console.log(result.summary)
  assert.equal(result.tally.byStatus.get('500') ?? 0, 0, 'answers of 500')
  assert.deepEqual(result.tally.findings.map((f) => `[${f.index}] ${f.route} as ${f.principal}: ${f.reason}`), [])
  // the routes are visited round-robin: a run that got past one round covered them all
  if (only === undefined && result.tally.requests >= result.tally.routes.length * 2) assert.deepEqual(result.tally.uncovered(), [])
})

test('the platform is healthy after the run: ready, and an ordinary call works', async () => {
  assert.ok(result, 'the fuzz run finished')
  assert.equal((await fetch(`${platform.url}/readyz`)).status, 200)
  const admin = result.principals.who.admin
  const created = await api<{ id: string; fname: string }>(platform.url, admin, 'POST', '/enduser', { fname: 'After', lname: 'Fuzz' })
  assert.equal(created.status, 200, JSON.stringify(created.body))
  const read = await api<{ fname: string }>(platform.url, admin, 'GET', `/enduser/${created.body.id}`)
  assert.deepEqual([read.status, read.body.fname], [200, 'After'])
})
