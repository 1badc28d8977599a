// Chaos (issue #25): the NATS server killed, the platform process killed, PostgreSQL connections
// dropped — each while patients are written at 10/s with Idempotency-Keys (retried on 503, 409 or a dropped connection) and two live subscribers listen (one stays, one drops and resumes from its
// last position). After each: every acknowledged write stored exactly once and its event applied
// once by a durable consumer, each subscriber got each write's event exactly once (or a resync and
// a refetch, counted), no answer but 200/503/409/dropped (no 500, no 504); the recovery time (first
// success after the fault healed) printed, and a table at the end.
// Bounded in `npm test` (12 s a scenario); `npm run chaos` runs 60 s each; CHAOS_SECONDS (or
// FAULT_SECONDS) sets it. Skipped without a nats-server binary.
import { after, before, test } from 'node:test'
import { NATS_BINARY } from '../platform/support/nats-process.ts'
import { runScenario, type ChaosResult } from './run.ts'
import { natsKilled } from './scenarios/nats-killed.ts'
import { platformKilled } from './scenarios/platform-killed.ts'
import { postgresDropped } from './scenarios/postgres-dropped.ts'
import { resultLine, resultTable } from './table.ts'
import { startChaosTarget, type ChaosTarget } from './target.ts'

// npm sets npm_lifecycle_event to the script's name for everything it starts
const LONG = process.env.npm_lifecycle_event === 'chaos'
const SECONDS = Number(process.env.CHAOS_SECONDS ?? process.env.FAULT_SECONDS ?? (LONG ? 60 : 12))
// a scenario with an open defect runs and reports as `todo` (its failure printed, the run not
// failed) until the defect is fixed; the README says which (none open now)
const OPEN_DEFECT: Record<string, string> = {}
const scenarios = [natsKilled(), platformKilled(), postgresDropped()]

let target: ChaosTarget | undefined
const results: ChaosResult[] = []

before(async () => {
  if (NATS_BINARY) target = await startChaosTarget()
})
after(async () => {
  if (results.length) console.log(`chaos, ${SECONDS} s a scenario:\n${resultTable(results)}`)
  await target?.close()
})

for (const scenario of scenarios) {
  test(`chaos: ${scenario.name} under ${SECONDS} s of writes and live subscribers: nothing acknowledged lost or doubled, no event lost or doubled, no 500 or 504`, { skip: !NATS_BINARY && 'no nats-server binary', todo: OPEN_DEFECT[scenario.name], timeout: (SECONDS + 150) * 1000 }, async () => {
    const { result, verify } = await runScenario(target!, scenario, SECONDS)
    results.push(result)
    console.log(resultLine(result))
    await verify()
  })
}
