// Staff flows that go through real email: invitations, password resets and email verification,
// each followed from the development mailbox the way a person would.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, outboxChanges } from './support/http.ts'
import { bearer, linkWith, mailbox, messageOf, unique, waitForMail } from './enduser-support.ts'

describe('staff emails', () => {
  let platform: TestPlatform
  let admin: Awaited<ReturnType<typeof registerStaff>>

  before(async () => {
    platform = await startTestPlatform()
    admin = await registerStaff(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test('registration emails a verification code that verifies the address once', async () => {
    const [mail] = await mailbox(platform.url, admin.email)
    assert.equal(mail.subject, 'Your verification code')
    const code = /\b(\d{6})\b/.exec(mail.text)![1]
    const wrong = await api(platform.url, {}, 'POST', '/users/submit-email-verification', { email: admin.email, code: code === '000000' ? '111111' : '000000' })
    assert.deepEqual([wrong.status, messageOf(wrong.body)], [400, 'Invalid or expired verification code'])
    const ok = await api<{ authToken: string; user: { verifiedEmail: boolean } }>(platform.url, {}, 'POST', '/users/submit-email-verification', { email: admin.email, code })
    assert.equal(ok.status, 200)
    assert.equal(ok.body.user.verifiedEmail, true)
    // the change is published like any other write (live subscribers and reactions hear of it)
    assert.ok((await outboxChanges(platform, 'users', admin.user.id)).some((c) => c.verifiedEmail === true), 'an updated event with verifiedEmail')
    const again = await api(platform.url, {}, 'POST', '/users/submit-email-verification', { email: admin.email, code })
    assert.equal(again.status, 400)
  })

  test('an invited user follows the emailed link, chooses a password and signs in', async () => {
    const email = `invitee-${unique()}@example.com`
    const invited = await api<{ created: { id: string; roles: string[] } }>(platform.url, bearer(admin.authToken), 'POST', '/invite-user-to-organization', {
      email, fname: 'nia', lname: 'Okafor', organizationId: admin.user.businessId, role: 'Nurse',
    })
    assert.equal(invited.status, 200, JSON.stringify(invited.body))
    assert.deepEqual(invited.body.created.roles, ['Nurse'])
    const [mail] = await mailbox(platform.url, email)
    assert.match(mail.subject, /You are invited to join/)
    const { url, value: inviteCode } = linkWith(mail.links, 'inviteCode')
    assert.equal(url.pathname, '/console/register')
    // the code works only with its own email, and only once
    const wrongEmail = await api(platform.url, {}, 'POST', '/users/register', { email: admin.email, password: 'Invited-pass-1', inviteCode })
    assert.deepEqual([wrongEmail.status, messageOf(wrongEmail.body)], [400, 'This invitation is invalid or has expired'])
    const accepted = await api<{ authToken: string; user: { id: string; organizationIds: string[] } }>(platform.url, {}, 'POST', '/users/register', { email, password: 'Invited-pass-1', inviteCode })
    assert.equal(accepted.status, 200, JSON.stringify(accepted.body))
    assert.equal(accepted.body.user.id, invited.body.created.id)
    assert.ok((await outboxChanges(platform, 'users', accepted.body.user.id)).some((c) => c.verifiedEmail === true), 'accepting publishes an updated event')
    assert.equal(JSON.stringify(await outboxChanges(platform, 'users', accepted.body.user.id)).includes('hashedPassword'), false)
    const reuse = await api(platform.url, {}, 'POST', '/users/register', { email, password: 'Invited-pass-2', inviteCode })
    assert.equal(reuse.status, 400)
    const login = await api(platform.url, {}, 'POST', '/users/login', { email, password: 'Invited-pass-1' })
    assert.equal(login.status, 200)
  })

  test('only admins invite', async () => {
    const staff = await api<{ id: string }>(platform.url, bearer(admin.authToken), 'POST', '/user', { email: `plain-${unique()}@example.com` })
    const token = await api<{ authToken: string }>(platform.url, bearer(admin.authToken), 'GET', '/generate-auth-token', { id: staff.body.id })
    const res = await api(platform.url, bearer(token.body.authToken), 'POST', '/invite-user-to-organization', { email: `x-${unique()}@example.com`, fname: 'A', lname: 'B', organizationId: admin.user.businessId })
    assert.deepEqual([res.status, messageOf(res.body)], [403, 'Only admin users can invite users'])
  })

  test('password reset: the emailed link works once, within the hour, and ends every session', async () => {
    const staff = await registerStaff(platform.url)
    const before = bearer(staff.authToken)
    assert.equal((await api(platform.url, {}, 'POST', '/request-password-reset', { email: staff.email })).status, 200)
    // the email leaves off the request path (issue #10): it arrives a moment after the answer
    const mail = await waitForMail(platform.url, staff.email, (m) => m.subject === 'Reset your password')
    const { url, value: resetToken } = linkWith(mail.links, 'resetToken')
    assert.equal(url.pathname, '/console/reset-password')
    const reset = await api(platform.url, {}, 'POST', '/reset-password', { resetToken, newPassword: 'Brand-new-pass-1' })
    assert.equal(reset.status, 200)
    assert.equal((await api(platform.url, before, 'GET', '/test-authenticated')).status, 401, 'old sessions end')
    const reused = await api(platform.url, {}, 'POST', '/reset-password', { resetToken, newPassword: 'Other-pass-1' })
    assert.deepEqual([reused.status, messageOf(reused.body)], [400, 'This link is invalid or has expired'])
    assert.equal((await api(platform.url, {}, 'POST', '/users/login', { email: staff.email, password: 'Brand-new-pass-1' })).status, 200)
    assert.equal((await api(platform.url, {}, 'POST', '/users/login', { email: staff.email, password: staff.password })).status, 401)
  })
})
