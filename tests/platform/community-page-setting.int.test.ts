// The Community page setting across services (spec 2 §2.1, §6 "Community only for portals that
// enable it"): staff disable the portal's Community page through identity's portal_customizations;
// the content service learns it from identity's events and its patients then reach no forum, and
// their posts are refused with COMMUNITY_DISABLED; enabling it again opens the community.
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import { COMMUNITY_DISABLED } from '@care/contracts/collections/forums'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api, type Principal } from '../support/http.ts'

type Rec = Record<string, unknown> & { id: string }
let platform: TestPlatform
before(async () => { platform = await startTestPlatform() })
after(async () => platform?.close())

async function until(what: string, check: () => Promise<boolean>) {
  for (const end = Date.now() + 30_000; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) if (await check()) return
  assert.fail(`${what} did not happen within 30 s`)
}

test("a patient's community follows the portal's Community page setting", async () => {
  const staff = await registerStaff(platform.url)
  const admin: Principal = { authorization: `Bearer ${staff.authToken}` }
  const ok = async <T = Rec>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(platform.url, as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const forum = await ok(admin, 'POST', '/forum', { title: 'Walking group', publicRead: true })
  const enduser = await ok(admin, 'POST', '/enduser', { fname: 'Pat', email: `pat-${Date.now()}@example.com` })
  const patient: Principal = { authorization: `Bearer ${(await ok<{ authToken: string }>(admin, 'GET', '/generate-auth-token', { id: enduser.id })).authToken}` }
  const forumsSeen = async () => (await ok<Rec[]>(patient, 'GET', '/forums')).length
  assert.equal(await forumsSeen(), 1)

  const setting = await ok(admin, 'POST', '/portal-customization', { page: 'Community', disabled: true, blocks: [] })
  await until('Community closed for the patient', async () => (await forumsSeen()) === 0)
  const refused = await api<{ message: string }>(platform.url, patient, 'POST', '/forum-post', { forumId: forum.id, title: 'Hello', textContent: 'x' })
  assert.equal(refused.status, 403)
  assert.equal(refused.body.message, COMMUNITY_DISABLED)
  assert.equal((await ok<Rec[]>(admin, 'GET', '/forums')).length, 1, 'staff still see the forum')

  await ok(admin, 'PATCH', `/portal-customization/${setting.id}`, { updates: { disabled: false } })
  await until('Community open again', async () => (await forumsSeen()) === 1)
  await ok(patient, 'POST', '/forum-post', { forumId: forum.id, title: 'Hello', textContent: 'x' })
})
