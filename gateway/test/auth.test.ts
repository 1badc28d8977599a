// Authentication and callers: 401 'Unauthenticated' as the SDK expects it, the session cache and
// immediate revocation, caller kinds, public routes, the SDK's own probes and the /logout-api alias.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { REVOKED_BROADCAST } from '../src/auth/sessions.ts'
import { bearer, call, enduserSession, route, startHarness, userSession, type Harness } from './harness.ts'

const routes = [
  route('staff.only', 'GET', '/staff-only', ['user']),
  route('enduser.only', 'GET', '/enduser-only', ['enduser']),
  route('partners.only', 'GET', '/partners-only', ['apiKey']),
  route('anyone', 'POST', '/anyone', ['public']),
  route('sessions.logout', 'POST', '/logout-api', ['user', 'enduser'], { service: 'identity', aliases: ['/logout-api'] }),
]

describe('authentication', () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ routes })
    for (const r of routes) {
      await h.serve(r.subject, async (req) => ({ status: 200, body: { operation: r.operation, session: req.session ?? null, payload: req.payload } }))
    }
  })
  after(() => h.close())

  test('no header, an unknown token, an empty bearer and a foreign scheme answer 401 with the JSON string "Unauthenticated"', async () => {
    for (const headers of [{}, bearer('nope'), { authorization: 'Bearer ' }, { authorization: 'Basic dXNlcjpwdw==' }]) {
      const r = await call(`${h.url}/v1/staff-only`, { headers })
      assert.equal(r.status, 401)
      assert.equal(r.text, '"Unauthenticated"')
      assert.equal(r.body, 'Unauthenticated')
    }
  })

  test('a valid token reaches the service with its session; the session is cached', async () => {
    const session = userSession('b1')
    const token = h.login(session)
    const before = h.authCalls()
    const first = await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })
    const second = await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })
    assert.equal(first.status, 200)
    assert.deepEqual(first.body.session, session)
    assert.equal(second.status, 200)
    assert.equal(h.authCalls() - before, 1)
  })

  test('a revoked session is refused on the very next request after the broadcast', async () => {
    const session = userSession('b1')
    const token = h.login(session)
    assert.equal((await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })).status, 200)
    await h.revoke(session.sessionId)
    const r = await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })
    assert.equal(r.status, 401)
    assert.equal(r.body, 'Unauthenticated')
  })

  test('a revocation naming the token itself evicts it as well', async () => {
    const token = h.login(userSession('b1'))
    assert.equal((await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })).status, 200)
    h.forget(token)
    await h.bus.broadcast(REVOKED_BROADCAST, { tokens: [token] })
    assert.equal((await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })).status, 401)
  })

  test('a session is never cached past its expiry', async () => {
    const token = h.login(userSession('b1', { expiresAt: Date.now() - 1 }))
    const before = h.authCalls()
    await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })
    await call(`${h.url}/v1/staff-only`, { headers: bearer(token) })
    assert.equal(h.authCalls() - before, 2)
  })

  test('caller kinds: an enduser on a staff route and staff on an enduser route get 403', async () => {
    const enduser = h.login(enduserSession('b1'))
    const user = h.login(userSession('b1'))
    const r1 = await call(`${h.url}/v1/staff-only`, { headers: bearer(enduser) })
    assert.equal(r1.status, 403)
    assert.equal(typeof r1.body.message, 'string')
    assert.equal((await call(`${h.url}/v1/enduser-only`, { headers: bearer(user) })).status, 403)
    assert.equal((await call(`${h.url}/v1/enduser-only`, { headers: bearer(enduser) })).status, 200)
  })

  test('API keys: `API_KEY <key>` is an apiKey caller, refused on user-only routes', async () => {
    const key = h.login(userSession('b1', { apiKeyId: 'key1' }))
    const headers = { authorization: `API_KEY ${key}` }
    const r = await call(`${h.url}/v1/partners-only`, { headers })
    assert.equal(r.status, 200)
    assert.equal(r.body.session.apiKeyId, 'key1')
    assert.equal((await call(`${h.url}/v1/staff-only`, { headers })).status, 403)
  })

  test('public routes work without a header, ignore a bad one, and receive a valid session', async () => {
    const anonymous = await call(`${h.url}/v1/anyone`, { method: 'POST', json: { a: 1 } })
    assert.equal(anonymous.status, 200)
    assert.equal(anonymous.body.session, null)
    assert.deepEqual(anonymous.body.payload, { a: 1 })
    const bad = await call(`${h.url}/v1/anyone`, { method: 'POST', headers: bearer('stale') })
    assert.equal(bad.status, 200)
    assert.equal(bad.body.session, null)
    const session = userSession('b1')
    const ok = await call(`${h.url}/v1/anyone`, { method: 'POST', headers: bearer(h.login(session)) })
    assert.equal(ok.body.session.id, session.id)
  })

  test('GET /v1 is online; GET /v1/test-authenticated needs any valid session', async () => {
    const online = await call(`${h.url}/v1`)
    assert.equal(online.status, 200)
    assert.equal(typeof online.body, 'string')
    assert.equal((await call(`${h.url}/v1/test-authenticated`)).status, 401)
    const enduser = h.login(enduserSession('b1'))
    assert.equal((await call(`${h.url}/v1/test-authenticated`, { headers: bearer(enduser) })).status, 200)
  })

  test('POST /logout-api (no /v1, as the SDK sends it) reaches the logout call, as does /v1/logout-api', async () => {
    const token = h.login(userSession('b1'))
    const legacy = await call(`${h.url}/logout-api`, { method: 'POST', headers: bearer(token), json: {} })
    assert.equal(legacy.status, 200)
    assert.equal(legacy.body.operation, 'sessions.logout')
    const v1 = await call(`${h.url}/v1/logout-api`, { method: 'POST', headers: bearer(token) })
    assert.equal(v1.body.operation, 'sessions.logout')
    assert.equal((await call(`${h.url}/logout-api`, { method: 'POST' })).status, 401)
    assert.equal((await call(`${h.url}/logout-api`)).status, 404, 'another method on an alias is a JSON 404')
  })
})

describe('authentication without identity', () => {
  let h: Harness
  before(async () => {
    h = await startHarness({ routes, identity: false })
    await h.serve(routes[3].subject, async (req) => ({ status: 200, body: { session: req.session ?? null } }))
  })
  after(() => h.close())

  test('a private call answers 503 when identity cannot be reached; a public one goes on anonymously', async () => {
    const r = await call(`${h.url}/v1/staff-only`, { headers: bearer('x') })
    assert.equal(r.status, 503)
    assert.equal(typeof r.body.message, 'string')
    const pub = await call(`${h.url}/v1/anyone`, { method: 'POST', headers: bearer('x') })
    assert.equal(pub.status, 200)
    assert.equal(pub.body.session, null)
  })
})
