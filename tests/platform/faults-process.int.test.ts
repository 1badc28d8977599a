// Faults (issue #10): writes at a bounded rate while the platform process itself is killed
// (SIGKILL: no clean stop) and started again on the same databases and NATS namespace. Each write
// carries an Idempotency-Key and is retried on 503/504, 409 or a dropped connection until it is
// acknowledged. Afterwards: every acknowledged write is stored, each write is stored once (a retry
// of a write that committed just before the kill answers that write), no answer was a 500, and every
// write's event was applied exactly once by a durable consumer (records' audit trail: one 'create'
// entry per patient). The recovery time is printed. Needs NATS (NATS_URL): the in-process bus keeps
// nothing across a process's death.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { dropDatabase } from '@care/kit/testing/database'
import { services } from '@care/platform/services'
import { registerStaff } from '../support/platform.ts'
import { assertNothingLostOrDoubled, writeThroughFault } from './support/fault-writes.ts'

const SECONDS = Number(process.env.FAULT_SECONDS ?? 60)
const RATE_PER_SECOND = 10
const prefix = `t_${randomBytes(4).toString('hex')}`
const authSecret = randomBytes(32).toString('hex')

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number }
    srv.close(() => resolve(port))
  })
})

let child: ChildProcess | undefined
let url = ''
let port = 0

async function startProcess() {
  child = spawn(process.execPath, ['--import', 'tsx', new URL('./support/platform-process.ts', import.meta.url).pathname], {
    env: { ...process.env, PLATFORM_PORT: String(port), PLATFORM_PREFIX: prefix, AUTH_SECRET: authSecret, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout! })
  const exited = new Promise<never>((_, reject) => child!.once('exit', (code) => reject(new Error(`platform process exited (${code}) before it was ready`))))
  url = await Promise.race([
    (async () => {
      for await (const line of lines) if (line.startsWith('ready ')) return line.slice('ready '.length)
      throw new Error('platform process closed its output before it was ready')
    })(),
    exited,
  ])
}
const killProcess = () => new Promise<void>((resolve) => {
  if (!child || child.exitCode !== null || child.signalCode) return resolve()
  child.once('exit', () => resolve())
  child.kill('SIGKILL')
})

before(async () => {
  if (!process.env.NATS_URL) return
  port = await freePort()
  await startProcess()
})
after(async () => {
  if (child && child.exitCode === null && !child.signalCode) {
    const exited = new Promise((r) => child!.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
  for (const s of services) await dropDatabase(`${prefix}_${s.name}`).catch(() => undefined)
})

test(`${SECONDS} s of writes while the platform process is killed and started again: nothing acknowledged is lost, nothing doubled, no 500`, { skip: !process.env.NATS_URL && 'NATS_URL is not set', timeout: (SECONDS + 180) * 1000 }, async () => {
  const authorization = `Bearer ${(await registerStaff(url)).authToken}`
  let readyAfterMs = 0
  const run = await writeThroughFault({
    url, authorization, seconds: SECONDS, ratePerSecond: RATE_PER_SECOND,
    async fault() {
      await killProcess()
      const killedAt = Date.now()
      await startProcess()
      readyAfterMs = Date.now() - killedAt
    },
  })
  console.log(`faults (process): ${run.writes} writes, answers ${JSON.stringify(Object.fromEntries(run.statuses))}, platform ready ${readyAfterMs} ms after the kill, first success ${run.recoveredAfterMs ?? '?'} ms after that`)
  assert.ok((run.statuses.get(0) ?? 0) > 0, 'the kill was felt')
  await assertNothingLostOrDoubled(url, authorization, run)
})
