// GET /form-responses/stripe-details {fieldId}: a card field's payment details, asked of billing
// over the bus with the caller's session (billing.prepare-payment): a checkout of the field's
// products when it names some, a card setup otherwise — Stripe's keys, or the test processor's
// outside production. Staff name the patient (enduserId). Without billing, or without a payment
// provider in production, an honest 503 — never made-up keys the card widget would fail with.
import { ApiError, ErrorMessages } from '@care/contracts/errors'
import { FormsMessages } from '@care/contracts/collections/forms'
import { billingBusRoutes } from '@care/contracts/routes/billing'
import type { formsRoutes } from '@care/contracts/routes/forms'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { FormsDeps } from './deps.ts'

const preparePayment = routeNamed(billingBusRoutes, 'billing.prepare-payment')

export const stripeDetails = (d: FormsDeps): Handler<typeof formsRoutes, 'form_responses.stripe-details'> => async (input, ctx) => {
  const field = await d.repos.formFields.repo(ctx).get(input.fieldId)
  const productIds = (field.options as { productIds?: string[] } | undefined)?.productIds ?? []
  const enduserId = typeof input.enduserId === 'string' ? input.enduserId : undefined
  try {
    return await callRoute(d.bus, preparePayment, { productIds, source: 'Form', ...(enduserId ? { enduserId } : {}) }, ctx)
  } catch (e) {
    // billing not running: the same honest 503 as before it existed
    if (e instanceof ApiError && e.status === 503 && e.message === ErrorMessages.serviceUnavailable) throw new ApiError(503, FormsMessages.cardPaymentsUnavailable)
    throw e
  }
}
