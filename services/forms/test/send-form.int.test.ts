// Sending a form to a patient (POST /forms/send, issue #12 "sending a form to a patient (email/SMS
// link via messaging)"): the link arrives by email (development mailbox) or text (the visible SMS
// outbox when no provider is configured, said so by via: 'outbox'), with an unsubscribe link; a
// response is prepared with sharedVia; refused without the address, after unsubscribing, for a
// patient the caller may not read, and for patients themselves.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { SendFormMessages } from '@care/contracts/routes/forms'
import type { DevMail, OutboxSms } from '@care/contracts/routes/messaging'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'
import { matrixPrincipals, type MatrixPrincipals } from '@care/kit/testing/principals'

type Rec = Record<string, unknown>

describe('forms: sending a form to a patient', () => {
  let platform: TestPlatform
  let p: MatrixPrincipals
  let admin: Principal
  let formId: string
  let fieldId: string

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => {
    const res = await call<T>(as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const send = (as: Principal, enduserId: string, channel: string) => call<{ accessCode: string; url: string; via: string; response: Rec; message?: string }>(as, 'POST', '/forms/send', { formId, enduserId, channel })
  const patient = async (fields: Rec) => (await ok(admin, 'POST', '/enduser', { fname: 'Robin', ...fields })).id as string
  const responsesOf = async (enduserId: string) => ok<Rec[]>(admin, 'GET', '/form-responses', { filter: JSON.stringify({ enduserId }) })

  before(async () => {
    platform = await startTestPlatform()
    p = await matrixPrincipals(platform.url, ['endusers', 'forms', 'form_responses'])
    admin = p.who.admin
    formId = (await ok(admin, 'POST', '/form', { title: 'Check-in' })).id as string
    fieldId = (await ok(admin, 'POST', '/form-field', { formId, title: 'How are you?', type: 'string', previousFields: [{ type: 'root', info: {} }] })).id as string
  })
  after(() => platform?.close())

  test('by email: the link to the portal form page and an unsubscribe link arrive; the response says how it was shared', async () => {
    const email = `robin-${Date.now()}@example.com`
    const id = await patient({ email })
    const sent = await send(admin, id, 'Email')
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    assert.equal(sent.body.via, 'smtp')
    const link = new URL(sent.body.url)
    assert.deepEqual([link.pathname, link.searchParams.get('f'), link.searchParams.get('a')], ['/link/form', formId, sent.body.accessCode])
    const mails = await ok<DevMail[]>({}, 'GET', '/dev/mailbox', { to: email })
    assert.equal(mails.length, 1)
    assert.equal(mails[0].subject, 'Please fill in: Check-in')
    assert.ok(mails[0].text.includes(sent.body.url), mails[0].text)
    assert.match(mails[0].text, /To stop these emails: http\S+\/unsubscribe\?enduserId=\w+&type=email&signature=/)
    const [response] = await responsesOf(id)
    assert.deepEqual([response.sharedVia, response.formId, response.submittedAt ?? null], ['Email', formId, null])
    // the link fills the form
    const info = await ok<{ form: Rec }>(admin, 'GET', '/form-info-for-access-code', { accessCode: sent.body.accessCode })
    assert.equal(info.form.title, 'Check-in')
  })

  test("by text: without an SMS provider the text waits in the visible outbox and the answer says so", async () => {
    const phone = `+1555${String(Date.now()).slice(-7)}`
    const id = await patient({ phone })
    const sent = await send(admin, id, 'SMS')
    assert.equal(sent.status, 200, JSON.stringify(sent.body))
    assert.equal(sent.body.via, 'outbox')
    const texts = await ok<OutboxSms[]>({}, 'GET', '/dev/sms-outbox', { to: phone })
    assert.equal(texts.length, 1)
    assert.ok(texts[0].message.includes(sent.body.url))
    assert.equal((await responsesOf(id))[0].sharedVia, 'SMS')
  })

  test('sending the same form again re-sends the open copy (reused), never a second identical one; once submitted, a new copy', async () => {
    const email = `twice-${Date.now()}@example.com`
    const id = await patient({ email })
    const first = await send(admin, id, 'Email')
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.equal((first.body as Rec).reused, false)
    const second = await send(admin, id, 'Email')
    assert.equal(second.status, 200, JSON.stringify(second.body))
    assert.deepEqual([(second.body as Rec).reused, second.body.accessCode, second.body.url], [true, first.body.accessCode, first.body.url])
    assert.equal((await responsesOf(id)).length, 1)
    // the second mail carries the same link
    const mails = await ok<DevMail[]>({}, 'GET', '/dev/mailbox', { to: email })
    assert.deepEqual(mails.map((m) => m.text.includes(first.body.url)), [true, true])

    await ok(admin, 'PATCH', '/submit-form-response', {
      accessCode: first.body.accessCode, responses: [{ fieldId, fieldTitle: 'How are you?', answer: { type: 'string', value: 'Fine' } }],
    })
    const third = await send(admin, id, 'Email')
    assert.equal((third.body as Rec).reused, false)
    assert.notEqual(third.body.accessCode, first.body.accessCode)
    assert.equal((await responsesOf(id)).length, 2)
  })

  test('refused, and nothing prepared: no address, unsubscribed, a patient the caller may not read, patients, bad input', async () => {
    const noContact = await patient({})
    for (const [channel, message] of [['Email', SendFormMessages.noEmail], ['SMS', SendFormMessages.noPhone]]) {
      const res = await send(admin, noContact, channel)
      assert.deepEqual([res.status, res.body.message], [400, message])
    }
    const gone = await patient({ email: `gone-${Date.now()}@example.com` })
    const token = (await ok(admin, 'GET', '/generate-enduser-auth-token', { id: gone })).authToken as string
    await ok({ authorization: `Bearer ${token}` }, 'POST', '/unsubscribe-enduser', { enduserId: gone, unsubscribeFrom: ['email'] })
    const unsubscribed = await send(admin, gone, 'Email')
    assert.deepEqual([unsubscribed.status, unsubscribed.body.message], [400, SendFormMessages.unsubscribed('Email')])
    // Assigned-only staff: a patient not assigned to them is not found for them
    const unassigned = await patient({ email: `u-${Date.now()}@example.com` })
    assert.equal((await send(p.who.staffAssigned, unassigned, 'Email')).status, 404)
    assert.equal((await send(p.who.patientSelf, p.patientSelfId, 'Email')).status, 403)
    assert.equal((await send(p.who.anonymous, unassigned, 'Email')).status, 401)
    assert.equal((await send(admin, unassigned, 'Fax')).status, 400)
    assert.equal((await call(admin, 'POST', '/forms/send', { formId: 'not-an-id', enduserId: unassigned, channel: 'Email' })).status, 400)
    for (const id of [noContact, gone, unassigned]) assert.deepEqual(await responsesOf(id), [], 'nothing prepared')
  })
})
