// A staff user's sign-in email (issue #18 item 4): a session alone cannot move it — a plain update
// of one's own email is refused, the change needs the code sent to the new address, the old address
// is told; an Admin may change another user's email, and that user's old address is told too.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { EmailChangeMessages } from '@care/contracts/routes/identity'
import { startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'
import { bearer, mailbox, openClinic, unique, waitForMail, type Clinic } from './enduser-support.ts'

type Rec = Record<string, unknown>
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

describe('identity: changing a sign-in email needs proof from the new address', () => {
  let platform: TestPlatform
  let clinic: Clinic

  const call = <T = Rec>(as: Principal, method: string, path: string, payload?: Rec) => api<T>(platform.url, as, method, path, payload)
  const staffMember = async () => {
    const email = `staff-${unique()}@example.com`
    const user = await call<{ id: string }>(clinic.admin, 'POST', '/user', { email, roles: [] })
    assert.equal(user.status, 200, JSON.stringify(user.body))
    const token = await call<{ authToken: string }>(clinic.admin, 'GET', '/generate-auth-token', { id: user.body.id })
    return { id: user.body.id, email, as: bearer(token.body.authToken) }
  }

  before(async () => {
    platform = await startTestPlatform()
    clinic = await openClinic(platform.url)
  })
  after(() => platform?.close())

  test('a plain update of one\'s own email is refused, for staff and Admins alike', async () => {
    const member = await staffMember()
    const refused = await call<{ message: string }>(member.as, 'PATCH', `/user/${member.id}`, { updates: { email: `attacker-${unique()}@example.com` } })
    assert.deepEqual([refused.status, refused.body.message], [403, EmailChangeMessages.needsConfirmation])
    const self = await call<{ message: string }>(clinic.admin, 'PATCH', `/user/${clinic.adminId}`, { updates: { email: `attacker-${unique()}@example.com` } })
    assert.deepEqual([self.status, self.body.message], [403, EmailChangeMessages.needsConfirmation])
    assert.equal((await call<Rec>(member.as, 'GET', `/user/${member.id}`)).body.email, member.email)
    // other fields of one's profile still change as before, and the same email is no change
    assert.equal((await call(member.as, 'PATCH', `/user/${member.id}`, { updates: { fname: 'Robin', email: member.email } })).status, 200)
  })

  test('the code sent to the new address changes it; the old address is told at each step', async () => {
    const member = await staffMember()
    const next = `new-${unique()}@example.com`
    assert.equal((await call(member.as, 'POST', '/users/request-email-change', { email: next })).status, 200)
    const codeMail = await waitForMail(platform.url, next, (m) => /\b\d{6}\b/.test(m.text))
    const notice = await waitForMail(platform.url, member.email, (m) => m.text.includes(next))
    assert.match(notice.text, /asked to change/)
    const code = codeIn(codeMail.text)

    // the code confirms that address only, and a wrong code changes nothing
    const elsewhere = await call<{ message: string }>(member.as, 'POST', '/users/confirm-email-change', { email: `other-${unique()}@example.com`, code })
    assert.deepEqual([elsewhere.status, elsewhere.body.message], [400, EmailChangeMessages.invalidCode])
    const wrong = code === '000000' ? '111111' : '000000'
    assert.equal((await call(member.as, 'POST', '/users/confirm-email-change', { email: next, code: wrong })).status, 400)
    // another signed-in user cannot use it
    const other = await staffMember()
    assert.equal((await call(other.as, 'POST', '/users/confirm-email-change', { email: next, code })).status, 400)

    const done = await call<{ user: Rec }>(member.as, 'POST', '/users/confirm-email-change', { email: next, code })
    assert.equal(done.status, 200, JSON.stringify(done.body))
    assert.equal(done.body.user.email, next)
    assert.equal((await call<Rec>(clinic.admin, 'GET', `/user/${member.id}`)).body.email, next)
    await waitForMail(platform.url, member.email, (m) => m.text.includes(`is now ${next}`))
    // used once
    assert.equal((await call(member.as, 'POST', '/users/confirm-email-change', { email: next, code })).status, 400)
    // the new address signs in from now on: a password reset goes there
    assert.equal((await call({}, 'POST', '/request-password-reset', { email: next })).status, 200)
  })

  test('a code allows 5 tries; an address in use is refused when confirmed', async () => {
    const member = await staffMember()
    const taken = (await staffMember()).email
    assert.equal((await call(member.as, 'POST', '/users/request-email-change', { email: taken })).status, 200)
    const code = codeIn((await waitForMail(platform.url, taken, (m) => m.subject === 'Confirm your new email address')).text)
    const conflict = await call<{ message: string }>(member.as, 'POST', '/users/confirm-email-change', { email: taken, code })
    assert.equal(conflict.status, 409, JSON.stringify(conflict.body))

    const next = `tries-${unique()}@example.com`
    assert.equal((await call(member.as, 'POST', '/users/request-email-change', { email: next })).status, 200)
    const right = codeIn((await waitForMail(platform.url, next)).text)
    const wrongs = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((c) => c !== right).slice(0, 5)
    for (const c of wrongs) assert.equal((await call(member.as, 'POST', '/users/confirm-email-change', { email: next, code: c })).status, 400)
    assert.equal((await call(member.as, 'POST', '/users/confirm-email-change', { email: next, code: right })).status, 400, 'dead after 5 tries')
    assert.equal((await call(member.as, 'POST', '/users/request-email-change', { email: member.email })).status, 400, 'already this address')
  })

  test("an Admin may change another user's email; the old address is told", async () => {
    const member = await staffMember()
    const next = `by-admin-${unique()}@example.com`
    const changed = await call<Rec>(clinic.admin, 'PATCH', `/user/${member.id}`, { updates: { email: next } })
    assert.equal(changed.status, 200, JSON.stringify(changed.body))
    assert.equal(changed.body.email, next)
    const notice = await waitForMail(platform.url, member.email, (m) => m.text.includes('An administrator changed'))
    assert.match(notice.text, new RegExp(next.replace(/[.]/g, '\\.')))
    assert.equal((await mailbox(platform.url, next)).length, 0, 'nothing is sent to the new address')
  })
})
