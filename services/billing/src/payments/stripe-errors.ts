// Stripe's refusals as answers of ours, for the calls a person waits on (preparing a checkout or a
// card setup, connecting an account): a request Stripe finds invalid — an amount under its minimum,
// an account id it does not know — or a card it declines is the caller's 400 in Stripe's own words;
// Stripe unreachable, failing or refusing our keys is a 502 naming Stripe. Never a 500. (Reactions,
// such as refunds reaching the card, keep Stripe's errors: their job is retried, then recorded.)
import Stripe from 'stripe'
import { ApiError } from '@care/contracts/errors'

export const STRIPE_FAILED = 'Stripe could not complete the request'

export async function answeringStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (e) {
    if (!(e instanceof Stripe.errors.StripeError)) throw e
    if (e.type === 'StripeInvalidRequestError' || e.type === 'StripeCardError') throw new ApiError(400, e.message, e.param ? [{ field: e.param, message: e.message }] : undefined)
    throw new ApiError(502, `${STRIPE_FAILED}: ${e.message}`)
  }
}
