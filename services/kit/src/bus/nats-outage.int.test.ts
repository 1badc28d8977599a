// A NATS server that goes away (issue #10): requests fail fast with 503 — not a wait for the 504
// timeout — and work again once the server is back. Runs its own nats-server on a free port (the
// machine's NATS is left alone); skipped where there is no nats-server binary.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import type { Bus } from './types.ts'
import { connectNatsBus } from './nats-bus.ts'

const BINARY = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find((p) => existsSync(p))

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number }
    srv.close(() => resolve(port))
  })
})

describe('NATS outage', { skip: !BINARY && 'no nats-server binary' }, () => {
  let port: number
  let server: ChildProcess | undefined
  let bus: Bus
  const dir = mkdtempSync(join(tmpdir(), 'nats-outage-'))
  const startServer = async () => {
    server = spawn(BINARY!, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', dir], { stdio: 'ignore' })
    // ready once it accepts connections
    for (;;) {
      const up = await new Promise<boolean>((resolve) => {
        const s = createServer()
        s.once('error', () => resolve(true)).listen(port, '127.0.0.1', () => s.close(() => resolve(false)))
      })
      if (up) return
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const stopServer = () => new Promise<void>((resolve) => {
    if (!server || server.exitCode !== null) return resolve()
    server.once('exit', () => resolve())
    server.kill('SIGKILL')
  })

  before(async () => {
    port = await freePort()
    await startServer()
    bus = await connectNatsBus({ servers: `nats://127.0.0.1:${port}`, name: 'outage-test', log: pino({ level: 'silent' }) })
    await bus.serve('svc.test.echo', 'test', async (req) => ({ status: 200, body: req.payload }))
  })
  after(async () => {
    await bus?.close().catch(() => {})
    await stopServer()
    rmSync(dir, { recursive: true, force: true })
  })

  test('while NATS is down a request answers 503 at once; after it is back, requests work', async () => {
    assert.deepEqual(await bus.request('svc.test.echo', { requestId: '1', payload: { n: 1 } }), { status: 200, body: { n: 1 } })
    await stopServer()
    // the client notices the cut (its status stream), then refuses instead of waiting 10 s for a 504
    let status: number | undefined
    for (;;) {
      status = await bus.request('svc.test.echo', { requestId: '2', payload: {} }, { timeoutMs: 60_000 }).then(() => 200, (e: { status: number }) => e.status)
      if (status !== 200) break
    }
    assert.equal(status, 503)
    await startServer()
    for (;;) {
      const back = await bus.request('svc.test.echo', { requestId: '3', payload: { n: 3 } }).then((r) => r, () => undefined)
      if (back) {
        assert.deepEqual(back, { status: 200, body: { n: 3 } })
        break
      }
      await new Promise((r) => setTimeout(r, 50))
    }
  })
})
