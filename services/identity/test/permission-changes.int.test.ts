// Role-permission changes apply everywhere at once, as logout does (issue #9): the gateway caches
// resolved sessions, so identity announces the change and every gateway drops and re-resolves the
// sessions of that business — the next REST call and the open live sockets both see it.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { openLiveSocket } from '@care/kit/testing/live-socket'
import { api, type Principal } from './support/http.ts'

const unique = () => randomBytes(4).toString('hex')

const buses = [{ name: 'in-process bus', useNats: false }, ...(process.env.NATS_URL ? [{ name: 'NATS', useNats: true }] : [])]

for (const bus of buses) describe(`permission changes apply at once (${bus.name})`, () => {
  let platform: TestPlatform
  let admin: Principal
  let staff: Principal
  let roleId: string
  let staffId: string

  const as = async (who: Principal, method: string, path: string, payload?: Record<string, unknown>) =>
    api<Record<string, unknown>>(platform.url, who, method, path, payload)
  const ok = async (method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await as(admin, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const setEnduserRead = (read: 'All' | null) =>
    ok('PATCH', `/role-based-access-permission/${roleId}`, { updates: { permissions: { endusers: { create: 'All', read, update: read, delete: null } } }, options: { replaceObjectFields: true } })

  before(async () => {
    platform = await startTestPlatform({ useNats: bus.useNats })
    const a = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${a.authToken}` }
    const role = `role-${unique()}`
    roleId = (await ok('POST', '/role-based-access-permission', { role, permissions: { endusers: { create: 'All', read: null, update: null, delete: null } } })).id as string
    staffId = (await ok('POST', '/user', { email: `staff-${unique()}@example.com`, roles: [role] })).id as string
    staff = { authorization: `Bearer ${(await ok('GET', '/generate-auth-token', { id: staffId })).authToken as string}` }
  })
  after(async () => {
    await platform?.close()
  })

  test('over REST: the next call after a role-permission change obeys it', async () => {
    // cached by the gateway as 'none'
    assert.equal((await as(staff, 'GET', '/endusers')).status, 403)
    assert.equal((await as(staff, 'GET', '/endusers')).status, 403)
    await setEnduserRead('All')
    assert.equal((await as(staff, 'GET', '/endusers')).status, 200)
    await setEnduserRead(null)
    assert.equal((await as(staff, 'GET', '/endusers')).status, 403)
  })

  test("over REST: a change of the user's roles applies at once", async () => {
    assert.equal((await as(staff, 'GET', '/endusers')).status, 403)
    await ok('PATCH', `/user/${staffId}`, { updates: { roles: ['Admin'] }, options: { replaceObjectFields: true } })
    assert.equal((await as(staff, 'GET', '/endusers')).status, 200)
    const role = (await ok('GET', `/role-based-access-permission/${roleId}`)).role as string
    await ok('PATCH', `/user/${staffId}`, { updates: { roles: [role] }, options: { replaceObjectFields: true } })
    assert.equal((await as(staff, 'GET', '/endusers')).status, 403)
  })

  test('live: an open socket follows the change without reconnecting', async () => {
    const socket = await openLiveSocket(platform.url, staff.authorization!)
    const adminSocket = await openLiveSocket(platform.url, admin.authorization!)
    try {
      const before = (await ok('POST', '/enduser', { fname: 'Before' })).id as string
      await adminSocket.next((m) => m.event === 'created-endusers' && m.data.some((r) => (r as { id: string }).id === before))
      await socket.settle()
      assert.equal(socket.events.some((m) => JSON.stringify(m).includes(before)), false, 'no read access yet')

      await setEnduserRead('All')
      // the socket re-resolves its session on the announcement; a write made after the change is seen
      const afterChange = (await ok('POST', '/enduser', { fname: 'After' })).id as string
      await socket.next((m) => m.event === 'created-endusers' && m.data.some((r) => (r as { id: string }).id === afterChange))

      await setEnduserRead(null)
      const revoked = (await ok('POST', '/enduser', { fname: 'Revoked' })).id as string
      await adminSocket.next((m) => m.event === 'created-endusers' && m.data.some((r) => (r as { id: string }).id === revoked))
      await socket.settle()
      assert.equal(socket.events.some((m) => JSON.stringify(m).includes(revoked)), false, 'read access was taken away')
    } finally {
      socket.close()
      adminSocket.close()
    }
  })
})
