// The functions of the published @tellescope/sdk suite that pass today (passing.json) keep passing:
// each runs from a clean slate against the test platform, as `npm run test:published` runs them all
// (runner.ts: units share a process until one fails). A test per function reports its outcome.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts'
import { createAccounts } from './accounts.ts'
import { newLogDir, runUnits, type UnitOutcome } from './runner.ts'
import { discoverUnits, suiteModels } from './suite.ts'

const passing = JSON.parse(readFileSync(new URL('./passing.json', import.meta.url), 'utf8')) as string[]
const units = discoverUnits(suiteModels())
const functionNames = units.filter((u) => u.kind === 'function').map((u) => u.name)

describe('published @tellescope/sdk suite: the passing functions', () => {
  let platform: TestPlatform
  const logDir = newLogDir()
  // each unit's outcome as the runner reports it (or the error that stopped the runner)
  const settle = new Map<string, { resolve: (o: UnitOutcome) => void; reject: (e: unknown) => void }>()
  const outcomes = new Map(passing.map((unit) => [unit, new Promise<UnitOutcome>((resolve, reject) => settle.set(unit, { resolve, reject }))]))
  for (const outcome of outcomes.values()) outcome.catch(() => undefined)

  before(async () => {
    platform = await startTestPlatform()
    const accounts = await createAccounts(platform.url)
    runUnits(accounts, passing, functionNames, { logDir, onOutcome: (o) => settle.get(o.unit)?.resolve(o) })
      .catch((e: unknown) => { for (const s of settle.values()) s.reject(e) })
  })
  after(async () => {
    await platform?.close()
  })

  test('passing.json names functions of the suite', () => {
    const known = new Set(units.map((u) => u.name))
    assert.deepEqual(passing.filter((name) => !known.has(name)), [])
  })

  for (const unit of passing) {
    test(unit, async () => {
      const outcome = await outcomes.get(unit)!
      assert.equal(outcome.status, 'pass', `${unit}: ${outcome.firstFailure} (log: ${outcome.log})`)
    })
  }
})
