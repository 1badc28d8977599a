// The accounts the published suite expects, made through our API as a partner would: business A
// (its Admin, an Admin in sub-organization S1, one in S2, one in S11 under S1, a user without the
// Admin role, an 'MFA' user, and API keys) and business B (its Admin and an API key). Passwords are
// set the way our users set them: an invitation's link, or a password reset's.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { api, type Principal } from '../../support/http.ts'
import { registerStaff } from '../../support/platform.ts'
import type { PatchContext } from './patches.ts'

export interface PublishedAccounts {
  /** the suite's environment (TEST_URL, TEST_EMAIL, …) */
  env: Record<string, string>
  context: PatchContext
  /** the Admin tokens of A and B, for reset_db's emulation */
  adminTokens: string[]
  /** every staff user made here: reset_db keeps them */
  userIds: string[]
}

const unique = () => randomBytes(4).toString('hex')

/** The newest link in the development mailbox for `to` that carries `param`, polled until it arrives. */
async function linkParam(url: string, to: string, param: string): Promise<string> {
  const until = Date.now() + 15_000
  for (;;) {
    const res = await fetch(`${url}/v1/dev/mailbox?to=${encodeURIComponent(to)}`)
    assert.equal(res.status, 200, `the development mailbox answered ${res.status}`)
    const mails = (await res.json()) as { links: string[] }[]
    for (const mail of mails) {
      for (const link of mail.links) {
        const value = new URL(link, url).searchParams.get(param)
        if (value) return value
      }
    }
    if (Date.now() > until) throw new Error(`no mail with ${param} reached ${to}`)
    await sleep(100)
  }
}

export async function createAccounts(url: string): Promise<PublishedAccounts> {
  const a = await registerStaff(url)
  const b = await registerStaff(url)
  const password = a.password
  const adminA: Principal = { authorization: `Bearer ${a.authToken}` }
  const call = async (as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<Record<string, unknown>>(url, as, method, path, payload)
    assert.equal(res.status, 200, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const userIds = [a.user.id, b.user.id]

  /** a user invited into an organization, who then chooses the shared password through the link */
  const invited = async (as: Principal, organizationId: string, name: string, role = 'Admin') => {
    const email = `${name}-${unique()}@example.com`
    const { created } = await call(as, 'POST', '/invite-user-to-organization', { email, fname: name, lname: 'Published', organizationId, role })
    const inviteCode = await linkParam(url, email, 'inviteCode')
    const registered = await call({}, 'POST', '/users/register', { email, password, inviteCode })
    userIds.push((created as { id: string }).id)
    return { email, id: (created as { id: string }).id, auth: { authorization: `Bearer ${registered.authToken as string}` } }
  }
  /** a user of the business root (no sub-organization), whose password is set by a reset link */
  const rootUser = async (name: string, roles: string[]) => {
    const email = `${name}-${unique()}@example.com`
    const user = await call(adminA, 'POST', '/user', { email, fname: name, roles })
    await call({}, 'POST', '/request-password-reset', { email })
    const resetToken = await linkParam(url, email, 'resetToken')
    await call({}, 'POST', '/reset-password', { resetToken, newPassword: password })
    userIds.push(user.id as string)
    return { email, id: user.id as string }
  }

  const s1 = ((await call(adminA, 'POST', '/sub-organization', { name: 'Published S1', subdomain: `s1-${unique()}` })).created as { id: string }).id
  const s2 = ((await call(adminA, 'POST', '/sub-organization', { name: 'Published S2', subdomain: `s2-${unique()}` })).created as { id: string }).id
  const sub = await invited(adminA, s1, 'sub')
  const otherSub = await invited(adminA, s2, 'othersub')
  // organizationIds [S1, S11]: an Admin of S1 who creates S11 and joins it
  const subSub = await invited(sub.auth, s1, 'subsub')
  await call(subSub.auth, 'POST', '/organizations/create-and-join', { name: 'Published S11', subdomain: `s11-${unique()}` })
  const nonAdmin = await rootUser('nonadmin', ['Non-Admin'])
  const mfa = await rootUser('mfa', ['Admin'])
  const mfaToken = (await call(adminA, 'GET', '/generate-auth-token', { id: mfa.id })).authToken as string
  const mfaKey = (await call({ authorization: `Bearer ${mfaToken}` }, 'POST', '/add-api-key', {})).key as string
  const keyA = (await call(adminA, 'POST', '/add-api-key', {})).key as string
  const keyB = (await call({ authorization: `Bearer ${b.authToken}` }, 'POST', '/add-api-key', {})).key as string

  return {
    env: {
      TEST_URL: url,
      TEST_EMAIL: a.email,
      TEST_PASSWORD: password,
      MFA_EMAIL: mfa.email,
      TEST_EMAIL_2: b.email,
      TEST_PASSWORD_2: b.password,
      NON_ADMIN_EMAIL: nonAdmin.email,
      NON_ADMIN_PASSWORD: password,
      SUB_EMAIL: sub.email,
      OTHER_SUB_EMAIL: otherSub.email,
      SUB_SUB_EMAIL: subSub.email,
    },
    context: {
      host: url,
      businessId: a.user.businessId,
      userId: a.user.id,
      subOrganizationId: s1,
      otherBusinessApiKey: keyB,
      mfaUserApiKey: mfaKey,
      mfaUserId: mfa.id,
      apiKey: keyA,
    },
    adminTokens: [a.authToken, b.authToken],
    userIds,
  }
}
