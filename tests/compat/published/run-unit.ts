// Units of the published suite in a process started by runner.ts: loads the patched suite once,
// then runs the units one after another — each from a clean slate (reset_db's emulation) with its
// sessions signed in afresh, as if it ran alone. It writes what happened to PUBLISHED_RESULT_FILE
// after every check, so a time limit that kills this process still leaves the last check passed.
// The suite signals a failed check by process.exit(1) after printing it in red (@tellescope/testing)
// and a passed one by printing it in green: a failed unit ends the process (its function's work
// cannot be stopped otherwise), and runner.ts starts another for the units after it.
import { writeFileSync } from 'node:fs'
import { loadSuite } from './load-suite.ts'
import { GENERATED_TESTS_PATIENT_EMAIL, resetBusinesses } from './reset.ts'
import type { PatchContext } from './patches.ts'

export interface UnitResult {
  status: 'running' | 'pass' | 'fail'
  passed: number
  lastPassed?: string
  firstFailure?: string
  ms?: number
}

/** what the process reports: each unit's result so far, in the order they ran */
export interface UnitResults {
  results: ({ unit: string } & UnitResult)[]
}

export interface UnitInput {
  units: string[]
  context: PatchContext
  functionNames: string[]
  adminTokens: string[]
  userIds: string[]
  /** the collections reset_db empties, in order (reset.ts's resetOrder, read by the parent) */
  resetOrder: string[]
  /** how long one unit may take before it fails and the process ends */
  timeLimitMs: number
}

const input = JSON.parse(process.env.PUBLISHED_INPUT ?? '{}') as UnitInput
const resultFile = process.env.PUBLISHED_RESULT_FILE ?? ''
const report: UnitResults = { results: [] }
let current: ({ unit: string } & UnitResult) | undefined
let startedAt = 0
const save = () => writeFileSync(resultFile, JSON.stringify(report))
const realExit = process.exit.bind(process)
const end = (status: 'pass' | 'fail', failure?: string) => {
  if (!current) return
  current.status = status
  current.ms = Date.now() - startedAt
  if (failure && !current.firstFailure) current.firstFailure = failure
  save()
}
/** the current unit failed (or the suite exited): recorded, and this process ends */
const fail = (failure: string): never => {
  end('fail', failure)
  return realExit(1)
}

const GREEN = '\x1b[32m'
const YELLOW = '\x1b[33m' // passed, slower than its benchmark
const RED = '\x1b[31m'
const log = console.log.bind(console)
const error = console.error.bind(console)
console.log = (...args: unknown[]) => {
  if (current && (args[0] === GREEN || args[0] === YELLOW) && typeof args[1] === 'string') {
    current.passed++
    current.lastPassed = args[1].trim()
    save()
  }
  log(...args)
}
console.error = (...args: unknown[]) => {
  if (current && args[0] === RED && !current.firstFailure) {
    current.firstFailure = String(args[1]).replace(/\s+/g, ' ').trim()
    save()
  }
  error(...args)
}
// the suite exits on its first failed check, and in a few places on its own (`if (!e1) process.exit()`)
process.exit = ((code?: number) => {
  if (code === 0 && !current?.firstFailure) {
    end('pass')
    return realExit(0)
  }
  return fail(`process.exit(${code ?? ''}) before the function ended`)
}) as typeof process.exit
process.on('unhandledRejection', (e) => error('unhandled rejection in the suite:', e))

async function main() {
  save()
  const suite = loadSuite(input.context, input.functionNames)
  const { sessions } = suite
  const reset = (o: { keepEnduserEmails?: string[] } = {}) => resetBusinesses(input.context.host, input.adminTokens, input.userIds, input.resetOrder, o)
  sessions.sdk.reset_db = () => reset()
  const env = process.env
  const signIns: [string, string | undefined, string | undefined][] = [
    ['sdk', env.TEST_EMAIL, env.TEST_PASSWORD],
    ['sdkSub', env.SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkOtherSub', env.OTHER_SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkSubSub', env.SUB_SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkNonAdmin', env.NON_ADMIN_EMAIL, env.NON_ADMIN_PASSWORD],
  ]
  for (const [index, unit] of input.units.entries()) {
    current = { unit, status: 'running', passed: 0 }
    startedAt = Date.now()
    report.results.push(current)
    save()
    const timer = setTimeout(() => fail(`time limit (${input.timeLimitMs / 1000} s) reached${current?.lastPassed ? ` after '${current.lastPassed}'` : ' before any check passed'}`), input.timeLimitMs)
    // the first unit's slate was cleaned by the runner; each later one cleans its own, but for the
    // patient the generated tests share (created once per process, as in the suite's own runner)
    if (index > 0) await reset(unit.startsWith('generated:') ? { keepEnduserEmails: [GENERATED_TESTS_PATIENT_EMAIL] } : {})
    // at once: each is a password check of its own account
    await Promise.all(signIns.map(([name, email, password]) => {
      const session = sessions[name as keyof typeof sessions] as unknown as { authenticate(e?: string, p?: string): Promise<unknown> }
      return session.authenticate(email, password).catch((e: { message?: string }) => fail(`harness: ${name} could not sign in: ${e?.message ?? e}`))
    }))
    if (unit.startsWith('generated:')) {
      const model = unit.slice('generated:'.length)
      await suite.run_generated_tests({
        queries: sessions.sdk.api[model], model: suite.schema[model], name: model,
        returns: { create: suite.schema[model]?.customActions?.create?.returns },
      })
    } else {
      const fn = suite.functions[unit]
      if (!fn) fail(`harness: no function ${unit} in the suite`)
      await fn()
    }
    clearTimeout(timer)
    if (current.firstFailure) fail(current.firstFailure)
    end('pass')
  }
  return realExit(0)
}

main().catch((e: { message?: string; info?: unknown }) => fail(`threw: ${e?.message ?? JSON.stringify(e)}${e?.info ? ` ${JSON.stringify(e.info)}` : ''}`.slice(0, 2000)))
