// What a failed SMTP delivery answers. Only a recipient the server refuses is the caller's
// problem (400); everything else (unreachable, timeout, TLS, authentication, protocol) is ours or
// the mail server's, and answers 503 so that no caller ever believes the mail went out.
import { ApiError } from '@care/contracts/errors'

export const EMAIL_UNAVAILABLE = 'Email could not be sent: the mail server is unavailable. Please try again later.'
export const EMAIL_NOT_CONFIGURED = 'Email could not be sent: no mail server is configured (SMTP_URL).'
export const EMAIL_RECIPIENT_REFUSED = 'Email could not be sent: the mail server refused the recipient address.'

interface SmtpLikeError {
  code?: string
  responseCode?: number
}

export function smtpFailure(err: unknown): ApiError {
  const e = (err ?? {}) as SmtpLikeError
  // EENVELOPE with a permanent (5xx) reply: the server will never take this address
  if (e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode !== 503) {
    return new ApiError(400, EMAIL_RECIPIENT_REFUSED)
  }
  return new ApiError(503, EMAIL_UNAVAILABLE)
}
