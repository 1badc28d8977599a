// The live column of the authorization matrix (issue #9): one /v1/live socket per principal, while
// business A's admin creates, updates and deletes a record of every identity collection. A socket
// must receive exactly the events of the records its principal could read over REST (the REST
// column is authorization-matrix.int.test.ts), deletions included, and no event, answer or outbox
// row may ever carry a secret.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { openLiveSocket, type LiveSocket } from '../../../tests/support/live-socket.ts'
import type { IdentityService } from '../src/service.ts'
import { api, type Principal } from './support/http.ts'
import { matrixPrincipals } from '../../../tests/support/principals.ts'

const PRINCIPALS = ['admin', 'apiKey', 'staffAll', 'staffAssigned', 'staffDefault', 'staffNone', 'staffSubOrg', 'staffMixed', 'patientSelf', 'patientOther', 'foreignAdmin'] as const
type PrincipalName = (typeof PRINCIPALS)[number]

/**
 * Per scenario, which ops each principal must receive: 'c' created, 'u' updated, 'd' deleted,
 * '-' none. A principal receives an event exactly when the REST matrix lets it read the record.
 */
type Expect = Record<PrincipalName, string>
const everyStaffReader: Expect = {
  admin: 'cud', apiKey: 'cud', staffAll: 'cud', staffAssigned: '-', staffDefault: 'cud', staffNone: '-',
  // the root's records never reach staff of a sub-organization; the mixed role reads identity's collections by Default
  staffSubOrg: '-', staffMixed: 'cud', patientSelf: '-', patientOther: '-', foreignAdmin: '-',
}
const EXPECTED: Record<string, Expect> = {
  users: everyStaffReader,
  'endusers (unassigned)': everyStaffReader,
  'endusers (assigned to the coordinator)': { ...everyStaffReader, staffAssigned: 'cud' },
  'endusers (of the sub-organization)': { ...everyStaffReader, staffSubOrg: 'cud' },
  "endusers (the patient's own record, updated)": { ...everyStaffReader, admin: 'u', apiKey: 'u', staffAll: 'u', staffDefault: 'u', staffMixed: 'u', patientSelf: 'u' },
  'organizations (updated)': { ...everyStaffReader, admin: 'u', apiKey: 'u', staffAll: 'u', staffDefault: 'u', staffMixed: 'u' },
  role_based_access_permissions: everyStaffReader,
  // creator-only: the admin and the admin's own API key, nobody else whatever the role
  api_keys: { ...everyStaffReader, admin: 'cd', apiKey: 'cd', staffAll: '-', staffDefault: '-', staffMixed: '-' },
  integrations: { ...everyStaffReader, staffAll: '-', staffDefault: '-', staffMixed: '-' },
  portal_customizations: { ...everyStaffReader, patientSelf: 'cud', patientOther: 'cud' },
  enduser_custom_types: everyStaffReader,
}

const unique = () => randomBytes(4).toString('hex')
const SECRET = `secret-token-${unique()}`
const singular = (c: string) => c.replace(/_/g, '-').replace(/s$/, '')

describe('authorization matrix, live column: one socket per principal', () => {
  let platform: TestPlatform
  const who = {} as Record<PrincipalName, Principal>
  const sockets = {} as Record<PrincipalName, LiveSocket>
  let adminA: Principal
  let coordinatorId: string
  let patientSelfId: string
  let businessA: string
  /** scenario → the id of its record */
  const targets = new Map<string, string>()

  const call = async (method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Record<string, unknown>>(platform.url, adminA, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  /** create → update → delete of one record through the generic calls; answers its id */
  const lifecycle = async (collection: string, record: Record<string, unknown>, updates: Record<string, unknown>) => {
    const created = await call('POST', `/${singular(collection)}`, record)
    const id = created.id as string
    await call('PATCH', `/${singular(collection)}/${id}`, { updates })
    await call('DELETE', `/${singular(collection)}/${id}`)
    return id
  }

  before(async () => {
    platform = await startTestPlatform({ fresh: true })
    const collections = ['users', 'endusers', 'organizations', 'role_based_access_permissions', 'api_keys', 'integrations', 'portal_customizations', 'enduser_custom_types']
    const principals = await matrixPrincipals(platform.url, collections)
    Object.assign(who, principals.who)
    adminA = who.admin
    businessA = principals.businessA
    coordinatorId = principals.staffAssignedId
    patientSelfId = principals.patientSelfId
    for (const p of PRINCIPALS) sockets[p] = await openLiveSocket(platform.url, who[p].authorization!)

    // every write below is the admin's; the sockets listen
    targets.set('users', await lifecycle('users', { email: `new-${unique()}@example.com`, fname: 'New' }, { fname: 'Changed' }))
    targets.set('endusers (unassigned)', await lifecycle('endusers', { email: `p-${unique()}@example.com`, fname: 'Unassigned' }, { lname: 'Changed' }))
    targets.set('endusers (of the sub-organization)', await lifecycle('endusers', { email: `s-${unique()}@example.com`, fname: 'Sub', organizationIds: [businessA, principals.subOrganizationId] }, { lname: 'Changed' }))
    targets.set('endusers (assigned to the coordinator)', await lifecycle('endusers', { email: `q-${unique()}@example.com`, fname: 'Assigned', assignedTo: [coordinatorId] }, { lname: 'Changed' }))
    await call('PATCH', `/enduser/${patientSelfId}`, { updates: { lname: 'Own' } })
    targets.set("endusers (the patient's own record, updated)", patientSelfId)
    await call('PATCH', `/organization/${businessA}`, { updates: { themeColor: '#123456' } })
    targets.set('organizations (updated)', businessA)
    targets.set('role_based_access_permissions', await lifecycle('role_based_access_permissions', { role: `role-${unique()}`, permissions: {} }, { uiRestrictions: { hideDashboard: true } }))
    const apiKey = await call('POST', '/add-api-key', {})
    await call('DELETE', `/api-key/${apiKey.id as string}`)
    targets.set('api_keys', apiKey.id as string)
    targets.set('integrations', await lifecycle('integrations', {
      title: `Integration ${unique()}`, authentication: { type: 'oauth2', info: { access_token: SECRET, refresh_token: SECRET } },
    }, { title: 'Changed' }))
    targets.set('portal_customizations', await lifecycle('portal_customizations', { page: `Page ${unique()}`, blocks: [] }, { title: 'Changed' }))
    targets.set('enduser_custom_types', await lifecycle('enduser_custom_types', { title: `Type ${unique()}` }, { title: 'Changed' }))

    // the admin hears the last write; then every socket has everything the gateway sent it
    await sockets.admin.next((m) => m.event === 'deleted-enduser_custom_types' && m.data.includes(targets.get('enduser_custom_types')))
    for (const p of PRINCIPALS) await sockets[p].settle()
  })
  after(async () => {
    for (const s of Object.values(sockets)) s.close()
    await platform?.close()
  })

  /** The ops this socket received that name the scenario's record. */
  const received = (socket: LiveSocket, scenario: string): string => {
    const collection = scenario.split(' ')[0]!
    const id = targets.get(scenario)!
    const ops = new Set<string>()
    for (const m of socket.events) {
      const [op, ...rest] = m.event.split('-')
      if (rest.join('-') !== collection) continue
      const ids = m.data.map((d) => (typeof d === 'string' ? d : (d as { id?: string }).id))
      if (ids.includes(id)) ops.add(op![0]!)
    }
    return ['c', 'u', 'd'].filter((o) => ops.has(o)).join('') || '-'
  }

  for (const [scenario, expect] of Object.entries(EXPECTED)) {
    test(`${scenario}: each principal hears exactly what it may read`, () => {
      const actual = Object.fromEntries(PRINCIPALS.map((p) => [p, received(sockets[p], scenario)]))
      assert.deepEqual(actual, expect)
    })
  }

  test('another business hears nothing of business A', () => {
    const leaked = sockets.foreignAdmin.events.filter((m) => JSON.stringify(m).includes(businessA))
    assert.deepEqual(leaked, [])
  })

  test('secrets are in no live message, no answer and no outbox row', async () => {
    for (const p of PRINCIPALS) assert.equal(JSON.stringify(sockets[p].events).includes(SECRET), false, `${p}'s socket got a secret`)
    const created = await call('POST', '/integration', { title: 'Answer check', authentication: { type: 'apiKey', info: { key: SECRET } } })
    assert.deepEqual(created.authentication, { type: 'apiKey' })
    const read = await call('GET', `/integration/${created.id as string}`)
    assert.equal(JSON.stringify(read).includes(SECRET), false)
    const identity = platform.running.identity as IdentityService
    const rows = await identity.db.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM care_outbox WHERE payload::text LIKE '%' || $1 || '%'`, SECRET)
    assert.equal(rows[0]!.n, 0)
    // the service itself still holds the credential (it needs it to call the integration)
    const stored = await identity.db.integration.findUnique({ where: { id: created.id as string } })
    assert.equal(JSON.stringify(stored?.authentication).includes(SECRET), true)
  })
})
