// Filling a form through the running gateway (spec 3 §5–§7; spec 1 §7 "Forms"): preparing a
// response, the form's info with prepopulated answers, drafts, the server's check of every answer
// on submit with the spec's messages, intake answers reaching the patient, a submitted response
// once only, and what a patient sees of responses.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { FormsMessages } from '@care/contracts/collections/forms'
import { TEST_PROCESSOR_KEY } from '@care/contracts/routes/billing'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { openLiveSocket } from '@care/kit/testing/live-socket'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('forms: responses', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const refused = async (as: Principal, method: string, path: string, payload: Rec, status: number, message: string) => {
    const res = await call<{ message: string; validation?: { field: string; message: string }[] }>(as, method, path, payload)
    assert.deepEqual([res.status, res.body?.message], [status, message], `${method} ${path} ${JSON.stringify(payload).slice(0, 200)}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const registerPatient = async (fields: Rec = {}) => {
    const res = await ok<{ authToken: string; enduser: { id: string } }>({}, 'POST', '/register-as-enduser', {
      businessId, email: `p-${unique()}@example.com`, password: 'Patient-pass-1', fname: 'Pat', termsSigned: new Date().toISOString(), termsVersion: '1.0', ...fields,
    })
    return { id: res.enduser.id, as: bearer(res.authToken) }
  }
  const field = (formId: string, f: Rec) => ok(admin, 'POST', '/form-field', { formId, ...f })
  const answer = (f: Rec, value: unknown, extra: Rec = {}) => ({ fieldId: f.id, fieldTitle: f.title, answer: { type: f.type, value }, ...extra })

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = bearer(staff.authToken)
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test('prepare → info → draft → submit: every answer checked with the spec\'s messages, in order; once only', async () => {
    const patient = await registerPatient({ fname: 'Jordan', lname: 'Lee' })
    const form = await ok(admin, 'POST', '/form', { title: `Intake ${unique()}` })
    const name = await field(String(form.id), { title: 'Name', type: 'string', previousFields: [{ type: 'root', info: {} }], intakeField: 'fname', prepopulateFromFields: true })
    const notes = await field(String(form.id), { title: 'Notes', type: 'stringLong', isOptional: true, previousFields: [{ type: 'after', info: { fieldId: name.id } }] })
    const age = await field(String(form.id), { title: 'Age', type: 'number', previousFields: [{ type: 'after', info: { fieldId: notes.id } }] })
    const zip = await field(String(form.id), { title: 'Address', type: 'Address', previousFields: [{ type: 'after', info: { fieldId: age.id } }] })
    const sig = await field(String(form.id), { title: 'Signature', type: 'signature', previousFields: [{ type: 'after', info: { fieldId: zip.id } }] })

    // a patient prepares only for themselves
    await refused(patient.as, 'POST', '/prepare-form-response', { formId: form.id, enduserId: (await registerPatient()).id }, 403, FormsMessages.enduserForOwnResponseOnly)
    const prepared = await ok<{ accessCode: string; url: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    assert.match(prepared.url, /\/link\/form\?f=[0-9a-f]{24}&a=/)
    assert.equal(prepared.response.submittedAt, undefined)
    const accessCode = prepared.accessCode

    // info: the form, its fields in order, and the name prepopulated from the patient's profile; openedAt stamped
    const info = await ok<{ form: Rec; fields: Rec[]; response: Rec }>(patient.as, 'GET', '/form-info-for-access-code', { accessCode })
    assert.equal(info.form.id, form.id)
    assert.deepEqual(info.fields.map((f) => f.title), ['Name', 'Notes', 'Age', 'Address', 'Signature'])
    assert.deepEqual((info.response.responses as Rec[]).map((e) => [e.fieldId, (e.answer as Rec).value]), [[name.id, 'Jordan']])
    assert.ok(info.response.openedAt, "a patient's first look stamps openedAt")
    await refused((await registerPatient()).as, 'GET', '/form-info-for-access-code', { accessCode }, 404, FormsMessages.responseNotFound)

    // drafts: checked per entry, not for required-ness
    await refused(patient.as, 'PATCH', '/save-field-response', { response: answer(name, 'x') }, 400, FormsMessages.enduserWithoutAccessCode)
    await refused(patient.as, 'PATCH', '/save-field-response', { accessCode, response: answer(age, 'forty') }, 400, 'Response must be a number')
    await refused(patient.as, 'PATCH', '/save-field-response', { accessCode, response: answer(name, 'x'.repeat(1001)) }, 400, 'Response must not exceed 1000 characters')
    await refused(patient.as, 'PATCH', '/save-field-response', { accessCode, response: answer(notes, 'x'.repeat(10001)) }, 400, 'Response must not exceed 10000 characters')
    const saved = await ok<{ formResponse: Rec }>(patient.as, 'PATCH', '/save-field-response', { accessCode, response: answer(notes, 'y'.repeat(5000)) })
    assert.ok(saved.formResponse.draftSavedAt)
    assert.equal((saved.formResponse.responses as Rec[]).length, 1)

    // submit: an enduser without the code, then each rule's message
    const good = [answer(name, 'Jordan'), answer(notes, ''), answer(age, 42), answer(zip, { addressLineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }), answer(sig, { signed: true, fullName: 'Jordan Lee' })]
    await refused(patient.as, 'PATCH', '/submit-form-response', { responses: good }, 400, FormsMessages.enduserWithoutAccessCode)
    const withAnswer = (i: number, value: unknown) => good.map((e, j) => (j === i ? { ...e, answer: { ...e.answer, value } } : e))
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(0, 'x'.repeat(1001)) }, 400, 'Response must not exceed 1000 characters')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(2, 'forty') }, 400, 'Response must be a number')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(0, '  ') }, 400, 'A response is required')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(3, { addressLineOne: '1 Main', city: 'X', state: 'IL', zipCode: '123' }) }, 400, 'Enter a valid ZIP code')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(3, { addressLineOne: '', city: 'X', state: 'IL', zipCode: '12345' }) }, 400, 'Address Line 1 is required')
    // spec 3 §5 order: a signed signature without a name fails rule 2 before anything else
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(4, { signed: true, fullName: '' }) }, 400, 'Please enter your full name')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(4, { signed: false, fullName: 'Jordan Lee' }) }, 400, 'Please accept the terms of this signature')
    // a required field on the path left out
    const missing = await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: good.filter((e) => e.fieldId !== age.id) }, 400, 'Value not provided')
    assert.ok(missing.validation?.some((v) => v.field.includes('Age')), JSON.stringify(missing.validation))
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [...good, { fieldId: '0123456789abcdef01234567', answer: { type: 'string', value: 'x' } }] }, 400, FormsMessages.unknownField)
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: withAnswer(0, { nested: true }) }, 400, 'Response must be text')

    const submitted = await ok<{ formResponse: Rec }>(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: good })
    assert.ok(submitted.formResponse.submittedAt)
    assert.equal(submitted.formResponse.submittedBy, patient.id)
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: good }, 400, FormsMessages.alreadySubmitted)
    await refused(patient.as, 'PATCH', '/save-field-response', { accessCode, response: answer(name, 'late') }, 400, FormsMessages.alreadySubmitted)
    // the submission fields are the server's
    const id = String(submitted.formResponse.id)
    assert.equal((await call(admin, 'PATCH', `/form-response/${id}`, { updates: { submittedAt: new Date().toISOString() } })).status, 400)
    await refused(admin, 'PATCH', `/form-response/${id}`, { updates: { submissionExpiresAt: 5 } }, 400, 'This field cannot be updated')
  })

  test("the server's messages over HTTP: one field and one bad answer for each message of spec 3 §5 the server can reach, exactly as /submit-form-response answers it", async () => {
    const patient = await registerPatient()
    const table = { tableChoices: [{ label: 'Drug', type: 'Text' }, { label: 'Start', type: 'Date' }] }
    const cells = (drug: string, start: string) => [[{ label: 'Drug', entry: drug }, { label: 'Start', entry: start }]]
    const address = (a: Rec) => ({ addressLineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701', ...a })
    const png = { name: 'scan.png', type: 'image/png', secureName: 'biz/scan' }
    // [field, answer value (undefined: the answer is left out), message]; 'File not provided' and
    // 'Answers must match' are the browser's (its pending files, the repeated entry), 'Please enter a
    // number' is preceded on the server by the form-level 'Response must be a number'
    const rows: [Rec, unknown, string][] = [
      [{ type: 'string' }, undefined, 'Value not provided'],
      [{ type: 'signature' }, { signed: true, fullName: '  ' }, 'Please enter your full name'],
      [{ type: 'phone' }, '555-01', 'Enter a valid phone number'],
      [{ type: 'string', options: { maxLength: 5 } }, 'too long', 'Answer must be no more than 5 characters'],
      [{ type: 'string', options: { minLength: 3 } }, 'ab', 'Answer must be at least 3 characters'],
      [{ type: 'number', options: { maxLength: 2 } }, 1234, 'Answer must be no more than 2 characters'],
      [{ type: 'Medications' }, [], 'At least one medication is required'],
      [{ type: 'Medications' }, [{ dosage: { value: '1', unit: 'tablet', quantity: '1', frequency: '2' } }], 'A drug selection is required for each medication'],
      [{ type: 'Medications' }, [{ drugName: 'Unknown', otherDrug: ' ' }], 'A drug selection is required for each medication'],
      [{ type: 'file' }, {}, 'A file is required'],
      [{ type: 'files' }, [], 'A file is required'],
      [{ type: 'string' }, '   ', 'A response is required'],
      [{ type: 'Address' }, address({ addressLineOne: '' }), 'Address Line 1 is required'],
      [{ type: 'Address' }, address({ city: ' ' }), 'City is required'],
      [{ type: 'Address' }, address({ state: '' }), 'State is required'],
      [{ type: 'Address' }, address({ zipCode: '' }), 'ZIP code is required'],
      [{ type: 'Address' }, address({ zipCode: '6270' }), 'Enter a valid ZIP code'],
      [{ type: 'email' }, 'ann@example', 'Enter a valid email'],
      [{ type: 'Table Input', options: table }, [], 'A response is required'],
      [{ type: 'Table Input', options: table }, cells('', '01-02-2024'), 'Enter a value for Drug in row 1'],
      [{ type: 'Table Input', options: table }, cells('Ibuprofen', '2024-01-02'), 'Enter a date in MM-DD-YYYY format for Start in row 1'],
      [{ type: 'dateString' }, '2024-01-02', 'Enter a date in MM-DD-YYYY format'],
      [{ type: 'multiple_choice', options: { choices: ['Yes', 'No'] } }, [], 'A value must be checked'],
      [{ type: 'Dropdown', options: { choices: ['Red', 'Blue'] } }, [], 'A value must be selected'],
      [{ type: 'Database Select' }, [], 'A value must be selected'],
      [{ type: 'rating' }, 11, 'Please enter a number between 1 and 10'],
      [{ type: 'rating', options: { from: 2, to: 5 } }, 1, 'Please enter a number between 2 and 5'],
      [{ type: 'signature' }, { signed: false, fullName: '' }, 'Please enter your full name'],
      [{ type: 'signature' }, { signed: false, fullName: 'Ann Lee' }, 'Please accept the terms of this signature'],
      [{ type: 'file', options: { validFileTypes: ['PDF'] } }, png, 'File must have type: PDF'],
      [{ type: 'files', options: { validFileTypes: ['PDF', 'Image'] } }, [png, { name: 'clip.mp4', type: 'video/mp4', secureName: 'biz/clip' }], 'File must have type: PDF, Image'],
      // the form-level limits (spec 3 §5 "Other rules"), before the per-field rules
      [{ type: 'string' }, 'x'.repeat(1001), 'Response must not exceed 1000 characters'],
      [{ type: 'stringLong' }, 'x'.repeat(10001), 'Response must not exceed 10000 characters'],
      [{ type: 'string', isOptional: true }, 'x'.repeat(1001), 'Response must not exceed 1000 characters'],
      [{ type: 'number' }, 'forty', 'Response must be a number'],
    ]
    for (const [shape, value, message] of rows) {
      const form = await ok(admin, 'POST', '/form', { title: `Rule ${unique()}` })
      const f = await field(String(form.id), { title: `A ${String(shape.type)}`, previousFields: [{ type: 'root', info: {} }], ...shape })
      const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
      const responses = value === undefined ? [] : [answer(f, value)]
      const body = await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses }, 400, message)
      assert.equal(body?.validation?.[0]?.message, message, `${JSON.stringify(shape)}: the first problem is named in validation`)
    }

    // a question group answers for its subfields (rule 19)
    const form = await ok(admin, 'POST', '/form', { title: `Group ${unique()}` })
    const email = await field(String(form.id), { title: 'Email', type: 'email', isInGroup: true, previousFields: [] })
    const group = await field(String(form.id), { title: 'Contact', type: 'Question Group', options: { subFields: [{ id: email.id }] }, previousFields: [{ type: 'root', info: {} }] })
    const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(group, [{ id: email.id }]), answer(email, 'ann@example')] }, 400, 'Enter a valid email')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(group, [{ id: email.id }])] }, 400, 'Value not provided')
    // and each of them passes with a right answer: the table above is about the one bad value
    await ok(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(group, [{ id: email.id }]), answer(email, 'ann@example.com')] })
  })

  test('intake answers update the patient through identity; prepopulation from a database', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Contact ${unique()}` })
    const db = await ok(admin, 'POST', '/database', { title: `Plans ${unique()}`, fields: [{ type: 'Text', label: 'Email' }, { type: 'Text', label: 'Plan' }] })
    const me = await ok(patient.as, 'GET', `/enduser/${patient.id}`)
    await ok(admin, 'POST', '/database-record', { databaseId: db.id, values: [{ label: 'Email', type: 'Text', value: me.email }, { label: 'Plan', type: 'Text', value: 'Gold' }] })
    const plan = await field(String(form.id), { title: 'Plan', type: 'string', previousFields: [{ type: 'root', info: {} }], prepopulateFromDatabase: { databaseId: db.id, field: 'Plan' } })
    const lname = await field(String(form.id), { title: 'Last name', type: 'string', intakeField: 'lname', previousFields: [{ type: 'after', info: { fieldId: plan.id } }] })
    const color = await field(String(form.id), { title: 'Favourite colour', type: 'string', intakeField: 'favouriteColour', previousFields: [{ type: 'after', info: { fieldId: lname.id } }] })
    const { accessCode } = await ok<{ accessCode: string }>(patient.as, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    const info = await ok<{ response: Rec }>(patient.as, 'GET', '/form-info-for-access-code', { accessCode })
    assert.deepEqual((info.response.responses as Rec[]).map((e) => (e.answer as Rec).value), ['Gold'])
    await ok(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(plan, 'Gold'), answer(lname, 'smith'), answer(color, 'Teal')] })
    const after = await ok(admin, 'GET', `/enduser/${patient.id}`)
    assert.equal(after.lname, 'Smith', 'names are capitalised by the patient rules')
    assert.equal((after.fields as Rec).favouriteColour, 'Teal')
  })

  test('branching: the answers\' path decides which required fields must be answered', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Branch ${unique()}` })
    const smoker = await field(String(form.id), { title: 'Do you smoke?', type: 'multiple_choice', options: { choices: ['Yes', 'No'], radio: true }, previousFields: [{ type: 'root', info: {} }] })
    const howMany = await field(String(form.id), { title: 'How many a day?', type: 'number', previousFields: [{ type: 'previousEquals', info: { fieldId: smoker.id, equals: 'Yes' } }] })
    const done = await field(String(form.id), { title: 'Anything else?', type: 'string', isOptional: true, previousFields: [{ type: 'after', info: { fieldId: smoker.id } }] })
    const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(smoker, ['Yes'])] }, 400, 'Value not provided')
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(smoker, [])] }, 400, 'A value must be checked')
    const r = await ok<{ formResponse: Rec }>(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(smoker, ['No']), answer(done, '')] })
    assert.ok(r.formResponse.submittedAt)
    assert.ok(howMany.id)
  })

  test('patients see their own responses only, never an unsubmitted internal note, and of staff-submitted ones only shared answers', async () => {
    const patient = await registerPatient()
    const other = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Visit ${unique()}` })
    const shared = await field(String(form.id), { title: 'Plan', type: 'string', sharedWithEnduser: true, previousFields: [{ type: 'root', info: {} }] })
    const privateField = await field(String(form.id), { title: 'Clinician notes', type: 'string', previousFields: [{ type: 'after', info: { fieldId: shared.id } }] })
    const note = await ok<{ accessCode: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id, isInternalNote: true })
    const outstanding = await ok<{ response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await ok(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: other.id })
    const ids = async () => (await ok<Rec[]>(patient.as, 'GET', '/form-responses')).map((r) => r.id).sort()
    assert.deepEqual(await ids(), [outstanding.response.id], 'an unsubmitted internal note is hidden; another patient\'s response too')
    assert.equal((await call(patient.as, 'GET', `/form-response/${note.response.id}`)).status, 404)
    await ok(admin, 'PATCH', '/submit-form-response', { accessCode: note.accessCode, responses: [answer(shared, 'Walk daily'), answer(privateField, 'Watch BP')] })
    assert.deepEqual(await ids(), [note.response.id, outstanding.response.id].sort(), 'a submitted internal note shows')
    const seen = await ok(patient.as, 'GET', `/form-response/${note.response.id}`)
    assert.deepEqual((seen.responses as Rec[]).map((e) => e.fieldTitle), ['Plan'], 'only answers shared with the patient')
    const staffSeen = await ok(admin, 'GET', `/form-response/${note.response.id}`)
    assert.equal((staffSeen.responses as Rec[]).length, 2)
    // a patient may hide a response from their portal, and change nothing else
    await ok(patient.as, 'PATCH', `/form-response/${outstanding.response.id}`, { updates: { hideFromEnduserPortal: true } })
    await refused(patient.as, 'PATCH', `/form-response/${outstanding.response.id}`, { updates: { formTitle: 'mine' } }, 403, FormsMessages.enduserUpdateOnlyHide)
  })

  test('a coordinator prepares responses only for the patients assigned to them', async () => {
    const role = `Coordinator ${unique()}`
    await ok(admin, 'POST', '/role-based-access-permission', { role, permissions: { endusers: { create: 'All', read: 'Assigned', update: 'Assigned', delete: null }, forms: { create: 'All', read: 'All', update: 'All', delete: null }, form_responses: { create: 'All', read: 'All', update: 'All', delete: null } } })
    const user = await ok(admin, 'POST', '/user', { email: `coord-${unique()}@example.com`, roles: [role] })
    const coordinator = bearer(String((await ok(admin, 'GET', '/generate-auth-token', { id: user.id })).authToken))
    const mine = await ok(admin, 'POST', '/enduser', { fname: 'Mine', assignedTo: [user.id] })
    const theirs = await ok(admin, 'POST', '/enduser', { fname: 'Theirs' })
    const form = await ok(admin, 'POST', '/form', { title: `Coord ${unique()}` })
    await ok(coordinator, 'POST', '/prepare-form-response', { formId: form.id, enduserId: mine.id })
    await refused(coordinator, 'POST', '/prepare-form-response', { formId: form.id, enduserId: theirs.id }, 404, FormsMessages.enduserNotFound)
  })

  test("form fields follow their form's access: staff without read access to forms read no fields", async () => {
    const role = `No forms ${unique()}`
    await ok(admin, 'POST', '/role-based-access-permission', { role, permissions: { forms: { create: null, read: null, update: null, delete: null }, form_fields: { create: 'All', read: 'All', update: 'All', delete: 'All' } } })
    const user = await ok(admin, 'POST', '/user', { email: `noforms-${unique()}@example.com`, roles: [role] })
    const staff = bearer(String((await ok(admin, 'GET', '/generate-auth-token', { id: user.id })).authToken))
    const form = await ok(admin, 'POST', '/form', { title: `Fields ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string' })
    assert.equal((await call(staff, 'GET', `/form-field/${String(q.id)}`)).status, 404)
    assert.deepEqual(await ok(staff, 'GET', '/form-fields', { filter: { formId: form.id } }), [])
    assert.equal((await call(staff, 'PATCH', `/form-field/${String(q.id)}`, { updates: { title: 'x' } })).status, 404)
    assert.equal((await ok(admin, 'GET', `/form-field/${String(q.id)}`)).title, 'Q')
  })

  test('statistics count prepared, opened, drafted and submitted responses', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Stats ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const a = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    const b = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await ok(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await ok(patient.as, 'GET', '/form-info-for-access-code', { accessCode: a.accessCode })
    await ok(patient.as, 'PATCH', '/submit-form-response', { accessCode: a.accessCode, responses: [answer(q, 'yes')] })
    await ok(patient.as, 'PATCH', '/save-field-response', { accessCode: b.accessCode, response: answer(q, 'draft') })
    const { statistics } = await ok<{ statistics: Rec }>(admin, 'GET', '/forms/statistics', { formId: form.id })
    assert.deepEqual([statistics.total, statistics.opened, statistics.drafts, statistics.submitted], [3, 1, 1, 1])
    assert.equal((await call(patient.as, 'GET', '/forms/statistics', { formId: form.id })).status, 403)
  })

  test("a card field asks billing for the patient's card details: the test processor outside production, never a made-up Stripe key; staff must name the patient", async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Pay ${unique()}` })
    const card = await field(String(form.id), { title: 'Card', type: 'Stripe', previousFields: [{ type: 'root', info: {} }] })
    const details = await ok<Rec>(patient.as, 'GET', '/form-responses/stripe-details', { fieldId: card.id })
    assert.equal(details.publishableKey, TEST_PROCESSOR_KEY)
    assert.equal(details.testMode, true)
    assert.equal(details.isCheckout ?? false, false, 'a field without products saves a card')
    assert.match(String(details.clientSecret), /\S/)
    await refused(admin, 'GET', '/form-responses/stripe-details', { fieldId: card.id }, 400, 'enduserId is required when a team member prepares a checkout')
    const forPatient = await ok<Rec>(admin, 'GET', '/form-responses/stripe-details', { fieldId: card.id, enduserId: patient.id })
    assert.equal(forPatient.publishableKey, TEST_PROCESSOR_KEY)
  })

  test("opening and submitting publish the response's updates ('Form Started', 'Form Submitted') that staff and the patient hear live", async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Live ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const staffSocket = await openLiveSocket(platform.url, admin.authorization!)
    const patientSocket = await openLiveSocket(platform.url, patient.as.authorization!)
    try {
      const { accessCode, response } = await ok<{ accessCode: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
      const about = (m: { event: string; data: unknown[] }, event: string, key: string) =>
        m.event === event && m.data.some((d) => (d as Rec).id === response.id && (d as Rec)[key] !== undefined)
      await patientSocket.next((m) => about(m, 'created-form_responses', 'accessCode'))
      await ok(patient.as, 'GET', '/form-info-for-access-code', { accessCode })
      await staffSocket.next((m) => about(m, 'updated-form_responses', 'openedAt'))
      await ok(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(q, 'A')] })
      const submitted = await staffSocket.next((m) => about(m, 'updated-form_responses', 'submittedAt'))
      assert.ok(submitted.data.some((d) => ((d as Rec).responses as Rec[] | undefined)?.length === 1))
      await patientSocket.next((m) => about(m, 'updated-form_responses', 'submittedAt'))
    } finally {
      staffSocket.close()
      patientSocket.close()
    }
  })

  test('two submits of one response at once: exactly one is recorded', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Race ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    const results = await Promise.all(['first', 'second', 'third'].map((v) => call<{ message?: string }>(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(q, v)] })))
    assert.deepEqual(results.map((r) => r.status).sort(), [200, 400, 400])
    assert.ok(results.filter((r) => r.status === 400).every((r) => r.body.message === FormsMessages.alreadySubmitted))
  })

  test('a response whose form was deleted is no longer available', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Gone ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id })
    await call(admin, 'DELETE', `/form/${String(form.id)}`)
    await refused(patient.as, 'GET', '/form-info-for-access-code', { accessCode }, 404, FormsMessages.responseNotFound)
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(q, 'x')] }, 404, FormsMessages.responseNotFound)
  })

  test('expired responses are refused', async () => {
    const patient = await registerPatient()
    const form = await ok(admin, 'POST', '/form', { title: `Exp ${unique()}` })
    const q = await field(String(form.id), { title: 'Q', type: 'string', previousFields: [{ type: 'root', info: {} }] })
    const { accessCode } = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: patient.id, expireAt: new Date(Date.now() - 1000).toISOString() })
    await refused(patient.as, 'PATCH', '/submit-form-response', { accessCode, responses: [answer(q, 'x')] }, 400, FormsMessages.expired)
  })
})
