// Faults (issue #10): writes at a bounded rate while the NATS server is killed and restarted. Each
// write carries an Idempotency-Key and is retried on 503/504 or a dropped connection until it is
// acknowledged. Afterwards: every acknowledged write is stored exactly once, no answer was a 500,
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
  platform = await startTestPlatform({ useNats: true })
})
after(async () => {
  await platform?.close()
  await killNats()
  rmSync(dir, { recursive: true, force: true })
})

test(`${SECONDS} s of writes while NATS is killed and restarted: nothing acknowledged is lost or doubled, no 500`, { skip: !BINARY && 'no nats-server binary', timeout: (SECONDS + 90) * 1000 }, async () => {
  const authorization = `Bearer ${(await registerStaff(platform!.url)).authToken}`
  const tag = `fault-${Date.now()}`
  const statuses = new Map<number, number>()
  const acknowledged: string[] = []
  let restartedAt = 0
  let recoveredAfterMs: number | undefined

  const write = async (n: number) => {
    const key = `${tag}-${n}`
    for (;;) {
      const answer = await fetch(`${platform!.url}/v1/enduser`, {
        method: 'POST', headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ fname: `Fault${n}`, tags: [tag] }),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as { id?: string } }),
        () => ({ status: 0, body: {} as { id?: string } }),
      )
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 200) {
        if (restartedAt && recoveredAfterMs === undefined) recoveredAfterMs = Date.now() - restartedAt
        return answer.body.id!
      }
      if (answer.status !== 503 && answer.status !== 504 && answer.status !== 409 && answer.status !== 0) throw new Error(`write ${n}: ${answer.status} ${JSON.stringify(answer.body)}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const writes: Promise<void>[] = []
  const started = Date.now()
  const outage = (async () => {
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4))
    await killNats()
    await new Promise((r) => setTimeout(r, 3_000))
    await startNats()
    restartedAt = Date.now()
  })()
  for (let n = 0; Date.now() - started < SECONDS * 1000; n++) {
    writes.push(write(n).then((id) => void acknowledged.push(id)))
    await new Promise((r) => setTimeout(r, 1000 / RATE_PER_SECOND))
  }
  await outage
  await Promise.all(writes)
  console.log(`faults: ${writes.length} writes, answers ${JSON.stringify(Object.fromEntries(statuses))}, first success ${recoveredAfterMs ?? '?'} ms after NATS restarted`)

  assert.equal(statuses.get(500) ?? 0, 0, 'no 500')
  assert.ok((statuses.get(503) ?? 0) + (statuses.get(504) ?? 0) + (statuses.get(0) ?? 0) > 0, 'the outage was felt')
  const stored = (await (await fetch(`${platform!.url}/v1/endusers?limit=1000&filter=${encodeURIComponent(JSON.stringify({ tags: tag }))}`, { headers: { authorization } })).json()) as { id: string }[]
  assert.equal(stored.length, writes.length, 'each write stored once')
  assert.deepEqual(new Set(stored.map((e) => e.id)), new Set(acknowledged))

  // every created event applied once by a durable consumer: one 'create' entry per patient
  const deadline = Date.now() + 60_000
  let entries: { enduserId: string }[]
  for (;;) {
    entries = []
    for (let lastId: string | undefined; ;) {
      const page = (await (await fetch(`${platform!.url}/v1/user-logs?limit=1000${lastId ? `&lastId=${lastId}` : ''}&filter=${encodeURIComponent(JSON.stringify({ resource: 'endusers', action: 'create' }))}`, { headers: { authorization } })).json()) as { id: string; enduserId: string }[]
      entries.push(...page)
      if (page.length < 1000) break
      lastId = page.at(-1)!.id
    }
    if (entries.length >= acknowledged.length || Date.now() > deadline) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const perPatient = new Map<string, number>()
  for (const e of entries) perPatient.set(e.enduserId, (perPatient.get(e.enduserId) ?? 0) + 1)
  assert.deepEqual([...perPatient.values()].filter((n) => n !== 1), [], 'no event applied twice')
  assert.deepEqual(acknowledged.filter((id) => !perPatient.has(id)), [], 'no event lost')
})
