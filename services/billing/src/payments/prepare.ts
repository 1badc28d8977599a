// Preparing a card payment for a patient (POST /products/prepare-stripe-checkout, and
// billing.prepare-payment for forms' Stripe field and booking's payment step): who pays, what it
// costs after their credits, and the processor's answer — Stripe's, the test processor's, or 503.
import { BillingMessages } from '@care/contracts/collections/products'
import { ApiError, badRequest, forbidden, unauthenticated } from '@care/contracts/errors'
import { identityRoutes } from '@care/contracts/routes/identity'
import type { StripeDetails } from '@care/contracts/routes/billing'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import { checkEnduserOfBusiness } from '@care/kit/tenancy/enduser-of-business'
import type { BillingDeps } from '../deps.ts'
import { planCheckout } from './checkout.ts'
import type { PaymentIntent } from './intent.ts'
import { prepareStripeIntent } from './stripe-adapter.ts'
import { prepareTestIntent } from './test-processor.ts'

const organizationTheme = routeNamed(identityRoutes, 'organizations.theme')

/** the patient a payment is for: the caller when a patient, else the enduserId staff name (of their business) */
async function payerOf(d: BillingDeps, enduserId: string | undefined, ctx: OperationContext): Promise<string> {
  const session = ctx.session
  if (!session) throw unauthenticated()
  if (session.type === 'enduser') {
    if (enduserId && enduserId !== session.id) throw forbidden()
    return session.id
  }
  if (!enduserId) throw badRequest(BillingMessages.enduserRequired, [{ field: 'enduserId', message: BillingMessages.enduserRequired }])
  await checkEnduserOfBusiness(d.db, enduserId, ctx)
  return enduserId
}

async function businessNameOf(d: BillingDeps, businessId: string, ctx: OperationContext): Promise<string> {
  try {
    const { theme } = await callRoute(d.bus, organizationTheme, { businessId }, { requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) })
    return theme.name
  } catch (e) {
    ctx.log.warn({ err: e }, 'billing: the business name could not be read')
    return ''
  }
}

export async function preparePayment(
  d: BillingDeps, input: { enduserId?: string; productIds?: string[]; source?: string; checkout: boolean }, ctx: OperationContext,
): Promise<StripeDetails> {
  const enduserId = await payerOf(d, input.enduserId, ctx)
  if (d.processor.mode === 'off') throw new ApiError(503, BillingMessages.cardPaymentsNotConfigured)
  const businessId = ctx.session!.businessId
  const plan = input.checkout ? await planCheckout(d, businessId, enduserId, input.productIds ?? []) : undefined
  const intent: PaymentIntent = {
    businessId, enduserId, kind: plan ? 'checkout' : 'setup', productIds: input.productIds ?? [], creditIds: plan?.creditIds ?? [],
    amount: plan?.amount ?? 0, currency: plan?.currency ?? 'USD', ...(input.source ? { source: input.source } : {}),
  }
  const prepared = d.processor.mode === 'stripe' && d.stripe ? await prepareStripeIntent(d.db, d.stripe, intent) : await prepareTestIntent(d, intent)
  return {
    ...prepared,
    businessName: await businessNameOf(d, businessId, ctx),
    isCheckout: Boolean(plan),
    ...(plan ? { amount: plan.amount, currency: plan.currency } : {}),
    ...(d.processor.mode === 'test' ? { testMode: true } : {}),
  }
}
