// GET /result-for-analytics-query through the gateway: counts of what the caller may read, within
// created/updated ranges, by Daily/Weekly/Monthly interval over created, updated or closed dates;
// endusers are counted by identity with the caller's own access; what is not answered yet is
// refused by name (400), never answered with an invented number.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Result = { count?: number; values?: { timestamp: string; value: number }[]; message?: string }

describe('records: analytics query', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string
  const started = new Date(Date.now() - 1000).toISOString()
  const call = (as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<Result & Record<string, unknown>>(platform.url, as, method, path, payload)
  const query = (as: Principal, q: Record<string, unknown>, rest: Record<string, unknown> = {}) =>
    call(as, 'GET', '/result-for-analytics-query', { query: { info: { method: 'Total' }, ...q }, ...rest })
  const today = () => { const d = new Date(); return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString() }

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    businessId = staff.user.businessId
    const patient = (await call(admin, 'POST', '/enduser', { fname: 'Counted' })).body as { id: string }
    await call(admin, 'POST', '/enduser', { fname: 'Also counted' })
    const tickets = []
    for (const title of ['A', 'B', 'C']) tickets.push((await call(admin, 'POST', '/ticket', { title, enduserId: patient.id })).body as { id: string })
    await call(admin, 'POST', '/tickets/close', { ticketId: tickets[0]!.id })
    await call(admin, 'POST', '/enduser-medication', { enduserId: patient.id, title: 'Metformin' })
  })
  after(() => platform?.close())

  test('tickets: the total, by day of creation and of closing, within a created range', async () => {
    assert.equal((await query(admin, { resource: 'Tickets' })).body.count, 3)
    const daily = (await query(admin, { resource: 'Tickets', range: { interval: 'Daily', key: 'Created At' } }, { createdRange: { from: started } })).body
    assert.deepEqual(daily, { count: 3, values: [{ timestamp: today(), value: 3 }] })
    const closed = (await query(admin, { resource: 'Tickets', range: { interval: 'Monthly', key: 'Closed At' } })).body
    assert.equal(closed.count, 1)
    assert.equal(closed.values?.[0]?.value, 1)
    assert.equal((await query(admin, { resource: 'Tickets' }, { createdRange: { to: started } })).body.count, 0, 'nothing was created before the test')
  })

  test('endusers are counted by identity, medications and files here', async () => {
    const weekly = (await query(admin, { resource: 'Endusers', range: { interval: 'Weekly', key: 'Updated At' } })).body
    assert.equal(weekly.count, 2)
    assert.equal(weekly.values?.reduce((n, v) => n + v.value, 0), 2)
    assert.equal((await query(admin, { resource: 'Medications' })).body.count, 1)
    assert.equal((await query(admin, { resource: 'Files' })).body.count, 0)
  })

  test("another business's records are never counted", async () => {
    const foreign = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
    assert.equal((await query(foreign, { resource: 'Tickets' })).body.count, 0)
    assert.equal((await query(foreign, { resource: 'Endusers' })).body.count, 0)
  })

  test('what is not answered yet is refused by name; patients may not ask', async () => {
    const refused = async (q: Record<string, unknown>, message: string, rest: Record<string, unknown> = {}) => {
      const res = await query(admin, q, rest)
      assert.equal(res.status, 400, JSON.stringify(res.body))
      assert.equal(res.body.message, message)
    }
    await refused({ resource: 'Purchases' }, 'Analytics are not available for Purchases')
    await refused({ resource: 'Endusers', info: { method: 'Sum of Field', parameters: { field: 'x' } } }, 'Analytics method Sum of Field is not available for Endusers')
    await refused({ resource: 'Tickets', filter: { owner: 'x' } }, 'Analytics filters are not supported yet')
    await refused({ resource: 'Files', range: { interval: 'Daily', key: 'Closed At' } }, 'Closed At applies to Tickets only')
    assert.equal((await query(admin, { resource: 'Tickets', range: { interval: 'Yearly', key: 'Created At' } })).status, 400)
    assert.equal((await query(admin, { resource: 'Tickets' }, { createdRange: { from: 'not a date' } })).status, 400)
    assert.equal((await call(admin, 'GET', '/result-for-analytics-query', {})).status, 400, 'a query is required')
    const reg = (await call({}, 'POST', '/register-as-enduser', { businessId, email: `p-${Date.now()}@example.com`, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0' })).body as { authToken: string }
    assert.equal((await query({ authorization: `Bearer ${reg.authToken}` }, { resource: 'Tickets' })).status, 403)
  })
})
