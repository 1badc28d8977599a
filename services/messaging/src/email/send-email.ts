// `svc.messaging.system.send-email` (bus only): a system email (sign-in link, password reset) to
// one address over SMTP. The receipt means an SMTP server accepted it; anything else is an error.
import { MESSAGING_INTERNAL, systemEmailSchema, type SystemMessageReceipt } from '@care/contracts/routes/messaging'
import { ApiError } from '@care/contracts/errors'
import { parseOrThrow } from '@care/contracts/values/index'
import { newObjectId } from '@care/kit/ids'
import type { Operation } from '@care/kit/runtime/operation'
import type { Mailer } from './mailer.ts'
import { EMAIL_NOT_CONFIGURED, smtpFailure } from './smtp-errors.ts'

export const SEND_EMAIL = MESSAGING_INTERNAL.sendEmail

export const sendSystemEmail = (mailer: Mailer | undefined): Operation<unknown, SystemMessageReceipt> => async (payload, ctx) => {
  const email = parseOrThrow(systemEmailSchema, payload)
  if (!mailer) {
    ctx.log.error({ purpose: email.purpose }, 'system email refused: no SMTP server configured (SMTP_URL)')
    throw new ApiError(503, EMAIL_NOT_CONFIGURED)
  }
  const id = newObjectId()
  try {
    const messageId = await mailer.send(email)
    ctx.log.info({ id, messageId, purpose: email.purpose, businessId: email.businessId }, 'system email accepted by the SMTP server')
  } catch (err) {
    const failure = smtpFailure(err)
    ctx.log[failure.status >= 500 ? 'error' : 'warn']({ err, purpose: email.purpose, businessId: email.businessId }, 'system email not sent')
    throw failure
  }
  return { id, via: 'smtp' }
}
