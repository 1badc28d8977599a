// The public booking page's calls (spec 2 §2.16, §7): its first read (details), the anonymous
// visitor's intake session, booking access tokens, and card details (billing's; 503 without a payment
// provider).
import { ApiError, ErrorMessages, badRequest, notFound } from '@care/contracts/errors'
import { BOOKING_PURCHASE_SOURCE } from '@care/contracts/collections/purchases'
import { billingBusRoutes } from '@care/contracts/routes/billing'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { BookingMessages, type bookingRoutes } from '@care/contracts/routes/booking'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { instantOf, notOfBusiness, pageOf, templateOf } from './context.ts'
import { asService, type BookingDeps } from './deps.ts'
import { productsOfTemplates } from './payment.ts'
import { displayNameOf, staffOf } from './people.ts'
import { createAccessToken, validAccessToken } from './store.ts'

const publicBookingSession = routeNamed(identityBusRoutes, 'endusers.public-booking-session')
const preparePayment = routeNamed(billingBusRoutes, 'billing.prepare-payment')

type H<N extends (typeof bookingRoutes)[number]['operation']> = Handler<typeof bookingRoutes, N>

export const bookingPageDetails = (d: BookingDeps): H<'calendar_events.details-for-appointment-booking-page'> => async (input, ctx) => {
  const businessId = input.businessId
  // a signed-in caller reads the pages of their own business only
  if (ctx.session && ctx.session.businessId !== businessId) throw notFound()
  const appointmentBookingPage = await d.repos.appointmentBookingPages.systemRepo(businessId).get(input.appointmentBookingPageId)
  if (!appointmentBookingPage) throw notFound()
  const ids = (list: string[] | undefined) => (list ?? []).slice(0, 100)
  const [locations, calendarEventTemplates, staff] = await Promise.all([
    Promise.all(ids(appointmentBookingPage.locationIds).map((id) => d.repos.appointmentLocations.systemRepo(businessId).get(id))),
    Promise.all(ids(appointmentBookingPage.calendarEventTemplateIds).map((id) => d.repos.calendarEventTemplates.systemRepo(businessId).get(id))),
    input.userId ? staffOf(d, businessId, [input.userId], ctx) : Promise.resolve([]),
  ])
  const [user] = staff
  if (input.userId && !user) throw notOfBusiness('userId')
  const templates = calendarEventTemplates.filter((r) => r !== undefined)
  return {
    appointmentBookingPage, locations: locations.filter((r) => r !== undefined), calendarEventTemplates: templates,
    products: await productsOfTemplates(d, ctx, businessId, templates),
    ...(user && displayNameOf(user) ? { userDisplayName: displayNameOf(user) } : {}),
    ...(user?.avatar ? { userAvatar: user.avatar } : {}),
  }
}

export const sessionForPublicBooking = (d: BookingDeps): H<'calendar_events.session-for-public-appointment-booking'> => async (input, ctx) => {
  const businessId = input.businessId
  const template = await templateOf(d, businessId, input.calendarEventTemplateId)
  if (input.bookingPageId) await pageOf(d, businessId, input.bookingPageId, template.id)
  else {
    const offered = await d.repos.appointmentBookingPages.systemRepo(businessId).findRow({ calendarEventTemplateIds: { has: template.id } }, { fields: ['id'] })
    if (!offered) throw notOfBusiness('calendarEventTemplateId')
  }
  const intake = Object.fromEntries((['fname', 'lname', 'phone', 'dateOfBirth', 'state'] as const).filter((f) => input[f]).map((f) => [f, input[f] as string]))
  const { authToken } = await callRoute(d.bus, publicBookingSession, { businessId, email: input.email, ...intake }, asService(ctx))
  return { authToken }
}

/**
 * Card details for the booking's payment step, asked of billing with the caller's session: a checkout
 * of the appointment type's products (calendarEventTemplateId), a card setup otherwise; without
 * billing, an honest 503.
 */
export const stripeDetails = (d: BookingDeps): H<'calendar_events.stripe-details'> => async (input, ctx) => {
  const templateId = typeof input.calendarEventTemplateId === 'string' ? input.calendarEventTemplateId : undefined
  const template = templateId && ctx.session ? await templateOf(d, ctx.session.businessId, templateId) : undefined
  const productIds = template?.productIds ?? []
  try {
    const stripe = await callRoute(d.bus, preparePayment, { productIds, source: BOOKING_PURCHASE_SOURCE }, ctx)
    return { stripe }
  } catch (e) {
    if (e instanceof ApiError && e.status === 503 && e.message === ErrorMessages.serviceUnavailable) throw new ApiError(503, BookingMessages.stripeNotConfigured)
    throw e
  }
}

export const generateAccessToken = (d: BookingDeps): H<'appointment_booking_pages.generate-access-token'> => async (input, ctx) => {
  const businessId = ctx.session!.businessId
  const expiresAt = instantOf(input.expiresAt, 'expiresAt')
  if (expiresAt <= d.now()) throw badRequest('expiresAt must be in the future', [{ field: 'expiresAt', message: 'expiresAt must be in the future' }])
  if (input.bookingPageId) await pageOf(d, businessId, input.bookingPageId)
  const { token } = await createAccessToken(d.db, { businessId, expiresAt: new Date(expiresAt), ...(input.bookingPageId ? { bookingPageId: input.bookingPageId } : {}) })
  return { token }
}

export const validateAccessToken = (d: BookingDeps): H<'appointment_booking_pages.validate-access-token'> => async (input, ctx) => {
  const row = await validAccessToken(d.db, input.token, new Date(d.now()))
  const isValid = Boolean(row)
    && (!ctx.session || ctx.session.businessId === row!.businessId)
    && (!input.bookingPageId || !row!.bookingPageId || row!.bookingPageId === input.bookingPageId)
  return { isValid }
}
