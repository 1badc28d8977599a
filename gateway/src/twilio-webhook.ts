// POST /v1/webhooks/twilio/sms: Twilio's inbound SMS webhook, signed. Twilio posts form fields and
// signs the URL it called plus those fields (X-Twilio-Signature), so this route — mounted before the
// API's JSON parser — reads the form itself and hands messaging the URL as Twilio called it, the
// fields and the signature over the bus (sms_messages.twilio-webhook): messaging checks them with
// the auth token and answers 200, 403 (a bad signature) or 503 (SMS not configured). Twilio expects
// TwiML back: an empty <Response/> (no automatic reply). No session: the signature is the credential.
// Behind a proxy, set the gateway's trustProxy so the URL's scheme and host are the public ones.
import express, { type Express, type Request, type Response } from 'express'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import type { Bus } from '@care/kit/bus/types'
import { sendError } from './errors.ts'
import type { RateLimiters } from './rate-limits.ts'
import { API_PREFIX } from './routes.ts'
import { requestContext } from './context.ts'

export const TWILIO_SMS_WEBHOOK_PATH = `${API_PREFIX}/webhooks/twilio/sms`
/** Twilio's message webhooks are a few kilobytes; its fields are at most 10 kB each */
const TWILIO_BODY_LIMIT = '100kb'
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>'

/** the form's fields as Twilio signed them: one string each (a repeated field keeps its last value) */
function fieldsOf(body: unknown): Record<string, string> {
  const fields: Record<string, string> = {}
  if (!body || typeof body !== 'object') return fields
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const last = Array.isArray(value) ? value.at(-1) : value
    if (typeof last === 'string') fields[name] = last
  }
  return fields
}

export function mountTwilioWebhook(app: Express, d: { bus: Bus; limiters: Pick<RateLimiters, 'ip'>; timeoutMs: number }): void {
  app.post(TWILIO_SMS_WEBHOOK_PATH, d.limiters.ip, express.urlencoded({ extended: false, limit: TWILIO_BODY_LIMIT, parameterLimit: 200 }), async (req: Request, res: Response) => {
    const payload = {
      url: `${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`,
      params: fieldsOf(req.body),
      signature: req.get('x-twilio-signature') ?? '',
    }
    const reply = await d.bus.request(requestSubject('messaging', 'sms_messages.twilio-webhook'), { requestId: requestContext().requestId, payload, ip: req.ip }, { timeoutMs: d.timeoutMs })
    if (isErrorReply(reply)) return sendError(res, reply.status, reply.message, reply.validation)
    res.status(200).type('text/xml').send(EMPTY_TWIML)
  })
}
