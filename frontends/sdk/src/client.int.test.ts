// Against the real platform (gateway + identity on PostgreSQL): a staff user signs in through the
// typed client, creates, updates and deletes an enduser with the collection helpers, and a second
// client's cache follows over /v1/live.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import WebSocket from 'ws'
import { registerStaff, startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { createCareClient, type CareClient } from './client.ts'
import { CareApiError } from './errors.ts'
import type { LiveSocketConstructor } from './live/socket.ts'
import { memoryStorage } from './session/storage.ts'

let platform: TestPlatform
const clients: CareClient[] = []

before(async () => {
  platform = await startTestPlatform()
})
after(async () => {
  for (const c of clients) c.close()
  await platform?.close()
})

function newClient(): CareClient {
  const c = createCareClient({
    apiBaseUrl: platform.url,
    kind: 'user',
    storage: memoryStorage(),
    WebSocket: WebSocket as unknown as LiveSocketConstructor,
    logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
  })
  clients.push(c)
  return c
}

/** resolves when `check` passes after a change of `subscribe`'s source; fails after a generous deadline */
function until(subscribe: (l: () => void) => () => void, check: () => boolean, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (check()) return resolve()
    const deadline = setTimeout(() => {
      off()
      reject(new Error(`timed out waiting for ${what}`))
    }, 15_000)
    const off = subscribe(() => {
      if (!check()) return
      clearTimeout(deadline)
      off()
      resolve()
    })
  })
}

test('sign in, create with the collection helpers, and a second client hears it live', async () => {
  const staff = await registerStaff(platform.url)
  const writer = newClient()
  const signedIn = await writer.api.usersLogin({ email: staff.email, password: staff.password })
  writer.setSession(signedIn)
  assert.equal(writer.session.user?.id, staff.user.id)

  const reader = newClient()
  reader.setSession(await reader.api.usersLogin({ email: staff.email, password: staff.password }))
  const endusers = reader.collection('endusers')
  await endusers.load()
  assert.equal(endusers.state, 'Loaded')
  reader.live.start()
  await until((l) => reader.live.subscribeState(l), () => reader.live.state === 'authenticated', 'live authentication')

  const created = await writer.collections.endusers.createOne({ fname: 'Ann', lname: 'Lee', email: `ann-${Date.now()}@example.com` })
  assert.match(created.id, /^[0-9a-f]{24}$/)
  assert.equal(created.businessId, staff.user.businessId)
  await until(endusers.subscribe, () => !!endusers.get(created.id), 'created-endusers')
  assert.equal(endusers.get(created.id)?.fname, 'Ann')
  assert.equal(endusers.records[0].id, created.id, 'new records first')

  const fetched = await writer.collections.endusers.getOne(created.id)
  assert.equal(fetched.lname, 'Lee')
  await writer.collections.endusers.updateOne(created.id, { fname: 'Anna' })
  await until(endusers.subscribe, () => endusers.get(created.id)?.fname === 'Anna', 'updated-endusers')

  // a batched read through the cache answers from the server too
  const fresh = newClient()
  fresh.setSession(signedIn)
  assert.deepEqual((await fresh.collection('endusers').getByIds([created.id])).map((r) => r.id), [created.id])

  await writer.collections.endusers.deleteOne(created.id)
  await until(endusers.subscribe, () => !endusers.get(created.id), 'deleted-endusers')
})

test('the real gateway errors arrive as CareApiError; a bad token clears the session', async () => {
  const staff = await registerStaff(platform.url)
  const c = newClient()
  c.setSession(await c.api.usersLogin({ email: staff.email, password: staff.password }))
  await assert.rejects(c.collections.endusers.createOne({ email: 'not-an-email' }), (e: CareApiError) => {
    assert.ok(e instanceof CareApiError)
    assert.equal(e.status, 400)
    assert.ok(e.validation?.some((v) => v.field === 'email'))
    return true
  })
  await assert.rejects(c.api.usersLogin({ email: staff.email, password: 'Wrong-password-1' }), (e: CareApiError) => e.status >= 400 && e.status < 500)

  const stale = newClient()
  stale.setSession({ authToken: 'not-a-token', user: { id: staff.user.id } })
  await assert.rejects(stale.collections.endusers.getSome(), { status: 401, message: 'Unauthenticated' })
  assert.equal(stale.session.authToken, undefined)
})
