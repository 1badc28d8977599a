// Faults (issue #10): writes at a bounded rate while the NATS server is killed and restarted. Each
// write carries an Idempotency-Key and is retried on 503/504 or a dropped connection until it is
// acknowledged. Afterwards: every acknowledged write is stored exactly once, no answer was a 500 or
// a 504 (a dead bus answers 503 at once, not after the request timeout), /readyz said not ready
// while NATS was down and ready once it was back,
// and every write's event was applied exactly once (records' audit trail: one 'create' entry per
// patient — a durable consumer, across the outage). The recovery time is printed.
// Runs its own nats-server (the machine's is left alone); skipped without the binary.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { assertNothingLostOrDoubled, writeThroughFault } from './support/fault-writes.ts'

const BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => existsSync(p))
const SECONDS = Number(process.env.FAULT_SECONDS ?? 60)
const RATE_PER_SECOND = 10

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number }
    srv.close(() => resolve(port))
  })
})
const listening = (port: number) => new Promise<boolean>((resolve) => {
  const s = createServer()
  s.once('error', () => resolve(true)).listen(port, '127.0.0.1', () => s.close(() => resolve(false)))
})

let platform: TestPlatform | undefined
let nats: ChildProcess | undefined
let port: number
const dir = mkdtempSync(join(tmpdir(), 'faults-nats-'))
const startNats = async () => {
  nats = spawn(BINARY!, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' })
  while (!(await listening(port))) await new Promise((r) => setTimeout(r, 20))
}
const killNats = () => new Promise<void>((resolve) => {
  if (!nats || nats.exitCode !== null) return resolve()
  nats.once('exit', () => resolve())
  nats.kill('SIGKILL')
})

before(async () => {
  if (!BINARY) return
  port = await freePort()
  await startNats()
  process.env.NATS_URL = `nats://127.0.0.1:${port}`
  platform = await startTestPlatform({ useNats: true, fresh: true })
})
after(async () => {
  await platform?.close()
  await killNats()
  rmSync(dir, { recursive: true, force: true })
})

/** Polls the gateway's /readyz until it answers `status` (or `ms` pass); true when it did. */
async function readyzBecomes(status: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const answer = await fetch(`${platform!.url}/readyz`).then((r) => r.status, () => 0)
    if (answer === status) return true
    await new Promise((r) => setTimeout(r, 50))
  }
  return false
}

test(`${SECONDS} s of writes while NATS is killed and restarted: nothing acknowledged is lost or doubled, no 500, no 504`, { skip: !BINARY && 'no nats-server binary', timeout: (SECONDS + 90) * 1000 }, async () => {
  const authorization = `Bearer ${(await registerStaff(platform!.url)).authToken}`
  assert.equal(await readyzBecomes(200, 5_000), true, 'ready before the outage')
  let notReadyDuringOutage = false
  let readyAfter: Promise<boolean> = Promise.resolve(false)
  const run = await writeThroughFault({
    url: platform!.url, authorization, seconds: SECONDS, ratePerSecond: RATE_PER_SECOND,
    async fault() {
      const outage = Date.now()
      await killNats()
      notReadyDuringOutage = await readyzBecomes(503, 10_000)
      // the outage lasts at least 3 s, however soon /readyz noticed it
      await new Promise((r) => setTimeout(r, Math.max(0, 3_000 - (Date.now() - outage))))
      await startNats()
      readyAfter = readyzBecomes(200, 30_000)
    },
  })
  console.log(`faults: ${run.writes} writes, answers ${JSON.stringify(Object.fromEntries(run.statuses))}, first success ${run.recoveredAfterMs ?? '?'} ms after NATS was back`)
  assert.ok((run.statuses.get(503) ?? 0) + (run.statuses.get(0) ?? 0) > 0, 'the outage was felt')
  assert.equal(run.statuses.get(504) ?? 0, 0, 'no 504: a dead bus answers 503 at once')
  assert.equal(notReadyDuringOutage, true, '/readyz said not ready while NATS was down')
  assert.equal(await readyAfter, true, '/readyz said ready once NATS was back')
  await assertNothingLostOrDoubled(platform!.url, authorization, run)
})
