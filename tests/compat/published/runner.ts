// Runs units of the published suite one after another, each in its own process with a time limit,
// from a clean slate (reset_db's emulation before each), so one failure or hang stops nothing else.
// Each unit's output goes to a log file of its own.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { collections } from '@care/contracts/collections/index'
import type { PublishedAccounts } from './accounts.ts'
import { resetBusinesses, resetOrder } from './reset.ts'
import type { UnitInput, UnitResult } from './run-unit.ts'

export interface UnitOutcome extends Omit<UnitResult, 'status'> {
  unit: string
  status: 'pass' | 'fail'
  ms: number
  log: string
}

export const DEFAULT_TIME_LIMIT_MS = Number(process.env.PUBLISHED_TIME_LIMIT_MS ?? 90_000)
const RUN_UNIT = fileURLToPath(new URL('./run-unit.ts', import.meta.url))
const RESET_ORDER = resetOrder(collections.map((c) => c.name))

export async function runUnit(accounts: PublishedAccounts, unit: string, functionNames: string[], o: { timeLimitMs?: number; logDir: string }): Promise<UnitOutcome> {
  const timeLimitMs = o.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS
  await resetBusinesses(accounts.context.host, accounts.adminTokens, accounts.userIds, RESET_ORDER)
  const safe = unit.replace(/[^\w.-]/g, '_')
  const resultFile = join(o.logDir, `${safe}.json`)
  const logFile = join(o.logDir, `${safe}.log`)
  writeFileSync(resultFile, JSON.stringify({ status: 'running', passed: 0 }))
  const input: UnitInput = { unit, context: accounts.context, functionNames, adminTokens: accounts.adminTokens, userIds: accounts.userIds, resetOrder: RESET_ORDER }
  const started = Date.now()
  const child = spawn(process.execPath, ['--import', 'tsx', RUN_UNIT], {
    env: { ...process.env, ...accounts.env, PUBLISHED_INPUT: JSON.stringify(input), PUBLISHED_RESULT_FILE: resultFile, NODE_NO_WARNINGS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: Buffer[] = []
  child.stdout.on('data', (d: Buffer) => output.push(d))
  child.stderr.on('data', (d: Buffer) => output.push(d))
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    child.kill('SIGKILL')
  }, timeLimitMs)
  await new Promise<void>((resolve) => child.on('close', () => resolve()))
  clearTimeout(timer)
  writeFileSync(logFile, Buffer.concat(output))
  const ms = Date.now() - started
  let result: UnitResult
  try {
    result = JSON.parse(readFileSync(resultFile, 'utf8')) as UnitResult
  } catch {
    result = { status: 'fail', passed: 0, firstFailure: 'harness: no result written' }
  }
  if (timedOut) {
    return { ...result, unit, status: 'fail', ms, log: logFile, firstFailure: result.firstFailure ?? `time limit (${timeLimitMs / 1000} s) reached${result.lastPassed ? ` after '${result.lastPassed}'` : ' before any check passed'}` }
  }
  if (result.status === 'running') return { ...result, unit, status: 'fail', ms, log: logFile, firstFailure: result.firstFailure ?? 'the process ended without a result' }
  return { ...result, unit, status: result.status, ms, log: logFile }
}

export function newLogDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'care-published-'))
  mkdirSync(dir, { recursive: true })
  return dir
}
