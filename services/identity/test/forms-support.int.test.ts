// Identity's bus-only calls for the forms service (issue #12): a patient's profile for
// prepopulated answers (within one business only), a submitted form's intake answers written
// through the patients' rules (refused values reported, not written), and the patient who opens a
// public form — matched by email, then phone, or created — with a session for that form only.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes, randomUUID } from 'node:crypto'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Session } from '@care/contracts/session'
import { newObjectId } from '@care/kit/ids'
import { PUBLIC_FORM_VISITOR } from '../src/calls/sessions.ts'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from '@care/kit/testing/http'

type Rec = Record<string, unknown>
const unique = () => randomBytes(4).toString('hex')

describe('identity: bus-only calls for forms', () => {
  let platform: TestPlatform
  let admin: Principal
  let businessId: string
  let otherBusinessId: string

  const ask = async <T = Rec>(operation: string, payload: Rec) => {
    const reply = await platform.bus.request(requestSubject('identity', operation), { requestId: randomUUID(), payload })
    assert.ok(!isErrorReply(reply), `${operation}: ${JSON.stringify(reply)}`)
    return (reply as { body: T }).body
  }
  const ok = async (method: string, path: string, payload?: Rec) => {
    const res = await api<Rec>(platform.url, admin, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }

  before(async () => {
    platform = await startTestPlatform({ bus: true })
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    businessId = staff.user.businessId
    otherBusinessId = (await registerStaff(platform.url)).user.businessId
  })
  after(() => platform?.close())

  test("endusers.for-form: the patient's profile, only within their business", async () => {
    const p = await ok('POST', '/enduser', { fname: 'Ada', fields: { plan: 'Gold' } })
    const mine = await ask<{ enduser?: Rec }>(IDENTITY_INTERNAL.enduserForForm, { businessId, enduserId: p.id })
    assert.deepEqual([mine.enduser?.fname, (mine.enduser?.fields as Rec).plan], ['Ada', 'Gold'])
    assert.equal('hashedPassword' in (mine.enduser ?? {}), false)
    const elsewhere = await ask<{ enduser?: Rec }>(IDENTITY_INTERNAL.enduserForForm, { businessId: otherBusinessId, enduserId: p.id })
    assert.equal(elsewhere.enduser, undefined)
  })

  test('endusers.apply-intake: profile fields through the patients\' rules, custom fields merged, refusals reported', async () => {
    const taken = `taken-${unique()}@example.com`
    await ok('POST', '/enduser', { email: taken })
    const p = await ok('POST', '/enduser', { fname: 'Bo', fields: { kept: 'yes' } })
    const result = await ask<{ updated: string[]; refused: { field: string; message: string }[] }>(IDENTITY_INTERNAL.applyIntake, {
      businessId, enduserId: p.id, fields: { lname: 'smith', phone: 'not a phone', colour: 'teal', email: taken },
    })
    assert.deepEqual(result.refused.map((r) => r.field).sort(), ['email', 'phone'])
    const after = await ok('GET', `/enduser/${String(p.id)}`)
    assert.equal(after.lname, 'Smith')
    assert.deepEqual(after.fields, { kept: 'yes', colour: 'teal' })
    assert.equal(after.email, undefined, 'an email another patient holds is not written')
    assert.equal(after.phone, undefined)
    const nobody = await ask<{ refused: { field: string }[] }>(IDENTITY_INTERNAL.applyIntake, { businessId: otherBusinessId, enduserId: p.id, fields: { lname: 'x' } })
    assert.deepEqual(nobody.refused.map((r) => r.field), ['enduserId'], 'another business\'s patient is not found')
  })

  test('endusers.public-form-session: matched by email, then phone, or created (always with skipMatch); the session fills one response only', async () => {
    const job = { formId: newObjectId(), responseId: newObjectId() }
    const email = `match-${unique()}@example.com`
    const byEmail = await ok('POST', '/enduser', { email })
    const phone = `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`
    const byPhone = await ok('POST', '/enduser', { phone })
    const s1 = await ask<{ enduserId: string; authToken: string; created: boolean }>(IDENTITY_INTERNAL.publicFormSession, { businessId, email, ...job })
    assert.deepEqual([s1.enduserId, s1.created], [byEmail.id, false])
    const s2 = await ask<{ enduserId: string; created: boolean }>(IDENTITY_INTERNAL.publicFormSession, { businessId, email: `other-${unique()}@example.com`, phone, ...job })
    assert.deepEqual([s2.enduserId, s2.created], [byPhone.id, false])
    const s3 = await ask<{ enduserId: string; authToken: string; created: boolean }>(IDENTITY_INTERNAL.publicFormSession, { businessId, email, skipMatch: true, fname: 'Twin', ...job })
    assert.equal(s3.created, true)
    assert.notEqual(s3.enduserId, byEmail.id)
    const twin = await ok('GET', `/enduser/${s3.enduserId}`)
    assert.deepEqual([twin.fname, twin.email], ['Twin', undefined], 'the email stays with the patient who has it')
    // never the matched patient's own session: one scoped to the response, named as a visitor
    const me = await api<Rec>(platform.url, { authorization: `Bearer ${s1.authToken}` }, 'GET', `/enduser/${s1.enduserId}`)
    assert.equal(me.status, 403, 'the session is not the patient\'s own')
    const session = await ask<Session>('sessions.authenticate', { authorization: `Bearer ${s1.authToken}` })
    assert.deepEqual([session.id, session.scope, session.name], [byEmail.id, { kind: 'public-form', ...job, existingPatient: true }, PUBLIC_FORM_VISITOR])
    const fresh = await ask<Session>('sessions.authenticate', { authorization: `Bearer ${s3.authToken}` })
    assert.equal(fresh.scope?.existingPatient, false, 'a patient created for the visitor')
  })
})
