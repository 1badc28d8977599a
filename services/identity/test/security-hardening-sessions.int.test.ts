// Issue #10, credentials and sessions: deleting a user ends every credential of theirs at once —
// their sessions and their API keys, over HTTP (the gateway's cache included) and on open live
// sockets; a sign-in link redeemed concurrently yields exactly one session.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'
import { openClosingSocket } from './support/closing-socket.ts'
import { anonymous, bearer, createPatient, linkWith, mailbox, openClinic, type Clinic } from './enduser-support.ts'

const unique = () => randomBytes(4).toString('hex')
const buses = [{ name: 'in-process bus', useNats: false }, ...(process.env.NATS_URL ? [{ name: 'NATS', useNats: true }] : [])]

for (const bus of buses) describe(`deleting a user revokes every credential at once (${bus.name})`, () => {
  let platform: TestPlatform
  let admin: Principal

  before(async () => {
    platform = await startTestPlatform({ useNats: bus.useNats })
    admin = bearer((await registerStaff(platform.url)).authToken)
  })
  after(async () => {
    await platform?.close()
  })

  test('sessions and API keys answer 401 right after the deletion, and their sockets are closed', async () => {
    const created = await api<{ id: string }>(platform.url, admin, 'POST', '/user', { email: `doomed-${unique()}@example.com`, roles: ['Admin'] })
    assert.equal(created.status, 200, JSON.stringify(created.body))
    const token = await api<{ authToken: string }>(platform.url, admin, 'GET', '/generate-auth-token', { id: created.body.id })
    const asToken = bearer(token.body.authToken)
    const key = await api<{ id: string; key: string }>(platform.url, asToken, 'POST', '/add-api-key', {})
    assert.equal(key.status, 200, JSON.stringify(key.body))
    const asKey: Principal = { authorization: `API_KEY ${key.body.key}` }
    // both are resolved and cached by the gateway
    for (const who of [asToken, asKey, asToken, asKey]) assert.equal((await api(platform.url, who, 'GET', '/endusers')).status, 200)
    const sockets = [await openClosingSocket(platform.url, asToken.authorization!), await openClosingSocket(platform.url, asKey.authorization!)]
    try {
      assert.equal((await api(platform.url, admin, 'DELETE', `/user/${created.body.id}`)).status, 204)
      assert.equal((await api(platform.url, asKey, 'GET', '/endusers')).status, 401, 'the API key is refused at once')
      assert.equal((await api(platform.url, asToken, 'GET', '/endusers')).status, 401, 'the session is refused at once')
      assert.deepEqual(await Promise.all(sockets.map((s) => s.closed)), [4401, 4401])
      const identity = platform.running.identity as { db: { apiKey: { count(a: object): Promise<number> } } }
      assert.equal(await identity.db.apiKey.count({ where: { creator: created.body.id } }), 0, "the user's keys are removed")
    } finally {
      for (const s of sockets) s.close()
    }
  })
})

for (const bus of buses) describe(`a sign-in link redeemed concurrently yields exactly one session (${bus.name})`, () => {
  let platform: TestPlatform
  let clinic: Clinic

  before(async () => {
    platform = await startTestPlatform({ useNats: bus.useNats })
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('ten simultaneous redemptions: one answers a session, nine are refused', async () => {
    const email = `link-${unique()}@example.com`
    await createPatient(platform.url, clinic, { email })
    const begun = await api(platform.url, anonymous, 'POST', '/begin-enduser-login-flow', { businessId: clinic.businessId, email })
    assert.equal(begun.status, 200, JSON.stringify(begun.body))
    const [mail] = await mailbox(platform.url, email)
    const { value: linkTokenValue } = linkWith(mail.links, 'token')
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      api<{ authToken?: string }>(platform.url, bearer(linkTokenValue), 'POST', '/refresh-enduser-session', {})))
    const statuses = answers.map((a) => a.status).sort()
    assert.deepEqual(statuses, [200, ...Array(9).fill(401)], JSON.stringify(answers.map((a) => a.body)))
    const session = answers.find((a) => a.status === 200)!.body.authToken!
    assert.equal((await api(platform.url, bearer(session), 'GET', '/enduser-session-info')).status, 200)
    assert.equal((await api(platform.url, bearer(linkTokenValue), 'GET', '/enduser-session-info')).status, 401, 'the link stays used')
  })
})
