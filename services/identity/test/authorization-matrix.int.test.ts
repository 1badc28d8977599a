// The authorization matrix of identity's collections (issue #3): every principal × every action on
// every collection, through the running gateway, against an explicit table of expected outcomes.
// A record of another business must answer 404 (never data), and lists must never carry it; nor
// may a record of the business's root reach staff invited into a sub-organization (issue #18 item 3).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { api, type Principal } from './support/http.ts'
import { MATRIX_PRINCIPALS, matrixPrincipals, type MatrixPrincipal } from '../../../tests/support/principals.ts'

const PRINCIPALS = MATRIX_PRINCIPALS
type PrincipalName = MatrixPrincipal
const ACTIONS = ['create', 'read', 'update', 'delete', 'list'] as const
type Action = (typeof ACTIONS)[number]

/**
 * Expected outcome per principal, actions in the order create read update delete list.
 * A number is the HTTP status; for list, '+' means 200 with the target record in it, '-' 200 without.
 */
type Row = [number, number, number, number, '+' | '-' | number]
const EXPECTED: Record<string, Record<PrincipalName, Row>> = {
  users: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [403, 200, 403, 403, '+'],
    staffAssigned: [403, 404, 404, 403, '-'],
    staffDefault: [403, 200, 403, 403, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [403, 404, 404, 403, '-'],
    staffMixed: [403, 200, 403, 403, '+'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
  endusers: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [200, 200, 200, 204, '+'],
    staffAssigned: [200, 404, 404, 404, '-'],
    staffDefault: [200, 200, 200, 204, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [200, 404, 404, 404, '-'],
    staffMixed: [200, 200, 200, 204, '+'],
    patientSelf: [403, 200, 200, 403, '+'],
    patientOther: [403, 404, 403, 403, '-'],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
  organizations: {
    admin: [403, 200, 200, 403, '+'],
    apiKey: [403, 200, 200, 403, '+'],
    staffAll: [403, 200, 403, 403, '+'],
    staffAssigned: [403, 404, 403, 403, '-'],
    staffDefault: [403, 200, 403, 403, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [403, 404, 403, 403, '-'],
    staffMixed: [403, 200, 403, 403, '+'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [403, 404, 404, 403, '-'],
  },
  role_based_access_permissions: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [403, 200, 403, 403, '+'],
    staffAssigned: [403, 404, 403, 403, '-'],
    staffDefault: [403, 200, 403, 403, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [403, 404, 403, 403, '-'],
    staffMixed: [403, 200, 403, 403, '+'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
  api_keys: {
    admin: [200, 200, 403, 204, '+'],
    apiKey: [403, 200, 403, 204, '+'],
    staffAll: [200, 404, 403, 404, '-'],
    staffAssigned: [200, 404, 403, 404, '-'],
    staffDefault: [200, 404, 403, 404, '-'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [200, 404, 403, 404, '-'],
    staffMixed: [200, 404, 403, 404, '-'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 403, 404, '-'],
  },
  integrations: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [200, 404, 404, 404, '-'],
    staffAssigned: [200, 404, 404, 404, '-'],
    staffDefault: [200, 404, 404, 404, '-'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [200, 404, 404, 404, '-'],
    staffMixed: [200, 404, 404, 404, '-'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
  portal_customizations: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [200, 200, 200, 204, '+'],
    staffAssigned: [200, 404, 404, 404, '-'],
    staffDefault: [200, 200, 200, 204, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [200, 404, 404, 404, '-'],
    staffMixed: [200, 200, 200, 204, '+'],
    patientSelf: [403, 200, 403, 403, '+'],
    patientOther: [403, 200, 403, 403, '+'],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
  enduser_custom_types: {
    admin: [200, 200, 200, 204, '+'],
    apiKey: [200, 200, 200, 204, '+'],
    staffAll: [200, 200, 200, 204, '+'],
    staffAssigned: [200, 404, 404, 404, '-'],
    staffDefault: [200, 200, 200, 204, '+'],
    staffNone: [403, 403, 403, 403, 403],
    staffSubOrg: [200, 404, 404, 404, '-'],
    staffMixed: [200, 200, 200, 204, '+'],
    patientSelf: [403, 403, 403, 403, 403],
    patientOther: [403, 403, 403, 403, 403],
    anonymous: [401, 401, 401, 401, 401],
    foreignAdmin: [200, 404, 404, 404, '-'],
  },
}

const unique = () => randomBytes(4).toString('hex')
/** A valid new record of each collection, different every time. */
const NEW_RECORD: Record<string, () => Record<string, unknown>> = {
  users: () => ({ email: `user-${unique()}@example.com`, fname: 'New' }),
  endusers: () => ({ email: `patient-${unique()}@example.com`, fname: 'New' }),
  organizations: () => ({ name: 'New organization', subdomain: `org-${unique()}` }),
  role_based_access_permissions: () => ({ role: `role-${unique()}`, permissions: {} }),
  api_keys: () => ({}),
  integrations: () => ({ title: `Integration ${unique()}` }),
  portal_customizations: () => ({ page: `Page ${unique()}`, blocks: [] }),
  enduser_custom_types: () => ({ title: `Type ${unique()}` }),
}
/** A harmless update each collection accepts from whoever may update it. */
const UPDATE: Record<string, Record<string, unknown>> = {
  users: { fname: 'Changed' },
  endusers: { lname: 'Changed' },
  organizations: { themeColor: '#123456' },
  role_based_access_permissions: { uiRestrictions: { hideDashboard: true } },
  api_keys: { hashedKey: 'x' },
  integrations: { title: 'Changed' },
  portal_customizations: { title: 'Changed' },
  enduser_custom_types: { title: 'Changed' },
}
const singular = (c: string) => c.replace(/_/g, '-').replace(/s$/, '')
const plural = (c: string) => c.replace(/_/g, '-')

describe('authorization matrix over identity’s collections', () => {
  let platform: TestPlatform
  const who = {} as Record<PrincipalName, Principal>
  let adminA: Principal
  let businessA: string
  let patientSelfId: string

  /** A fresh record of business A, made by its admin: the target of read, update and delete. */
  async function target(collection: string): Promise<string> {
    if (collection === 'organizations') return businessA
    if (collection === 'endusers') return patientSelfId
    const res = collection === 'api_keys'
      ? await api(platform.url, adminA, 'POST', '/add-api-key', {})
      : await api(platform.url, adminA, 'POST', `/${singular(collection)}`, NEW_RECORD[collection]())
    assert.equal(res.status, 200, `${collection} target: ${JSON.stringify(res.body)}`)
    return (res.body as { id: string }).id
  }

  before(async () => {
    platform = await startTestPlatform()
    const principals = await matrixPrincipals(platform.url, Object.keys(EXPECTED))
    Object.assign(who, principals.who)
    adminA = who.admin
    businessA = principals.businessA
    patientSelfId = principals.patientSelfId
  })
  after(async () => {
    await platform?.close()
  })

  for (const [collection, rows] of Object.entries(EXPECTED)) {
    for (const principal of PRINCIPALS) {
      test(`${collection} × ${principal}`, async () => {
        const expected = rows[principal]
        const actual: (number | string)[] = []
        const as = who[principal]
        for (const action of ACTIONS) actual.push(await attempt(collection, action, as))
        assert.deepEqual(actual, expected, `${collection} × ${principal}: ${ACTIONS.join(' ')}`)
      })
    }
  }

  async function attempt(collection: string, action: Action, as: Principal): Promise<number | string> {
    switch (action) {
      case 'create': {
        const res = collection === 'api_keys'
          ? await api(platform.url, as, 'POST', '/add-api-key', {})
          : await api(platform.url, as, 'POST', `/${singular(collection)}`, NEW_RECORD[collection]())
        if (res.status === 200) assert.notEqual((res.body as { businessId?: string }).businessId ?? 'key', undefined)
        return res.status
      }
      case 'read': {
        const id = await target(collection)
        const res = await api(platform.url, as, 'GET', `/${singular(collection)}/${id}`)
        if (res.status === 200) assert.equal((res.body as { id: string }).id, id)
        else assert.equal(JSON.stringify(res.body).includes(id), false, 'an error answer must not carry the record')
        return res.status
      }
      case 'update': {
        const id = await target(collection)
        const res = await api(platform.url, as, 'PATCH', `/${singular(collection)}/${id}`, { updates: UPDATE[collection] })
        return res.status
      }
      case 'delete': {
        // endusers: a separate patient, so the principals' own sessions survive the matrix
        const id = collection === 'endusers' ? await freshPatient() : await target(collection)
        const res = await api(platform.url, as, 'DELETE', `/${singular(collection)}/${id}`)
        return res.status
      }
      case 'list': {
        const id = await target(collection)
        const res = await api(platform.url, as, 'GET', `/${plural(collection)}`, { limit: 1000 })
        if (res.status !== 200) return res.status
        const records = res.body as { id: string; businessId: string }[]
        for (const r of records) assert.notEqual(r.businessId === businessA, as === who.foreignAdmin, `another business's record leaked: ${r.id}`)
        return records.some((r) => r.id === id) ? '+' : '-'
      }
    }
  }

  async function freshPatient(): Promise<string> {
    const res = await api(platform.url, adminA, 'POST', '/enduser', { email: `gone-${unique()}@example.com` })
    return (res.body as { id: string }).id
  }
})
