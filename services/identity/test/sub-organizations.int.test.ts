// Tenancy below the business (ARCHITECTURE.md §4: "scoped to the caller's business (and
// sub-organizations)"): a staff user of a sub-organization sees the records of their organization
// and those below it, never the parent's; the business root sees everything. REST and live agree.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { openLiveSocket } from '@care/kit/testing/live-socket'
import { api, type Principal } from './support/http.ts'

const unique = () => randomBytes(4).toString('hex')

describe('sub-organizations confine their staff', () => {
  let platform: TestPlatform
  let root: Principal
  let west: Principal
  let westOrgId: string

  const ok = async (who: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Record<string, unknown>>(platform.url, who, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }

  before(async () => {
    platform = await startTestPlatform()
    const a = await registerStaff(platform.url)
    root = { authorization: `Bearer ${a.authToken}` }
    // a second admin of the business creates the West wing and moves into it
    const second = (await ok(root, 'POST', '/user', { email: `west-${unique()}@example.com`, roles: ['Admin'] })).id as string
    const secondToken = (await ok(root, 'GET', '/generate-auth-token', { id: second })).authToken as string
    const joined = await ok({ authorization: `Bearer ${secondToken}` }, 'POST', '/organizations/create-and-join', { name: 'West wing', subdomain: `west-${unique()}` })
    west = { authorization: `Bearer ${joined.authToken as string}` }
    westOrgId = (joined.organization as { id: string }).id
  })
  after(async () => {
    await platform?.close()
  })

  test("the sub-organization's records carry its path; its staff never see the parent's", async () => {
    const rootPatient = (await ok(root, 'POST', '/enduser', { fname: 'Root' })).id as string
    const westPatient = await ok(west, 'POST', '/enduser', { fname: 'West' })
    assert.ok((westPatient.organizationIds as string[]).includes(westOrgId))
    assert.equal((await api(platform.url, west, 'GET', `/enduser/${rootPatient}`)).status, 404)
    assert.equal((await api(platform.url, west, 'GET', `/enduser/${westPatient.id as string}`)).status, 200)
    const westList = (await ok(west, 'GET', '/endusers', { limit: 1000 })) as unknown as { id: string }[]
    assert.deepEqual(westList.map((r) => r.id), [westPatient.id])
    const rootList = (await ok(root, 'GET', '/endusers', { limit: 1000 })) as unknown as { id: string }[]
    assert.ok(rootList.some((r) => r.id === rootPatient) && rootList.some((r) => r.id === westPatient.id), 'the root sees both')
    assert.equal((await api(platform.url, west, 'PATCH', `/enduser/${rootPatient}`, { updates: { lname: 'X' } })).status, 404)
  })

  test("other services' collections: organizationIds of the business's own organizations only (asked of identity)", async () => {
    const other = await registerStaff(platform.url)
    const message = 'organizationIds must name organizations of your business'
    const tickets = async () => ((await ok(root, 'GET', '/tickets', { limit: 1000 })) as unknown as { title: string }[]).map((t) => t.title)
    // an organization made a moment ago is known at once (the service asks again for an id it has not seen)
    const wing = await ok(root, 'POST', '/ticket', { title: `Wing ${unique()}`, organizationIds: [westOrgId] })
    assert.deepEqual(wing.organizationIds, [westOrgId])
    const refusedTitle = `Foreign ${unique()}`
    for (const [method, path, payload] of [
      ['POST', '/ticket', { title: refusedTitle, organizationIds: [other.user.businessId] }],
      ['POST', '/tickets', { create: [{ title: refusedTitle }, { title: refusedTitle, organizationIds: [westOrgId, other.user.businessId] }] }],
      ['PATCH', `/ticket/${wing.id as string}`, { updates: { organizationIds: [other.user.businessId] } }],
    ] as const) {
      const res = await api<{ message: string; validation: { field: string }[] }>(platform.url, root, method, path, payload)
      assert.deepEqual([res.status, res.body.message, res.body.validation?.[0]?.field], [403, message, 'organizationIds'], `${method} ${path}`)
    }
    assert.ok(!(await tickets()).includes(refusedTitle), 'nothing refused was stored')
    assert.deepEqual((await ok(root, 'GET', `/ticket/${wing.id as string}`)).organizationIds, [westOrgId])
  })

  test('live events follow the same rule', async () => {
    const westSocket = await openLiveSocket(platform.url, west.authorization!)
    const rootSocket = await openLiveSocket(platform.url, root.authorization!)
    try {
      const hidden = (await ok(root, 'POST', '/enduser', { fname: 'RootOnly' })).id as string
      const shared = (await ok(west, 'POST', '/enduser', { fname: 'WestToo' })).id as string
      await westSocket.next((m) => m.event === 'created-endusers' && m.data.some((r) => (r as { id: string }).id === shared))
      await rootSocket.next((m) => m.event === 'created-endusers' && m.data.some((r) => (r as { id: string }).id === shared))
      await westSocket.settle()
      assert.equal(JSON.stringify(westSocket.events).includes(hidden), false)
      assert.ok(JSON.stringify(rootSocket.events).includes(hidden))
    } finally {
      westSocket.close()
      rootSocket.close()
    }
  })
})
