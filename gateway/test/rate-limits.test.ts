// Rate limits: per IP, per session, stricter on credential calls; 429 JSON with RateLimit headers;
// 0 turns a limiter off. Each case gets its own gateway so counters never leak between cases.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ErrorMessages } from '@care/contracts/errors'
import { isCredentialOperation, SUCCESS_FACTOR } from '../src/rate-limits.ts'
import { bearer, call, route, startHarness, userSession, type HarnessOptions } from './harness.ts'

const routes = [route('ping', 'GET', '/ping', ['public', 'user']), route('users.login', 'POST', '/users/login', ['public'], { service: 'identity' })]
const off = { ipPerMinute: 0, sessionPerMinute: 0, authPerMinute: 0 }

async function withGateway(o: HarnessOptions, fn: (url: string, login: (s: ReturnType<typeof userSession>) => string) => Promise<void>) {
  const h = await startHarness({ routes, ...o })
  try {
    for (const r of routes) await h.serve(r.subject, async () => ({ status: 200, body: { ok: true } }))
    await fn(h.url, (s) => h.login(s))
  } finally {
    await h.close()
  }
}

describe('rate limits', () => {
  test('per IP: past the limit, 429 JSON with RateLimit headers', () =>
    withGateway({ limits: { ...off, ipPerMinute: 3 } }, async (url) => {
      for (let i = 0; i < 3; i++) assert.equal((await call(`${url}/v1/ping`)).status, 200)
      const r = await call(`${url}/v1/ping`)
      assert.equal(r.status, 429)
      assert.deepEqual(r.body, { message: ErrorMessages.tooManyRequests })
      assert.match(r.headers.get('ratelimit') ?? '', /limit=3/)
      assert.ok(r.headers.get('ratelimit-policy'))
      assert.ok(r.headers.get('retry-after'))
      assert.equal((await call(`${url}/healthz`)).status, 200, 'probes are never limited')
    }))

  test('per session: one session is limited, another goes on', () =>
    withGateway({ limits: { ...off, sessionPerMinute: 2 } }, async (url, login) => {
      const a = login(userSession('b1'))
      const b = login(userSession('b1'))
      assert.equal((await call(`${url}/v1/ping`, { headers: bearer(a) })).status, 200)
      assert.equal((await call(`${url}/v1/ping`, { headers: bearer(a) })).status, 200)
      assert.equal((await call(`${url}/v1/ping`, { headers: bearer(a) })).status, 429)
      assert.equal((await call(`${url}/v1/ping`, { headers: bearer(b) })).status, 200)
      assert.equal((await call(`${url}/v1/ping`)).status, 200, 'anonymous calls are not counted per session')
    }))

  test('credential calls: failures have a strict limit per address, successes a far more generous one', async () => {
    const h = await startHarness({ routes, limits: { ...off, authPerMinute: 2 } })
    try {
      // identity answers 200 for the right password, 400 for a wrong one
      await h.serve(routes[1]!.subject, async (req) => ((req.payload as { password: string }).password === 'right'
        ? { status: 200, body: { ok: true } } : { status: 400, message: 'Invalid email or password' }))
      await h.serve(routes[0]!.subject, async () => ({ status: 200, body: { ok: true } }))
      const login = (password: string) => call(`${h.url}/v1/users/login`, { method: 'POST', json: { email: 'a@b.c', password } })
      // a partner signing in often from one address: 15 successes, none refused
      for (let i = 0; i < 15; i++) assert.equal((await login('right')).status, 200, `success ${i + 1}`)
      // guessing: two failures, then refused — even the right password, until the window passes
      assert.equal((await login('wrong')).status, 400)
      assert.equal((await login('wrong')).status, 400)
      const r = await login('wrong')
      assert.equal(r.status, 429)
      assert.deepEqual(r.body, { message: ErrorMessages.tooManyRequests })
      assert.equal((await login('right')).status, 429)
      assert.equal((await call(`${h.url}/v1/ping`)).status, 200, 'other calls go on')
    } finally {
      await h.close()
    }
  })

  test('credential calls: every call counts against the generous cap', () =>
    withGateway({ limits: { ...off, authPerMinute: 1 } }, async (url) => {
      const login = () => call(`${url}/v1/users/login`, { method: 'POST', json: { email: 'a@b.c', password: 'x' } })
      for (let i = 0; i < SUCCESS_FACTOR; i++) assert.equal((await login()).status, 200)
      assert.equal((await login()).status, 429)
    }))

  test('0 disables a limiter', () =>
    withGateway({ limits: off }, async (url) => {
      const statuses = await Promise.all(Array.from({ length: 50 }, () => call(`${url}/v1/ping`).then((r) => r.status)))
      assert.deepEqual(new Set(statuses), new Set([200]))
    }))

  test('environment variables set the limits when options do not', () =>
    withGateway({ limits: {}, env: { RATE_LIMIT_IP_PER_MINUTE: '1', RATE_LIMIT_SESSION_PER_MINUTE: '0', RATE_LIMIT_AUTH_PER_MINUTE: '0' } }, async (url) => {
      assert.equal((await call(`${url}/v1/ping`)).status, 200)
      assert.equal((await call(`${url}/v1/ping`)).status, 429)
    }))

  test('credential operations are recognised by name', () => {
    for (const op of ['users.login', 'users.loginGoogle', 'endusers.loginEnduser', 'users.register', 'registerAsEnduser', 'resetPassword', 'requestEnduserPasswordReset', 'setEnduserPassword', 'form_responses.session-for-public-form']) {
      assert.ok(isCredentialOperation(op), op)
    }
    for (const op of ['endusers.getSome', 'sessions.logout', 'forms.createOne', 'form_responses.submit']) assert.ok(!isCredentialOperation(op), op)
  })
})
