// Billing's named calls (spec 1 §7, spec 2 §2.16, spec 3 §7; the public SDK's prepare_stripe_checkout,
// connect_stripe and stripe_details shapes) and its bus-only calls: the card flow of
// services/billing/README.md. Stripe when its keys are set; otherwise, outside production, the test
// processor (publishableKey 'test_processor', confirmed by POST /products/confirm-test-payment).
import { z } from 'zod'
import { STRIPE_CONNECT_COUNTRIES } from '../constants.ts'
import { purchases } from '../collections/purchases.ts'
import { enumeration, idListValidator, idValidator, maxLengthString as text } from '../values/index.ts'
import { routesOf } from './define.ts'
import type { BusRouteDef, RouteDef } from './types.ts'

const { call, bus } = routesOf('billing')

/** The test processor's publishable key: the browser renders its own test card form for it. */
export const TEST_PROCESSOR_KEY = 'test_processor'
/** Test cards of the test processor (spaces allowed). */
export const TEST_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const

/** What the browser needs to take a card: Stripe's keys, or the test processor's ('test_processor'). */
export const stripeDetailsOutput = z.object({
  customerId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  stripeAccount: z.string(),
  businessName: z.string(),
  /** a payment (PaymentIntent); false/absent: saving a card (SetupIntent) */
  isCheckout: z.boolean().optional(),
  /** the amount charged, in cents, after the patient's credits */
  amount: z.number().optional(),
  currency: z.string().optional(),
  /** the test processor: no card is charged */
  testMode: z.boolean().optional(),
})
export type StripeDetails = z.output<typeof stripeDetailsOutput>

/** what a public booking page shows of a product */
const bookingProduct = z.object({ id: z.string(), title: z.string(), description: z.string().optional(), cost: z.object({ amount: z.number(), currency: z.string() }) })

export const billingRoutes = [
  call({
    operation: 'products.prepare-stripe-checkout', method: 'POST', path: '/products/prepare-stripe-checkout', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ productIds: idListValidator, enduserId: idValidator.optional() }),
    output: stripeDetailsOutput,
    summary: "A checkout of products for a patient (the caller, or enduserId for staff): the patient's unused credits lower the amount; Stripe PaymentIntent details, or the test processor's outside production; 503 'Card payments are not configured for this business' in production without Stripe keys; Stripe refusing the request (an amount under its minimum) 400 in Stripe's words, Stripe failing 502",
  }),
  call({
    operation: 'products.confirm-test-payment', method: 'POST', path: '/products/confirm-test-payment', callers: ['user', 'enduser', 'apiKey'],
    input: z.object({ clientSecret: text(250), cardNumber: text(40) }),
    output: z.object({ purchases: z.array(purchases.record).optional(), customerId: z.string().optional() }),
    summary: "The test processor's card form: 4242 4242 4242 4242 confirms (a checkout records its purchases with processor 'Test', a card setup answers customerId), 4000 0000 0000 0002 is declined (402), any other card 400; 404 when the secret is unknown or used",
  }),
  call({
    operation: 'integrations.connect-stripe', method: 'POST', path: '/connect-stripe', callers: ['user'],
    input: z.object({ accountId: text(100).optional(), countryCode: enumeration(STRIPE_CONNECT_COUNTRIES).optional() }),
    output: z.object({ accountId: z.string(), accountLinkUrl: z.string() }),
    summary: "Begins Stripe Connect for the business (admins): an Express account (or the given one) and its onboarding link; 503 'Stripe is not configured' without STRIPE_SECRET_KEY; Stripe refusing the request 400 in Stripe's words, Stripe failing 502",
  }),
  call({
    operation: 'superbills.generate-pdf', method: 'GET', path: '/superbills/generate-pdf', callers: ['user', 'apiKey'],
    aliases: ['/v1/superbills/:id/pdf'],
    input: z.object({ id: idValidator }), output: z.object({}).loose(), download: true,
    summary: 'A superbill as a PDF (application/pdf): provider, patient, appointment date, line items with CPT codes, totals and place of service',
  }),
] as const

export const billingCalls: RouteDef[] = [...billingRoutes]

export const billingBusRoutes = [
  bus({
    operation: 'billing.prepare-payment',
    input: z.object({ enduserId: idValidator.optional(), productIds: idListValidator.optional(), source: text(100).optional() }),
    output: stripeDetailsOutput,
    summary: "Card details for another service's payment step (a form's Stripe field, booking's appointment type), asked with the caller's session: a checkout when productIds names products, a card setup otherwise",
  }),
  bus({
    operation: 'billing.products-for-booking',
    input: z.object({ businessId: idValidator, productIds: idListValidator }),
    output: z.object({ products: z.array(bookingProduct) }),
    summary: "A booking page's products (public, before any session): id, title, description and cost of each product an appointment type names, of the business",
  }),
  bus({
    operation: 'billing.claim-booking-payment',
    input: z.object({ enduserId: idValidator, productIds: idListValidator, calendarEventId: idValidator }),
    output: z.object({ purchaseIds: z.array(z.string()) }),
    summary: "Asked with the booking caller's session: claims, for the appointment being booked, one paid Booking purchase of the patient per product not yet claimed by another (its references name the event) — all or none; 402 'Payment is required to book this appointment type' when one is missing",
  }),
  bus({
    operation: 'billing.release-booking-payment',
    input: z.object({ calendarEventId: idValidator }),
    output: z.object({ released: z.number() }),
    summary: "Frees the purchases a booking claimed when the appointment could not be written after all (the time was taken meanwhile), so the patient's payment books the next one",
  }),
  bus({
    operation: 'billing.stripe-webhook',
    input: z.object({ body: z.string().max(1_000_000), signature: z.string().max(5000) }),
    output: z.object({ received: z.boolean(), duplicate: z.boolean().optional() }),
    summary: "A Stripe webhook's raw body and Stripe-Signature header: verified with STRIPE_WEBHOOK_SECRET (400 otherwise), each event id handled once",
  }),
] as const satisfies readonly BusRouteDef[]
