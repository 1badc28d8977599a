// Staff password reset: a single-use link valid for one hour; the new password ends every session.
import { badRequest } from '@care/contracts/errors'
import { newObjectId } from '@care/kit/ids'
import { parseOrThrow as parse, passwordValidator } from '@care/contracts/values/index'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { consumeOneTimeToken, createOneTimeToken, linkToken, parseLinkToken } from '../domain/one-time-tokens.ts'
import { hashPassword } from '../domain/passwords.ts'
import { revokeAllSessionsOf, type SessionDeps } from './sessions.ts'
import { consoleUrl, sendStaffEmail } from './staff-emails.ts'
import { repositoriesOf } from '../repositories.ts'

export const RESET_TTL_MS = 60 * 60 * 1000
export const INVALID_RESET_LINK = 'This link is invalid or has expired'

/**
 * POST /request-password-reset: the same answer, after the same work, for known and unknown
 * addresses — a secret drawn, hashed and stored either way (for an unknown address under a principal
 * that does not exist, so it can never be used) — and the email leaves off the request path, so
 * neither the answer, its time nor a mail failure tells whether the address has an account. The
 * send stays in this process rather than a durable job: the link carries the secret in clear, and
 * only its hash is ever stored; a failed send is logged and the user asks again.
 */
export const requestPasswordReset = (d: SessionDeps): Handler<typeof identityRoutes, 'users.request-password-reset'> => async (input, ctx) => {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  const user = email ? await repositoriesOf(d.db).users.lookup({ email }) : undefined
  const principal = user ?? { id: newObjectId(), businessId: '' }
  const secret = await createOneTimeToken(d.db, { purpose: 'user-password-reset', businessId: principal.businessId, principalType: 'user', principalId: principal.id, ttlMs: RESET_TTL_MS })
  // the send starts on a later turn of the event loop, behind the answer
  if (user) setImmediate(() => {
    void sendStaffEmail(d, {
      businessId: user.businessId, to: user.email, purpose: 'password-reset', subject: 'Reset your password',
      lines: ['Someone asked to reset the password of your account. If it was you, follow the link within one hour. If not, you can ignore this email.'],
      link: { url: consoleUrl(d, '/reset-password', { resetToken: linkToken(user.id, secret) }), label: 'Reset your password' },
    }).catch((err: unknown) => ctx.log.error({ err, userId: user.id }, 'password reset email could not be sent'))
  })
  return {}
}

export const resetPassword = (d: SessionDeps): Handler<typeof identityRoutes, 'users.reset-password'> => async (input) => {
  const newPassword = parse(passwordValidator, input.newPassword)
  const token = parseLinkToken(input.resetToken)
  const used = token && (await consumeOneTimeToken(d.db, 'user-password-reset', token.principalId, token.secret))
  if (!token || !used) throw badRequest(INVALID_RESET_LINK)
  const user = await repositoriesOf(d.db).users.lookup({ id: token.principalId }, { fields: ['businessId'] })
  if (!user) throw badRequest(INVALID_RESET_LINK)
  await repositoriesOf(d.db).users.systemRepo(String(user.businessId), { type: 'user', id: token.principalId }).update(token.principalId, { hashedPassword: await hashPassword(newPassword) })
  await revokeAllSessionsOf(d, token.principalId)
  return {}
}
