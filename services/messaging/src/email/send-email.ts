// `svc.messaging.system.send-email` (bus only): a system email (sign-in link, password reset) to
// one address over SMTP. The receipt means an SMTP server accepted it; anything else is an error.
// The payload arrives parsed with the route's schema (systemEmailSchema, messagingBusRoutes).
import { MESSAGING_INTERNAL, type messagingBusRoutes, type SystemMessageReceipt } from '@care/contracts/routes/messaging'
import { ApiError } from '@care/contracts/errors'
import { newObjectId } from '@care/kit/ids'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { Mailer } from './mailer.ts'
import { EMAIL_NOT_CONFIGURED, smtpFailure } from './smtp-errors.ts'

export const SEND_EMAIL = MESSAGING_INTERNAL.sendEmail

export const sendSystemEmail = (mailer: Mailer | undefined): Handler<typeof messagingBusRoutes, 'system.send-email', SystemMessageReceipt> => async (email, ctx) => {
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
