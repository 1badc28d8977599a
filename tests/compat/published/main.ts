// `npm run test:published`: the published suite of @tellescope/sdk against a standalone test
// platform, each function from a clean slate; prints the table and the totals (README.md here).
//   --only a,b        run these units only
//   --write-passing   write the passing units to passing.json (what `npm test` then keeps green)
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startTestPlatform } from '../../support/platform.ts'
import { createAccounts } from './accounts.ts'
import { newLogDir, runUnits } from './runner.ts'
import { discoverUnits, isBuilt, suiteModels } from './suite.ts'
import { formatTable } from './table.ts'

const args = process.argv.slice(2)
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : undefined
const root = fileURLToPath(new URL('../../..', import.meta.url))

process.env.NODE_ENV = 'test'
process.env.LOG_LEVEL ??= 'silent'
// the database server `npm test` uses (DATABASE_URL, or an embedded one); a path in a variable
// because the script is plain JavaScript
const testDatabase = '../../../scripts/test-database.mjs'
const { ensureTestDatabase } = (await import(testDatabase)) as { ensureTestDatabase(root: string): Promise<{ stop(): Promise<void> } | undefined> }
const embedded = await ensureTestDatabase(root)
const platform = await startTestPlatform({ fresh: true })
let failed = false
try {
  const units = discoverUnits(suiteModels())
  const selected = only ? units.filter((u) => only.includes(u.name)) : units
  const functionNames = units.filter((u) => u.kind === 'function').map((u) => u.name)
  const accounts = await createAccounts(platform.url)
  const logDir = newLogDir()
  console.log(`published suite: ${selected.length} functions against ${platform.url}; logs in ${logDir}`)
  const outcomes = await runUnits(accounts, selected.map((u) => u.name), functionNames, {
    logDir,
    onOutcome: (outcome) => console.log(`${outcome.status === 'pass' ? 'pass' : 'FAIL'} ${outcome.unit} (${(outcome.ms / 1000).toFixed(1)} s)`),
  })
  console.log(`\n${formatTable(units, outcomes, isBuilt)}`)
  if (args.includes('--write-passing')) {
    const passing = outcomes.filter((o) => o.status === 'pass').map((o) => o.unit)
    writeFileSync(new URL('./passing.json', import.meta.url), `${JSON.stringify(passing, null, 2)}\n`)
    console.log(`passing.json: ${passing.length} functions`)
  }
} catch (e) {
  failed = true
  console.error(e)
} finally {
  await platform.close()
  await embedded?.stop()
}
process.exit(failed ? 1 : 0)
