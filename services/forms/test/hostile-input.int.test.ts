// Hostile input to every forms collection and call (issue #12): wrong types for every field,
// missing required fields, huge and deeply nested values, malformed ids and another business's
// ids — each a clear 4xx naming what is wrong, never a 5xx, and nothing stored.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { collections } from '@care/contracts/collections/index'
import type { Collection } from '@care/contracts/collections/define'
import { pluralPath, singularPath } from '@care/contracts/collections/define'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { ENDUSER_OF_ANOTHER_BUSINESS } from '@care/kit/tenancy/enduser-of-business'

type Rec = Record<string, unknown>
const FORMS = collections.filter((c) => c.service === 'forms') as Collection[]
const deep = (n: number): unknown => (n === 0 ? 'bottom' : { a: deep(n - 1) })
const WRONG_VALUES = {
  object: { nested: { deeper: [1, 2, { x: 'y' }] } },
  textList: ['a', 'b'],
  number: 12345,
  boolean: true,
  huge: 'x'.repeat(200_000),
  deep: deep(40),
} as const
type Kind = keyof typeof WRONG_VALUES
/** The few "wrong" values that are a right value for the field (a flag, a list of tags, free-form JSON); every other one is refused with 400. */
const RIGHT_FOR: Record<string, Kind[]> = {
  'forms.allowPublicURL': ['boolean'], 'forms.intakeEmailRequired': ['boolean'], 'forms.intakeEmailHidden': ['boolean'], 'forms.disabled': ['boolean'],
  'forms.disableAutomaticIntegrationPush': ['boolean'], 'forms.tags': ['textList'], 'forms.customization': ['object'],
  'form_fields.flowchartUI': ['object'], 'form_fields.options': ['object'], 'form_fields.isOptional': ['boolean'], 'form_fields.isInGroup': ['boolean'],
  'form_fields.sharedWithEnduser': ['boolean'], 'form_fields.prepopulateFromFields': ['boolean'],
  'form_responses.submissionExpiresAt': ['number'], 'form_responses.hideFromEnduserPortal': ['boolean'], 'form_responses.isInternalNote': ['boolean'],
  'form_responses.tags': ['textList'],
  'databases.visibleForRoles': ['textList'],
}
const isRight = (c: Collection, field: string, kind: Kind) => RIGHT_FOR[`${c.name}.${field}`]?.includes(kind) ?? false

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

  const names = (res: { body?: { validation?: { field: string }[] } }, field: string) =>
    res.body?.validation?.some((v) => [field, `updates.${field}`].some((f) => v.field === f || v.field.startsWith(`${f}.`) || v.field.startsWith(`${f}[`))) ?? false

  for (const c of FORMS) {
    test(`${c.name}: every field with wrong values (create and update), missing required fields, malformed and foreign ids`, async () => {
      const all: Rec = { title: `T ${c.name}`, formId, databaseId, enduserId, fields: [{ type: 'Text', label: 'L' }], values: [{ label: 'L', type: 'Text', value: 'v' }] }
      const base = Object.fromEntries(Object.entries(all).filter(([k]) => k in c.fields))
      const before = await count(c)
      const path = `/${singularPath(c.name)}`
      const counters = new Set<string>(c.counters ?? [])
      for (const field of Object.keys(c.fields)) {
        for (const [kind, value] of Object.entries(WRONG_VALUES) as [Kind, unknown][]) {
          const res = await call(admin, 'POST', path, { ...base, [field]: value })
          const what = `POST ${c.name}.${field} = ${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`
          if (res.status === 200) await call(admin, 'DELETE', `${path}/${(res.body as unknown as { id: string }).id}`)
          // a counter the server keeps (numFields, numRecords) is ignored when sent, as the SDK sends one (issue #19
          // item 7); input nested too deep is refused by the gateway before any field is looked at
          if (counters.has(field) && kind !== 'deep') assert.deepEqual([res.status, (res.body as unknown as Rec)[field]], [200, 0], what)
          else if (isRight(c, field, kind)) assert.equal(res.status, 200, what)
          else {
            assert.equal(res.status, 400, what)
            assert.ok(names(res, field), `${what} (names ${field})`)
          }
        }
      }
      if (c.required?.length) {
        const res = await call(admin, 'POST', path, {})
        assert.equal(res.status, 400, `${c.name} without its required fields`)
        assert.ok(c.required.some((f) => names(res, f)), `${c.name} without its required fields names one: ${JSON.stringify(res.body)}`)
      }
      for (const id of ['not-an-id', '%E0%A4%A', '0'.repeat(24), 'f'.repeat(25)]) {
        assert.ok([400, 404].includes((await call(admin, 'GET', `${path}/${id}`)).status), `${c.name} GET ${id}`)
        assert.ok([400, 404].includes((await call(admin, 'PATCH', `${path}/${id}`, { updates: { title: 'x' } })).status), `${c.name} PATCH ${id}`)
        assert.ok([400, 404].includes((await call(admin, 'DELETE', `${path}/${id}`)).status), `${c.name} DELETE ${id}`)
      }
      assert.equal(await count(c), before, 'nothing was left behind')

      // updates: the same wrong values; a right value is taken unless the field is the server's or set on create only
      const id = String((await body(admin, 'POST', path, { ...base, ...(c.name === 'databases' ? { title: `Patched ${Date.now()}` } : {}) })).id)
      const fixed = new Set<string>([...(c.readonly ?? []), ...(c.updatesDisabled ?? [])])
      for (const field of Object.keys(c.fields)) {
        for (const [kind, value] of Object.entries(WRONG_VALUES) as [Kind, unknown][]) {
          const res = await call(admin, 'PATCH', `${path}/${id}`, { updates: { [field]: value } })
          const what = `PATCH ${c.name}.${field} = ${kind}: ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`
          if (counters.has(field) && kind !== 'deep') assert.deepEqual([res.status, (res.body as unknown as Rec)[field]], [200, 0], what)
          else if (isRight(c, field, kind) && !fixed.has(field)) assert.equal(res.status, 200, what)
          else {
            assert.equal(res.status, 400, what)
            assert.ok(names(res, field), `${what} (names ${field})`)
          }
        }
      }
      assert.equal((await call(admin, 'PATCH', `${path}/${id}`, { updates: 'all' })).status, 400, `${c.name} PATCH with updates not an object`)
      assert.ok([200, 204].includes((await call(admin, 'DELETE', `${path}/${id}`)).status))
    })
  }

  test("parents that do not exist for the caller (unknown, another business's): 404 naming the field, nothing created, no counter moves", async () => {
    const theirForm = String((await body(foreign, 'POST', '/form', { title: 'Theirs' })).id)
    const theirDatabase = String((await body(foreign, 'POST', '/database', { title: 'Their db', fields: [{ type: 'Text', label: 'Name' }] })).id)
    const unknown = '0'.repeat(24)
    const counts = await Promise.all(['form_fields', 'form_responses', 'database_records'].map((n) => count(FORMS.find((c) => c.name === n)!)))
    const rows: [string, Rec, string, string][] = [
      ['/form-field', { formId: theirForm, title: 'Q', type: 'string' }, 'formId', 'Form not found'],
      ['/form-field', { formId: unknown, title: 'Q', type: 'string' }, 'formId', 'Form not found'],
      ['/form-field', { formId, title: 'Q', type: 'string', prepopulateFromDatabase: { databaseId: theirDatabase, field: 'Name' } }, 'prepopulateFromDatabase.databaseId', 'Database not found'],
      ['/database-record', { databaseId: theirDatabase, values: [{ label: 'Name', type: 'Text', value: 'v' }] }, 'databaseId', 'Database not found'],
      ['/database-record', { databaseId: unknown, values: [{ label: 'Name', type: 'Text', value: 'v' }] }, 'databaseId', 'Database not found'],
      ['/form-response', { formId: theirForm, enduserId }, 'formId', 'Form not found'],
      ['/form-response', { formId: unknown, enduserId }, 'formId', 'Form not found'],
    ]
    for (const [path, payload, field, message] of rows) {
      const res = await call(admin, 'POST', path, payload)
      const what = `POST ${path} ${JSON.stringify(payload)}: ${res.status} ${JSON.stringify(res.body)}`
      assert.equal(res.status, 404, what)
      assert.equal(res.body?.message, message, what)
      assert.deepEqual(res.body?.validation?.map((v) => v.field), [field], what)
    }
    // createSome refuses the item, not the call
    const some = await call(admin, 'POST', '/form-fields', { create: [{ formId: theirForm, title: 'Q', type: 'string' }] })
    assert.equal(some.status, 200)
    assert.deepEqual((some.body as unknown as { created: unknown[]; errors: { message: string }[] }).errors.map((e) => e.message), ['Form not found'])
    // updates: a response moved to another business's form, a field prepopulating from their database
    const responseId = String((await body(admin, 'POST', '/form-response', { formId, enduserId })).id)
    const moved = await call(admin, 'PATCH', `/form-response/${responseId}`, { updates: { formId: theirForm } })
    assert.equal(moved.status, 404, JSON.stringify(moved.body))
    assert.equal(moved.body?.message, 'Form not found')
    const prepopulate = await call(admin, 'PATCH', `/form-field/${fieldId}`, { updates: { prepopulateFromDatabase: { databaseId: theirDatabase, field: 'Name' } } })
    assert.equal(prepopulate.status, 404, JSON.stringify(prepopulate.body))
    assert.equal(prepopulate.body?.message, 'Database not found')
    assert.equal((await body(admin, 'GET', `/form-response/${responseId}`)).formId, formId)
    await body(admin, 'DELETE', `/form-response/${responseId}`)
    // their own parents still take children: the checks are the caller's business, not a blanket refusal
    await body(admin, 'DELETE', `/form-field/${String((await body(admin, 'POST', '/form-field', { formId, title: 'Mine', type: 'string', prepopulateFromDatabase: { databaseId, field: 'Name' } })).id)}`)
    assert.deepEqual(await Promise.all(['form_fields', 'form_responses', 'database_records'].map((n) => count(FORMS.find((c) => c.name === n)!))), counts)
    assert.equal((await body(foreign, 'GET', `/form/${theirForm}`)).numFields, 0)
    assert.equal((await body(foreign, 'GET', `/database/${theirDatabase}`)).numRecords, 0)
  })

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

  test("a response naming another business's patient (or nobody) is refused with 400 naming enduserId, on create and on a move", async () => {
    const before = await count(FORMS.find((c) => c.name === 'form_responses')!)
    const theirPatient = String((await body(foreign, 'POST', '/enduser', { fname: 'Elsewhere' })).id)
    for (const who of [theirPatient, '0'.repeat(24)]) {
      const res = await call(admin, 'POST', '/form-response', { formId, enduserId: who })
      assert.deepEqual([res.status, res.body?.message, res.body?.validation?.[0]?.field], [400, ENDUSER_OF_ANOTHER_BUSINESS, 'enduserId'], who)
      const some = await call(admin, 'POST', '/form-responses', { create: [{ formId, enduserId: who }] })
      assert.ok(some.status === 400 || JSON.stringify(some.body).includes(ENDUSER_OF_ANOTHER_BUSINESS), `createSome: ${some.status} ${JSON.stringify(some.body)}`)
    }
    assert.equal(await count(FORMS.find((c) => c.name === 'form_responses')!), before, 'nothing was stored')
    const own = String((await body(admin, 'POST', '/form-response', { formId, enduserId })).id)
    const moved = await call(admin, 'PATCH', `/form-response/${own}`, { updates: { enduserId: theirPatient } })
    assert.deepEqual([moved.status, moved.body?.message], [400, ENDUSER_OF_ANOTHER_BUSINESS])
    assert.equal((await body(admin, 'GET', `/form-response/${own}`)).enduserId, enduserId)
    await call(admin, 'DELETE', `/form-response/${own}`)
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
