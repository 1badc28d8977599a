// The probe port: /healthz, /readyz following the readiness check, /metrics in Prometheus format.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { observeSent } from '../bus/bus-metrics.ts'
import { startHealthServer } from './health.ts'

let server: Server
let ready: boolean | 'hangs' = true
let base = ''
before(async () => {
  // a check that hangs never settles (a query waiting for a starved pool); 100 ms is the test's deadline
  server = await startHealthServer(0, async () => ready === 'hangs' ? new Promise<boolean>(() => undefined) : ready, '127.0.0.1', 100)
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(() => new Promise<void>((resolve) => server.close(() => resolve())))

test('/healthz answers while the process lives; /readyz follows the readiness check', async () => {
  assert.equal((await fetch(`${base}/healthz`)).status, 200)
  ready = true
  assert.deepEqual(await (await fetch(`${base}/readyz`)).json(), { status: 'ready' })
  ready = false
  const notReady = await fetch(`${base}/readyz`)
  assert.equal(notReady.status, 503)
  assert.deepEqual(await notReady.json(), { status: 'not ready' })
  assert.equal((await fetch(`${base}/nothing`)).status, 404)
})

test('/readyz says not ready when the readiness check does not answer in time', async () => {
  ready = 'hangs'
  const notReady = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(5_000) })
  assert.equal(notReady.status, 503)
  assert.deepEqual(await notReady.json(), { status: 'not ready' })
  ready = true
  assert.equal((await fetch(`${base}/readyz`)).status, 200)
})

test('/metrics serves the process and bus series in the Prometheus text format', async () => {
  observeSent('svc.health.test', 200, 3)
  const res = await fetch(`${base}/metrics`)
  assert.equal(res.status, 200)
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/)
  const text = await res.text()
  assert.match(text, /^# TYPE process_cpu_user_seconds_total counter$/m, 'default process metrics')
  assert.match(text, /^care_bus_requests_total\{subject="svc\.health\.test",status="200"\} 1$/m)
  assert.match(text, /^care_bus_request_duration_seconds_bucket\{le="0\.005",subject="svc\.health\.test",status="200"\} 1$/m, '3 ms falls in the 5 ms bucket')
  assert.match(text, /^# TYPE care_bus_event_lag_seconds histogram$/m)
  assert.equal((await fetch(`${base}/metrics`, { method: 'POST' })).status, 404)
})
