// GET /generate-auth-token (admin) with a patient's id answers that patient's session, as the SDK's
// users.generate_auth_token does (issue #19 item 5); a user's id still answers { authToken, user }.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal } from './support/http.ts'

const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('generate-auth-token', () => {
  let platform: TestPlatform
  let admin: Awaited<ReturnType<typeof registerStaff>>

  before(async () => {
    platform = await startTestPlatform()
    admin = await registerStaff(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  test("a patient's id answers { authToken, enduser } and the token is that patient's", async () => {
    const patient = await api<{ id: string }>(platform.url, bearer(admin.authToken), 'POST', '/enduser', { email: 'generated-token@example.com' })
    const res = await api<{ authToken: string; enduser: { id: string; email: string }; user?: unknown }>(platform.url, bearer(admin.authToken), 'GET', '/generate-auth-token', { id: patient.body.id })
    assert.equal(res.status, 200, JSON.stringify(res.body))
    assert.equal(res.body.enduser.id, patient.body.id)
    assert.equal(res.body.enduser.email, 'generated-token@example.com')
    assert.equal(res.body.user, undefined)
    const info = await api<{ enduser: { id: string } }>(platform.url, bearer(res.body.authToken), 'GET', '/enduser-session-info')
    assert.equal(info.status, 200, JSON.stringify(info.body))
    assert.equal(info.body.enduser.id, patient.body.id)
  })

  test("a user's id still answers { authToken, user }; an unknown id 404", async () => {
    const res = await api<{ authToken: string; user: { id: string } }>(platform.url, bearer(admin.authToken), 'GET', '/generate-auth-token', { id: admin.user.id })
    assert.equal(res.status, 200)
    assert.equal(res.body.user.id, admin.user.id)
    const missing = await api(platform.url, bearer(admin.authToken), 'GET', '/generate-auth-token', { id: '0'.repeat(24) })
    assert.equal(missing.status, 404)
  })

  test("another business's patient is not found", async () => {
    const other = await registerStaff(platform.url)
    const theirs = await api<{ id: string }>(platform.url, bearer(other.authToken), 'POST', '/enduser', { email: 'theirs@example.com' })
    const res = await api(platform.url, bearer(admin.authToken), 'GET', '/generate-auth-token', { id: theirs.body.id })
    assert.equal(res.status, 404)
  })
})
