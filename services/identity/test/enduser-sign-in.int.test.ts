// Patient sign-in through the running gateway: registration rules, password login, the login flow
// (password, emailed link, texted link, unknown identifiers), sign-in links used once, and the
// first password a link-signed-in patient sets.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api } from './support/http.ts'
import {
  anonymous, bearer, createPatient, linkWith, mailbox, messageOf, openClinic, registerPatient, smsOutbox, STRONG_PASSWORD, unique, waitForMail, type Clinic,
} from './enduser-support.ts'

describe('enduser registration and password sign-in', () => {
  let platform: TestPlatform
  let clinic: Clinic
  const register = (payload: Record<string, unknown>) =>
    api(platform.url, anonymous, 'POST', '/register-as-enduser', {
      businessId: clinic.businessId, email: `reg-${unique()}@example.com`, termsSigned: new Date().toISOString(), termsVersion: '1.0', password: STRONG_PASSWORD, ...payload,
    })

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('each registration password rule answers its own message', async () => {
    const cases: [string, string][] = [
      ['Sh0rt!', 'Error parsing field password: Password must be at least 8 characters long'],
      ['ALLUPPERCASE1', 'Error parsing field password: Must contain a lowercase letter'],
      ['alllowercase1', 'Error parsing field password: Must contain an uppercase letter'],
      ['NoDigitsOrSymbols', 'Error parsing field password: Must contain a number or special character'],
    ]
    for (const [password, message] of cases) {
      const res = await register({ password })
      assert.deepEqual([res.status, messageOf(res.body)], [400, message], password)
    }
  })

  test('terms sent must be accepted, in version 1.0', async () => {
    for (const termsSigned of [false, '', 'not a date']) {
      const unsigned = await register({ termsSigned })
      assert.deepEqual([unsigned.status, messageOf(unsigned.body)], [400, 'You must accept our Terms of Service and Privacy Policy to continue'], JSON.stringify(termsSigned))
    }
    const wrongVersion = await register({ termsVersion: '2.0' })
    assert.equal(wrongVersion.status, 400)
    const invalidEmail = await register({ email: 'not-an-email' })
    assert.deepEqual([invalidEmail.status, messageOf(invalidEmail.body)], [400, 'Error parsing field email: Invalid email'])
  })

  test('registration signs the patient in; the record carries the terms and no password hash', async () => {
    const patient = await registerPatient(platform.url, clinic)
    assert.equal(patient.enduser.email, patient.email)
    const me = await api<{ enduser: Record<string, unknown> }>(platform.url, patient.as, 'GET', '/enduser-session-info')
    assert.equal(me.status, 200)
    assert.equal(me.body.enduser.id, patient.enduser.id)
    assert.equal(me.body.enduser.termsVersion, '1.0')
    assert.ok(Date.parse(me.body.enduser.termsSigned as string))
    assert.equal(me.body.enduser.passwordIsUnset, false)
    assert.equal(me.body.enduser.fname, 'Pat')
    assert.equal(me.body.enduser.hashedPassword, undefined)
  })

  test("without termsSigned (the SDK sends none) the patient is registered with the terms unsigned: the portal's terms gate asks for them", async () => {
    const res = await register({ termsSigned: undefined, termsVersion: undefined })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    const me = await api<{ enduser: Record<string, unknown> }>(platform.url, bearer((res.body as { authToken: string }).authToken), 'GET', '/enduser-session-info')
    assert.equal(me.status, 200)
    assert.equal(me.body.enduser.termsSigned ?? undefined, undefined)
    assert.equal(me.body.enduser.termsVersion ?? undefined, undefined)
  })

  test('an address with an account answers 409, whatever its case', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const again = await register({ email: patient.email.toUpperCase() })
    assert.deepEqual([again.status, messageOf(again.body)], [409, 'An account with this email already exists. Log in or reset your password.'])
  })

  test('a portal that hides registration refuses it', async () => {
    const closed = await openClinic(platform.url)
    const patch = await api(platform.url, closed.admin, 'PATCH', `/organization/${closed.businessId}`, { updates: { portalSettings: { authentication: { hideRegister: true } } } })
    assert.equal(patch.status, 200, JSON.stringify(patch.body))
    const res = await api(platform.url, anonymous, 'POST', '/register-as-enduser', {
      businessId: closed.businessId, email: `closed-${unique()}@example.com`, password: STRONG_PASSWORD, termsSigned: new Date().toISOString(), termsVersion: '1.0',
    })
    assert.deepEqual([res.status, messageOf(res.body)], [403, 'Registration is not available for this organization'])
  })

  test("login: 'Enter a password' when it is missing", async () => {
    const patient = await registerPatient(platform.url, clinic)
    for (const password of [undefined, '']) {
      const res = await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email: patient.email, password })
      assert.deepEqual([res.status, messageOf(res.body)], [400, 'Enter a password'])
    }
  })

  test('login: unknown account, account without a password and wrong password answer identically', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const passwordless = await createPatient(platform.url, clinic, { email: `nopass-${unique()}@example.com` })
    const attempt = (email: string) => api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email, password: 'Wrong-pass-1' })
    const wrong = await attempt(patient.email)
    const unknown = await attempt(`nobody-${unique()}@example.com`)
    const noPassword = await attempt(passwordless.email!)
    assert.equal(wrong.status, 401)
    assert.deepEqual(wrong.body, { message: 'Invalid email or password' })
    assert.deepEqual([unknown.status, unknown.body], [wrong.status, wrong.body])
    assert.deepEqual([noPassword.status, noPassword.body], [wrong.status, wrong.body])
  })

  test('login by email or id answers a working token and the patient; another business does not know them', async () => {
    const patient = await registerPatient(platform.url, clinic)
    for (const by of [{ email: patient.email.toUpperCase() }, { id: patient.enduser.id }]) {
      const res = await api<{ authToken: string; enduser: { id: string } }>(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, password: patient.password, ...by })
      assert.equal(res.status, 200, JSON.stringify(res.body))
      assert.equal(res.body.enduser.id, patient.enduser.id)
      const me = await api<{ enduser: { id: string } }>(platform.url, bearer(res.body.authToken), 'GET', '/enduser-session-info')
      assert.equal(me.body.enduser.id, patient.enduser.id)
    }
    const other = await openClinic(platform.url)
    const elsewhere = await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: other.businessId, email: patient.email, password: patient.password })
    assert.equal(elsewhere.status, 401)
  })
})

describe('enduser login flow and sign-in links', () => {
  let platform: TestPlatform
  let clinic: Clinic
  const begin = (payload: Record<string, unknown>) =>
    api<{ result: string; email?: string }>(platform.url, anonymous, 'POST', '/begin-enduser-login-flow', { businessId: clinic.businessId, ...payload })
  const exchange = (token: string) => api<{ authToken: string; enduser: { id: string } }>(platform.url, bearer(token), 'POST', '/refresh-enduser-session')

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test("a patient with a password continues with it ('continue-with-password'), and nothing is sent", async () => {
    const patient = await registerPatient(platform.url, clinic)
    const res = await begin({ email: patient.email })
    assert.deepEqual(res.body, { result: 'continue-with-password', email: patient.email })
    assert.equal((await mailbox(platform.url, patient.email)).length, 0)
  })

  test("'sent-email': the link arrives in the SMTP sink and signs in exactly once", async () => {
    const email = `linked-${unique()}@example.com`
    const patient = await createPatient(platform.url, clinic, { email, fname: 'Lee' })
    const res = await begin({ email })
    assert.deepEqual([res.status, res.body], [200, { result: 'sent-email', email }])
    const [mail, ...more] = await mailbox(platform.url, email)
    assert.equal(more.length, 0)
    assert.equal(mail.subject, `Your sign-in link for ${clinic.name}`)
    assert.match(mail.text, new RegExp(clinic.name))
    assert.ok(mail.html?.includes('Sign in'))
    // the text and the HTML part carry the same link
    assert.equal(mail.links.length, 1)
    const link = linkWith(mail.links, 'token')
    assert.equal(link.url.pathname, '/')
    assert.equal(link.url.searchParams.get('org'), clinic.subdomain)

    const first = await exchange(link.value)
    assert.equal(first.status, 200, JSON.stringify(first.body))
    assert.equal(first.body.enduser.id, patient.id)
    const me = await api<{ enduser: { id: string; passwordIsUnset: boolean } }>(platform.url, bearer(first.body.authToken), 'GET', '/enduser-session-info')
    assert.deepEqual([me.body.enduser.id, me.body.enduser.passwordIsUnset], [patient.id, true])

    const second = await exchange(link.value)
    assert.equal(second.status, 401)
    assert.equal(second.body, 'Unauthenticated')
  })

  test('the link carries the portal page to return to (redir); a path that leaves the portal is dropped', async () => {
    const linkFor = async (redir: string) => {
      const email = `return-${unique()}@example.com`
      await createPatient(platform.url, clinic, { email })
      assert.equal((await begin({ email, redir })).status, 200)
      return linkWith((await waitForMail(platform.url, email)).links, 'token').url
    }
    const back = await linkFor('/link/form?f=F1&a=A2')
    assert.equal(back.searchParams.get('redir'), '/link/form?f=F1&a=A2')
    for (const hostile of ['//evil.example/x', '/\\evil.example', '/\t/evil.example', 'https://evil.example/']) {
      assert.equal((await linkFor(hostile)).searchParams.has('redir'), false, hostile)
    }
  })

  test("'sent-sms' for a phone only: the outbox holds the link, which signs in once", async () => {
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const patient = await createPatient(platform.url, clinic, { phone })
    const res = await begin({ phone: phone.slice(2) })
    assert.deepEqual([res.status, res.body], [200, { result: 'sent-sms' }])
    const [sms, ...more] = await smsOutbox(platform.url, phone)
    assert.equal(more.length, 0)
    assert.match(sms.message, new RegExp(`^${clinic.name}: sign in`))
    const link = linkWith(sms.links, 'token')
    const first = await exchange(link.value)
    assert.equal(first.body.enduser.id, patient.id)
    assert.equal((await exchange(link.value)).status, 401)
  })

  test('an unknown email answers like a known one; its owner is told there is no account', async () => {
    const email = `stranger-${unique()}@example.com`
    const res = await begin({ email })
    assert.deepEqual([res.status, res.body], [200, { result: 'sent-email', email }])
    const [mail] = await mailbox(platform.url, email)
    assert.equal(mail.subject, `Signing in to ${clinic.name}`)
    assert.match(mail.text, /there is no account for it/)
    assert.equal(mail.links.some((l) => new URL(l).searchParams.has('token')), false)
    assert.equal(linkWith(mail.links, 'org').url.pathname, '/register')
  })

  test('an unknown phone answers sent-sms and texts nobody', async () => {
    const phone = `+1555${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`
    const res = await begin({ phone })
    assert.deepEqual(res.body, { result: 'sent-sms' })
    assert.equal((await smsOutbox(platform.url, phone)).length, 0)
  })

  test('neither email nor phone, or an invalid one, is a 400', async () => {
    assert.deepEqual([(await begin({})).status, messageOf((await begin({})).body)], [400, 'Enter an email or phone number'])
    assert.deepEqual(messageOf((await begin({ email: 'nope' })).body), 'Error parsing field email: Invalid email')
    assert.deepEqual(messageOf((await begin({ phone: '123' })).body), 'Error parsing field phone: Phone number must be at least 10 digits')
    const unknownBusiness = await api(platform.url, anonymous, 'POST', '/begin-enduser-login-flow', { businessId: '0123456789abcdef01234567', email: 'a@example.com' })
    assert.equal(unknownBusiness.status, 404)
  })

  test('a link-signed-in patient sets a first password once; then signs in with it', async () => {
    const email = `first-pass-${unique()}@example.com`
    const patient = await createPatient(platform.url, clinic, { email })
    await begin({ email })
    const link = linkWith((await mailbox(platform.url, email))[0].links, 'token')
    const session = bearer((await exchange(link.value)).body.authToken)

    const weak = await api(platform.url, session, 'POST', '/set-enduser-password', { id: patient.id, password: 'alllowercase' })
    assert.deepEqual([weak.status, messageOf(weak.body)], [400, 'Error parsing field password: Password must included 1 uppercase letter, 1 number, or 1 symbol'])
    const short = await api(platform.url, session, 'POST', '/set-enduser-password', { id: patient.id, password: 'Ab1' })
    assert.deepEqual([short.status, messageOf(short.body)], [400, 'Error parsing field password: Password must be at least 8 characters long'])
    const someoneElse = await createPatient(platform.url, clinic, { email: `other-${unique()}@example.com` })
    const forOther = await api(platform.url, session, 'POST', '/set-enduser-password', { id: someoneElse.id, password: STRONG_PASSWORD })
    assert.deepEqual([forOther.status, messageOf(forOther.body)], [403, 'Endusers may only update their own profile'])

    const set = await api(platform.url, session, 'POST', '/set-enduser-password', { id: patient.id, password: STRONG_PASSWORD })
    assert.equal(set.status, 200, JSON.stringify(set.body))
    const again = await api(platform.url, session, 'POST', '/set-enduser-password', { id: patient.id, password: 'Another-pass-2' })
    assert.deepEqual([again.status, messageOf(again.body)], [403, 'A password is already set. Use password reset to change it.'])

    const me = await api<{ enduser: { passwordIsUnset: boolean } }>(platform.url, session, 'GET', '/enduser-session-info')
    assert.equal(me.body.enduser.passwordIsUnset, false)
    assert.deepEqual((await begin({ email })).body, { result: 'continue-with-password', email })
    const login = await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email, password: STRONG_PASSWORD })
    assert.equal(login.status, 200)
  })

  test("staff with update access set or reset a patient's password; the patient's sessions end", async () => {
    const email = `staffset-${unique()}@example.com`
    const patient = await createPatient(platform.url, clinic, { email })
    const patientToken = await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-enduser-auth-token', { id: patient.id })
    const res = await api(platform.url, clinic.admin, 'POST', '/set-enduser-password', { id: patient.id, password: STRONG_PASSWORD })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    // and again: staff may reset it, unlike the patient
    assert.equal((await api(platform.url, clinic.admin, 'POST', '/set-enduser-password', { id: patient.id, password: 'Reset-by-staff-3' })).status, 200)
    assert.equal((await api(platform.url, bearer(patientToken.body.authToken), 'GET', '/enduser-session-info')).status, 401, 'the old session ended')
    const login = await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email, password: 'Reset-by-staff-3' })
    assert.equal(login.status, 200)

    // a role that may read patients but not update them: 403; one that may not see this patient: 404
    const staffWith = async (endusers: Record<string, string | null>) => {
      const role = `role-${unique()}`
      await api(platform.url, clinic.admin, 'POST', '/role-based-access-permission', { role, permissions: { endusers } })
      const user = await api<{ id: string }>(platform.url, clinic.admin, 'POST', '/user', { email: `s-${unique()}@example.com`, roles: [role] })
      const token = await api<{ authToken: string }>(platform.url, clinic.admin, 'GET', '/generate-auth-token', { id: user.body.id })
      return bearer(token.body.authToken)
    }
    const readOnly = await staffWith({ read: 'All', update: null })
    assert.equal((await api(platform.url, readOnly, 'POST', '/set-enduser-password', { id: patient.id, password: STRONG_PASSWORD })).status, 403)
    const assignedOnly = await staffWith({ read: 'Assigned', update: 'Assigned' })
    assert.equal((await api(platform.url, assignedOnly, 'POST', '/set-enduser-password', { id: patient.id, password: STRONG_PASSWORD })).status, 404)
    const weak = await api(platform.url, clinic.admin, 'POST', '/set-enduser-password', { id: patient.id, password: 'weak' })
    assert.equal(weak.status, 400)
  })
})
