// A patient's own session and data through the gateway: only their own record, session info with
// the spec's fields only, logout, token checks for staff, generated tokens, and unsubscribe.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ENDUSER_SESSION_INFO_FIELDS } from '@care/contracts/routes/enduser-auth'
import { requestSubject } from '@care/contracts/bus'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api } from './support/http.ts'
import { anonymous, bearer, createPatient, linkWith, mailbox, messageOf, openClinic, registerPatient, unique, type Clinic } from './enduser-support.ts'

describe('enduser sessions and their limits', () => {
  let platform: TestPlatform
  let clinic: Clinic

  before(async () => {
    platform = await startTestPlatform({ bus: true })
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('a patient sees only their own data', async () => {
    const me = await registerPatient(platform.url, clinic)
    const other = await registerPatient(platform.url, clinic)
    const foreignClinic = await openClinic(platform.url)
    const foreign = await registerPatient(platform.url, foreignClinic)

    assert.equal((await api(platform.url, me.as, 'GET', `/enduser/${me.enduser.id}`)).status, 200)
    for (const id of [other.enduser.id, foreign.enduser.id]) {
      const res = await api(platform.url, me.as, 'GET', `/enduser/${id}`)
      assert.ok(res.status === 404 || res.status === 403, `GET another patient answered ${res.status}`)
      assert.equal(JSON.stringify(res.body).includes(id), false)
    }
    const list = await api<{ id: string }[]>(platform.url, me.as, 'GET', '/endusers')
    assert.deepEqual(list.body.map((r) => r.id), [me.enduser.id])
    const patch = await api(platform.url, me.as, 'PATCH', `/enduser/${other.enduser.id}`, { updates: { fname: 'Mallory' } })
    assert.ok(patch.status === 403 || patch.status === 404)
    const info = await api<{ enduser: { id: string } }>(platform.url, me.as, 'GET', '/enduser-session-info')
    assert.equal(info.body.enduser.id, me.enduser.id)
  })

  test('session info has the fields of spec 2 §3 only', async () => {
    const patient = await createPatient(platform.url, clinic, {
      email: `info-${unique()}@example.com`, fname: 'Ana', lname: 'Gray', phone: '+15551230000', state: 'CA', tags: ['secret-tag'], note: 'staff note',
      fields: { insurance: 'X' }, assignedTo: [clinic.adminId],
    })
    const token = await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-enduser-auth-token', { id: patient.id })
    const info = await api<{ enduser: Record<string, unknown> }>(platform.url, bearer(token.body.authToken), 'GET', '/enduser-session-info')
    assert.equal(info.status, 200)
    const allowed = new Set<string>(ENDUSER_SESSION_INFO_FIELDS)
    assert.deepEqual(Object.keys(info.body.enduser).filter((k) => !allowed.has(k)), [])
    assert.deepEqual(
      { id: info.body.enduser.id, fname: info.body.enduser.fname, state: info.body.enduser.state, assignedTo: info.body.enduser.assignedTo, passwordIsUnset: info.body.enduser.passwordIsUnset },
      { id: patient.id, fname: 'Ana', state: 'CA', assignedTo: [clinic.adminId], passwordIsUnset: true },
    )
  })

  test('session calls are for patients; staff get 403, nobody 401', async () => {
    assert.equal((await api(platform.url, clinic.admin, 'GET', '/enduser-session-info')).status, 403)
    assert.equal((await api(platform.url, anonymous, 'GET', '/enduser-session-info')).status, 401)
    assert.equal((await api(platform.url, anonymous, 'POST', '/refresh-enduser-session')).status, 401)
  })

  test('refresh answers a new working token; invalidatePreviousToken ends the old one', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const kept = await api<{ authToken: string; enduser: { id: string } }>(platform.url, patient.as, 'POST', '/refresh-enduser-session')
    assert.equal(kept.body.enduser.id, patient.enduser.id)
    assert.equal((await api(platform.url, patient.as, 'GET', '/enduser-session-info')).status, 200)
    const fresh = bearer(kept.body.authToken)
    const replaced = await api<{ authToken: string }>(platform.url, fresh, 'POST', '/refresh-enduser-session', { invalidatePreviousToken: true })
    assert.equal(replaced.status, 200)
    assert.equal((await api(platform.url, fresh, 'GET', '/enduser-session-info')).status, 401)
    assert.equal((await api(platform.url, bearer(replaced.body.authToken), 'GET', '/enduser-session-info')).status, 200)
  })

  test('logout ends the session at once and records lastLogout', async () => {
    const patient = await registerPatient(platform.url, clinic)
    assert.equal((await api(platform.url, patient.as, 'POST', '/logout-enduser')).status, 204)
    const after = await api(platform.url, patient.as, 'GET', '/enduser-session-info')
    assert.deepEqual([after.status, after.body], [401, 'Unauthenticated'])
    const record = await api<{ lastLogout?: string }>(platform.url, clinic.admin, 'GET', `/enduser/${patient.enduser.id}`)
    assert.ok(Date.parse(record.body.lastLogout ?? ''))
  })

  test('enduser-is-authenticated: live sessions of the caller\'s business only; a sign-in link is not spent by asking', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const check = (as = clinic.admin, payload: Record<string, unknown> = {}) =>
      api<{ isAuthenticated: boolean; enduser: { id: string } | null }>(platform.url, as, 'GET', '/enduser-is-authenticated', { authToken: patient.authToken, ...payload })
    const live = await check()
    assert.deepEqual([live.body.isAuthenticated, live.body.enduser?.id], [true, patient.enduser.id])
    assert.equal((await check(clinic.admin, { id: patient.enduser.id })).body.isAuthenticated, true)
    const foreign = await openClinic(platform.url)
    assert.deepEqual((await check(foreign.admin)).body, { isAuthenticated: false, enduser: null })
    assert.deepEqual((await check(clinic.admin, { authToken: 'not-a-token' })).body, { isAuthenticated: false, enduser: null })

    const email = `link-check-${unique()}@example.com`
    await createPatient(platform.url, clinic, { email })
    await api(platform.url, anonymous, 'POST', '/begin-enduser-login-flow', { businessId: clinic.businessId, email })
    const link = linkWith((await mailbox(platform.url, email))[0].links, 'token')
    assert.equal((await check(clinic.admin, { authToken: link.value })).body.isAuthenticated, false)
    assert.equal((await api(platform.url, bearer(link.value), 'POST', '/refresh-enduser-session')).status, 200)

    await api(platform.url, patient.as, 'POST', '/logout-enduser')
    assert.equal((await check()).body.isAuthenticated, false)
  })

  test('generate-enduser-auth-token: admins, by id, email or externalId; other businesses and staff without access get 404', async () => {
    const email = `gen-${unique()}@example.com`
    const patient = await createPatient(platform.url, clinic, { email, externalId: `ext-${unique()}` })
    const record = await api<{ externalId: string }>(platform.url, clinic.admin, 'GET', `/enduser/${patient.id}`)
    for (const by of [{ id: patient.id }, { email }, { externalId: record.body.externalId }]) {
      const res = await api<{ authToken: string; enduser: { id: string } }>(platform.url, clinic.admin, 'GET', '/generate-enduser-auth-token', { ...by, durationInSeconds: '600' })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      assert.equal(res.body.enduser.id, patient.id)
      const me = await api<{ enduser: { id: string } }>(platform.url, bearer(res.body.authToken), 'GET', '/enduser-session-info')
      assert.equal(me.body.enduser.id, patient.id)
    }
    const foreign = await openClinic(platform.url)
    const foreignAnswer = await api(platform.url, foreign.admin, 'GET', '/generate-enduser-auth-token', { id: patient.id })
    assert.deepEqual([foreignAnswer.status, messageOf(foreignAnswer.body)], [404, 'Could not find a corresponding enduser'])
    const missing = await api(platform.url, clinic.admin, 'GET', '/generate-enduser-auth-token', {})
    assert.deepEqual([missing.status, messageOf(missing.body)], [400, 'One of id, externalId, email, or phone is required'])

    const role = `no-patients-${unique()}`
    assert.equal((await api(platform.url, clinic.admin, 'POST', '/role-based-access-permission', { role, permissions: { endusers: { create: null, read: null, update: null, delete: null } } })).status, 200)
    const user = await api<{ id: string }>(platform.url, clinic.admin, 'POST', '/user', { email: `staff-${unique()}@example.com`, roles: [role] })
    const staffToken = await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-auth-token', { id: user.body.id })
    assert.equal((await api(platform.url, bearer(staffToken.body.authToken), 'GET', '/generate-enduser-auth-token', { id: patient.id })).status, 404)
    const asPatient = await registerPatient(platform.url, clinic)
    assert.equal((await api(platform.url, asPatient.as, 'GET', '/generate-enduser-auth-token', { id: patient.id })).status, 403)
  })

  test("unsubscribe needs proof: the link's signed token (or the patient's own session); without it nothing changes", async () => {
    const patient = await createPatient(platform.url, clinic, { email: `unsub-${unique()}@example.com`, emailConsent: true, phoneConsent: true })
    const linkFor = async (type: string, enduserId = patient.id) => {
      const reply = await platform.bus.request(requestSubject('identity', IDENTITY_INTERNAL.unsubscribeLink), { requestId: unique(), payload: { enduserId, type } })
      const url = new URL((reply as { body: { url: string } }).body.url)
      return { url, token: url.searchParams.get('signature')! }
    }
    const consentOf = async () =>
      (await api<{ unsubscribedFrom?: string[]; emailConsent: boolean; phoneConsent: boolean }>(platform.url, clinic.admin, 'GET', `/enduser/${patient.id}`)).body

    // without a token, with a forged or another patient's token, for a kind the link does not name: 403, unchanged
    const other = await createPatient(platform.url, clinic, { email: `unsub-other-${unique()}@example.com` })
    const email = await linkFor('email')
    assert.equal(email.url.pathname, '/unsubscribe')
    assert.deepEqual([email.url.searchParams.get('enduserId'), email.url.searchParams.get('type')], [patient.id, 'email'])
    for (const payload of [
      { enduserId: patient.id, unsubscribeFrom: ['email'] },
      { enduserId: patient.id, unsubscribeFrom: ['email'], token: `${email.token.slice(0, -2)}xx` },
      { enduserId: patient.id, unsubscribeFrom: ['email'], token: (await linkFor('email', other.id)).token },
      { enduserId: patient.id, unsubscribeFrom: ['sms'], token: email.token },
    ]) {
      const refused = await api(platform.url, anonymous, 'POST', '/unsubscribe-enduser', payload)
      assert.deepEqual([refused.status, messageOf(refused.body)], [403, 'Unsubscribe link is invalid'], JSON.stringify(payload).slice(0, 80))
    }
    assert.deepEqual([(await consentOf()).unsubscribedFrom ?? [], (await consentOf()).emailConsent], [[], true])

    // the link's token: the kind is recorded and consent withdrawn
    const res = await api(platform.url, anonymous, 'POST', '/unsubscribe-enduser', { enduserId: patient.id, unsubscribeFrom: ['email'], token: email.token })
    assert.deepEqual([res.status, res.body], [200, {}])
    const record = await consentOf()
    assert.deepEqual([record.unsubscribedFrom, record.emailConsent, record.phoneConsent], [['email'], false, true])

    // a patient signed in as themselves needs no link
    const own = await registerPatient(platform.url, clinic)
    const mine = await api(platform.url, bearer(own.authToken), 'POST', '/unsubscribe-enduser', { enduserId: own.enduser.id, unsubscribeFrom: ['sms', 'newsletter'] })
    assert.equal(mine.status, 200)
    const theirs = await api(platform.url, bearer(own.authToken), 'POST', '/unsubscribe-enduser', { enduserId: patient.id, unsubscribeFrom: ['sms'] })
    assert.equal(theirs.status, 403, 'but only for themselves')

    for (const payload of [{ unsubscribeFrom: ['email'] }, { enduserId: patient.id }, { enduserId: 'x', unsubscribeFrom: ['email'] }]) {
      const bad = await api(platform.url, anonymous, 'POST', '/unsubscribe-enduser', payload)
      assert.deepEqual([bad.status, messageOf(bad.body)], [400, 'Unsubscribe link is invalid'])
    }
    // a link's token is never a session
    assert.equal((await api(platform.url, bearer(email.token), 'GET', `/enduser/${patient.id}`)).status, 401)
  })
})
