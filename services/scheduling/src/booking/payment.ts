// An appointment type's payment, through billing (spec 2 §2.16, §4): the booking page's products
// for its first read, and the patient's paid Booking purchases claimed for the event being booked,
// released if the event could not be written after all. Whether the Payment step was paid is
// billing's answer: its 402 'Payment is required to book this appointment type' reaches the booking
// caller as billing gave it (callRoute turns the error reply into the same ApiError), never a copy.
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

/** claims the patient's payment for the event; billing's refusal (402) or absence (503) is thrown as it answered */
export async function claimPayment(d: BookingDeps, ctx: OperationContext, claim: { enduserId: string; productIds: string[]; calendarEventId: string }) {
  await callRoute(d.bus, claimBookingPayment, claim, ctx)
}

/** frees a claim whose event was not written; a failure here is logged (the purchase stays claimed by an event that does not exist) */
export async function releasePayment(d: BookingDeps, ctx: OperationContext, calendarEventId: string) {
  try {
    await callRoute(d.bus, releaseBookingPayment, { calendarEventId }, ctx)
  } catch (e) {
    ctx.log.error({ err: e, calendarEventId }, 'booking: a payment claimed for an event not written could not be released')
  }
}
