// Forms' collections through the running gateway (spec 1 §3 "Forms", §4): required fields, the
// counters (numFields, numRecords), a form's deletion (its fields go, its responses keep their
// answers without a formId), a patient's deletion or merge, database values per type, Database
// Select choices paged by 500, a public form opened by link, and a response's PDF read back.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { DATABASE_TITLE_TAKEN } from '@care/contracts/collections/databases'
import { FormsMessages } from '@care/contracts/collections/forms'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'))
  }
  return pages.join('\n')
}

describe('forms: collections, counters and cascades', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.ok(res.status === 200 || res.status === 204, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const eventually = async (what: string, check: () => Promise<boolean>) => {
    const deadline = Date.now() + 15_000
    while (!(await check())) {
      if (Date.now() > deadline) assert.fail(`${what}: not within 15 s`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const createPatient = (fields: Rec = {}) => ok(admin, 'POST', '/enduser', { fname: 'Pat', email: `p-${unique()}@example.com`, ...fields })

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = bearer(staff.authToken)
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test('required fields and read-only counters', async () => {
    const noTitle = await call<{ message: string; validation: { field: string }[] }>(admin, 'POST', '/form', {})
    assert.equal(noTitle.status, 400)
    assert.ok(noTitle.body.validation.some((v) => v.field === 'title'))
    // numFields is the server's: a value sent (the SDK sends its example) is ignored, on create and on update
    const form = await ok(admin, 'POST', '/form', { title: `Counted ${unique()}`, numFields: 3 })
    assert.equal(form.numFields, 0)
    assert.equal((await ok(admin, 'PATCH', `/form/${form.id}`, { updates: { numFields: 3, description: 'd' } })).numFields, 0)
    const missing = await call<{ validation: { field: string }[] }>(admin, 'POST', '/form-field', { title: 'Q' })
    assert.deepEqual([missing.status, missing.body.validation.map((v) => v.field)], [400, ['formId']])
    assert.equal((await call(admin, 'POST', '/form-response', {})).status, 400, 'formId is required')
    assert.equal((await call(admin, 'POST', '/database', { title: 'No fields' })).status, 400, 'fields are required')
    assert.equal((await call(admin, 'POST', '/database-record', { databaseId: form.id })).status, 400, 'values are required')
  })

  test('numFields follows field creates and deletes; a deleted form takes its fields and empties formId on its responses', async () => {
    const patient = await createPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Cascade ${unique()}` })
    const fields = []
    for (const title of ['A', 'B', 'C']) fields.push(await ok(admin, 'POST', '/form-field', { formId: form.id, title, type: 'string' }))
    await ok(admin, 'POST', '/form-fields', { create: [{ formId: form.id, title: 'D', type: 'string' }, { formId: form.id, title: 'E', type: 'string' }] })
    const numFields = async () => (await ok(admin, 'GET', `/form/${form.id}`)).numFields
    await eventually('numFields = 5', async () => (await numFields()) === 5)
    await ok(admin, 'DELETE', `/form-field/${fields[0]!.id}`)
    await eventually('numFields = 4', async () => (await numFields()) === 4)
    const { response } = await ok<{ response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await ok(admin, 'DELETE', `/form/${form.id}`)
    await eventually('fields deleted with the form', async () => (await ok<Rec[]>(admin, 'GET', '/form-fields', { filter: { formId: form.id } })).length === 0)
    await eventually('formId emptied on responses', async () => (await ok(admin, 'GET', `/form-response/${response.id}`)).formId === undefined)
    assert.equal((await ok(admin, 'GET', `/form-response/${response.id}`)).formTitle, form.title, 'the answers stay with their title')
  })

  test('databases: title unique, values checked per type, numRecords follows records, choices paged by 500 with lastId', async () => {
    const title = `Drugs ${unique()}`
    // a counter sent on create (the SDK sends its example) is ignored: the server keeps it
    const db = await ok(admin, 'POST', '/database', { title, fields: [{ type: 'Text', label: 'Name' }, { type: 'Number', label: 'Dose' }], numRecords: 7 })
    assert.equal(db.numRecords, 0)
    const taken = await call<{ message: string; validation: unknown }>(admin, 'POST', '/database', { title, fields: [] })
    assert.deepEqual([taken.status, taken.body.message, taken.body.validation], [409, 'Uniqueness Violation', [{ field: 'title', message: DATABASE_TITLE_TAKEN }]])
    assert.equal((await ok(admin, 'PATCH', `/database/${db.id}`, { updates: { numRecords: 9 } })).numRecords, 0)
    for (const [type, value, field] of [['Number', 'ten', 'values.0.value'], ['Text List', 'a', 'values.0.value'], ['Address', 'x', 'values.0.value'], ['Colour', 'x', 'values.0.type']] as const) {
      const bad = await call<{ validation: { field: string }[] }>(admin, 'POST', '/database-record', { databaseId: db.id, values: [{ label: 'L', type, value }] })
      assert.equal(bad.status, 400, `${type} ${value}`)
      assert.ok(bad.body.validation.some((v) => v.field === field), `${type}: ${JSON.stringify(bad.body)}`)
    }
    for (const [type, value] of [['Text', 't'], ['Text Long', 'long'], ['Number', 5], ['Multiple Select', ['a', 'b']], ['Text List', ['x']], ['Address', { lineOne: '1 Main', lineTwo: 'Apt 2' }]] as const) {
      await ok(admin, 'POST', '/database-record', { databaseId: db.id, values: [{ label: type, type, value }] })
    }
    const many = Array.from({ length: 600 }, (_, i) => ({ databaseId: db.id, values: [{ label: 'Name', type: 'Text', value: `Drug ${i}` }] }))
    for (let i = 0; i < many.length; i += 200) await ok(admin, 'POST', '/database-records', { create: many.slice(i, i + 200) })
    const numRecords = async () => (await ok(admin, 'GET', `/database/${db.id}`)).numRecords
    await eventually('numRecords = 606', async () => (await numRecords()) === 606)
    const firstRecord = (await ok<Rec[]>(admin, 'GET', '/database-records', { filter: { databaseId: db.id }, sort: 'oldFirst', limit: 1 }))[0]!
    await ok(admin, 'DELETE', `/database-record/${firstRecord.id}`)
    await eventually('numRecords = 605', async () => (await numRecords()) === 605)

    const form = await ok(admin, 'POST', '/form', { title: `Pick ${unique()}` })
    const select = await ok(admin, 'POST', '/form-field', { formId: form.id, title: 'Drug', type: 'Database Select', options: { databaseId: db.id, databaseLabel: 'Name' } })
    const plain = await ok(admin, 'POST', '/form-field', { formId: form.id, title: 'Plain', type: 'string' })
    const page1 = await ok<{ choices: Rec[] }>(admin, 'GET', '/form-fields/load-choices-from-database', { fieldId: select.id })
    assert.equal(page1.choices.length, 500)
    const page2 = await ok<{ choices: Rec[] }>(admin, 'GET', '/form-fields/load-choices-from-database', { fieldId: select.id, lastId: page1.choices.at(-1)!.id })
    assert.equal(page2.choices.length, 105)
    assert.equal(new Set([...page1.choices, ...page2.choices].map((c) => c.id)).size, 605, 'no record twice')
    const small = await ok<{ choices: Rec[] }>(admin, 'GET', '/form-fields/load-choices-from-database', { fieldId: select.id, limit: 3 })
    assert.deepEqual(small.choices.map((c) => c.id), page1.choices.slice(0, 3).map((c) => c.id))
    const notSelect = await call<{ message: string }>(admin, 'GET', '/form-fields/load-choices-from-database', { fieldId: plain.id })
    assert.deepEqual([notSelect.status, notSelect.body.message], [400, FormsMessages.notDatabaseSelect])
    assert.equal((await call(admin, 'GET', '/form-fields/load-choices-from-database', { fieldId: select.id, limit: 501 })).status, 400)
  })

  test("a patient's deletion deletes their responses; a merge moves them", async () => {
    const form = await ok(admin, 'POST', '/form', { title: `Merge ${unique()}` })
    const gone = await createPatient()
    const from = await createPatient()
    const into = await createPatient()
    const r1 = (await ok<{ response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: gone.id })).response
    const r2 = (await ok<{ response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: from.id })).response
    await ok(admin, 'DELETE', `/enduser/${gone.id}`)
    await eventually('response deleted with its patient', async () => (await call(admin, 'GET', `/form-response/${r1.id}`)).status === 404)
    await ok(admin, 'POST', '/endusers/merge', { sourceEnduserId: from.id, destinationEnduserId: into.id })
    await eventually('response moved by the merge', async () => (await ok(admin, 'GET', `/form-response/${r2.id}`)).enduserId === into.id)
  })

  test('a public form by link: anonymous details, intake rules, the patient matched by email or created, then filled', async () => {
    const hidden = await ok(admin, 'POST', '/form', { title: `Private ${unique()}` })
    const form = await ok(admin, 'POST', '/form', { title: `Public ${unique()}`, allowPublicURL: true, intakeEmailRequired: true, thanksMessage: 'Thanks!' })
    const q = await ok(admin, 'POST', '/form-field', { formId: form.id, title: 'How are you?', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const details = await ok<{ form: Rec }>({}, 'GET', '/forms/public-details', { formId: form.id })
    assert.deepEqual([details.form.title, details.form.thanksMessage, details.form.intakeEmailRequired], [form.title, 'Thanks!', true])
    assert.equal((await call({}, 'GET', '/forms/public-details', { formId: hidden.id })).status, 404)

    const refusedNotPublic = await call<{ message: string }>({}, 'POST', '/session-for-public-form', { formId: hidden.id, businessId, email: 'a@example.com' })
    assert.deepEqual([refusedNotPublic.status, refusedNotPublic.body.message], [403, FormsMessages.notPublic])
    const noQuestions = await ok(admin, 'POST', '/form', { title: `Empty ${unique()}`, allowPublicURL: true })
    const refusedEmpty = await call<{ message: string }>({}, 'POST', '/session-for-public-form', { formId: noQuestions.id, businessId, email: 'a@example.com' })
    assert.deepEqual([refusedEmpty.status, refusedEmpty.body.message], [400, FormsMessages.noFields])
    const noEmail = await call<{ message: string; validation: { field: string }[] }>({}, 'POST', '/session-for-public-form', { formId: form.id, businessId })
    assert.deepEqual([noEmail.status, noEmail.body.message, noEmail.body.validation[0]!.field], [400, FormsMessages.emailRequired, 'email'])
    const wrongBusiness = await call({}, 'POST', '/session-for-public-form', { formId: form.id, businessId: '0123456789abcdef01234567', email: 'a@example.com' })
    assert.equal(wrongBusiness.status, 404)

    const known = await createPatient({ email: `known-${unique()}@example.com` })
    const matched = await ok<{ accessCode: string; authToken: string; enduserId: string; url: string; path: string }>({}, 'POST', '/session-for-public-form', {
      formId: form.id, businessId, email: String(known.email).toUpperCase(), fname: 'Someone',
    })
    assert.equal(matched.enduserId, known.id, 'matched by email')
    assert.match(matched.path, /^\/link\/form\?f=/)
    const fresh = await ok<{ accessCode: string; authToken: string; enduserId: string }>({}, 'POST', '/session-for-public-form', { formId: form.id, businessId, email: `new-${unique()}@example.com`, fname: 'newbie' })
    assert.notEqual(fresh.enduserId, known.id)
    assert.equal((await ok(admin, 'GET', `/enduser/${fresh.enduserId}`)).fname, 'Newbie', 'a new patient is created')
    const patient = bearer(fresh.authToken)
    const info = await ok<{ form: Rec; fields: Rec[] }>(patient, 'GET', '/form-info-for-access-code', { accessCode: fresh.accessCode })
    assert.deepEqual(info.fields.map((f) => f.id), [q.id])
    const submitted = await ok<{ formResponse: Rec }>(patient, 'PATCH', '/submit-form-response', {
      accessCode: fresh.accessCode, responses: [{ fieldId: q.id, fieldTitle: 'How are you?', answer: { type: 'string', value: 'Fine' } }],
    })
    assert.equal(submitted.formResponse.publicSubmit, true)
    // the link's session is the new patient's own: another patient's response stays out of reach
    assert.equal((await call(patient, 'GET', '/form-info-for-access-code', { accessCode: matched.accessCode })).status, 404)
  })

  test('a response as a PDF: every answer type as text, signatures with name and time', async () => {
    const patient = await createPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Printed ${unique()}` })
    const f = async (title: string, type: string, prev?: Rec, extra: Rec = {}) =>
      ok(admin, 'POST', '/form-field', { formId: form.id, title, type, previousFields: [prev ? { type: 'after', info: { fieldId: prev.id } } : { type: 'root', info: {} }], isOptional: true, ...extra })
    const values: [string, string, unknown][] = [
      ['Name', 'string', 'Jordan Lee'], ['Story', 'stringLong', 'A long story'], ['Age', 'number', 42], ['Email', 'email', 'jordan@example.com'],
      ['Phone', 'phone', '+14155552671'], ['Birthday', 'dateString', '01-02-1990'], ['Mood', 'rating', 7],
      ['Scan', 'file', { name: 'scan.pdf', secureName: 's1', type: 'application/pdf' }], ['Photos', 'files', [{ name: 'a.png', secureName: 's2', type: 'image/png' }]],
      ['Home', 'Address', { addressLineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }],
      ['Symptoms', 'multiple_choice', ['Cough', 'Fever']], ['Pharmacy', 'Dropdown', ['CVS']], ['Priorities', 'ranking', ['Sleep', 'Diet']],
      ['Visits', 'Table Input', [[{ label: 'Date', entry: '01-01-2024' }, { label: 'Reason', entry: 'Checkup' }]]],
      ['Plan', 'Database Select', [{ text: 'Gold plan', databaseId: 'd', recordId: 'r' }]],
      ['Meds', 'Medications', [{ displayTerm: 'Aspirin', drugName: 'Aspirin 81 MG', dosage: { value: '1', unit: 'tablet', frequency: '1' } }]],
      ['When', 'date', '2024-01-02T15:04:00.000Z'], ['Time', 'Time', '09:15 AM America/New_York'], ['Consent', 'signature', { signed: true, fullName: 'Jordan Lee' }], ['Unicode', 'string', 'Zoë ✓ 漢字'],
    ]
    const responses: Rec[] = []
    let prev: Rec | undefined
    for (const [title, type, value] of values) {
      prev = await f(title, type, prev)
      responses.push({ fieldId: prev.id, fieldTitle: title, answer: { type, value } })
    }
    const empty = await f('Skipped', 'string', prev)
    responses.push({ fieldId: empty.id, fieldTitle: 'Skipped', answer: { type: 'string', value: '' } })
    const { accessCode, response } = await ok<{ accessCode: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    const submitted = await ok<{ formResponse: Rec }>(admin, 'PATCH', '/submit-form-response', { accessCode, responses })
    const res = await fetch(`${platform.url}/v1/form-responses/generate-pdf?id=${String(response.id)}`, { headers: { authorization: admin.authorization! } })
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('content-type'), 'application/pdf')
    assert.match(res.headers.get('content-disposition') ?? '', /^attachment; filename="Printed [0-9a-f]+\.pdf"/)
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()))
    for (const expected of [
      String(form.title), 'Jordan Lee', 'A long story', '42', 'jordan@example.com', '+14155552671', '01-02-1990', '7', 'File: scan.pdf', 'File: a.png',
      '1 Main St', 'Springfield, IL 62701', 'Cough, Fever', 'CVS', '1. Sleep', '2. Diet', 'Row 1: Date: 01-01-2024; Reason: Checkup', 'Gold plan',
      'Aspirin 81 MG · 1 tablet 1x daily · Reason: Not provided', 'Jan 2, 2024, 3:04 PM UTC', '09:15 AM America/New_York', 'Signed by Jordan Lee', `Signed at ${String(submitted.formResponse.submittedAt)}`, 'Zo', 'No response provided',
    ]) assert.ok(text.includes(expected), `PDF lacks ${JSON.stringify(expected)}:\n${text}`)
    const other = await registerStaff(platform.url)
    assert.equal((await call(bearer(other.authToken), 'GET', '/form-responses/generate-pdf', { id: String(response.id) })).status, 404, 'another business')
  })
})
