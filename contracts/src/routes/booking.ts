// Scheduling's availability and booking calls (spec 1 §7 "Calendar and booking", spec 2 §7 and §2.16),
// in the public SDK's paths and shapes (@tellescope/schema calendar_events' get_appointment_availability,
// book_appointment, stripe_details, session_for_public_appointment_booking,
// details_for_appointment_booking_page; appointment_booking_pages' generate_access_token and
// validate_access_token), plus the waitlist of a booking page (issue #20's leap).
import { z } from 'zod'
import {
  booleanValidator, emailValidator, emptyOk, idValidator, instantValidator, listValidator, MAX_INSTANT_MS, maxLengthString, nameValidator,
  numericText, phoneValidator,
} from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call } = routesOf('scheduling')

/** Availability looks this far ahead of its start at most (spec 2 §9: 30 days). */
export const AVAILABILITY_WINDOW_MS = 2592000000
/** Most slots one availability answer holds (spec 2 §9). */
export const AVAILABILITY_LIMIT = 1000
/** Existing events looked up per user for conflicts unless `limit` says otherwise (spec 1 §9). */
export const AVAILABILITY_CONFLICT_LIMIT = 500
/** How long a freed slot offered to the next person on a waitlist is held for them. */
export const WAITLIST_HOLD_MS = 30 * 60 * 1000

export const BookingMessages = {
  careTeamMissing: 'Your care team must be assigned before booking this appointment type',
  linkExpired: 'This link has expired',
  slotTaken: 'This time is no longer available',
  /** a group appointment's time a patient booked already */
  alreadyBooked: 'You have already booked this time',
  stripeNotConfigured: 'Card payments are not configured for this business (no payment provider is set up)',
  stateMissing: 'A state is required to find availability for this appointment type',
  /** a paid appointment type is paid by its patient: staff booking one name the patient */
  patientRequiredForPaid: 'enduserId is required to book an appointment type with products (its patient pays for it)',
  minimumNotice: (hours: number) => `Appointments booked through this page cannot be cancelled or rescheduled less than ${hours} hours before they start`,
} as const

/** An instant as ISO text or ms since epoch (the SDK sends its Dates as ISO text). */
const instant = z.preprocess(numericText, z.union([instantValidator, z.number({ error: 'Invalid date' }).min(0).max(MAX_INSTANT_MS)]))
const count = z.coerce.number({ error: 'Must be a number' }).int('Must be a whole number').min(0).max(1e9)
const fromJsonText = (v: unknown) => {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}
const idList = z.preprocess(fromJsonText, listValidator(idValidator))
const stripeDetails = z.object({
  customerId: z.string().optional(), clientSecret: z.string().optional(), publishableKey: z.string().optional(),
  stripeAccount: z.string().optional(), businessName: z.string().optional(),
}).loose()
/** a record of one of scheduling's collections, as its collection's generic calls answer it */
const record = z.object({ id: z.string() }).loose()

export const availabilitySlot = z.object({ userId: z.string(), startTimeInMS: z.number(), durationInMinutes: z.number() })
export type AvailabilitySlot = z.infer<typeof availabilitySlot>

export const calendarAvailabilityInput = z.object({
  calendarEventTemplateId: idValidator,
  from: instant,
  to: instant.optional(),
  locationId: idValidator.optional(),
  restrictedByState: booleanValidator.optional(),
  /** a user's (or API key's) caller names the patient's state; a patient's own is read from their record */
  state: maxLengthString(100).optional(),
  /** existing events looked up per user for conflicts (default 500) */
  limit: count.optional(),
  /** required when the caller is anonymous or an API key of another business is not meant */
  businessId: idValidator.optional(),
  userId: idValidator.optional(),
  userIds: idList.optional(),
  /** the booking page asking: its lead time (hoursBeforeBookingAllowed) and care-team rule apply */
  bookingPageId: idValidator.optional(),
  /** spacing of slots in minutes (default: the template's duration) */
  intervalInMinutes: count.optional(),
  /** a waitlist hold's token: the slot it holds is offered to this caller */
  token: maxLengthString(1000).optional(),
  /** the SDK's multi: only the times every user of userIds is free (listed once, as the first user's) */
  multi: booleanValidator.optional(),
}).loose()

export const bookAppointmentInput = z.object({
  calendarEventTemplateId: idValidator,
  userId: idValidator,
  startTime: instant,
  locationId: idValidator.optional(),
  rescheduledCalendarEventId: idValidator.optional(),
  bookingPageId: idValidator.optional(),
  agreedToTerms: listValidator(z.object({ title: maxLengthString(1000), link: maxLengthString(1000) }).loose()).optional(),
  timezone: maxLengthString(100).optional(),
  fields: z.record(z.string().max(100), z.unknown()).optional(),
  token: maxLengthString(1000).optional(),
  customerId: maxLengthString(100).optional(),
  /** a user (or API key) books for this patient; a patient books for themselves */
  enduserId: idValidator.optional(),
  reason: maxLengthString(5000).optional(),
  /** the SDK's otherUserIds: more users attending, each free at that time */
  otherUserIds: listValidator(idValidator, 10).optional(),
}).loose()

export const sessionForPublicBookingInput = z.object({
  businessId: idValidator,
  calendarEventTemplateId: idValidator,
  email: emailValidator,
  organizationIds: listValidator(idValidator).optional(),
  fname: emptyOk(nameValidator).optional(),
  lname: emptyOk(nameValidator).optional(),
  phone: emptyOk(phoneValidator).optional(),
  dateOfBirth: maxLengthString(100).optional(),
  state: maxLengthString(100).optional(),
  /** the booking page the visitor came from */
  bookingPageId: idValidator.optional(),
}).loose()

export const bookingPageDetailsInput = z.object({
  appointmentBookingPageId: idValidator,
  businessId: idValidator,
  userId: idValidator.optional(),
}).loose()

export const waitlistInput = z.object({
  bookingPageId: idValidator,
  calendarEventTemplateId: idValidator,
  /** a user (or API key) puts this patient on the list; a patient puts themselves */
  enduserId: idValidator.optional(),
}).loose()

export const waitlistEntry = z.object({
  id: z.string(), businessId: z.string(), bookingPageId: z.string(), calendarEventTemplateId: z.string(), enduserId: z.string(),
  createdAt: z.string(),
  /** when a freed slot was last offered to this person, and until when it is held for them */
  offeredAt: z.string().optional(), holdUntil: z.string().optional(),
  offeredSlot: availabilitySlot.optional(),
})

export const bookingRoutes = [
  call({
    operation: 'calendar_events.get-appointment-availability', method: 'GET', path: '/calendar-availability',
    callers: ['public', 'user', 'enduser', 'apiKey'],
    input: calendarAvailabilityInput,
    output: z.object({ availabilityBlocks: z.array(availabilitySlot) }),
    summary: "Free slots of a template's duration from the users' weekly hours and availability blocks, minus their events (500 looked up), in each user's time zone, 30 days at most from `from` (a past start: now + 1 s), 1000 at most; a page's lead time, state and care-team limits apply ('Your care team must be assigned before booking this appointment type'). Anonymous callers name businessId",
  }),
  call({
    operation: 'calendar_events.book-appointment', method: 'POST', path: '/book-appointment', callers: ['user', 'enduser', 'apiKey'],
    input: bookAppointmentInput,
    output: z.object({ createdEvent: record }),
    summary: "Books a free slot with a user: the slot is checked again and taken in one transaction (two bookings of one slot never both succeed: 409 'This time is no longer available'); rescheduledCalendarEventId stamps the old event rescheduledAt/rescheduledTo; a confirmation email/SMS unless the template disables it; 'This link has expired' for an invalid token; 503 when the template needs a payment",
  }),
  call({
    operation: 'calendar_events.stripe-details', method: 'GET', path: '/scheduling/stripe-details', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({}).loose(),
    output: z.object({ stripe: stripeDetails.optional() }),
    summary: "Card setup details for a booking's payment: 503 (not configured) until billing exists",
  }),
  call({
    operation: 'calendar_events.session-for-public-appointment-booking', method: 'POST', path: '/session-for-public-appointment-booking',
    callers: ['public'],
    input: sessionForPublicBookingInput,
    output: z.object({ authToken: z.string(), stripe: stripeDetails.optional() }),
    summary: "An anonymous visitor's intake on a public booking page: the patient matched by email or created, and a patient session to book with",
  }),
  call({
    operation: 'calendar_events.details-for-appointment-booking-page', method: 'GET', path: '/details-for-appointment-booking-page',
    callers: ['public', 'user', 'enduser', 'apiKey'],
    input: bookingPageDetailsInput,
    output: z.object({
      appointmentBookingPage: record, locations: z.array(record), calendarEventTemplates: z.array(record), products: z.array(record),
      userDisplayName: z.string().optional(), userAvatar: z.string().optional(),
    }),
    summary: "What a booking page shows before a session (its first call): the page, its locations and appointment types, products (billing's: id, title, description, cost), and a named user's display name and avatar",
  }),
  call({
    operation: 'appointment_booking_pages.generate-access-token', method: 'POST', path: '/appointment-booking-pages/generate-access-token',
    callers: ['user', 'apiKey'],
    input: z.object({ expiresAt: instant, bookingPageId: idValidator.optional() }).loose(),
    output: z.object({ token: z.string() }),
    summary: 'A signed token that opens a booking page (or any of the business) until expiresAt; book-appointment with an expired or invalid one answers \'This link has expired\'',
  }),
  call({
    operation: 'appointment_booking_pages.validate-access-token', method: 'GET', path: '/appointment-booking-pages/validate-access-token',
    callers: ['public', 'user', 'enduser', 'apiKey'],
    input: z.object({ token: maxLengthString(1000), bookingPageId: idValidator.optional() }).loose(),
    output: z.object({ isValid: z.boolean() }),
    summary: 'Whether a booking access token is still valid (for that page when bookingPageId is named)',
  }),
  call({
    operation: 'appointment_booking_pages.join-waitlist', method: 'POST', path: '/appointment-booking-pages/join-waitlist', callers: ['user', 'enduser', 'apiKey'],
    input: waitlistInput,
    output: z.object({ entry: waitlistEntry }),
    summary: "Puts a patient on a booking page's waitlist for an appointment type: when an event booked through the page is cancelled, the freed slot is offered to the first on the list by email/SMS with a link holding it for 30 minutes",
  }),
  call({
    operation: 'appointment_booking_pages.leave-waitlist', method: 'POST', path: '/appointment-booking-pages/leave-waitlist', callers: ['user', 'enduser', 'apiKey'],
    input: waitlistInput,
    output: z.object({}).loose(),
    summary: "Takes a patient off a booking page's waitlist (nothing to remove is not an error)",
  }),
  call({
    operation: 'appointment_booking_pages.get-waitlist', method: 'GET', path: '/appointment-booking-pages/waitlist', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ bookingPageId: idValidator }).loose(),
    output: z.object({ entries: z.array(waitlistEntry) }),
    summary: "A booking page's waitlist in order (a patient sees only their own entries)",
  }),
] as const

export const bookingCalls: RouteDef[] = [...bookingRoutes]
/** calls other services make to scheduling's booking on the bus only (none yet) */
export const bookingBusRoutes: BusRouteDef[] = []
