// A staff user's sign-in email changes only with proof from the new address (issue #18 item 4): a
// stolen session alone must not be able to move the account to an attacker's address for good.
// POST /users/request-email-change sends a 6-digit code to the new address and a notice to the
// current one; POST /users/confirm-email-change with that code applies it and tells the old address.
// The code is bound to the new address (it is hashed with it), lives 1 hour and allows 5 tries.
// A plain PATCH of one's own email is refused (collections/users.ts); an Admin may still change
// another user's email directly — that is an update in the audit trail, and the old address is told.
import { randomInt } from 'node:crypto'
import { ApiError, badRequest, forbidden, notFound } from '@care/contracts/errors'
import { EmailChangeMessages, type identityRoutes } from '@care/contracts/routes/identity'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { Logger } from '@care/kit/runtime/logger'
import { consumeShortCode, createOneTimeToken, retireOneTimeTokens } from '../domain/one-time-tokens.ts'
import { repositoriesOf } from '../repositories.ts'
import type { SessionDeps } from './sessions.ts'
import { sendStaffEmail } from './staff-emails.ts'

export const EMAIL_CHANGE_CODE_TTL_MS = 60 * 60 * 1000

/** the code is stored hashed with the address it was sent to: it confirms that address only */
const codeFor = (code: string, email: string) => `${code}:${email}`

async function signedInUser(d: SessionDeps, session: { type: string; id: string } | undefined) {
  if (session?.type !== 'user') throw forbidden()
  const user = await repositoriesOf(d.db).users.lookup({ id: session.id })
  if (!user) throw notFound()
  return user
}

export const requestEmailChange = (d: SessionDeps): Handler<typeof identityRoutes, 'users.request-email-change'> => async (input, ctx) => {
  const user = await signedInUser(d, ctx.session)
  if (input.email === user.email) throw badRequest(EmailChangeMessages.sameEmail, [{ field: 'email', message: EmailChangeMessages.sameEmail }])
  // one code at a time: a new request ends the earlier ones
  await retireOneTimeTokens(d.db, 'email-change', user.id)
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await createOneTimeToken(d.db, {
    purpose: 'email-change', businessId: user.businessId, principalType: 'user', principalId: user.id, ttlMs: EMAIL_CHANGE_CODE_TTL_MS, secret: codeFor(code, input.email),
  })
  // the code must arrive: a failure to send is the caller's answer (503), unlike the notice below
  await sendStaffEmail(d, {
    businessId: user.businessId, to: input.email, purpose: 'email-change', subject: 'Confirm your new email address',
    lines: [`Your confirmation code is ${code}.`, 'Enter it to make this your sign-in email. It expires in 1 hour. If you did not ask for this, you can ignore this email.'],
  })
  await noticeToOldAddress(d, user, ctx.log, [
    `Someone signed in to your account asked to change its sign-in email to ${input.email}.`,
    'Nothing changes until a code sent to that address is entered. If this was not you, change your password now.',
  ])
  return {}
}

export const confirmEmailChange = (d: SessionDeps): Handler<typeof identityRoutes, 'users.confirm-email-change'> => async (input, ctx) => {
  const user = await signedInUser(d, ctx.session)
  const code = input.code.trim()
  const used = code && (await consumeShortCode(d.db, 'email-change', user.id, codeFor(code, input.email)))
  if (!used) throw new ApiError(400, EmailChangeMessages.invalidCode, [{ field: 'code', message: EmailChangeMessages.invalidCode }])
  // the system repository: the users hook refuses a plain self-change, this is the confirmed one
  // (uniqueness still applies: 409 'A user with this email already exists')
  const updated = await repositoriesOf(d.db).users.systemRepo(user.businessId, { type: 'user', id: user.id }).update(user.id, { email: input.email, verifiedEmail: true })
  await noticeToOldAddress(d, user, ctx.log, [`The sign-in email of your account is now ${input.email}.`, 'If this was not you, contact your administrator at once.'])
  return { user: updated }
}

/** An Admin changed another user's email: the old address hears of it. */
export async function noticeOfEmailChangedByAdmin(d: SessionDeps, user: { id: string; businessId: string; email: string }, newEmail: string, log: Pick<Logger, 'error'>) {
  await noticeToOldAddress(d, user, log, [`An administrator changed the sign-in email of your account to ${newEmail}.`, 'If you did not expect this, contact your administrator.'])
}

/** A notice that fails to send is logged: the change itself stands or fails on its own. */
async function noticeToOldAddress(d: SessionDeps, user: { id: string; businessId: string; email: string }, log: Pick<Logger, 'error'>, lines: string[]) {
  try {
    await sendStaffEmail(d, { businessId: user.businessId, to: user.email, purpose: 'email-change-notice', subject: 'Your sign-in email', lines })
  } catch (err) {
    log.error({ err, userId: user.id }, 'email change notice could not be sent')
  }
}
