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
  const tag = `fault-${Date.now()}`
  const statuses = new Map<number, number>()
  const acknowledged: string[] = []
  let killedAt = 0
  let readyAfterMs = 0
  let recoveredAfterMs: number | undefined

  const write = async (n: number) => {
    const key = `${tag}-${n}`
    for (;;) {
      const answer = await fetch(`${url}/v1/enduser`, {
        method: 'POST', headers: { authorization, 'content-type': 'application/json', 'idempotency-key': key }, body: JSON.stringify({ fname: `Fault${n}`, tags: [tag] }),
      }).then(
        async (res) => ({ status: res.status, body: (await res.json().catch(() => ({}))) as { id?: string } }),
        () => ({ status: 0, body: {} as { id?: string } }),
      )
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
      if (answer.status === 200) {
        if (killedAt && recoveredAfterMs === undefined) recoveredAfterMs = Date.now() - killedAt
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
    await killProcess()
    killedAt = Date.now()
    await startProcess()
    readyAfterMs = Date.now() - killedAt
  })()
  for (let n = 0; Date.now() - started < SECONDS * 1000; n++) {
    writes.push(write(n).then((id) => void acknowledged.push(id)))
    await new Promise((r) => setTimeout(r, 1000 / RATE_PER_SECOND))
  }
  await outage
  await Promise.all(writes)
  console.log(`faults (process): ${writes.length} writes, answers ${JSON.stringify(Object.fromEntries(statuses))}, platform ready ${readyAfterMs} ms and first success ${recoveredAfterMs ?? '?'} ms after the kill`)

  assert.equal(statuses.get(500) ?? 0, 0, 'no 500')
  assert.ok((statuses.get(0) ?? 0) > 0, 'the kill was felt')
  const stored = (await (await fetch(`${url}/v1/endusers?limit=1000&filter=${encodeURIComponent(JSON.stringify({ tags: tag }))}`, { headers: { authorization } })).json()) as { id: string; fname: string }[]
  const perWrite = new Map<string, number>()
  for (const e of stored) perWrite.set(e.fname, (perWrite.get(e.fname) ?? 0) + 1)
  assert.deepEqual([...perWrite].filter(([, n]) => n !== 1), [], 'each write stored once')
  assert.equal(stored.length, writes.length)
  assert.deepEqual(new Set(stored.map((e) => e.id)), new Set(acknowledged))

  // every created event applied once by a durable consumer: one 'create' entry per patient
  const deadline = Date.now() + 60_000
  let entries: { enduserId: string }[]
  for (;;) {
    entries = []
    for (let lastId: string | undefined; ;) {
      const page = (await (await fetch(`${url}/v1/user-logs?limit=1000${lastId ? `&lastId=${lastId}` : ''}&filter=${encodeURIComponent(JSON.stringify({ resource: 'endusers', action: 'create' }))}`, { headers: { authorization } })).json()) as { id: string; enduserId: string }[]
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
