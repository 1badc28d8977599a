// A refund issued on a card purchase reaches the card. Staff raise a purchase's refundedAmount (the
// 'Refund Issued' event, collections/purchases.ts); for a purchase Stripe took (processor 'Stripe',
// externalId its PaymentIntent) this reaction refunds the difference between what the purchase
// says is refunded and what Stripe has refunded on that payment so far — so a redelivered event,
// or two raises in a row, never refund twice. Stripe's idempotency key guards the same race from
// its side. A refund Stripe refuses is retried, then kept in the service's background errors (the
// kit's reactions), never dropped in silence; the test processor's purchases charged no card and
// are left alone.
import { onEvent } from '@care/kit/reactions/index'
import type Stripe from 'stripe'
import type { BillingDeps } from '../deps.ts'
import { isRefundIssued } from '../collections/purchases.ts'
import { connectedAccountOf } from '../payments/stripe-adapter.ts'

interface RefundedPurchase {
  id: string
  processor?: string
  externalId?: string
  refundedAmount?: number
}

/** cents Stripe has refunded on the PaymentIntent so far */
async function refundedAtStripe(api: Stripe, paymentIntentId: string, options: Stripe.RequestOptions): Promise<number> {
  const intent = await api.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }, options)
  const charge = intent.latest_charge
  return charge && typeof charge === 'object' ? charge.amount_refunded : 0
}

export const refundsSentToStripe = (d: BillingDeps) =>
  onEvent('billing-stripe-refunds', 'evt.purchases.updated', async (event, { businessId }) => {
    const stripe = d.stripe
    if (!stripe || !isRefundIssued(event)) return
    const raised = new Set(event.changes?.filter((c) => 'refundedAmount' in c.changes).map((c) => c.id))
    const purchases = (event.records as unknown as RefundedPurchase[]).filter((p) => raised.has(p.id) && p.processor === 'Stripe' && p.externalId)
    if (!purchases.length) return
    const accountId = await connectedAccountOf(d.db, businessId)
    const options: Stripe.RequestOptions = accountId ? { stripeAccount: accountId } : {}
    for (const purchase of purchases) {
      const owed = (purchase.refundedAmount ?? 0) - (await refundedAtStripe(stripe.api, purchase.externalId!, options))
      if (owed <= 0) continue
      await stripe.api.refunds.create(
        { payment_intent: purchase.externalId!, amount: owed, metadata: { businessId, purchaseId: purchase.id } },
        { ...options, idempotencyKey: `refund-${purchase.id}-${purchase.refundedAmount}` },
      )
      d.log.info({ purchaseId: purchase.id, amount: owed }, 'billing: refund sent to Stripe')
    }
  })
