// Runs units of the published suite from a clean slate each (reset_db's emulation before each),
// with a time limit each, so one failure or hang stops nothing else. Loading the suite and the SDK
// costs seconds, so units share a process (run-unit.ts) until one fails: a failed unit ends its
// process, and the units after it go on in a new one. Each process's output goes to a log file.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collections } from '@care/contracts/collections/index'
import type { PublishedAccounts } from './accounts.ts'
import { resetBusinesses, resetOrder } from './reset.ts'
import type { UnitInput, UnitResults } from './run-unit.ts'

export interface UnitOutcome {
  unit: string
  status: 'pass' | 'fail'
  passed: number
  lastPassed?: string
  firstFailure?: string
  ms: number
  log: string
}

export const DEFAULT_TIME_LIMIT_MS = Number(process.env.PUBLISHED_TIME_LIMIT_MS ?? 90_000)
const RUN_UNIT = fileURLToPath(new URL('./run-unit.ts', import.meta.url))
const RESET_ORDER = resetOrder(collections.map((c) => c.name))

/** Runs `units` in order; `onOutcome` hears each as it ends. */
export async function runUnits(
  accounts: PublishedAccounts, units: readonly string[], functionNames: string[],
  o: { timeLimitMs?: number; logDir: string; onOutcome?: (outcome: UnitOutcome) => void },
): Promise<UnitOutcome[]> {
  const timeLimitMs = o.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS
  const outcomes: UnitOutcome[] = []
  // the generated tests after the functions: in a process they share one patient of the suite's
  // (run-unit.ts keeps it between them), which a function's clean slate would take away
  const generated = (u: string) => u.startsWith('generated:')
  let remaining = [...units.filter((u) => !generated(u)), ...units.filter(generated)]
  while (remaining.length) {
    const ran = await runProcess(accounts, remaining, functionNames, timeLimitMs, o.logDir)
    for (const outcome of ran) {
      outcomes.push(outcome)
      o.onOutcome?.(outcome)
    }
    remaining = remaining.slice(ran.length)
  }
  return outcomes
}

/** One unit on its own (`npm run test:published -- --only`). */
export async function runUnit(accounts: PublishedAccounts, unit: string, functionNames: string[], o: { timeLimitMs?: number; logDir: string }): Promise<UnitOutcome> {
  const [outcome] = await runUnits(accounts, [unit], functionNames, o)
  return outcome!
}

let processes = 0

/** One process for `units` until the first that fails: the outcomes of those it ran (at least one). */
async function runProcess(accounts: PublishedAccounts, units: string[], functionNames: string[], timeLimitMs: number, logDir: string): Promise<UnitOutcome[]> {
  await resetBusinesses(accounts.context.host, accounts.adminTokens, accounts.userIds, RESET_ORDER)
  const name = `${String(++processes).padStart(3, '0')}-${units[0]!.replace(/[^\w.-]/g, '_')}`
  const resultFile = join(logDir, `${name}.json`)
  const logFile = join(logDir, `${name}.log`)
  writeFileSync(resultFile, JSON.stringify({ results: [] } satisfies UnitResults))
  const input: UnitInput = { units, context: accounts.context, functionNames, adminTokens: accounts.adminTokens, userIds: accounts.userIds, resetOrder: RESET_ORDER, timeLimitMs }
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', RUN_UNIT], {
    env: { ...process.env, ...accounts.env, PUBLISHED_INPUT: JSON.stringify(input), PUBLISHED_RESULT_FILE: resultFile, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: Buffer[] = []
  child.stdout.on('data', (d: Buffer) => output.push(d))
  child.stderr.on('data', (d: Buffer) => output.push(d))
  // the process keeps each unit's limit itself; this one is for a process that cannot (a blocked loop)
  let killed = false
  const watchdog = setInterval(() => {
    const { results } = readResults(resultFile)
    const running = results.at(-1)
    const since = running?.status === 'running' ? Date.now() - started - results.slice(0, -1).reduce((sum, r) => sum + (r.ms ?? 0), 0) : 0
    if (since > timeLimitMs + 15_000) {
      killed = true
      child.kill('SIGKILL')
    }
  }, 5_000)
  await new Promise<void>((resolve) => child.on('close', () => resolve()))
  clearInterval(watchdog)
  writeFileSync(logFile, Buffer.concat(output))
  const { results } = readResults(resultFile)
  if (!results.length) return [{ unit: units[0]!, status: 'fail', passed: 0, firstFailure: 'harness: no result written', ms: Date.now() - started, log: logFile }]
  return results.map((r) => {
    const base = { unit: r.unit, passed: r.passed, ms: r.ms ?? Date.now() - started, log: logFile, ...(r.lastPassed ? { lastPassed: r.lastPassed } : {}) }
    if (r.status !== 'running') return { ...base, status: r.status, ...(r.firstFailure ? { firstFailure: r.firstFailure } : {}) }
    const why = killed ? `time limit (${timeLimitMs / 1000} s) reached${r.lastPassed ? ` after '${r.lastPassed}'` : ' before any check passed'}` : 'the process ended without a result'
    return { ...base, status: 'fail' as const, firstFailure: r.firstFailure ?? why }
  })
}

function readResults(file: string): UnitResults {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as UnitResults
  } catch {
    return { results: [] }
  }
}

export function newLogDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'care-published-'))
  mkdirSync(dir, { recursive: true })
  return dir
}
