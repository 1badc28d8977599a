// The /v1 of the booking component tests: @care/sdk's shared fake (a patient portal) plus scheduling's
// booking calls as the service answers them — the page's details, the access-token check ('good' is
// the one valid token), availability from the seeded slots within from/to, the public session (any
// email but 'taken@example.com'), the session exchange, booking (a calendar event stored with what was
// sent) and card details as billing answers them: the test processor's (4242… confirms, 4000…0002 is
// declined 402, others 400), or 503 when the seed says payments are not configured.
import { createCareClient, memoryStorage, type CareClient } from '@care/sdk'
import { fakeV1, json, type FakeRecord } from '@care/sdk/testing'
import type { Slot } from '../flow/calendar.ts'

export const BUSINESS = 'b'.repeat(24)
export const PAGE = 'a'.repeat(24)
export const TEMPLATE = 'c'.repeat(24)
export const OTHER_TEMPLATE = 'd'.repeat(24)
export const LOCATION = 'f'.repeat(24)
export const PATIENT = 'e'.repeat(24)
export const USER = '1'.repeat(24)
export const PUBLIC_PATIENT = '2'.repeat(24)

export interface Seed {
  page?: Record<string, unknown>
  templates?: Record<string, unknown>[]
  locations?: Record<string, unknown>[]
  products?: Record<string, unknown>[]
  slots?: Slot[]
  pages?: Record<string, unknown>[]
  userDisplayName?: string
  /** 'unconfigured': /scheduling/stripe-details answers 503 (production without Stripe keys) */
  payments?: 'test' | 'unconfigured'
}

export const TEST_SECRET = 'test_secret_1'

export const template = (fields: Record<string, unknown> = {}) => ({ id: TEMPLATE, title: 'Initial consultation', durationInMinutes: 30, ...fields })
export const location = (fields: Record<string, unknown> = {}) => ({ id: LOCATION, title: 'Main clinic', address: '1 Main St', timezone: 'America/New_York', ...fields })
export const bookingPage = (fields: Record<string, unknown> = {}) => ({
  id: PAGE, title: 'Book a visit', calendarEventTemplateIds: [TEMPLATE], locationIds: [LOCATION], businessId: BUSINESS, ...fields,
})

export function fakeBookingApi(seed: Seed = {}) {
  const page = seed.page ?? bookingPage()
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: {
      appointment_booking_pages: seed.pages ?? [],
      calendar_events: [],
      endusers: [{ id: PATIENT, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }],
    },
    routes({ method, path, query, body = {} }, store) {
      if (method === 'GET' && path === '/v1/details-for-appointment-booking-page') {
        if (query.get('appointmentBookingPageId') !== page.id) return json(404, { message: 'Could not find a record for the given id' })
        return json(200, {
          appointmentBookingPage: page,
          locations: seed.locations ?? [location()],
          calendarEventTemplates: seed.templates ?? [template()],
          products: seed.products ?? [],
          ...(seed.userDisplayName ? { userDisplayName: seed.userDisplayName } : {}),
        })
      }
      if (method === 'GET' && path === '/v1/appointment-booking-pages/validate-access-token') return json(200, { isValid: query.get('token') === 'good' })
      if (method === 'GET' && path === '/v1/calendar-availability') {
        const from = Number(query.get('from'))
        const to = Number(query.get('to'))
        return json(200, { availabilityBlocks: (seed.slots ?? []).filter((s) => s.startTimeInMS >= from && s.startTimeInMS < to) })
      }
      if (method === 'POST' && path === '/v1/session-for-public-appointment-booking') {
        if (body.email === 'taken@example.com') return json(400, { message: 'This email belongs to another patient of the clinic' })
        return json(200, { authToken: 'public-token' })
      }
      if (method === 'POST' && path === '/v1/refresh-enduser-session') return json(200, { authToken: 'public-token-2', enduser: { id: PUBLIC_PATIENT, businessId: BUSINESS } })
      if (method === 'POST' && path === '/v1/book-appointment') {
        const createdEvent: FakeRecord = store.add('calendar_events', { ...body, title: 'Initial consultation' })
        return json(200, { createdEvent })
      }
      if (method === 'GET' && path === '/v1/scheduling/stripe-details') {
        if (seed.payments === 'unconfigured') return json(503, { message: 'Card payments are not configured for this business' })
        return json(200, { stripe: { customerId: 'test_customer_1', clientSecret: TEST_SECRET, publishableKey: 'test_processor', stripeAccount: '', businessName: 'Demo Clinic', isCheckout: true, testMode: true, amount: 4500, currency: 'USD' } })
      }
      if (method === 'POST' && path === '/v1/products/confirm-test-payment') {
        if (body.cardNumber === '4000000000000002') return json(402, { message: 'Your card was declined' })
        if (body.cardNumber !== '4242424242424242') return json(400, { message: 'Use a test card: 4242 4242 4242 4242' })
        return json(200, { purchases: [{ id: '3'.repeat(24), title: 'Visit fee', processor: 'Test', cost: { amount: 4500, currency: 'USD' } }] })
      }
      return undefined
    },
  })
  const anonymous = (): CareClient =>
    createCareClient({ apiBaseUrl: v1.store.baseUrl, kind: 'enduser', fetch: v1.fetch, storage: memoryStorage(), businessId: BUSINESS, logger: { info() {}, warn() {}, error() {} } })
  const publicClients: CareClient[] = []
  const createPublicClient = () => {
    const c = anonymous()
    publicClients.push(c)
    return c
  }
  const sent = (method: string, path: string) => v1.requests.filter((r) => r.method === method && r.path === path)
  return { v1, anonymous, createPublicClient, publicClients, sent }
}
