// A refund issued on a card purchase reaches the card. Staff raise a purchase's refundedAmount (the
// 'Refund Issued' event, collections/purchases.ts; also a cancelled paid appointment,
// appointment-refunds.ts); for a purchase Stripe took (processor 'Stripe', externalId its
// PaymentIntent) this reaction refunds the difference between what the purchase says is refunded
// and what Stripe has refunded for that purchase so far (the PaymentIntent's refunds whose metadata
// name it: one checkout of several products is one PaymentIntent for several purchases) — so a
// redelivered event, or two raises in a row, never refund twice — and never more than the charge
// has left: the part of a purchase a credit paid was never charged to the card. Stripe's
// idempotency key guards the same race from its side. A refund Stripe refuses is retried, then kept in the service's background errors (the
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

/** cents Stripe has refunded for this purchase so far (refunds are made with its id in their metadata) */
async function refundedForPurchase(api: Stripe, paymentIntentId: string, purchaseId: string, options: Stripe.RequestOptions): Promise<number> {
  let sum = 0
  for await (const refund of api.refunds.list({ payment_intent: paymentIntentId, limit: 100 }, options)) {
    if (refund.metadata?.purchaseId === purchaseId && refund.status !== 'failed' && refund.status !== 'canceled') sum += refund.amount
  }
  return sum
}

/** cents of the PaymentIntent's charge not refunded yet */
async function refundableAtStripe(api: Stripe, paymentIntentId: string, options: Stripe.RequestOptions): Promise<number> {
  const intent = await api.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] }, options)
  const charge = intent.latest_charge
  return charge && typeof charge === 'object' ? charge.amount - charge.amount_refunded : 0
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
      const owed = (purchase.refundedAmount ?? 0) - (await refundedForPurchase(stripe.api, purchase.externalId!, purchase.id, options))
      if (owed <= 0) continue
      const amount = Math.min(owed, await refundableAtStripe(stripe.api, purchase.externalId!, options))
      if (amount < owed) d.log.info({ purchaseId: purchase.id, owed, refundable: amount }, 'billing: the charge has less left than the refund (a credit paid the rest): the card gets what it was charged')
      if (amount <= 0) continue
      await stripe.api.refunds.create(
        { payment_intent: purchase.externalId!, amount, metadata: { businessId, purchaseId: purchase.id } },
        { ...options, idempotencyKey: `refund-${purchase.id}-${purchase.refundedAmount}` },
      )
      d.log.info({ purchaseId: purchase.id, amount }, 'billing: refund sent to Stripe')
    }
  })
