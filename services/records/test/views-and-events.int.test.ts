// Records' other collections through the gateway: engagement events (a patient records their own),
// background errors, referral providers, saved views (unique titles), analytics frames ('Title is
// required' without a parent frame) — and a deleted patient's events and errors go with them.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ANALYTICS_FRAME_TITLE_REQUIRED } from '@care/contracts/collections/analytics-frames'
import { ENDUSER_VIEW_TITLE_TAKEN } from '@care/contracts/collections/views'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

describe('records: events, errors, providers, views, analytics frames', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string

  const call = (as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<Record<string, unknown>>(platform.url, as, method, path, payload)
  const ok = async (as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await call(as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const message = (res: { body: unknown }) => (res.body as { message?: string }).message

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test('engagement events: a patient records their own; enduserId is fixed; staff read them', async () => {
    const reg = await ok({}, 'POST', '/register-as-enduser', {
      businessId, email: `e-${Date.now()}@example.com`, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    const patient = { authorization: `Bearer ${reg.authToken as string}` }
    const enduserId = (reg.enduser as { id: string }).id
    const event = await ok(patient, 'POST', '/engagement-event', { type: 'Opened article', significance: 2, timestamp: new Date().toISOString() })
    assert.equal(event.enduserId, enduserId)
    assert.equal((await call(patient, 'GET', `/engagement-event/${event.id as string}`)).status, 403, 'patients do not read them back')
    assert.equal((await call(admin, 'POST', '/engagement-event', { enduserId, type: 'x' })).status, 400, 'significance is required')
    const other = await ok(admin, 'POST', '/enduser', { fname: 'Other' })
    assert.equal((await call(admin, 'PATCH', `/engagement-event/${event.id as string}`, { updates: { enduserId: other.id } })).status, 400)
    assert.equal((await ok(admin, 'GET', `/engagement-event/${event.id as string}`)).type, 'Opened article')
  })

  test('background errors need a title and a message; staff acknowledge them', async () => {
    assert.equal((await call(admin, 'POST', '/background-error', { title: 'Send failed' })).status, 400)
    const error = await ok(admin, 'POST', '/background-error', { title: 'Send failed', message: 'Missing email' })
    const acknowledged = await ok(admin, 'PATCH', `/background-error/${error.id as string}`, { updates: { acknowledgedAt: new Date().toISOString() } })
    assert.equal(typeof acknowledged.acknowledgedAt, 'string')
  })

  test('referral providers are searchable by name and specialty', async () => {
    await ok(admin, 'POST', '/referral-provider', { organizationName: 'Park Endocrine', name: 'Dr. Ada Park', specialty: 'Endocrinology', phone: '5555550111' })
    const found = (await call(admin, 'GET', '/referral-providers', { search: { query: 'endocrin' } })).body as unknown as { name: string; phone: string }[]
    assert.deepEqual(found.map((p) => [p.name, p.phone]), [['Dr. Ada Park', '+15555550111']])
  })

  test('referral providers take the fields of spec 1 §3; organizationName is required', async () => {
    const provider = {
      organizationName: 'Bayview Health', fname: 'Rosa', lname: 'Lind', clinicName: 'Bayview Cardiology', types: ['Cardiology'],
      acceptedInsurance: [{ name: 'Aetna' }], address: { lineOne: '1 Bay St', city: 'Oakland', state: 'CA', zipCode: '94601' },
      email: 'referrals@bayview.example.com', phone: '5555550122', phoneExtension: '12', notes: 'Fax first', website: 'https://bayview.example.com',
      bookingLink: 'https://bayview.example.com/book', uninsuredDescription: 'Sliding scale', description: 'Adult cardiology', services: ['Echo', 'Stress test'],
      locations: ['Oakland'], languages: ['English', 'Spanish'], eligibilityCriteria: ['18+'], activeRelationshipStatus: 'Active',
      acceptingReferralsStatus: 'Accepting', inPersonServiceStatus: 'Yes', virtualServiceStatus: 'No',
    }
    const created = await ok(admin, 'POST', '/referral-provider', provider)
    for (const [field, value] of Object.entries(provider)) assert.deepEqual(created[field], field === 'phone' ? '+15555550122' : value, field)
    const found = (await call(admin, 'GET', '/referral-providers', { search: { query: 'bayview cardio' } })).body as unknown as { id: string }[]
    assert.deepEqual(found.map((p) => p.id), [created.id], 'searchable by clinic')
    const missing = await call(admin, 'POST', '/referral-provider', { fname: 'Rosa' })
    assert.equal(missing.status, 400, 'organizationName is required')
    assert.deepEqual((missing.body as { validation?: { field: string }[] }).validation?.map((v) => v.field), ['organizationName'])
    assert.equal((await call(admin, 'POST', '/referral-provider', { organizationName: 'X', website: 'not a url' })).status, 400)
  })

  test('views: enduser view titles are unique; table views need their columns', async () => {
    await ok(admin, 'POST', '/enduser-view', { title: 'Diabetes', fields: ['fname', 'lname', 'tags'], filter: { tags: 'diabetes' } })
    const dup = await call(admin, 'POST', '/enduser-view', { title: 'Diabetes', fields: ['fname'] })
    assert.deepEqual([dup.status, message(dup), (dup.body as { validation?: unknown }).validation], [409, 'Uniqueness Violation', [{ field: 'title', message: ENDUSER_VIEW_TITLE_TAKEN }]])
    assert.equal((await call(admin, 'POST', '/table-view', { title: 'Open tickets', page: 'tickets' })).status, 400)
    await ok(admin, 'POST', '/table-view', { title: 'Open tickets', page: 'tickets', columns: [{ field: 'title' }] })
    await ok(admin, 'POST', '/enduser-profile-view', { title: 'Clinical', blocks: [{ type: 'observations' }] })
  })

  test("enduser views: fields is optional (spec 1 §3, the public SDK); analytics frames need their query", async () => {
    const view = await ok(admin, 'POST', '/enduser-view', { title: 'Everyone' })
    assert.equal(view.title, 'Everyone')
    const noQuery = await call(admin, 'POST', '/analytics-frame', { title: 'Patients without a query' })
    assert.equal(noQuery.status, 400, 'query is required')
    assert.deepEqual((noQuery.body as { validation?: { field: string }[] }).validation?.map((v) => v.field), ['query'])
  })

  test("analytics frames: 'Title is required' without a parent frame", async () => {
    const none = await call(admin, 'POST', '/analytics-frame', { query: { resource: 'Endusers' } })
    assert.deepEqual([none.status, message(none)], [400, ANALYTICS_FRAME_TITLE_REQUIRED])
    const parent = await ok(admin, 'POST', '/analytics-frame', { title: 'Patients', query: { resource: 'Endusers' } })
    await ok(admin, 'POST', '/analytics-frame', { parentFrame: parent.id, query: { resource: 'Endusers' } })
    const cleared = await call(admin, 'PATCH', `/analytics-frame/${parent.id as string}`, { updates: { title: '' } })
    assert.deepEqual([cleared.status, message(cleared)], [400, ANALYTICS_FRAME_TITLE_REQUIRED])
  })

  test("a deleted patient's engagement events and background errors go with them", async () => {
    const p = await ok(admin, 'POST', '/enduser', { fname: 'Leaving' })
    await ok(admin, 'POST', '/engagement-event', { enduserId: p.id, type: 'Login', significance: 1 })
    await ok(admin, 'POST', '/background-error', { title: 'T', message: 'M', enduserId: p.id })
    const count = async () => ((await call(admin, 'GET', '/engagement-events', { filter: { enduserId: p.id } })).body as unknown as unknown[]).length
      + ((await call(admin, 'GET', '/background-errors', { filter: { enduserId: p.id } })).body as unknown as unknown[]).length
    assert.equal(await count(), 2)
    assert.equal((await call(admin, 'DELETE', `/enduser/${p.id as string}`)).status, 204)
    const deadline = Date.now() + 15_000
    while ((await count()) > 0) {
      if (Date.now() > deadline) assert.fail('not gone within 15 s')
      await new Promise((r) => setImmediate(r))
    }
  })
})
