// Billing's named calls (contracts/src/routes/billing.ts) and its bus-only calls, each a small
// handler over the payments/ and superbills/ modules.
import { billingBusRoutes, billingRoutes } from '@care/contracts/routes/billing'
import { operations } from '@care/kit/runtime/typed-operations'
import type { BillingDeps } from '../deps.ts'
import { claimBookingPayment, productsForBooking, releaseBookingPayment } from '../payments/booking.ts'
import { confirmTestPayment } from '../payments/test-processor.ts'
import { preparePayment } from '../payments/prepare.ts'
import { handleStripeWebhook } from '../payments/webhook.ts'
import { connectStripe } from './connect-stripe.ts'
import { superbillPdfCall } from './superbill-pdf.ts'

export const billingOperations = (d: BillingDeps) => ({
  ...operations(billingRoutes)({
    'products.prepare-stripe-checkout': (input, ctx) => preparePayment(d, { ...input, checkout: true, source: 'Checkout' }, ctx),
    'products.confirm-test-payment': (input, ctx) => confirmTestPayment(d, ctx.session!, input),
    'integrations.connect-stripe': connectStripe(d),
    'superbills.generate-pdf': superbillPdfCall(d),
  }),
  ...operations(billingBusRoutes)({
    'billing.prepare-payment': (input, ctx) => preparePayment(d, { ...input, checkout: Boolean(input.productIds?.length) }, ctx),
    'billing.products-for-booking': (input) => productsForBooking(d, input),
    'billing.claim-booking-payment': (input, ctx) => claimBookingPayment(d, input, ctx),
    'billing.release-booking-payment': (input, ctx) => releaseBookingPayment(d, input, ctx),
    'billing.stripe-webhook': (input) => handleStripeWebhook(d, input),
  }),
})
