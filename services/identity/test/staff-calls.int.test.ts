// Identity's staff, organization and partner calls through the running gateway: the messages they
// answer, and the session rules (revocation, expiry, API keys, throttling) behind them. Google
// sign-in, configured through the environment, has a file of its own (staff-google-sign-in).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { registerStaff, startTestPlatform, type TestPlatform } from '@care/kit/testing/platform'
import { api, type Principal, outboxChanges } from './support/http.ts'

const bearer = (token: string): Principal => ({ authorization: `Bearer ${token}` })

describe('staff calls', () => {
  let platform: TestPlatform
  let admin: Awaited<ReturnType<typeof registerStaff>>
  let asAdmin: Principal

  before(async () => {
    platform = await startTestPlatform()
    admin = await registerStaff(platform.url, { organizationName: 'Lakeside Clinic', subdomain: `lakeside-${randomBytes(3).toString('hex')}` })
    asAdmin = bearer(admin.authToken)
  })
  after(async () => {
    await platform?.close()
  })

  test('login: unknown account and wrong password answer identically', async () => {
    const wrong = await api(platform.url, {}, 'POST', '/users/login', { email: admin.email, password: 'Wrong-password-1' })
    const unknown = await api(platform.url, {}, 'POST', '/users/login', { email: `nobody-${randomBytes(3).toString('hex')}@example.com`, password: 'Wrong-password-1' })
    assert.equal(wrong.status, 401)
    assert.deepEqual([unknown.status, unknown.body], [wrong.status, wrong.body])
    assert.deepEqual(wrong.body, { message: 'Invalid email or password' })
  })

  test('a token revoked by logout is refused on the very next request', async () => {
    const login = await api<{ authToken: string }>(platform.url, {}, 'POST', '/users/login', { email: admin.email, password: admin.password })
    const me = bearer(login.body.authToken)
    assert.equal((await api(platform.url, me, 'GET', '/test-authenticated')).status, 200)
    assert.equal((await api(platform.url, me, 'POST', '/logout-api')).status, 204)
    const after = await api(platform.url, me, 'GET', '/test-authenticated')
    assert.equal(after.status, 401)
    assert.equal(after.body, 'Unauthenticated')
    // presence is published like any other change (through the system repository)
    const changes = await outboxChanges(platform, 'users', admin.user.id)
    assert.ok(changes.some((c) => typeof c.lastActive === 'string'), 'sign-in publishes lastActive')
    assert.ok(changes.some((c) => typeof c.lastLogout === 'string'), 'sign-out publishes lastLogout')
  })

  test('an expired token is refused', async () => {
    const login = await api<{ authToken: string }>(platform.url, {}, 'POST', '/users/login', { email: admin.email, password: admin.password, expirationInSeconds: 1 })
    assert.equal(login.status, 200)
    await new Promise((r) => setTimeout(r, 2100))
    assert.equal((await api(platform.url, bearer(login.body.authToken), 'GET', '/test-authenticated')).status, 401)
  })

  test('expirationInSeconds out of range is a 400', async () => {
    const res = await api(platform.url, {}, 'POST', '/users/login', { email: admin.email, password: admin.password, expirationInSeconds: 0 })
    assert.equal(res.status, 400)
  })

  test('API_KEY authenticates as its creator within its business; removing it refuses the next request', async () => {
    const added = await api<{ id: string; key: string }>(platform.url, asAdmin, 'POST', '/add-api-key', {})
    assert.equal(added.status, 200)
    assert.match(added.body.key, /^[A-Za-z0-9_-]{40,}$/)
    const asKey: Principal = { authorization: `API_KEY ${added.body.key}` }
    const created = await api<{ creator: string; businessId: string }>(platform.url, asKey, 'POST', '/enduser', { fname: 'keyed' })
    assert.equal(created.status, 200)
    assert.equal(created.body.creator, admin.user.id)
    assert.equal(created.body.businessId, admin.user.businessId)
    // only a hash is stored, never answered
    const listed = await api<Record<string, unknown>[]>(platform.url, asAdmin, 'GET', '/api-keys')
    assert.equal(listed.body.some((k) => 'hashedKey' in k || JSON.stringify(k).includes(added.body.key)), false)
    assert.equal((await api(platform.url, asAdmin, 'DELETE', '/remove-api-key', { id: added.body.id })).status, 200)
    assert.equal((await api(platform.url, asKey, 'GET', '/endusers')).status, 401)
    assert.equal((await api(platform.url, { authorization: 'API_KEY not-a-key' }, 'GET', '/endusers')).status, 401)
  })

  test('organization-info answers the public theme by subdomain, and 404 for an unknown one', async () => {
    const org = await api<Record<string, unknown>>(platform.url, asAdmin, 'GET', `/organization/${admin.user.businessId}`)
    const info = await api<Record<string, unknown>>(platform.url, {}, 'GET', '/organization-info', { subdomain: org.body.subdomain as string })
    assert.equal(info.status, 200)
    assert.equal(info.body.name, 'Lakeside Clinic')
    assert.equal(info.body.businessId, admin.user.businessId)
    assert.deepEqual(info.body.pageSettings, [])
    for (const secret of ['owner', 'creator', 'limits', 'settings']) assert.equal(secret in info.body, false, `${secret} must not be public`)
    assert.equal((await api(platform.url, {}, 'GET', '/organization-info', { subdomain: 'no-such-clinic-x' })).status, 404)
    assert.equal((await api(platform.url, {}, 'GET', '/organization-info', {})).status, 400)
    const theme = await api<{ theme: { name: string } }>(platform.url, {}, 'GET', '/organization-theme', { businessId: admin.user.businessId })
    assert.equal(theme.body.theme.name, 'Lakeside Clinic')
  })

  test("portal customizations: 'Home page cannot be disabled', and page settings reach the theme", async () => {
    const refused = await api(platform.url, asAdmin, 'POST', '/portal-customization', { page: 'Home', blocks: [], disabled: true })
    assert.deepEqual([refused.status, (refused.body as { message: string }).message], [400, 'Home page cannot be disabled'])
    const home = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/portal-customization', { page: 'Home', blocks: [{ type: 'text', info: { text: 'Hi' } }] })
    assert.equal(home.status, 200)
    const update = await api(platform.url, asAdmin, 'PATCH', `/portal-customization/${home.body.id}`, { updates: { disabled: true } })
    assert.deepEqual([update.status, (update.body as { message: string }).message], [400, 'Home page cannot be disabled'])
    const community = await api(platform.url, asAdmin, 'POST', '/portal-customization', { page: 'Community', blocks: [], disabled: true, title: 'Forum' })
    assert.equal(community.status, 200)
    const org = await api<{ subdomain: string }>(platform.url, asAdmin, 'GET', `/organization/${admin.user.businessId}`)
    const info = await api<{ pageSettings: unknown[] }>(platform.url, {}, 'GET', '/organization-info', { subdomain: org.body.subdomain })
    assert.deepEqual(info.body.pageSettings, [{ page: 'Home' }, { page: 'Community', disabled: true, title: 'Forum' }])
  })

  test("role permissions: \"role must not be 'Admin'\", unique per business, root admins only", async () => {
    const admin1 = await api(platform.url, asAdmin, 'POST', '/role-based-access-permission', { role: 'Admin', permissions: {} })
    assert.deepEqual([admin1.status, (admin1.body as { message: string }).message], [400, "Error parsing field role: role must not be 'Admin'"])
    assert.equal((await api(platform.url, asAdmin, 'POST', '/role-based-access-permission', { role: 'Nurse', permissions: { endusers: { read: 'Assigned' } } })).status, 200)
    assert.equal((await api(platform.url, asAdmin, 'POST', '/role-based-access-permission', { role: 'Nurse', permissions: {} })).status, 409)
    const bad = await api(platform.url, asAdmin, 'POST', '/role-based-access-permission', { role: 'Clerk', permissions: { endusers: { read: 'Everything' } } })
    assert.equal(bad.status, 400)
  })

  test('role permissions take effect for the role’s users within seconds', async () => {
    const role = `scheduler-${randomBytes(3).toString('hex')}`
    const rule = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/role-based-access-permission', { role, permissions: { endusers: { read: null } } })
    const user = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/user', { email: `${role}@example.com`, roles: [role] })
    const token = await api<{ authToken: string }>(platform.url, asAdmin, 'GET', '/generate-auth-token', { id: user.body.id })
    const asUser = bearer(token.body.authToken)
    assert.equal((await api(platform.url, asUser, 'GET', '/endusers')).status, 403)
    await api(platform.url, asAdmin, 'PATCH', `/role-based-access-permission/${rule.body.id}`, { updates: { permissions: { endusers: { read: 'All' } } } })
    let status = 0
    for (let i = 0; i < 30 && status !== 200; i++) {
      status = (await api(platform.url, asUser, 'GET', '/endusers')).status
      if (status !== 200) await new Promise((r) => setTimeout(r, 500))
    }
    assert.equal(status, 200)
  })

  test('users: entity rules and messages', async () => {
    const staff = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/user', { email: `staff-${randomBytes(3).toString('hex')}@example.com`, fname: 'sam' })
    assert.equal(staff.status, 200)
    const token = await api<{ authToken: string }>(platform.url, asAdmin, 'GET', '/generate-auth-token', { id: staff.body.id })
    const asStaff = bearer(token.body.authToken)
    const others = await api(platform.url, asStaff, 'PATCH', `/user/${admin.user.id}`, { updates: { fname: 'Mallory' } })
    assert.deepEqual([others.status, (others.body as { message: string }).message], [403, "Only admin users can update others' profiles"])
    const promote = await api(platform.url, asStaff, 'PATCH', `/user/${staff.body.id}`, { updates: { roles: ['Admin'] } })
    assert.deepEqual([promote.status, (promote.body as { message: string }).message], [403, 'Only Admin users can assign the Admin role'])
    const orgs = await api(platform.url, asAdmin, 'PATCH', `/user/${staff.body.id}`, { updates: { organizationIds: [] } })
    assert.deepEqual([orgs.status, (orgs.body as { message: string }).message], [400, 'User organizationIds are readonly'])
    const self = await api<{ fname: string }>(platform.url, asStaff, 'PATCH', `/user/${staff.body.id}`, { updates: { fname: 'samuel' } })
    assert.deepEqual([self.status, self.body.fname], [200, 'Samuel'])
    const create = await api(platform.url, asStaff, 'POST', '/user', { email: `x-${randomBytes(3).toString('hex')}@example.com` })
    assert.equal(create.status, 403)
    const dup = await api(platform.url, asAdmin, 'POST', '/user', { email: admin.email })
    assert.equal(dup.status, 409)
    // deleting a user revokes their sessions at once
    assert.equal((await api(platform.url, asAdmin, 'DELETE', `/user/${staff.body.id}`)).status, 204)
    assert.equal((await api(platform.url, asStaff, 'GET', '/test-authenticated')).status, 401)
  })

  test('organizations: ownership rules', async () => {
    const staff = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/user', { email: `second-admin-${randomBytes(3).toString('hex')}@example.com`, roles: ['Admin'] })
    const token = await api<{ authToken: string }>(platform.url, asAdmin, 'GET', '/generate-auth-token', { id: staff.body.id })
    const asSecond = bearer(token.body.authToken)
    const steal = await api(platform.url, asSecond, 'PATCH', `/organization/${admin.user.businessId}`, { updates: { owner: staff.body.id } })
    assert.deepEqual([steal.status, (steal.body as { message: string }).message], [403, 'Only owner can change ownership'])
    const sub = await api<{ created: { id: string; owner: string } }>(platform.url, asSecond, 'POST', '/sub-organization', { name: 'East wing', subdomain: `east-${randomBytes(3).toString('hex')}` })
    assert.equal(sub.status, 200)
    // a sub-organization without an owner: only its creator may set the first one
    const identity = platform.running.identity as { db: { organization: { update(a: object): Promise<unknown> } } }
    await identity.db.organization.update({ where: { id: sub.body.created.id }, data: { owner: null } })
    const first = await api(platform.url, asAdmin, 'PATCH', `/organization/${sub.body.created.id}`, { updates: { owner: admin.user.id } })
    assert.deepEqual([first.status, (first.body as { message: string }).message], [403, 'Only creator can set initial owner'])
    assert.equal((await api(platform.url, asSecond, 'PATCH', `/organization/${sub.body.created.id}`, { updates: { owner: staff.body.id } })).status, 200)
    const joined = await api<{ organization: { parentOrganizationId: string }; user: { organizationIds: string[] } }>(platform.url, asAdmin, 'POST', '/organizations/create-and-join', { name: 'West wing', subdomain: `west-${randomBytes(3).toString('hex')}` })
    assert.equal(joined.status, 200)
    assert.equal(joined.body.organization.parentOrganizationId, admin.user.businessId)
    assert.equal(joined.body.user.organizationIds.length, 2)
  })

  test('display info is readable by staff and shows names, never emails', async () => {
    const res = await api<Record<string, unknown>[]>(platform.url, asAdmin, 'GET', '/user-display-info')
    assert.equal(res.status, 200)
    const me = res.body.find((u) => u.id === admin.user.id)
    assert.ok(me)
    assert.equal('email' in me!, false)
    const names = await api<{ id: string }[]>(platform.url, asAdmin, 'GET', '/user-display-names')
    assert.ok(names.body.some((u) => u.id === admin.user.id))
  })

  test('configure-inbox sets a unique username', async () => {
    const name = `inbox-${randomBytes(3).toString('hex')}`
    const res = await api<{ user: { username: string; fname: string } }>(platform.url, asAdmin, 'POST', '/users/configure-inbox', { username: name, fname: 'ada', lname: 'Lovelace' })
    assert.equal(res.status, 200)
    assert.deepEqual([res.body.user.username, res.body.user.fname], [name, 'Ada'])
    const me = (res.body.user as { id?: string }).id!
    assert.ok((await outboxChanges(platform, 'users', me)).some((c) => c.username === name), 'configure-inbox publishes an updated event')
    const other = await registerStaff(platform.url)
    const taken = await api(platform.url, bearer(other.authToken), 'POST', '/users/configure-inbox', { username: name, fname: 'B', lname: 'C' })
    assert.equal(taken.status, 409)
  })

  test('generate-auth-token is admin only and needs an identifier', async () => {
    const staff = await api<{ id: string }>(platform.url, asAdmin, 'POST', '/user', { email: `gen-${randomBytes(3).toString('hex')}@example.com` })
    const token = await api<{ authToken: string }>(platform.url, asAdmin, 'GET', '/generate-auth-token', { id: staff.body.id })
    const refused = await api(platform.url, bearer(token.body.authToken), 'GET', '/generate-auth-token', { id: admin.user.id })
    assert.deepEqual([refused.status, (refused.body as { message: string }).message], [403, 'Only admin users can generate auth tokens'])
    const missing = await api(platform.url, asAdmin, 'GET', '/generate-auth-token', {})
    assert.deepEqual([missing.status, (missing.body as { message: string }).message], [400, 'One of id, externalId, email, or phone is required'])
    const foreign = await registerStaff(platform.url)
    assert.equal((await api(platform.url, asAdmin, 'GET', '/generate-auth-token', { id: foreign.user.id })).status, 404)
  })

  test('reset-password refuses a bad token and weak passwords with the spec messages', async () => {
    const weak = await api(platform.url, {}, 'POST', '/reset-password', { resetToken: 'x', newPassword: 'short' })
    assert.deepEqual([weak.status, (weak.body as { message: string }).message], [400, 'Password must be at least 8 characters long'])
    const noMix = await api(platform.url, {}, 'POST', '/reset-password', { resetToken: 'x', newPassword: 'alllowercase' })
    assert.deepEqual([noMix.status, (noMix.body as { message: string }).message], [400, 'Password must included 1 uppercase letter, 1 number, or 1 symbol'])
    const bad = await api(platform.url, {}, 'POST', '/reset-password', { resetToken: `${admin.user.id}.forged`, newPassword: 'Better-password-1' })
    assert.deepEqual([bad.status, (bad.body as { message: string }).message], [400, 'This link is invalid or has expired'])
    const unknown = await api(platform.url, {}, 'POST', '/request-password-reset', { email: 'nobody-at-all@example.com' })
    assert.equal(unknown.status, 200)
  })
})

describe('login throttle', () => {
  let platform: TestPlatform
  let staff: Awaited<ReturnType<typeof registerStaff>>
  before(async () => {
    platform = await startTestPlatform({ bus: true })
    staff = await registerStaff(platform.url)
  })
  after(async () => {
    await platform?.close()
  })

  const login = (ip: string, password: string) =>
    platform.bus.request('svc.identity.users.login', { requestId: randomBytes(4).toString('hex'), ip, payload: { email: staff.email, password } })

  test('5 failures from one address refuse that address (429), not the real user elsewhere', async () => {
    for (let i = 0; i < 5; i++) assert.equal((await login('203.0.113.7', 'Wrong-password-1')).status, 401)
    const refused = await login('203.0.113.7', staff.password)
    assert.equal(refused.status, 429)
    assert.match((refused as { message: string }).message, /^Too many login attempts$/)
    const elsewhere = await login('198.51.100.2', staff.password)
    assert.equal(elsewhere.status, 200)
  })

  test('unknown accounts are throttled exactly like real ones', async () => {
    // an address of its own: the throttle counts per account and address on a platform other files share
    const ghost = `ghost-${randomBytes(4).toString('hex')}@example.com`
    const req = (ip: string) => platform.bus.request('svc.identity.users.login', { requestId: 'r', ip, payload: { email: ghost, password: 'Wrong-password-1' } })
    for (let i = 0; i < 5; i++) assert.equal((await req('192.0.2.1')).status, 401)
    assert.equal((await req('192.0.2.1')).status, 429)
  })
})
