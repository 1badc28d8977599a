// Staff registration and sign-in (spec 1 §7 "User session").
import { ADMIN_ROLE } from '@care/contracts/session'
import { badRequest, conflict, ApiError, notFound, unauthenticated, uniquenessViolation } from '@care/contracts/errors'
import { users, organizations } from '@care/contracts/collections/index'
import { emailValidator, parseOrThrow as parse, passwordValidator } from '@care/contracts/values/index'
import { newObjectId } from '@care/kit/ids'
import type { Transaction } from '@care/kit/repository/index'
import { toApiRecord } from '@care/kit/collections/index'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { burnPasswordCheck, hashPassword, verifyPassword } from '../domain/passwords.ts'
import { subdomainFrom } from '../domain/subdomain.ts'
import { issueToken, revokeSessions, sessionSeconds, type SessionDeps } from './sessions.ts'
import { accountKey } from '../domain/login-throttle.ts'
import { ACCOUNT_LOCKED, isLockedOut } from '../domain/lockout.ts'
import { acceptInvitation } from './invites.ts'
import { sendEmailVerification } from './email-verification.ts'
import { repositoriesOf } from '../repositories.ts'

export const INVALID_CREDENTIALS = 'Invalid email or password'

async function freeSubdomain(d: SessionDeps, wanted: string | undefined, name: string): Promise<string> {
  if (wanted) {
    const taken = await repositoriesOf(d.db).organizations.lookup({ subdomain: wanted }, { fields: ['id'] })
    if (taken) throw conflict('Subdomain is already taken')
    return wanted
  }
  const base = subdomainFrom(name)
  for (let i = 0; i < 20; i++) {
    const candidate = i ? `${base}-${i + 1}` : base
    if (!(await repositoriesOf(d.db).organizations.lookup({ subdomain: candidate }, { fields: ['id'] }))) return candidate
  }
  return `${base}-${newObjectId().slice(-6)}`
}

/** POST /users/register — without inviteCode: a new organization whose owner and Admin is the new user. */
export const registerUser = (d: SessionDeps): Handler<typeof identityRoutes, 'users.register'> => async (input, ctx) => {
  const email = parse(emailValidator, input.email)
  const password = parse(passwordValidator, input.password)
  if (input.inviteCode) return acceptInvitation(d, email, password, input)
  if (input.subdomain !== undefined) parse(organizations.fields.subdomain, input.subdomain)
  const repos = repositoriesOf(d.db)
  if (await repos.users.lookup({ email }, { fields: ['id'] })) throw uniquenessViolation('email', 'A user with this email already exists')

  const organizationName = (input.organizationName ?? '').trim() || `${email.split('@')[0]}'s organization`
  const subdomain = await freeSubdomain(d, input.subdomain, organizationName)
  const hashedPassword = await hashPassword(password)
  const orgId = newObjectId()
  const userId = newObjectId()
  const actor = { type: 'user', id: userId }
  const user = await d.db.$transaction(async (prismaTx) => {
    const tx: Transaction = prismaTx
    await repos.organizations.systemRepo(orgId, actor).create(
      { organizationIds: [orgId], name: organizationName, subdomain, owner: userId, roles: [ADMIN_ROLE] }, { tx, id: orgId, creator: userId })
    await repos.users.systemRepo(orgId, actor).create(
      { organizationIds: [orgId], email, hashedPassword, roles: [ADMIN_ROLE], fname: input.fname, lname: input.lname, verifiedEmail: false }, { tx, id: userId, creator: userId })
    return repos.users.systemRepo(orgId).row(userId, { tx })
  })
  if (!user) throw notFound()
  await sendEmailVerification(d, user, ctx.log)
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: orgId }, sessionSeconds())
  return { authToken, user: toApiRecord(users, user) }
}

/** POST /users/login — unknown account and wrong password answer identically. */
export const loginUser = (d: SessionDeps): Handler<typeof identityRoutes, 'users.login'> => async (input, ctx) => {
  const seconds = sessionSeconds(input.expirationInSeconds)
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  if (typeof input.password !== 'string' || input.password.length > 100) throw badRequest(INVALID_CREDENTIALS)
  const key = accountKey('user', email)
  await d.throttle?.before(key, ctx.ip)
  const user = email ? await repositoriesOf(d.db).users.lookup({ email }) : undefined
  const ok = user ? await verifyPassword(user.hashedPassword, input.password) : await burnPasswordCheck(input.password)
  if (!user || !ok) {
    await d.throttle?.failed(key, ctx.ip)
    throw new ApiError(401, INVALID_CREDENTIALS)
  }
  await d.throttle?.succeeded(key, ctx.ip)
  // said only to whoever knows the password; the account's tokens would be refused anyway
  if (isLockedOut(user.lockedOutUntil)) throw new ApiError(403, ACCOUNT_LOCKED)
  // presence is a change like any other: it is published (the console shows who is online)
  const updated = await repositoriesOf(d.db).users.systemRepo(user.businessId, { type: 'user', id: user.id }).update(user.id, { lastActive: new Date().toISOString() })
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, seconds)
  return { authToken, user: updated }
}

/** POST /refresh-session — a fresh token for the calling user; optionally revoke the old one. */
export const refreshSession = (d: SessionDeps): Handler<typeof identityRoutes, 'sessions.refresh'> => async (input, ctx) => {
  const session = ctx.session!
  const user = await repositoriesOf(d.db).users.lookup({ id: session.id })
  if (!user) throw unauthenticated()
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, sessionSeconds())
  if (input.invalidatePreviousToken) await revokeSessions(d, [session.sessionId])
  return { authToken, user: toApiRecord(users, user) }
}
