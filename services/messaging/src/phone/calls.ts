// Phone calls through Twilio Voice (spec 1 §7 /authenticate-twilio-phone-call): an access token for
// the caller's browser or app when Twilio voice is configured (TWILIO_ACCOUNT_SID with
// TWILIO_API_KEY_SID, TWILIO_API_KEY_SECRET and TWILIO_TWIML_APP_SID); otherwise 503 'Phone calls are
// not configured…' — never a made-up token. Logged calls (phone_calls) and phone trees are the
// collections' generic calls.
import twilio from 'twilio'
import { ApiError } from '@care/contracts/errors'
import { OutboundMessages, type outboundRoutes } from '@care/contracts/routes/outbound'
import type { Handler } from '@care/kit/runtime/typed-operations'

export interface TwilioVoiceConfig {
  accountSid: string
  apiKeySid: string
  apiKeySecret: string
  twimlAppSid: string
}

export function twilioVoiceFromEnv(env: NodeJS.ProcessEnv): TwilioVoiceConfig | undefined {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_API_KEY_SID: apiKeySid, TWILIO_API_KEY_SECRET: apiKeySecret, TWILIO_TWIML_APP_SID: twimlAppSid } = env
  if (!accountSid || !apiKeySid || !apiKeySecret || !twimlAppSid) return undefined
  return { accountSid, apiKeySid, apiKeySecret, twimlAppSid }
}

export const authenticatePhoneCall = (voice: TwilioVoiceConfig | undefined): Handler<typeof outboundRoutes, 'phone_calls.authenticate'> => async (_input, ctx) => {
  if (!voice) throw new ApiError(503, OutboundMessages.phoneNotConfigured)
  const identity = ctx.session!.id
  const { AccessToken } = twilio.jwt
  const token = new AccessToken(voice.accountSid, voice.apiKeySid, voice.apiKeySecret, { identity, ttl: 3600 })
  token.addGrant(new AccessToken.VoiceGrant({ outgoingApplicationSid: voice.twimlAppSid, incomingAllow: true }))
  return { accessToken: token.toJwt(), identity }
}
