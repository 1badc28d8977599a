// POST /connect-stripe {accountId?, countryCode}: Stripe Connect onboarding for the business (admins):
// an Express account (or the one named) and its account link. 503 without Stripe keys; Stripe's
// refusal of the request 400 in its words, Stripe failing 502 (payments/stripe-errors.ts).
import { BillingMessages } from '@care/contracts/collections/products'
import { ApiError, forbidden } from '@care/contracts/errors'
import type { billingRoutes } from '@care/contracts/routes/billing'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { BillingDeps } from '../deps.ts'
import { saveConnectedAccount } from '../payments/stripe-adapter.ts'
import { answeringStripe } from '../payments/stripe-errors.ts'

export const connectStripe = (d: BillingDeps): Handler<typeof billingRoutes, 'integrations.connect-stripe'> => async (input, ctx) => {
  const session = ctx.session!
  if (!session.isAdmin) throw forbidden()
  if (d.processor.mode !== 'stripe' || !d.stripe) throw new ApiError(503, BillingMessages.stripeNotConfigured)
  const countryCode = input.countryCode ?? 'US'
  const stripe = d.stripe
  const accountId = input.accountId || (await answeringStripe(() => stripe.api.accounts.create({ type: 'express', country: countryCode, metadata: { businessId: session.businessId } }))).id
  await saveConnectedAccount(d.db, session.businessId, accountId, countryCode)
  const origin = ctx.origin ?? 'http://localhost:8080'
  const link = await answeringStripe(() => stripe.api.accountLinks.create({
    account: accountId, type: 'account_onboarding', refresh_url: `${origin}/console/billing`, return_url: `${origin}/console/billing`,
  }))
  return { accountId, accountLinkUrl: link.url }
}
