// POST /v1/webhooks/stripe: Stripe's webhook. Stripe signs the exact bytes it sends, so this route
// keeps the body raw (it is mounted before the API's JSON parser) and hands billing the body and
// the Stripe-Signature header over the bus (billing.stripe-webhook): billing verifies them with
// STRIPE_WEBHOOK_SECRET and answers 200, 400 (a bad signature) or 503 (not configured) — the
// answer Stripe sees, so it retries what failed. No session: the signature is the credential.
import express, { type Express, type Request, type Response } from 'express'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import type { Bus } from '@care/kit/bus/types'
import { sendError } from './errors.ts'
import type { RateLimiters } from './rate-limits.ts'
import { API_PREFIX } from './routes.ts'
import { requestContext } from './context.ts'

export const STRIPE_WEBHOOK_PATH = `${API_PREFIX}/webhooks/stripe`
/** Stripe's events are small (its own limit is far below this) */
const STRIPE_BODY_LIMIT = '1mb'

export function mountStripeWebhook(app: Express, d: { bus: Bus; limiters: Pick<RateLimiters, 'ip'>; timeoutMs: number }): void {
  app.post(STRIPE_WEBHOOK_PATH, d.limiters.ip, express.raw({ type: () => true, limit: STRIPE_BODY_LIMIT }), async (req: Request, res: Response) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : ''
    const signature = req.get('stripe-signature') ?? ''
    const reply = await d.bus.request(requestSubject('billing', 'billing.stripe-webhook'), { requestId: requestContext().requestId, payload: { body, signature }, ip: req.ip }, { timeoutMs: d.timeoutMs })
    if (isErrorReply(reply)) return sendError(res, reply.status, reply.message, reply.validation)
    res.status(200).json(reply.body)
  })
}
