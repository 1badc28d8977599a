// Booking's calls (issue #20): availability, booking, the public page's calls, access tokens and the
// waitlist — each in its own file, typed from contracts/src/routes/booking.ts — and the reactions that
// free a slot when its event goes and offer it to the page's waitlist. The service registers
// `bookingCalls(d)` among its operations and `bookingReactions(d)` among its reactions.
import { bookingRoutes } from '@care/contracts/routes/booking'
import { operations } from '@care/kit/runtime/typed-operations'
import { getAvailability } from './availability.ts'
import { bookAppointment } from './book.ts'
import type { BookingDeps } from './deps.ts'
import { bookingPageDetails, generateAccessToken, sessionForPublicBooking, stripeDetails, validateAccessToken } from './public.ts'
import { getWaitlist, joinWaitlist, leaveWaitlist } from './waitlist.ts'

export type { BookingDeps } from './deps.ts'
export { bookingJobs, bookingReactions } from './waitlist.ts'
export { checkPatientCancelNotice } from './notice.ts'

export const bookingCalls = (d: BookingDeps) => operations(bookingRoutes)({
  'calendar_events.get-appointment-availability': getAvailability(d),
  'calendar_events.book-appointment': bookAppointment(d),
  'calendar_events.stripe-details': stripeDetails(d),
  'calendar_events.session-for-public-appointment-booking': sessionForPublicBooking(d),
  'calendar_events.details-for-appointment-booking-page': bookingPageDetails(d),
  'appointment_booking_pages.generate-access-token': generateAccessToken(d),
  'appointment_booking_pages.validate-access-token': validateAccessToken(d),
  'appointment_booking_pages.join-waitlist': joinWaitlist(d),
  'appointment_booking_pages.leave-waitlist': leaveWaitlist(d),
  'appointment_booking_pages.get-waitlist': getWaitlist(d),
})
