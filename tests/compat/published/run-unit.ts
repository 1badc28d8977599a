// One unit of the published suite in a process of its own (started by runner.ts): loads the
// patched suite, signs its sessions in as the suite's own runner does, runs the one function and
// writes what happened to PUBLISHED_RESULT_FILE after every check, so a time limit that kills this
// process still leaves the last check passed. The suite signals a failed check by process.exit(1)
// after printing it in red (@tellescope/testing), and a passed one by printing it in green.
import { writeFileSync } from 'node:fs'
import { loadSuite } from './load-suite.ts'
import { resetBusinesses } from './reset.ts'
import type { PatchContext } from './patches.ts'

export interface UnitResult {
  status: 'running' | 'pass' | 'fail'
  passed: number
  lastPassed?: string
  firstFailure?: string
}

export interface UnitInput {
  unit: string
  context: PatchContext
  functionNames: string[]
  adminTokens: string[]
  userIds: string[]
  /** the collections reset_db empties, in order (reset.ts's resetOrder, read by the parent) */
  resetOrder: string[]
}

const input = JSON.parse(process.env.PUBLISHED_INPUT ?? '{}') as UnitInput
const resultFile = process.env.PUBLISHED_RESULT_FILE ?? ''
const result: UnitResult = { status: 'running', passed: 0 }
const save = () => writeFileSync(resultFile, JSON.stringify(result))
const realExit = process.exit.bind(process)
const finish = (status: 'pass' | 'fail', failure?: string): never => {
  result.status = status
  if (failure && !result.firstFailure) result.firstFailure = failure
  save()
  return realExit(status === 'pass' ? 0 : 1)
}

const GREEN = '\x1b[32m'
const YELLOW = '\x1b[33m' // passed, slower than its benchmark
const RED = '\x1b[31m'
const log = console.log.bind(console)
const error = console.error.bind(console)
console.log = (...args: unknown[]) => {
  if ((args[0] === GREEN || args[0] === YELLOW) && typeof args[1] === 'string') {
    result.passed++
    result.lastPassed = args[1].trim()
    save()
  }
  log(...args)
}
console.error = (...args: unknown[]) => {
  if (args[0] === RED && !result.firstFailure) {
    result.firstFailure = String(args[1]).replace(/\s+/g, ' ').trim()
    save()
  }
  error(...args)
}
// the suite exits on its first failed check, and in a few places on its own (`if (!e1) process.exit()`)
process.exit = ((code?: number) => finish(code === 0 && !result.firstFailure ? 'pass' : 'fail', `process.exit(${code ?? ''}) before the function ended`)) as typeof process.exit
process.on('unhandledRejection', (e) => error('unhandled rejection in the suite:', e))

async function main() {
  save()
  const suite = loadSuite(input.context, input.functionNames)
  const { sessions } = suite
  sessions.sdk.reset_db = () => resetBusinesses(input.context.host, input.adminTokens, input.userIds, input.resetOrder)
  const env = process.env
  const signIns: [string, string | undefined, string | undefined][] = [
    ['sdk', env.TEST_EMAIL, env.TEST_PASSWORD],
    ['sdkSub', env.SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkOtherSub', env.OTHER_SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkSubSub', env.SUB_SUB_EMAIL, env.TEST_PASSWORD],
    ['sdkNonAdmin', env.NON_ADMIN_EMAIL, env.NON_ADMIN_PASSWORD],
  ]
  // at once: each is a password check of its own account (a second or so, one after another)
  await Promise.all(signIns.map(([name, email, password]) => {
    const session = sessions[name as keyof typeof sessions] as unknown as { authenticate(e?: string, p?: string): Promise<unknown> }
    return session.authenticate(email, password).catch((e: { message?: string }) => finish('fail', `harness: ${name} could not sign in: ${e?.message ?? e}`))
  }))
  if (input.unit.startsWith('generated:')) {
    const model = input.unit.slice('generated:'.length)
    await suite.run_generated_tests({
      queries: sessions.sdk.api[model], model: suite.schema[model], name: model,
      returns: { create: suite.schema[model]?.customActions?.create?.returns },
    })
  } else {
    const fn = suite.functions[input.unit]
    if (!fn) return finish('fail', `harness: no function ${input.unit} in the suite`)
    await fn()
  }
  return finish(result.firstFailure ? 'fail' : 'pass')
}

main().catch((e: { message?: string; info?: unknown }) => finish('fail', `threw: ${e?.message ?? JSON.stringify(e)}${e?.info ? ` ${JSON.stringify(e.info)}` : ''}`.slice(0, 2000)))
