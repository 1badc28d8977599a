// The load runner against a stub gateway on loopback: it waits for /readyz, sets up one session per
// worker, sends exactly its request budget and stops, counts 429s apart from failures, and gives up
// when the gateway never becomes ready.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { optionsFromEnv, runLoad } from './run.ts'

interface Stub {
  url: string
  counts: Record<string, number>
  close(): Promise<void>
}

async function stubGateway(behaviour: { ready?: () => boolean; read?: (n: number) => number } = {}): Promise<Stub> {
  const counts: Record<string, number> = {}
  let reads = 0
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const key = `${req.method} ${req.url?.replace(/[0-9a-f]{24}/, ':id')}`
      counts[key] = (counts[key] ?? 0) + 1
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (key === 'GET /readyz') return send((behaviour.ready ?? (() => true))() ? 200 : 503, {})
      if (key === 'POST /v1/users/register') return send(200, { authToken: 'token', user: {} })
      if (req.headers.authorization !== 'Bearer token') return send(401, 'Unauthenticated')
      if (key === 'POST /v1/enduser') return send(200, { id: 'a'.repeat(24), ...JSON.parse(Buffer.concat(chunks).toString() || '{}') })
      if (key === 'GET /v1/enduser/:id') return send((behaviour.read ?? (() => 200))(++reads), { id: 'a'.repeat(24) })
      send(404, { message: 'Not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

test('sends exactly its budget after one registration and one seed per worker, then stops', async () => {
  const stub = await stubGateway()
  try {
    const summary = await runLoad({ targetUrl: stub.url, requests: 50, concurrency: 3, maxSeconds: 60, writeRatio: 0.2 })
    assert.equal(stub.counts['POST /v1/users/register'], 3)
    const afterSetup = (stub.counts['GET /v1/enduser/:id'] ?? 0) + (stub.counts['POST /v1/enduser'] ?? 0) - 3
    assert.equal(afterSetup, 50)
    assert.ok(stub.counts['POST /v1/enduser'] > 3, 'some requests write')
    assert.deepEqual({ sent: summary.sent, ok: summary.ok, failed: summary.failed, stoppedBy: summary.stoppedBy }, { sent: 56, ok: 56, failed: 0, stoppedBy: 'budget' })
  } finally {
    await stub.close()
  }
})

test('counts server errors as failures and rate limiting apart', async () => {
  const stub = await stubGateway({ read: (n) => (n % 5 === 0 ? 500 : n % 5 === 1 ? 429 : 200) })
  try {
    const summary = await runLoad({ targetUrl: stub.url, requests: 20, concurrency: 1, maxSeconds: 60, writeRatio: 0 })
    assert.equal(summary.failed, 4)
    assert.equal(summary.rateLimited, 4)
    assert.equal(summary.ok, 2 + 12)
    assert.deepEqual(summary.failures, ['GET /v1/enduser/:id → 500'])
  } finally {
    await stub.close()
  }
})

test('gives up when the gateway never becomes ready, without sending load', async () => {
  const stub = await stubGateway({ ready: () => false })
  try {
    const summary = await runLoad({ targetUrl: stub.url, requests: 10, concurrency: 2, maxSeconds: 1, writeRatio: 0 })
    assert.equal(summary.stoppedBy, 'not-ready')
    assert.equal(summary.failed, 1)
    assert.equal(stub.counts['POST /v1/users/register'], undefined)
  } finally {
    await stub.close()
  }
})

test('reads and checks its settings from the environment', () => {
  assert.deepEqual(optionsFromEnv({ TARGET_URL: 'http://gw:80/', LOAD_REQUESTS: '10', LOAD_CONCURRENCY: '2' }), {
    targetUrl: 'http://gw:80', requests: 10, concurrency: 2, maxSeconds: 120, writeRatio: 0.2,
  })
  assert.throws(() => optionsFromEnv({ LOAD_REQUESTS: '-1' }), /LOAD_REQUESTS/)
  assert.throws(() => optionsFromEnv({ LOAD_WRITE_RATIO: '2' }), /LOAD_WRITE_RATIO/)
})

test('as a program: prints the summary and exits 0 on success, 1 on failures', async () => {
  const runOnce = async (read: () => number) => {
    const stub = await stubGateway({ read })
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./run.ts', import.meta.url))], {
        env: { ...process.env, TARGET_URL: stub.url, LOAD_REQUESTS: '8', LOAD_CONCURRENCY: '2', LOAD_MAX_SECONDS: '60' },
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      let out = ''
      child.stdout.on('data', (c) => (out += c))
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
      return { code, summary: JSON.parse(out) }
    } finally {
      await stub.close()
    }
  }
  const ok = await runOnce(() => 200)
  assert.equal(ok.code, 0)
  assert.equal(ok.summary.ok, 12)
  const bad = await runOnce(() => 503)
  assert.equal(bad.code, 1)
  assert.ok(bad.summary.failed > 0)
})
