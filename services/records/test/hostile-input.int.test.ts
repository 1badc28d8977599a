// Hostile input to every records collection and call (issue #11): wrong types for every field,
// missing required fields, huge and deeply nested values, malformed ids and another business's
// ids — each a clear 4xx naming what is wrong, never a 5xx, and nothing stored.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { collections } from '@care/contracts/collections/index'
import type { Collection } from '@care/contracts/collections/define'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { enduserFieldOf } from '@care/contracts/access/visibility'
import { ENDUSER_OF_ANOTHER_BUSINESS } from '@care/kit/tenancy/enduser-of-business'

const RECORDS = collections.filter((c) => c.service === 'records') as Collection[]
const WRONG_VALUES: unknown[] = [{ nested: { deeper: [1, 2, { x: 'y' }] } }, ['a', 'b'], 12345, true, 'x'.repeat(200_000)]

describe('records: hostile input answers 4xx, never 5xx', () => {
  let platform: TestPlatform
  let admin: Principal
  let foreign: Principal
  let enduserId: string

  const call = (as: Principal, method: string, path: string, payload?: Record<string, unknown>) => api<{ message?: string; validation?: { field: string }[] }>(platform.url, as, method, path, payload)
  const count = async (c: Collection) => ((await call(admin, 'GET', `/${pluralPath(c.name)}`, { limit: 1000 })).body as unknown as unknown[]).length

  before(async () => {
    platform = await startTestPlatform()
    admin = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
    foreign = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
    enduserId = ((await call(admin, 'POST', '/enduser', { fname: 'Target' })).body as unknown as { id: string }).id
  })
  after(() => platform?.close())

  for (const c of RECORDS.filter((r) => r.writtenBySystemOnly)) {
    test(`${c.name}: written by the platform only — every write answers 'This action is not allowed', whatever the input, and writes nothing`, async () => {
      const path = `/${singularPath(c.name)}`
      const refused = async (method: string, to: string, payload?: Record<string, unknown>, who = admin) => {
        const res = await call(who, method, to, payload)
        assert.deepEqual([res.status, res.body?.message], [403, 'This action is not allowed'], `${method} ${to} ${JSON.stringify(payload)?.slice(0, 60)}`)
      }
      for (const field of Object.keys(c.fields)) {
        for (const value of WRONG_VALUES) await refused('POST', path, { [field]: value })
      }
      await refused('POST', `/${pluralPath(c.name)}`, { create: [{ note: 'x' }] })
      // a path that cannot be decoded is refused as such (400) before any route is chosen
      assert.equal((await call(admin, 'PATCH', `${path}/%E0%A4%A`, { updates: { note: 'x' } })).status, 400)
      for (const id of ['not-an-id', '0'.repeat(24)]) {
        await refused('PATCH', `${path}/${id}`, { updates: { note: 'x' } })
        await refused('DELETE', `${path}/${id}`)
        await refused('PATCH', `${path}/${id}`, { updates: { note: 'x' } }, foreign)
        assert.ok([400, 404].includes((await call(admin, 'GET', `${path}/${id}`)).status), `GET ${id}`)
      }
      assert.equal((await call({}, 'POST', path, { note: 'x' })).status, 401, 'signed out: 401 as everywhere')
      // the platform writes entries meanwhile (the audit trail of these very reads): none carries a note, as every refused write did
      const stored = (await call(admin, 'GET', `/${pluralPath(c.name)}`, { limit: 1000 })).body as unknown as { note?: string }[]
      assert.deepEqual(stored.filter((l) => l.note !== undefined), [], 'nothing written')
    })
  }

  for (const c of RECORDS.filter((r) => !r.writtenBySystemOnly)) {
    test(`${c.name}: every field with wrong values, missing required fields, malformed and foreign ids`, async () => {
      const before = await count(c)
      const path = `/${singularPath(c.name)}`
      for (const field of Object.keys(c.fields)) {
        for (const value of WRONG_VALUES) {
          const res = await call(admin, 'POST', path, { enduserId, title: 'T', name: 'N', [field]: value })
          assert.ok(res.status < 500, `${c.name}.${field} = ${JSON.stringify(value).slice(0, 40)}: ${res.status} ${res.body?.message}`)
          // a value the field cannot hold is refused and named (a record may still be created when the value fits)
          if (res.status === 400 && res.body?.validation?.length) assert.ok(res.body.validation.some((v) => v.field.startsWith(field) || v.field === 'title' || v.field === 'name' || (c.required ?? []).includes(v.field as never)), `${c.name}.${field}: validation names ${JSON.stringify(res.body.validation)}`)
          if (res.status === 200) await call(admin, 'DELETE', `${path}/${(res.body as unknown as { id: string }).id}`)
        }
      }
      if (c.required?.length) {
        const res = await call(admin, 'POST', path, {})
        assert.equal(res.status, 400, `${c.name} without its required fields`)
      }
      for (const id of ['not-an-id', '%E0%A4%A', '0'.repeat(24), 'f'.repeat(25)]) {
        const res = await call(admin, 'GET', `${path}/${id}`)
        assert.ok([400, 404].includes(res.status), `${c.name} GET ${id}: ${res.status}`)
        assert.ok((await call(admin, 'PATCH', `${path}/${id}`, { updates: { title: 'x' } })).status < 500)
        assert.ok((await call(admin, 'DELETE', `${path}/${id}`)).status < 500)
      }
      assert.equal(await count(c), before, 'nothing was left behind')
    })
  }

  test("another business's records do not exist for a caller", async () => {
    const ticket = (await call(admin, 'POST', '/ticket', { title: 'Mine', enduserId })).body as unknown as { id: string }
    assert.equal((await call(foreign, 'GET', `/ticket/${ticket.id}`)).status, 404)
    assert.equal((await call(foreign, 'PATCH', `/ticket/${ticket.id}`, { updates: { title: 'Theirs' } })).status, 404)
    assert.equal((await call(foreign, 'DELETE', `/ticket/${ticket.id}`)).status, 404)
    assert.equal((await call(foreign, 'PATCH', '/tickets/update-indexes', { updates: [{ id: ticket.id, index: 1 }] })).status, 404)
    assert.equal((await call(foreign, 'POST', '/tickets/close', { ticketId: ticket.id })).status, 404)
    assert.equal(((await call(admin, 'GET', `/ticket/${ticket.id}`)).body as unknown as { title: string }).title, 'Mine')
  })

  test("a patient of another business cannot be named: every collection about a patient, on create and on update, and file uploads", async () => {
    const theirPatient = ((await call(foreign, 'POST', '/enduser', { fname: 'Theirs' })).body as unknown as { id: string }).id
    // a status update names a journey of the business (references: journeyId → journeys)
    const theirJourney = ((await call(foreign, 'POST', '/journey', { title: 'Their journey', states: [{ name: 'Onboarding', priority: 'N/A' }] })).body as unknown as { id: string }).id
    const sample: Record<string, unknown> = { title: 'T', text: 'x', message: 'M', type: 'Login', significance: 1, measurement: { value: 1, unit: 'kg' }, journeyId: '0123456789abcdef01234567' }
    const about = RECORDS.filter((c) => !c.writtenBySystemOnly && c.name !== 'files' && enduserFieldOf(c) === 'enduserId')
    assert.ok(about.length >= 9, about.map((c) => c.name).join())
    for (const c of about) {
      const path = `/${singularPath(c.name)}`
      const fields = Object.fromEntries(Object.entries(sample).filter(([k]) => k in c.fields))
      // a status is an observation's enumeration but a status update's journey state name
      if (c.name === 'enduser_status_updates') Object.assign(fields, { status: 'Onboarding', journeyId: theirJourney })
      // an observation needs its category and status too (spec 1 §3)
      if (c.name === 'enduser_observations') Object.assign(fields, { category: 'vital-signs', status: 'final' })
      // the same record about their own patient is fine: what is refused is the other business's patient
      const own = await call(foreign, 'POST', path, { ...fields, enduserId: theirPatient })
      assert.equal(own.status, 200, `${c.name}: ${own.body?.message}`)
      const res = await call(foreign, 'POST', path, { ...fields, enduserId })
      assert.deepEqual([res.status, res.body?.message, res.body?.validation?.[0]?.field], [400, ENDUSER_OF_ANOTHER_BUSINESS, 'enduserId'], c.name)
      const bulk = await call(foreign, 'POST', `/${pluralPath(c.name)}`, { create: [{ ...fields, enduserId }] })
      assert.ok(bulk.status >= 400 || ((bulk.body as unknown as { created: unknown[] }).created.length === 0), `${c.name}: createSome`)
    }
    const ticket = (await call(admin, 'POST', '/ticket', { title: 'Moved?', enduserId })).body as unknown as { id: string }
    const moved = await call(admin, 'PATCH', `/ticket/${ticket.id}`, { updates: { enduserId: theirPatient } })
    assert.deepEqual([moved.status, moved.body?.message], [400, ENDUSER_OF_ANOTHER_BUSINESS])
    const upload = await call(foreign, 'POST', '/prepare-file-upload', { name: 'x.txt', size: 1, type: 'text/plain', enduserId })
    assert.deepEqual([upload.status, upload.body?.message], [400, ENDUSER_OF_ANOTHER_BUSINESS])
    assert.equal((await call(admin, 'POST', '/prepare-file-upload', { name: 'x.txt', size: 1, type: 'text/plain', enduserId })).status, 200, 'their own patient')
    const made = (await call(admin, 'GET', '/tickets', { filter: { enduserId: theirPatient } })).body as unknown as unknown[]
    assert.deepEqual(made, [], 'nothing names the other business\'s patient')
  })

  test('named calls with wrong shapes: 400, never 500', async () => {
    const bad: [string, string, Record<string, unknown>][] = [
      ['PATCH', '/tickets/update-indexes', { updates: 'all' }],
      ['PATCH', '/tickets/update-indexes', { updates: [{ id: enduserId, index: 'first' }] }],
      ['PATCH', '/tickets/update-indexes', { updates: Array.from({ length: 1001 }, () => ({ id: enduserId, index: 1 })) }],
      ['GET', '/tickets/report', { range: '{not json' }],
      ['GET', '/tickets/report', { rangeField: 'password' }],
      ['POST', '/tickets/close', { ticketId: ['a'] }],
      ['POST', '/prepare-file-upload', { name: 'x', size: -1, type: 'text/plain' }],
      ['POST', '/prepare-file-upload', { name: { a: 1 }, size: 1, type: 'text/plain' }],
      ['GET', '/file-download-URL', {}],
      ['POST', '/files/confirm-upload', { id: 'nope' }],
      ['GET', '/drug-lookup/drugs', { name: 'x'.repeat(300) }],
    ]
    for (const [method, path, payload] of bad) {
      const res = await call(admin, method, path, payload)
      assert.equal(res.status, 400, `${method} ${path} ${JSON.stringify(payload).slice(0, 60)}: ${res.status} ${res.body?.message}`)
    }
  })
})
