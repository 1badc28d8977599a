// Inviting staff (admin only): the invited user is created without a password and emailed a
// single-use link (7 days) to /console/register?inviteCode=…; /users/register with that code and
// the same email sets their password. Inviting an existing user of the business adds the caller's
// (sub-)organization to their organizations.
import { badRequest, forbidden, notFound, uniquenessViolation } from '@care/contracts/errors'
import { ADMIN_ROLE } from '@care/contracts/session'
import { emailValidator, nameValidator, parseOrThrow as parse } from '@care/contracts/values/index'
import type { identityRoutes } from '@care/contracts/routes/identity'
import { repositoriesOf } from '../repositories.ts'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { isUserAdmin } from '../domain/admins.ts'
import { normalizeRoles } from '../domain/roles.ts'
import { consumeOneTimeToken, createOneTimeToken, linkToken, parseLinkToken } from '../domain/one-time-tokens.ts'
import { hashPassword } from '../domain/passwords.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { consoleUrl, sendStaffEmail } from './staff-emails.ts'

export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000
export const ONLY_ADMINS_INVITE = 'Only admin users can invite users'
export const INVALID_INVITE = 'This invitation is invalid or has expired'

const requireAdmin = (ctx: OperationContext) => {
  if (!isUserAdmin(ctx.session)) throw forbidden(ONLY_ADMINS_INVITE)
  return ctx.session!
}

async function organizationOfBusiness(d: SessionDeps, businessId: string, organizationId: string) {
  const org = await repositoriesOf(d.db).organizations.systemRepo(businessId).row(organizationId)
  if (!org) throw notFound('Organization not found')
  return org
}

export const inviteUser = (d: SessionDeps): Handler<typeof identityRoutes, 'users.invite'> => async (input, ctx) => {
  const session = requireAdmin(ctx)
  const email = parse(emailValidator, input.email)
  const fname = parse(nameValidator, input.fname)
  const lname = parse(nameValidator, input.lname)
  const org = await organizationOfBusiness(d, session.businessId, input.organizationId)
  if (await repositoriesOf(d.db).users.lookup({ email }, { fields: ['id'] })) throw uniquenessViolation('email', 'A user with this email already exists')
  const role = normalizeRoles([input.role ?? ''])[0]
  // the organization's whole path from the business, as create-and-join stores it (visibility reads the last entry)
  const organizationIds = org.organizationIds.includes(org.id) ? org.organizationIds : [...org.organizationIds, org.id]
  const user = await repositoriesOf(d.db).users.systemRepo(session.businessId, { type: 'user', id: session.id }).create({
    organizationIds, email, fname, lname, internalDisplayName: input.internalDisplayName, roles: role ? [role] : [], tags: input.tags ?? [], verifiedEmail: false,
  }, { creator: session.id })
  const secret = await createOneTimeToken(d.db, { purpose: 'user-invite', businessId: session.businessId, principalType: 'user', principalId: String(user.id), ttlMs: INVITE_TTL_MS })
  await sendStaffEmail(d, {
    businessId: session.businessId, to: email, purpose: 'invitation', subject: `You are invited to join ${org.name}`,
    lines: [`Hello ${fname}, you have been invited to join ${org.name}${role && role !== ADMIN_ROLE ? ` as ${role}` : ''}.`, 'Follow the link within 7 days to choose your password.'],
    link: { url: consoleUrl(d, '/register', { inviteCode: linkToken(String(user.id), secret), email }), label: 'Accept the invitation' },
  })
  return { created: user }
}

/** /users/register with an inviteCode: the invited user chooses their password. */
export async function acceptInvitation(d: SessionDeps, email: string, password: string, input: { inviteCode?: string; fname?: string; lname?: string }) {
  const token = parseLinkToken(input.inviteCode)
  const user = token && await repositoriesOf(d.db).users.lookup({ id: token.principalId })
  if (!token || !user || user.email !== email) throw badRequest(INVALID_INVITE)
  if (!(await consumeOneTimeToken(d.db, 'user-invite', user.id, token.secret))) throw badRequest(INVALID_INVITE)
  const updated = await repositoriesOf(d.db).users.systemRepo(user.businessId, { type: 'user', id: user.id }).update(user.id, {
    hashedPassword: await hashPassword(password), verifiedEmail: true,
    ...(input.fname ? { fname: parse(nameValidator, input.fname) } : {}), ...(input.lname ? { lname: parse(nameValidator, input.lname) } : {}),
  })
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, sessionSeconds())
  return { authToken, user: updated }
}

export const inviteExistingUser = (d: SessionDeps): Handler<typeof identityRoutes, 'users.invite-existing'> => async (input, ctx) => {
  const session = requireAdmin(ctx)
  const user = await repositoriesOf(d.db).users.systemRepo(session.businessId).row(input.userId)
  if (!user) throw notFound()
  const joined = [...new Set([...user.organizationIds, ...session.organizationIds])]
  if (joined.length === user.organizationIds.length) return {}
  await repositoriesOf(d.db).users.systemRepo(session.businessId, { type: 'user', id: session.id }).update(user.id, { organizationIds: joined })
  const org = await repositoriesOf(d.db).organizations.lookup({ id: session.organizationIds.at(-1) ?? session.businessId }, { fields: ['name'] })
  await sendStaffEmail(d, {
    businessId: session.businessId, to: user.email, purpose: 'invitation', subject: `You have joined ${org?.name ?? 'an organization'}`,
    lines: [`You now have access to ${org?.name ?? 'a new organization'}. Sign in as usual to find it.`],
    link: { url: consoleUrl(d, '/', {}), label: 'Open the console' },
  })
  return {}
}
