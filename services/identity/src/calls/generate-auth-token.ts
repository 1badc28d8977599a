// GET /generate-auth-token (admin): a session for a user of the caller's business, for partners
// that authenticate people themselves. Found by id, externalId, email or phone. An id that names no
// user but a patient of the business answers that patient's session ({ authToken, enduser }), as
// the SDK's users.generate_auth_token does (issue #19 item 5).
import { users } from '@care/contracts/collections/index'
import { badRequest, forbidden, notFound } from '@care/contracts/errors'
import type { identityRoutes } from '@care/contracts/routes/identity'
import { toApiRecord } from '@care/kit/collections/index'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { isUserAdmin } from '../domain/admins.ts'
import { generateEnduserAuthToken } from './enduser-auth/generate-token.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { repositoriesOf } from '../repositories.ts'

export const ONLY_ADMINS_GENERATE_TOKENS = 'Only admin users can generate auth tokens'
export const IDENTIFIER_REQUIRED = 'One of id, externalId, email, or phone is required'

export const generateAuthToken = (d: SessionDeps): Handler<typeof identityRoutes, 'users.generate-auth-token'> => async (input, ctx) => {
  const session = ctx.session
  if (!session || !isUserAdmin(session)) throw forbidden(ONLY_ADMINS_GENERATE_TOKENS)
  const seconds = sessionSeconds(input.durationInSeconds, 'durationInSeconds')
  const by = input.id ? { id: input.id } : input.externalId ? { externalId: input.externalId } : input.email ? { email: input.email.trim().toLowerCase() } : input.phone ? { phone: input.phone } : undefined
  if (!by) throw badRequest(IDENTIFIER_REQUIRED)
  const user = await repositoriesOf(d.db).users.systemRepo(session.businessId).findRow(by)
  if (!user && input.id) return generateEnduserAuthToken(d)({ id: input.id, durationInSeconds: input.durationInSeconds }, ctx)
  if (!user) throw notFound()
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, seconds)
  return { authToken, user: toApiRecord(users, user) }
}
