// Forms become engagement (records' form-engagement reaction on the forms service's update events):
// a patient's first look at a form response writes one 'Form Started' engagement event, its submit
// one 'Form Submitted'; an internal note writes none. Eventually, within seconds (polled).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Rec = Record<string, unknown>
const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('records: form engagement', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string

  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await api<T>(platform.url, as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const engagement = (enduserId: string) => ok<Rec[]>(admin, 'GET', '/engagement-events', { filter: JSON.stringify({ enduserId }) })
  async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
    const deadline = Date.now() + 10_000
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() > deadline) return value
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = bearer(staff.authToken)
    businessId = staff.user.businessId
  })
  after(() => platform?.close())

  test("a patient's first look is 'Form Started', the submit 'Form Submitted'; internal notes are no engagement", async () => {
    const registered = await ok<{ authToken: string; enduser: { id: string } }>({}, 'POST', '/register-as-enduser', {
      businessId, email: `p-${randomBytes(4).toString('hex')}@example.com`, password: 'Patient-pass-1', termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    const patient = bearer(registered.authToken)
    const enduserId = registered.enduser.id
    const form = await ok(admin, 'POST', '/form', { title: 'Mood check' })
    const field = await ok(admin, 'POST', '/form-field', { formId: form.id, title: 'Mood', type: 'string', previousFields: [{ type: 'root', info: {} }] })

    const note = await ok<{ accessCode: string }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId, isInternalNote: true })
    await ok(admin, 'PATCH', '/submit-form-response', { accessCode: note.accessCode, responses: [{ fieldId: field.id, answer: { type: 'string', value: 'calm' } }] })

    const { accessCode } = await ok<{ accessCode: string; response: Rec }>(admin, 'POST', '/prepare-form-response', { formId: form.id, enduserId })
    const info = await ok<{ response: Rec }>(patient, 'GET', '/form-info-for-access-code', { accessCode })
    await ok(patient, 'GET', '/form-info-for-access-code', { accessCode })
    const started = await eventually(() => engagement(enduserId), (events) => events.length >= 1)
    assert.deepEqual(started.map((e) => [e.type, e.timestamp, (e.fields as Rec).formResponseId]), [['Form Started', info.response.openedAt, info.response.id]])

    await ok(patient, 'PATCH', '/submit-form-response', { accessCode, responses: [{ fieldId: field.id, answer: { type: 'string', value: 'good' } }] })
    const both = await eventually(() => engagement(enduserId), (events) => events.length >= 2)
    assert.deepEqual(both.map((e) => e.type).sort(), ['Form Started', 'Form Submitted'])
    assert.deepEqual(both.map((e) => (e.fields as Rec).formTitle), ['Mood check', 'Mood check'])
  })
})
