// A public form's session (issue #18, critical 1): anyone may open a public form, and giving the
// email or phone of an existing patient attaches the answers to that patient — but the session the
// visitor gets can fill that one response (its form's fields, uploads, drafts, submit) and nothing
// else: no profile, no other record, no other response, no live events, no longer session.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { WebSocket } from 'ws'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('forms: a public form session fills its response and reads nothing else', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string
  let form: Rec
  let question: Rec
  let known: Rec
  let knownSession: Principal

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.ok(res.status === 200 || res.status === 204, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const openPublic = (fields: Rec) =>
    ok<{ accessCode: string; authToken: string; enduserId: string }>({}, 'POST', '/session-for-public-form', { formId: form.id, businessId, ...fields })

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = bearer(staff.authToken)
    businessId = staff.user.businessId
    form = await ok(admin, 'POST', '/form', { title: `Intake ${unique()}`, allowPublicURL: true, intakeEmailRequired: true })
    question = await ok(admin, 'POST', '/form-field', {
      formId: form.id, title: 'Your email', type: 'email', previousFields: [{ type: 'root', info: {} }], prepopulateFromFields: true, intakeField: 'email',
    })
    known = await ok(admin, 'POST', '/enduser', { fname: 'Known', email: `known-${unique()}@example.com`, phone: '+14155550101', dateOfBirth: '01-02-1980' })
    await ok(admin, 'POST', '/enduser-observation', { enduserId: known.id, category: 'vital-signs', status: 'final', measurement: { unit: 'lbs', value: 180 } })
    const token = await ok<{ authToken: string }>(admin, 'GET', '/generate-enduser-auth-token', { id: known.id })
    knownSession = bearer(token.authToken)
  })
  after(() => platform?.close())

  test("an existing patient's email gets a session for the form only, never the patient's own", async () => {
    const visitor = await openPublic({ email: String(known.email) })
    assert.equal(visitor.enduserId, known.id, 'the answers are attached to the existing patient')
    const as = bearer(visitor.authToken)
    // nothing of the patient's is readable or changeable
    for (const [method, path, payload] of [
      ['GET', `/enduser/${known.id}`],
      ['GET', '/endusers'],
      ['PATCH', `/enduser/${known.id}`, { updates: { phone: '+14155550199' } }],
      ['GET', '/enduser-observations'],
      ['GET', '/form-responses'],
      ['GET', '/files'],
      ['GET', '/enduser-session-info'],
      ['POST', '/refresh-enduser-session', {}],
      ['GET', '/generate-enduser-auth-token', { id: String(known.id) }],
    ] as [string, string, Rec?][]) {
      const res = await call<{ message?: string }>(as, method, path, payload)
      assert.equal(res.status, 403, `${method} ${path} answered ${res.status} ${JSON.stringify(res.body)}`)
    }
    assert.equal((await ok<Rec>(admin, 'GET', `/enduser/${known.id}`)).phone, '+14155550101', 'the phone is unchanged')

    // the form's own response: its info without the patient's profile answers, drafts and submit
    const info = await ok<{ fields: Rec[]; response: Rec }>(as, 'GET', '/form-info-for-access-code', { accessCode: visitor.accessCode })
    assert.deepEqual(info.fields.map((f) => f.id), [question.id])
    assert.deepEqual(info.response.responses, [], "the patient's profile is not prepopulated for a visitor")
    await ok(as, 'PATCH', '/save-field-response', { accessCode: visitor.accessCode, response: { fieldId: question.id, fieldTitle: 'Your email', answer: { type: 'email', value: String(known.email) } } })
    const submitted = await ok<{ formResponse: Rec }>(as, 'PATCH', '/submit-form-response', {
      accessCode: visitor.accessCode, responses: [{ fieldId: question.id, fieldTitle: 'Your email', answer: { type: 'email', value: String(known.email) } }],
    })
    assert.equal(submitted.formResponse.enduserId, known.id)
    // the staff see the submitted response on the patient
    const theirs = await ok<Rec[]>(admin, 'GET', '/form-responses', { filter: JSON.stringify({ enduserId: known.id }) })
    assert.ok(theirs.some((r) => r.id === submitted.formResponse.id && r.submittedAt))
  })

  test("another response of the patient's stays out of reach, even with its access code", async () => {
    const other = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId: known.id })
    const visitor = bearer((await openPublic({ email: String(known.email) })).authToken)
    assert.equal((await call(visitor, 'GET', '/form-info-for-access-code', { accessCode: other.accessCode })).status, 404)
    assert.equal((await call(visitor, 'PATCH', '/submit-form-response', { accessCode: other.accessCode, responses: [] })).status, 404)
    // the patient's own session still reaches it
    assert.equal((await call(knownSession, 'GET', '/form-info-for-access-code', { accessCode: other.accessCode })).status, 200)
  })

  test("uploads attach to the response's patient; the patient's files stay unreadable", async () => {
    const own = await ok<{ file: Rec }>(knownSession, 'POST', '/prepare-file-upload', { name: 'labs.pdf', size: 10, type: 'application/pdf' })
    const visitor = bearer((await openPublic({ email: String(known.email) })).authToken)
    const prepared = await call<{ file: Rec }>(visitor, 'POST', '/prepare-file-upload', { name: 'id-card.png', size: 10, type: 'image/png' })
    assert.equal(prepared.status, 200, JSON.stringify(prepared.body))
    assert.equal(prepared.body.file.enduserId, known.id)
    const download = await call(visitor, 'GET', '/file-download-URL', { secureName: String(own.file.secureName) })
    assert.ok(download.status === 403 || download.status === 404, `download answered ${download.status}`)
    assert.equal((await call(visitor, 'POST', '/files/confirm-upload', { id: String(own.file.id) })).status, 404, "the patient's own pending upload is not the visitor's")
  })

  test('a new visitor is refused the live socket and their session does not widen', async () => {
    const visitor = await openPublic({ email: `new-${unique()}@example.com` })
    const closed = await new Promise<{ code: number; authenticated: boolean }>((resolve) => {
      const ws = new WebSocket(`${platform.url.replace(/^http/, 'ws')}/v1/live?token=${encodeURIComponent(visitor.authToken)}`)
      let authenticated = false
      ws.on('message', (raw) => {
        if ((JSON.parse(raw.toString()) as { type?: string }).type === 'authenticated') authenticated = true
      })
      ws.on('close', (code) => resolve({ code, authenticated }))
      ws.on('error', () => undefined)
    })
    assert.equal(closed.authenticated, false)
    assert.equal(closed.code, 4403)
    const as = bearer(visitor.authToken)
    assert.equal((await call(as, 'GET', `/enduser/${visitor.enduserId}`)).status, 403)
    assert.equal((await call(as, 'GET', '/form-info-for-access-code', { accessCode: visitor.accessCode })).status, 200)
  })
})
