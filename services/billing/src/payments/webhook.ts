// Escape hatch (raw Prisma): billing_stripe_events holds the ids of Stripe events already handled
// (not a collection): a replayed event records nothing twice.
//
// Stripe's webhook: the raw body verified against the Stripe-Signature header with
// STRIPE_WEBHOOK_SECRET (stripe.webhooks.constructEvent: HMAC and a 5-minute tolerance); a
// payment_intent.succeeded of one of our checkouts (its metadata) records its purchases and uses
// its credits, in the same transaction as the event id's row — so each event counts once.
import { BillingMessages } from '@care/contracts/collections/products'
import { ApiError, badRequest } from '@care/contracts/errors'
import type Stripe from 'stripe'
import type { BillingDeps } from '../deps.ts'
import { recordPaidCheckout } from './checkout.ts'

const list = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : [])
const isDuplicate = (e: unknown) => (e as { code?: string } | null)?.code === 'P2002'

export async function handleStripeWebhook(d: BillingDeps, input: { body: string; signature: string }): Promise<{ received: boolean; duplicate?: boolean }> {
  if (!d.stripe?.webhookSecret) throw new ApiError(503, BillingMessages.stripeNotConfigured)
  let event: Stripe.Event
  try {
    event = d.stripe.api.webhooks.constructEvent(input.body, input.signature, d.stripe.webhookSecret)
  } catch {
    throw badRequest(BillingMessages.webhookSignature, [{ field: 'signature', message: BillingMessages.webhookSignature }])
  }
  const intent = event.type === 'payment_intent.succeeded' ? event.data.object : undefined
  const meta = intent?.metadata ?? {}
  const businessId = meta.businessId
  try {
    await d.db.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type, ...(businessId ? { businessId } : {}) } })
      if (!intent || !businessId || !meta.enduserId) return
      await recordPaidCheckout(d, {
        businessId, enduserId: meta.enduserId, productIds: list(meta.productIds), creditIds: list(meta.creditIds),
        processor: 'Stripe', externalId: intent.id, ...(meta.source ? { source: meta.source } : {}),
      }, tx)
    })
  } catch (e) {
    if (isDuplicate(e)) return { received: true, duplicate: true }
    throw e
  }
  return { received: true }
}
