// A staff account locked by an Admin (users.lockedOutUntil, issue #19 item 6): 0 locks until
// unlocked, a future time until then, -1 or a past time not at all. While locked, its session and
// its API key answer 401 at once (the gateway's cache included) and signing in is refused; unlocked,
// both work again and signing in succeeds.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'
import { anonymous, bearer, messageOf } from './enduser-support.ts'

describe('a locked staff account', () => {
  let platform: TestPlatform
  let owner: Awaited<ReturnType<typeof registerStaff>>
  let asOwner: Principal
  let asOwnerKey: Principal
  let otherAdmin: Principal

  before(async () => {
    platform = await startTestPlatform()
    owner = await registerStaff(platform.url)
    asOwner = bearer(owner.authToken)
    const key = await api<{ key: string }>(platform.url, asOwner, 'POST', '/add-api-key', {})
    assert.equal(key.status, 200, JSON.stringify(key.body))
    asOwnerKey = { authorization: `API_KEY ${key.body.key}` }
    const admin = await api<{ id: string }>(platform.url, asOwner, 'POST', '/user', { email: `admin-${randomBytes(4).toString('hex')}@example.com`, roles: ['Admin'] })
    const token = await api<{ authToken: string }>(platform.url, asOwner, 'GET', '/generate-auth-token', { id: admin.body.id })
    otherAdmin = bearer(token.body.authToken)
  })
  after(async () => {
    await platform?.close()
  })

  const lock = async (lockedOutUntil: number) => {
    const res = await api(platform.url, otherAdmin, 'PATCH', `/user/${owner.user.id}`, { updates: { lockedOutUntil } })
    assert.equal(res.status, 200, JSON.stringify(res.body))
  }
  const statuses = async () => [
    (await api(platform.url, asOwner, 'GET', '/endusers')).status,
    (await api(platform.url, asOwnerKey, 'GET', '/endusers')).status,
  ]
  const signIn = () => api<{ authToken?: string }>(platform.url, anonymous, 'POST', '/users/login', { email: owner.email, password: owner.password })

  for (const [name, until] of [['0 (until unlocked)', () => 0], ['a future time', () => Date.now() + 60_000]] as const) {
    test(`locked to ${name}: session and API key refused, sign-in refused; unlocked with -1: all work again`, async () => {
      // both credentials are resolved and cached by the gateway first
      assert.deepEqual(await statuses(), [200, 200])
      assert.deepEqual(await statuses(), [200, 200])
      await lock(until())
      assert.deepEqual(await statuses(), [401, 401], 'the session and the API key are refused at once')
      const refused = await signIn()
      assert.deepEqual([refused.status, messageOf(refused.body)], [403, 'This account is locked'])
      await lock(-1)
      assert.deepEqual(await statuses(), [200, 200], 'unlocked: the same credentials work again')
      const signedIn = await signIn()
      assert.equal(signedIn.status, 200, JSON.stringify(signedIn.body))
      assert.equal((await api(platform.url, bearer(signedIn.body.authToken!), 'GET', '/endusers')).status, 200)
    })
  }

  test('a lock time already past locks nothing', async () => {
    await lock(Date.now() - 1000)
    assert.deepEqual(await statuses(), [200, 200])
    assert.equal((await signIn()).status, 200)
    await lock(-1)
  })
})
