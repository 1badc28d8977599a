// Hostile input to every forms collection and call (issue #12): wrong types for every field,
// missing required fields, huge and deeply nested values, malformed ids and another business's
// ids — each a clear 4xx naming what is wrong, never a 5xx, and nothing stored.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { collections } from '@care/contracts/collections/index'
import type { Collection } from '@care/contracts/collections/define'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { registerStaff, startTestPlatform, type TestPlatform } from '../../../tests/support/platform.ts'
import { api, type Principal } from '../../../tests/support/http.ts'

type Rec = Record<string, unknown>
const FORMS = collections.filter((c) => c.service === 'forms') as Collection[]
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) })
const WRONG_VALUES: unknown[] = [{ nested: { deeper: [1, 2, { x: 'y' }] } }, ['a', 'b'], 12345, true, 'x'.repeat(200_000), deep(40)]

describe('forms: hostile input answers 4xx, never 5xx', () => {
  let platform: TestPlatform
  let admin: Principal
  let foreign: Principal
  let patient: Principal
  let enduserId: string
  let formId: string
  let databaseId: string
  let fieldId: string

  const call = (as: Principal, method: string, path: string, payload?: Rec) => api<{ message?: string; validation?: { field: string }[] }>(platform.url, as, method, path, payload)
  const body = async (as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call(as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body as unknown as Rec
  }
  const count = async (c: Collection) => ((await call(admin, 'GET', `/${pluralPath(c.name)}`, { limit: 1000 })).body as unknown as unknown[]).length

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    foreign = { authorization: `Bearer ${(await registerStaff(platform.url)).authToken}` }
    enduserId = String((await body(admin, 'POST', '/enduser', { fname: 'Target' })).id)
    patient = { authorization: `Bearer ${String((await body(admin, 'GET', '/generate-enduser-auth-token', { id: enduserId })).authToken)}` }
    formId = String((await body(admin, 'POST', '/form', { title: 'Hostile' })).id)
    databaseId = String((await body(admin, 'POST', '/database', { title: 'Hostile db', fields: [{ type: 'Text', label: 'Name' }] })).id)
    fieldId = String((await body(admin, 'POST', '/form-field', { formId, title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })).id)
  })
  after(() => platform?.close())

  for (const c of FORMS) {
    test(`${c.name}: every field with wrong values, missing required fields, malformed and foreign ids`, async () => {
      const all: Rec = { title: `T ${c.name}`, formId, databaseId, enduserId, fields: [{ type: 'Text', label: 'L' }], values: [{ label: 'L', type: 'Text', value: 'v' }] }
      const base = Object.fromEntries(Object.entries(all).filter(([k]) => k in c.fields))
      const before = await count(c)
      const path = `/${singularPath(c.name)}`
      for (const field of Object.keys(c.fields)) {
        for (const value of WRONG_VALUES) {
          const res = await call(admin, 'POST', path, { ...base, [field]: value })
          assert.ok(res.status < 500, `${c.name}.${field} = ${JSON.stringify(value).slice(0, 40)}: ${res.status} ${res.body?.message}`)
          if (res.status === 400 && res.body?.validation?.length) assert.ok(res.body.validation.some((v) => v.field.startsWith(field)), `${c.name}.${field}: validation names ${JSON.stringify(res.body.validation)}`)
          if (res.status === 200) await call(admin, 'DELETE', `${path}/${(res.body as unknown as { id: string }).id}`)
        }
      }
      if (c.required?.length) assert.equal((await call(admin, 'POST', path, {})).status, 400, `${c.name} without its required fields`)
      for (const id of ['not-an-id', '%E0%A4%A', '0'.repeat(24), 'f'.repeat(25)]) {
        assert.ok([400, 404].includes((await call(admin, 'GET', `${path}/${id}`)).status), `${c.name} GET ${id}`)
        assert.ok((await call(admin, 'PATCH', `${path}/${id}`, { updates: { title: 'x' } })).status < 500)
        assert.ok((await call(admin, 'DELETE', `${path}/${id}`)).status < 500)
      }
      assert.equal(await count(c), before, 'nothing was left behind')
    })
  }

  test("another business's forms, fields, databases and responses do not exist for a caller", async () => {
    const { accessCode, response } = (await body(admin, 'POST', '/prepare-form-response', { formId, enduserId })) as { accessCode: string; response: Rec }
    const foreignEnduser = String((await body(foreign, 'POST', '/enduser', { fname: 'Elsewhere' })).id)
    assert.equal((await call(foreign, 'GET', `/form/${formId}`)).status, 404)
    assert.equal((await call(foreign, 'PATCH', `/form/${formId}`, { updates: { title: 'Theirs' } })).status, 404)
    assert.equal((await call(foreign, 'DELETE', `/database/${databaseId}`)).status, 404)
    assert.equal((await call(foreign, 'POST', '/prepare-form-response', { formId, enduserId: foreignEnduser })).status, 404)
    assert.equal((await call(admin, 'POST', '/prepare-form-response', { formId, enduserId: foreignEnduser })).status, 404, "another business's patient")
    assert.equal((await call(foreign, 'GET', '/form-info-for-access-code', { accessCode })).status, 404)
    assert.equal((await call(foreign, 'PATCH', '/submit-form-response', { accessCode, responses: [] })).status, 404)
    assert.equal((await call(foreign, 'PATCH', '/save-field-response', { accessCode, response: { fieldId, answer: { type: 'string', value: 'x' } } })).status, 404)
    assert.equal((await call(foreign, 'GET', '/form-responses/generate-pdf', { id: String(response.id) })).status, 404)
    assert.equal((await call(foreign, 'GET', '/forms/statistics', { formId })).status, 404)
    assert.equal((await call(foreign, 'GET', '/form-fields/load-choices-from-database', { fieldId })).status, 404)
    assert.equal((await call(foreign, 'GET', '/form-responses/stripe-details', { fieldId })).status, 404)
    assert.equal((await body(admin, 'GET', `/form/${formId}`)).title, 'Hostile')
  })

  test('named calls with wrong shapes, huge and deeply nested values: 4xx naming the field, never 500', async () => {
    const { accessCode } = (await body(admin, 'POST', '/prepare-form-response', { formId, enduserId })) as { accessCode: string }
    const entry = (value: unknown, type: unknown = 'string') => ({ fieldId, answer: { type, value } })
    const bad: [Principal, string, string, Rec, string][] = [
      [admin, 'POST', '/prepare-form-response', {}, 'formId'],
      [admin, 'POST', '/prepare-form-response', { formId: 'nope', enduserId }, 'formId'],
      [admin, 'POST', '/prepare-form-response', { formId, enduserId: [enduserId] }, 'enduserId'],
      [admin, 'POST', '/prepare-form-response', { formId, enduserId, expireAt: 'tomorrow' }, 'expireAt'],
      [admin, 'POST', '/prepare-form-response', { formId, enduserId, title: 'x'.repeat(300) }, 'title'],
      [admin, 'GET', '/form-info-for-access-code', {}, 'accessCode'],
      [admin, 'GET', '/form-info-for-access-code', { accessCode: 'x'.repeat(300) }, 'accessCode'],
      [patient, 'PATCH', '/save-field-response', { accessCode, response: 'x' }, 'response'],
      [patient, 'PATCH', '/save-field-response', { accessCode, response: { answer: { type: 'string', value: 'x' } } }, 'response.fieldId'],
      [patient, 'PATCH', '/save-field-response', { accessCode, response: entry(deep(30)) }, 'response.answer.value'],
      [patient, 'PATCH', '/save-field-response', { accessCode, response: entry('x', 'number') }, 'response.answer.type'],
      [patient, 'PATCH', '/save-field-response', { accessCode }, 'response'],
      [patient, 'PATCH', '/submit-form-response', { accessCode }, 'responses'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: 'all' }, 'responses'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: [entry({ a: [1, { b: 2 }] })] }, 'responses.0.answer.value'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: [entry('x'.repeat(200_000))] }, 'responses.0.answer.value'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: Array.from({ length: 1001 }, () => entry('x')) }, 'responses'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: [{ fieldId: 12, answer: { type: 'string', value: 'x' } }] }, 'responses.0.fieldId'],
      [patient, 'PATCH', '/submit-form-response', { accessCode, responses: [entry(['a', 'b'])] }, 'responses.0.answer.value'],
      [patient, 'PATCH', '/submit-form-response', { accessCode: { $ne: '' }, responses: [entry('x')] }, 'accessCode'],
      [{}, 'POST', '/session-for-public-form', { formId, businessId: 'nope' }, 'businessId'],
      [{}, 'POST', '/session-for-public-form', { formId, businessId: formId, email: 'not an email' }, 'email'],
      [{}, 'POST', '/session-for-public-form', { formId, businessId: formId, phone: { a: 1 } }, 'phone'],
      [{}, 'GET', '/forms/public-details', { formId: 'x' }, 'formId'],
      [admin, 'GET', '/forms/statistics', { formId, range: '{not json' }, 'range'],
      [admin, 'GET', '/forms/statistics', {}, 'formId'],
      [admin, 'GET', '/form-fields/load-choices-from-database', { fieldId, limit: 'many' }, 'limit'],
      [admin, 'GET', '/form-fields/load-choices-from-database', { fieldId, lastId: 'x' }, 'lastId'],
      [admin, 'GET', '/form-responses/generate-pdf', { id: 'x' }, 'id'],
      [admin, 'GET', '/form-responses/stripe-details', {}, 'fieldId'],
    ]
    for (const [as, method, path, payload, field] of bad) {
      const res = await call(as, method, path, payload)
      const what = `${method} ${path} ${JSON.stringify(payload).slice(0, 80)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`
      assert.ok(res.status >= 400 && res.status < 500, what)
      if (res.status === 400) assert.ok(res.body?.validation?.some((v) => v.field === field || v.field.startsWith(`${field}.`)) ?? res.body?.message?.includes(field), `${what} (names ${field})`)
    }
    // nothing of it was kept
    const info = (await body(patient, 'GET', '/form-info-for-access-code', { accessCode })) as { response: Rec }
    assert.equal(info.response.submittedAt, undefined)
    assert.equal(info.response.draftSavedAt, undefined)
  })
})
