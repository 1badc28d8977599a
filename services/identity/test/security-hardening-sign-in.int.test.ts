// Issue #10, sign-in and one-time secrets: the patient throttle counts the account however it is
// named; a 6-digit verification code allows 5 tries; a staff reset request answers and works alike
// for known and unknown addresses; a patient reset token shown to the wrong business stays unused.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api } from './support/http.ts'
import { anonymous, bearer, linkWith, mailbox, messageOf, openClinic, registerPatient, unique, waitForMail, type Clinic } from './enduser-support.ts'

describe('sign-in hardening', () => {
  let platform: TestPlatform
  let clinic: Clinic

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('patient throttle: after six wrong passwords by email, the id and every spelling of the phone are throttled too', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const phone = await api(platform.url, patient.as, 'PATCH', `/enduser/${patient.enduser.id}`, { updates: { phone: '+15555550199' } })
    assert.equal(phone.status, 200, JSON.stringify(phone.body))
    const login = (by: Record<string, string>, password: string) =>
      api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, password, ...by })
    const wrong: number[] = []
    for (let i = 0; i < 6; i++) wrong.push((await login({ email: patient.email }, 'Wrong-pass-1')).status)
    assert.deepEqual(wrong, [401, 401, 401, 401, 401, 429])
    const others: Record<string, string>[] = [{ id: patient.enduser.id }, { email: ` ${patient.email.toUpperCase()} ` },
      { phone: '5555550199' }, { phone: '(555) 555-0199' }, { phone: '+15555550199' }]
    for (const by of others) {
      const res = await login(by, patient.password)
      assert.deepEqual([res.status, messageOf(res.body)], [429, 'Too many login attempts'], JSON.stringify(by))
    }
  })

  test('email verification: five wrong codes kill the code; the right one is then refused', async () => {
    const fresh = async () => {
      const staff = await registerStaff(platform.url)
      const [mail] = await mailbox(platform.url, staff.email)
      return { email: staff.email, code: /\b(\d{6})\b/.exec(mail.text)![1] }
    }
    const submit = (email: string, code: string) => api(platform.url, anonymous, 'POST', '/users/submit-email-verification', { email, code })
    const wrongCodes = (code: string) => ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== code)

    const spent = await fresh()
    for (const code of wrongCodes(spent.code).slice(0, 5)) {
      const res = await submit(spent.email, code)
      assert.deepEqual([res.status, messageOf(res.body)], [400, 'Invalid or expired verification code'])
    }
    const late = await submit(spent.email, spent.code)
    assert.deepEqual([late.status, messageOf(late.body)], [400, 'Invalid or expired verification code'])

    // four wrong tries leave the fifth to the right code; tries arriving together are counted alike
    const kept = await fresh()
    const together = await Promise.all(wrongCodes(kept.code).slice(0, 4).map((code) => submit(kept.email, code)))
    assert.deepEqual(together.map((r) => r.status), [400, 400, 400, 400])
    assert.equal((await submit(kept.email, kept.code)).status, 200)
  })

  test('a dead verification code is replaced by requesting a new one; earlier codes stop working; a verified address needs none', async () => {
    const staff = await registerStaff(platform.url)
    const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]
    const [first] = await mailbox(platform.url, staff.email)
    const submit = (code: string) => api(platform.url, anonymous, 'POST', '/users/submit-email-verification', { email: staff.email, code })
    for (const code of ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== codeIn(first.text)).slice(0, 5)) {
      assert.equal((await submit(code)).status, 400)
    }
    assert.equal((await submit(codeIn(first.text))).status, 400, 'the first code is dead')

    assert.equal((await api(platform.url, anonymous, 'POST', '/users/request-email-verification', {})).status, 401)
    const again = await api(platform.url, bearer(staff.authToken), 'POST', '/users/request-email-verification', {})
    assert.deepEqual([again.status, again.body], [200, {}])
    const second = await waitForMail(platform.url, staff.email, (m) => m.text !== first.text && /\b\d{6}\b/.test(m.text))
    // a third request retires the second code: only the newest one verifies
    assert.equal((await api(platform.url, bearer(staff.authToken), 'POST', '/users/request-email-verification', {})).status, 200)
    const mails = await (async () => {
      for (;;) {
        const all = await mailbox(platform.url, staff.email)
        if (all.length >= 3) return all
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const third = mails.find((m) => m.text !== first.text && m.text !== second.text)!
    if (codeIn(second.text) !== codeIn(third.text)) {
      assert.deepEqual([(await submit(codeIn(second.text))).status], [400], 'an earlier code stops working')
    }
    const ok = await submit(codeIn(third.text))
    assert.equal(ok.status, 200, JSON.stringify(ok.body))
    const done = await api(platform.url, bearer(staff.authToken), 'POST', '/users/request-email-verification', {})
    assert.deepEqual([done.status, messageOf(done.body)], [400, 'Email is already verified'])
  })

  test('staff reset request: known and unknown addresses get the same answer after the same work', async () => {
    const staff = await registerStaff(platform.url)
    type Token = { id: string; tokenHash: string }
    const identity = platform.running.identity as { db: { oneTimeToken: { findMany(a: object): Promise<Token[]> } } }
    // the staff member's business, and the empty one of unknown addresses (other files on the platform add there too)
    const resetTokens = (businessId: string) => identity.db.oneTimeToken.findMany({ where: { purpose: 'user-password-reset', businessId }, select: { id: true, tokenHash: true } })
    const request = (email: string) => api(platform.url, anonymous, 'POST', '/request-password-reset', { email })
    const shape = (r: Awaited<ReturnType<typeof request>>) => [r.status, JSON.stringify(r.body), r.headers.get('content-type'), r.headers.get('content-length')]

    const before = await resetTokens(staff.user.businessId)
    const known = await request(staff.email)
    const afterKnown = await resetTokens(staff.user.businessId)
    const unknownBefore = new Set((await resetTokens('')).map((t) => t.id))
    const unknown = await request(`nobody-${unique()}@example.com`)
    const unknownNew = (await resetTokens('')).filter((t) => !unknownBefore.has(t.id))
    assert.deepEqual(shape(unknown), shape(known))
    assert.deepEqual(known.body, {})
    // one secret drawn, hashed and stored per request, whether or not the address has an account
    assert.equal(afterKnown.length, before.length + 1)
    assert.ok(unknownNew.length >= 1, 'a token row for the unknown address')
    assert.ok([...afterKnown, ...unknownNew].every((t) => /^[0-9a-f]{64}$/.test(t.tokenHash)))
    // the known address still gets its link, sent off the request path
    const mail = await waitForMail(platform.url, staff.email, (m) => m.subject === 'Reset your password')
    assert.equal(linkWith(mail.links, 'resetToken').url.pathname, '/console/reset-password')
  })

  test('expired one-time tokens are deleted when new ones are made (reset requests for unknown addresses add rows)', async () => {
    type Db = { oneTimeToken: { create(a: object): Promise<unknown>; findUnique(a: object): Promise<unknown>; count(a: object): Promise<number> } }
    const { db } = platform.running.identity as { db: Db }
    const expiredHash = 'e'.repeat(64)
    const liveHash = 'f'.repeat(64)
    const row = (tokenHash: string, expiresAt: Date) => ({
      id: unique().padStart(24, '0').slice(-24), businessId: clinic.businessId, purpose: 'user-password-reset', principalType: 'user',
      principalId: unique().padStart(24, '0').slice(-24), tokenHash, expiresAt,
    })
    await db.oneTimeToken.create({ data: row(expiredHash, new Date(Date.now() - 1000)) })
    await db.oneTimeToken.create({ data: row(liveHash, new Date(Date.now() + 60 * 60 * 1000)) })
    const request = await api(platform.url, anonymous, 'POST', '/request-password-reset', { email: `nobody-${unique()}@example.com` })
    assert.equal(request.status, 200)
    assert.equal(await db.oneTimeToken.findUnique({ where: { tokenHash: expiredHash } }), null, 'the expired token is gone')
    assert.notEqual(await db.oneTimeToken.findUnique({ where: { tokenHash: liveHash } }), null, 'a live token stays')
    assert.equal(await db.oneTimeToken.count({ where: { businessId: clinic.businessId, expiresAt: { lte: new Date() } } }), 0)
  })

  test('a patient reset token presented to another business is refused and stays usable in its own', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const other = await openClinic(platform.url)
    assert.equal((await api(platform.url, anonymous, 'POST', '/request-enduser-password-reset', { businessId: clinic.businessId, email: patient.email })).status, 200)
    const mail = await waitForMail(platform.url, patient.email, (m) => m.links.some((l) => l.includes('resetToken')))
    const { value: resetToken } = linkWith(mail.links, 'resetToken')
    const wrong = await api(platform.url, anonymous, 'POST', '/reset-enduser-password', { businessId: other.businessId, resetToken, newPassword: 'Other-pass-22' })
    assert.deepEqual([wrong.status, messageOf(wrong.body)], [400, 'This link is invalid or has expired'])
    const right = await api(platform.url, anonymous, 'POST', '/reset-enduser-password', { businessId: clinic.businessId, resetToken, newPassword: 'Right-pass-22' })
    assert.equal(right.status, 200, JSON.stringify(right.body))
    assert.equal((await api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email: patient.email, password: 'Right-pass-22' })).status, 200)
  })
})
