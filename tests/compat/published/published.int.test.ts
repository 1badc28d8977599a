// The functions of the published @tellescope/sdk suite that pass today (passing.json) keep passing:
// each runs on its own against the test platform, as `npm run test:published` runs them all.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { startTestPlatform, type TestPlatform } from '../../support/platform.ts'
import { createAccounts, type PublishedAccounts } from './accounts.ts'
import { newLogDir, runUnit } from './runner.ts'
import { discoverUnits, suiteModels } from './suite.ts'

const passing = JSON.parse(readFileSync(new URL('./passing.json', import.meta.url), 'utf8')) as string[]
const units = discoverUnits(suiteModels())
const functionNames = units.filter((u) => u.kind === 'function').map((u) => u.name)

describe('published @tellescope/sdk suite: the passing functions', () => {
  let platform: TestPlatform
  let accounts: PublishedAccounts
  const logDir = newLogDir()

  before(async () => {
    platform = await startTestPlatform()
    accounts = await createAccounts(platform.url)
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
      const outcome = await runUnit(accounts, unit, functionNames, { logDir })
      assert.equal(outcome.status, 'pass', `${unit}: ${outcome.firstFailure} (log: ${outcome.log})`)
    })
  }
})
