// An appointment type's payment, through billing (spec 2 §2.16, §4): the booking page's products
// for its first read, and the patient's paid Booking purchases claimed for the event being booked
// (billing.claim-booking-payment: 402 'Payment is required to book this appointment type' when the
// Payment step has not been paid), released if the event could not be written after all.
import { BillingMessages } from '@care/contracts/collections/products'
import { ApiError } from '@care/contracts/errors'
import { billingBusRoutes } from '@care/contracts/routes/billing'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import { asService, type BookingDeps } from './deps.ts'

const productsForBooking = routeNamed(billingBusRoutes, 'billing.products-for-booking')
const claimBookingPayment = routeNamed(billingBusRoutes, 'billing.claim-booking-payment')
const releaseBookingPayment = routeNamed(billingBusRoutes, 'billing.release-booking-payment')

/** the products the page's appointment types name, as billing describes them (none when no type names one) */
export async function productsOfTemplates(d: BookingDeps, ctx: OperationContext, businessId: string, templates: { productIds?: string[] | null }[]) {
  const productIds = [...new Set(templates.flatMap((t) => t.productIds ?? []))]
  if (!productIds.length) return []
  const { products } = await callRoute(d.bus, productsForBooking, { businessId, productIds: productIds.slice(0, 100) }, asService(ctx))
  return products
}

export async function claimPayment(d: BookingDeps, ctx: OperationContext, claim: { enduserId: string | undefined; productIds: string[]; calendarEventId: string }) {
  const { enduserId, ...rest } = claim
  if (!enduserId) throw new ApiError(402, BillingMessages.bookingPaymentRequired, [{ field: 'enduserId', message: BillingMessages.bookingPaymentRequired }])
  await callRoute(d.bus, claimBookingPayment, { enduserId, ...rest }, ctx)
}

/** frees a claim whose event was not written; a failure here is logged (the purchase stays claimed by an event that does not exist) */
export async function releasePayment(d: BookingDeps, ctx: OperationContext, calendarEventId: string) {
  try {
    await callRoute(d.bus, releaseBookingPayment, { calendarEventId }, ctx)
  } catch (e) {
    ctx.log.error({ err: e, calendarEventId }, 'booking: a payment claimed for an event not written could not be released')
  }
}
