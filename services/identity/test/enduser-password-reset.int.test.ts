// Patient password reset end to end through the gateway and the development mailbox: the same
// answer for every address, the reset rules and messages, links that work once and expire, and
// every session of the patient ended by a reset.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import type { IdentityService } from '../src/service.ts'
import { api } from './support/http.ts'
import { anonymous, bearer, linkWith, mailbox, messageOf, openClinic, registerPatient, unique, type Clinic } from './enduser-support.ts'

const INVALID_LINK = 'This link is invalid or has expired'

describe('enduser password reset', () => {
  let platform: TestPlatform
  let clinic: Clinic
  const requestReset = (email: string) =>
    api(platform.url, anonymous, 'POST', '/request-enduser-password-reset', { email, businessId: clinic.businessId, organizationIds: [clinic.businessId] })
  const reset = (resetToken: unknown, newPassword: string) =>
    api(platform.url, anonymous, 'POST', '/reset-enduser-password', { resetToken, newPassword, businessId: clinic.businessId })
  /** asks for a reset and answers the token of the link that arrives */
  async function resetTokenFor(email: string): Promise<string> {
    assert.equal((await requestReset(email)).status, 200)
    const [mail] = await mailbox(platform.url, email)
    assert.equal(mail.subject, `Reset your password for ${clinic.name}`)
    const link = linkWith(mail.links, 'resetToken')
    assert.equal(link.url.pathname, '/reset-password')
    assert.equal(link.url.searchParams.get('org'), clinic.subdomain)
    return link.value
  }

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('a known and an unknown address get the same answer; the unknown one is told there is no account', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const stranger = `stranger-${unique()}@example.com`
    const known = await requestReset(patient.email)
    const unknown = await requestReset(stranger)
    assert.equal(known.status, 200)
    assert.deepEqual([unknown.status, unknown.body], [known.status, known.body])
    const [mail] = await mailbox(platform.url, stranger)
    assert.equal(mail.subject, `Password reset for ${clinic.name}`)
    assert.equal(mail.links.some((l) => new URL(l).searchParams.has('resetToken')), false)
  })

  test('weak new passwords answer the reset rules, before the link is spent', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const token = await resetTokenFor(patient.email)
    const short = await reset(token, 'Ab1')
    assert.deepEqual([short.status, messageOf(short.body)], [400, 'Error parsing field newPassword: Password must be at least 8 characters long'])
    const weak = await reset(token, 'alllowercase')
    assert.deepEqual([weak.status, messageOf(weak.body)], [400, 'Error parsing field newPassword: Password must included 1 uppercase letter, 1 number, or 1 symbol'])
    assert.equal((await reset(token, 'Strong-enough-2')).status, 200)
  })

  test('unknown, forged and missing tokens answer the spec text', async () => {
    const patient = await registerPatient(platform.url, clinic)
    for (const token of ['nonsense', `${patient.enduser.id}.forged-secret`, undefined, '']) {
      const res = await reset(token, 'Strong-enough-2')
      assert.deepEqual([res.status, messageOf(res.body)], [400, INVALID_LINK], String(token))
    }
  })

  test('end to end: every session ends, the new password signs in, the link works once', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const second = await api<{ authToken: string }>(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email: patient.email, password: patient.password })
    const sessions = [patient.as, bearer(second.body.authToken)]
    for (const s of sessions) assert.equal((await api(platform.url, s, 'GET', '/enduser-session-info')).status, 200)

    const token = await resetTokenFor(patient.email)
    const done = await reset(token, 'Brand-new-pass-3')
    assert.equal(done.status, 200, JSON.stringify(done.body))
    for (const s of sessions) {
      const res = await api(platform.url, s, 'GET', '/enduser-session-info')
      assert.deepEqual([res.status, res.body], [401, 'Unauthenticated'])
    }
    const login = (password: string) => api(platform.url, anonymous, 'POST', '/login-enduser', { businessId: clinic.businessId, email: patient.email, password })
    assert.equal((await login('Brand-new-pass-3')).status, 200)
    assert.equal((await login(patient.password)).status, 401)

    const reused = await reset(token, 'Another-pass-4')
    assert.deepEqual([reused.status, messageOf(reused.body)], [400, INVALID_LINK])
  })

  test('an expired link answers the spec text', async () => {
    const patient = await registerPatient(platform.url, clinic)
    const token = await resetTokenFor(patient.email)
    // an hour is too long to wait: the token's row is moved into the past
    const identity = platform.running.identity as IdentityService
    const { count } = await identity.db.oneTimeToken.updateMany({ where: { principalId: patient.enduser.id, purpose: 'enduser-password-reset' }, data: { expiresAt: new Date(Date.now() - 1000) } })
    assert.equal(count, 1)
    const res = await reset(token, 'Strong-enough-2')
    assert.deepEqual([res.status, messageOf(res.body)], [400, INVALID_LINK])
  })

  test("a link of one organization does not work in another's portal", async () => {
    const patient = await registerPatient(platform.url, clinic)
    const token = await resetTokenFor(patient.email)
    const other = await openClinic(platform.url)
    const res = await api(platform.url, anonymous, 'POST', '/reset-enduser-password', { resetToken: token, newPassword: 'Strong-enough-2', businessId: other.businessId })
    assert.deepEqual([res.status, messageOf(res.body)], [400, INVALID_LINK])
  })
})
