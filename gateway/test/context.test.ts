// Per-request context: the request id and the W3C trace travel from the HTTP request to the bus
// request, across body parsing, and the client IP goes along.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { call, route, startHarness, type Harness } from './harness.ts'

describe('request context', () => {
  let h: Harness
  const routes = [route('echo', 'POST', '/echo', ['public'])]
  before(async () => {
    h = await startHarness({ routes })
    await h.serve('svc.records.echo', async (req) => ({ status: 200, body: { requestId: req.requestId, traceparent: req.traceparent, ip: req.ip } }))
  })
  after(() => h.close())

  test('a JSON POST reaches the service with the request id and a continuation of the caller trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    const r = await call(`${h.url}/v1/echo`, {
      method: 'POST',
      json: { a: 1 },
      headers: { 'x-request-id': 'abc-1', traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    })
    assert.equal(r.body.requestId, 'abc-1')
    assert.match(r.body.traceparent, new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))
    assert.notEqual(r.body.traceparent, `00-${traceId}-00f067aa0ba902b7-01`, 'the gateway is a hop of its own')
    assert.match(r.body.ip, /127\.0\.0\.1/)
  })

  test('without incoming ids the gateway makes its own', async () => {
    const r = await call(`${h.url}/v1/echo`, { method: 'POST', json: {} })
    assert.equal(r.body.requestId, r.headers.get('x-request-id'))
    assert.match(r.body.traceparent, /^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
  })

  test('CORS: preflights are answered and API answers name the allowed origin', async () => {
    const pre = await fetch(`${h.url}/v1/echo`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    })
    assert.equal(pre.status, 204)
    assert.equal(pre.headers.get('access-control-allow-origin'), '*')
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /authorization/)
    const r = await call(`${h.url}/v1/echo`, { method: 'POST', json: {}, headers: { origin: 'http://localhost:3001' } })
    assert.equal(r.headers.get('access-control-allow-origin'), '*')
  })
})
