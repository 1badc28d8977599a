// The edge's error mapping: 413, malformed JSON, unknown routes, unexpected failures, bus
// timeouts and missing services — always JSON, never a stack, never HTML.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { call, route, startHarness, type Harness } from './harness.ts'

const routes = [
  route('echo', 'POST', '/echo', ['public']),
  route('boom', 'GET', '/boom', ['public']),
  route('slow', 'GET', '/slow', ['public']),
  route('absent', 'GET', '/absent', ['public']),
  route('invalid', 'POST', '/invalid', ['public']),
  route('nothing', 'DELETE', '/nothing/:id', ['public']),
  route('made', 'POST', '/made', ['public']),
  route('failing', 'GET', '/failing', ['public']),
  route('garbage', 'GET', '/garbage', ['public']),
]

describe('errors', () => {
  let h: Harness
  let releaseSlow: () => void
  const slowGate = new Promise<void>((resolve) => (releaseSlow = resolve))

  before(async () => {
    h = await startHarness({ routes, limits: { bodySize: 1024, ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 }, requestTimeoutMs: 200 })
    await h.serve('svc.records.echo', async (req) => ({ status: 200, body: req.payload }))
    await h.serve('svc.records.boom', async () => {
      throw new Error('database exploded at /srv/secret/file.ts:12')
    })
    await h.serve('svc.records.slow', async () => {
      await slowGate
      return { status: 200, body: {} }
    })
    await h.serve('svc.records.invalid', async () => ({ status: 400, message: 'Invalid input', validation: [{ field: 'email', message: 'email is required' }] }))
    await h.serve('svc.records.nothing', async () => ({ status: 200, body: undefined }))
    await h.serve('svc.records.made', async () => ({ status: 201, body: { id: 'x' } }))
    await h.serve('svc.records.garbage', async () => ({}) as never)
    await h.serve('svc.records.failing', async () => ({ status: 500, message: 'TypeError: x is undefined\n    at foo (/app/x.ts:1:1)' }))
  })
  after(async () => {
    releaseSlow()
    await h.close()
  })

  test('a body over the limit answers 413 with the catalogue message', async () => {
    const r = await call(`${h.url}/v1/echo`, { method: 'POST', json: { text: 'x'.repeat(4096) } })
    assert.equal(r.status, 413)
    assert.deepEqual(r.body, { message: ErrorMessages.tooLarge })
  })

  test('malformed JSON answers 400 JSON', async () => {
    const r = await call(`${h.url}/v1/echo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' })
    assert.equal(r.status, 400)
    assert.match(r.headers.get('content-type') ?? '', /application\/json/)
    assert.deepEqual(r.body, { message: ErrorMessages.malformedJson })
  })

  test('unknown routes answer 404 JSON, inside /v1 and outside', async () => {
    for (const path of ['/v1/no-such-call', '/v1/echo/extra', '/nowhere']) {
      const r = await call(`${h.url}${path}`)
      assert.equal(r.status, 404, path)
      assert.deepEqual(r.body, { message: ErrorMessages.routeNotFound })
    }
    assert.equal((await call(`${h.url}/v1/echo`)).status, 404, 'a GET on a POST-only path')
  })

  test('a service that throws answers 500 with the spec message and no stack', async () => {
    const r = await call(`${h.url}/v1/boom`)
    assert.equal(r.status, 500)
    assert.deepEqual(r.body, { message: ErrorMessages.serverError })
    assert.doesNotMatch(r.text, /exploded|secret|at /)
  })

  test('a 500 reply never passes its own text on', async () => {
    const r = await call(`${h.url}/v1/failing`)
    assert.equal(r.status, 500)
    assert.deepEqual(r.body, { message: ErrorMessages.serverError })
  })

  test('a failure inside the gateway (a malformed reply) answers 500 with the spec message', async () => {
    const r = await call(`${h.url}/v1/garbage`)
    assert.equal(r.status, 500)
    assert.deepEqual(r.body, { message: ErrorMessages.serverError })
  })

  test('a bus timeout answers 504 JSON', async () => {
    const r = await call(`${h.url}/v1/slow`)
    assert.equal(r.status, 504)
    assert.deepEqual(r.body, { message: ErrorMessages.serviceTimeout })
  })

  test('no service on the subject answers 503 JSON', async () => {
    const r = await call(`${h.url}/v1/absent`)
    assert.equal(r.status, 503)
    assert.deepEqual(r.body, { message: ErrorMessages.serviceUnavailable })
  })

  test('error replies keep their status, message and validation', async () => {
    const r = await call(`${h.url}/v1/invalid`, { method: 'POST', json: {} })
    assert.equal(r.status, 400)
    assert.deepEqual(r.body, { message: 'Invalid input', validation: [{ field: 'email', message: 'email is required' }] })
  })

  test('success without a body is empty (204); another status is kept', async () => {
    const empty = await call(`${h.url}/v1/nothing/abc`, { method: 'DELETE' })
    assert.equal(empty.status, 204)
    assert.equal(empty.text, '')
    const made = await call(`${h.url}/v1/made`, { method: 'POST', json: {} })
    assert.equal(made.status, 201)
    assert.deepEqual(made.body, { id: 'x' })
  })

  test('answers carry the request id and hardening headers, never x-powered-by', async () => {
    const r = await call(`${h.url}/v1`, { headers: { 'x-request-id': 'req-123' } })
    assert.equal(r.headers.get('x-request-id'), 'req-123')
    assert.equal(r.headers.get('x-powered-by'), null)
    assert.equal(r.headers.get('x-content-type-options'), 'nosniff')
    assert.match((await call(`${h.url}/v1`)).headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
  })
})
