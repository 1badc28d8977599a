// POST /request-enduser-password-reset and /reset-enduser-password. The request always answers the
// same: a patient with that address gets a single-use link valid for one hour; an address without
// an account gets an email saying so (so the call is alike either way: same answer, an email sent,
// the same failure when mail is down). A reset ends every session of the patient.
import { EnduserAuthMessages, type enduserAuthRoutes } from '@care/contracts/routes/enduser-auth'
import { badRequest } from '@care/contracts/errors'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { consumeOneTimeToken, createOneTimeToken, linkToken, parseLinkToken } from '../../domain/one-time-tokens.ts'
import { hashPassword } from '../../domain/passwords.ts'
import { revokeAllSessionsOf, type SessionDeps } from '../sessions.ts'
import { sendNoAccountResetEmail, sendPasswordResetEmail } from './patient-messages.ts'
import { findEnduser, portalLink, portalOrganization } from './portal.ts'
import { repositoriesOf } from '../../repositories.ts'

export const ENDUSER_RESET_TTL_MS = 60 * 60 * 1000

export const requestEnduserPasswordReset = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.request-password-reset'> => async (input) => {
  const org = await portalOrganization(d.db, input.businessId, input.organizationIds)
  const enduser = await findEnduser(d.db, org.businessId, { email: input.email })
  if (!enduser) {
    await sendNoAccountResetEmail(d, org, input.email, portalLink(d, org, '/register', {}))
    return {}
  }
  const secret = await createOneTimeToken(d.db, {
    purpose: 'enduser-password-reset', businessId: org.businessId, principalType: 'enduser', principalId: enduser.id, ttlMs: ENDUSER_RESET_TTL_MS,
  })
  await sendPasswordResetEmail(d, org, input.email, portalLink(d, org, '/reset-password', { resetToken: linkToken(enduser.id, secret) }))
  return {}
}

export const resetEnduserPassword = (d: SessionDeps): Handler<typeof enduserAuthRoutes, 'endusers.reset-password'> => async (input) => {
  const invalid = () => badRequest(EnduserAuthMessages.invalidResetLink)
  const token = parseLinkToken(input.resetToken)
  if (!token) throw invalid()
  // a token presented in another business's portal is refused and stays unused
  const used = await consumeOneTimeToken(d.db, 'enduser-password-reset', token.principalId, token.secret, input.businessId)
  if (!used) throw invalid()
  const hashedPassword = await hashPassword(input.newPassword)
  const updated = await repositoriesOf(d.db).endusers.systemRepo(used.businessId, { type: 'enduser', id: token.principalId })
    .modify(token.principalId, () => ({ hashedPassword, passwordIsUnset: false }))
  // the patient was deleted after the link was sent
  if (!updated) throw invalid()
  await revokeAllSessionsOf(d, token.principalId)
  return {}
}
