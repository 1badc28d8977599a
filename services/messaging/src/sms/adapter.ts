// How an SMS leaves: a provider adapter when one is configured, else the visible outbox. Both
// answer a receipt that says which it was, so nothing pretends an outbox entry was "sent".
import type { SystemMessageReceipt } from '@care/contracts/routes/messaging'

/** A system SMS after validation: `to` in E.164, `message` within the SMS limits. */
export interface ValidSms {
  businessId: string
  to: string
  message: string
  purpose: string
}

export interface SmsAdapter {
  /** for logs and the README: 'twilio', 'outbox' */
  readonly name: string
  send(sms: ValidSms): Promise<SystemMessageReceipt>
}

export interface TwilioConfig {
  accountSid: string
  authToken: string
  /** the sending number (E.164) or a Messaging Service SID (MG…) */
  from: string
  /** REST API origin; tests point it at a local stand-in */
  apiUrl?: string
}

/** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM all set → Twilio; otherwise none. */
export function twilioConfigFromEnv(env: NodeJS.ProcessEnv): TwilioConfig | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from, TWILIO_API_URL: apiUrl } = env
  if (!accountSid || !authToken || !from) return undefined
  return { accountSid, authToken, from, ...(apiUrl ? { apiUrl } : {}) }
}
