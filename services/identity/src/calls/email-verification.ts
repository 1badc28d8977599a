// Staff email verification: registration emails a 6-digit code; POST /users/submit-email-verification
// with it marks the address verified and answers a fresh session. A code allows 5 tries, then is dead;
// POST /users/request-email-verification (signed in) sends a new one and ends every earlier code.
import { randomInt } from 'node:crypto'
import { ApiError, badRequest } from '@care/contracts/errors'
import type { identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { Logger } from '@care/kit/runtime/logger'
import { consumeShortCode, createOneTimeToken, retireOneTimeTokens } from '../domain/one-time-tokens.ts'
import { repositoriesOf } from '../repositories.ts'
import { issueToken, sessionSeconds, type SessionDeps } from './sessions.ts'
import { sendStaffEmail } from './staff-emails.ts'

export const VERIFICATION_CODE_TTL_MS = 24 * 60 * 60 * 1000
export const INVALID_VERIFICATION_CODE = 'Invalid or expired verification code'
export const ALREADY_VERIFIED = 'Email is already verified'

/** Sends the code; a failure to send is logged, never hidden behind a failed registration. */
export async function sendEmailVerification(d: SessionDeps, user: { id: string; businessId: string; email: string }, log: Pick<Logger, 'error'>) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await createOneTimeToken(d.db, { purpose: 'email-verification', businessId: user.businessId, principalType: 'user', principalId: user.id, ttlMs: VERIFICATION_CODE_TTL_MS, secret: code })
  try {
    await sendStaffEmail(d, {
      businessId: user.businessId, to: user.email, purpose: 'email-verification', subject: 'Your verification code',
      lines: [`Your verification code is ${code}.`, 'It expires in 24 hours. If you did not create an account, you can ignore this email.'],
    })
  } catch (err) {
    log.error({ err, userId: user.id }, 'verification email could not be sent')
  }
}

export const submitEmailVerification = (d: SessionDeps): Handler<typeof identityRoutes, 'users.submit-email-verification'> => async (input) => {
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : ''
  if (!email || typeof input.code !== 'string' || !input.code.trim()) throw badRequest(INVALID_VERIFICATION_CODE)
  const user = await repositoriesOf(d.db).users.lookup({ email })
  const used = user && (await consumeShortCode(d.db, 'email-verification', user.id, input.code.trim()))
  if (!user || !used) throw new ApiError(400, INVALID_VERIFICATION_CODE)
  const updated = await repositoriesOf(d.db).users.systemRepo(user.businessId, { type: 'user', id: user.id }).update(user.id, { verifiedEmail: true })
  const authToken = await issueToken(d, { type: 'user', id: user.id, businessId: user.businessId }, sessionSeconds())
  return { authToken, user: updated }
}

export const requestEmailVerification = (d: SessionDeps): Handler<typeof identityRoutes, 'users.request-email-verification'> => async (_input, ctx) => {
  const session = ctx.session
  if (session?.type !== 'user') throw new ApiError(403, 'Only users may request a verification code')
  const user = await repositoriesOf(d.db).users.lookup({ id: session.id })
  if (!user) throw new ApiError(404, 'User not found')
  if (user.verifiedEmail) throw badRequest(ALREADY_VERIFIED)
  await retireOneTimeTokens(d.db, 'email-verification', user.id)
  await sendEmailVerification(d, user, ctx.log)
  return {}
}
