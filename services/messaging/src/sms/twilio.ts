// The SMS provider adapter: Twilio's Messages REST API over fetch (no SDK needed for one call).
// A number Twilio refuses is the caller's problem (400); bad credentials, outages and timeouts are
// ours (503), so a caller never takes a failed send for a sent one.
import { ApiError } from '@care/contracts/errors'
import type { Logger } from '@care/kit/runtime/logger'
import type { SmsAdapter, TwilioConfig, ValidSms } from './adapter.ts'

export const TWILIO_API_URL = 'https://api.twilio.com'
export const SMS_UNAVAILABLE = 'SMS could not be sent: the SMS provider is unavailable. Please try again later.'
const TIMEOUT_MS = 8_000

interface TwilioAnswer {
  sid?: string
  message?: string
  code?: number
}

export function createTwilioAdapter(config: TwilioConfig, log: Logger, fetchImpl: typeof fetch = fetch): SmsAdapter {
  const endpoint = `${(config.apiUrl ?? TWILIO_API_URL).replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`
  const sender: Record<string, string> = config.from.startsWith('MG') ? { MessagingServiceSid: config.from } : { From: config.from }
  return {
    name: 'twilio',
    async send(sms: ValidSms) {
      let res: Response
      try {
        res = await fetchImpl(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: sms.to, Body: sms.message, ...sender }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (err) {
        log.error({ err, purpose: sms.purpose }, 'SMS provider unreachable')
        throw new ApiError(503, SMS_UNAVAILABLE)
      }
      const answer = (await res.json().catch(() => ({}))) as TwilioAnswer
      if (res.ok && answer.sid) return { id: answer.sid, via: 'sms-provider' }
      if (res.status === 400) {
        log.warn({ status: res.status, code: answer.code, purpose: sms.purpose }, 'SMS refused by the provider')
        throw new ApiError(400, `SMS could not be sent: ${answer.message ?? 'the provider refused the message'}`)
      }
      log.error({ status: res.status, code: answer.code, purpose: sms.purpose }, 'SMS provider failed')
      throw new ApiError(503, SMS_UNAVAILABLE)
    },
  }
}
