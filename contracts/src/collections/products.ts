// products (spec 1 §3 "Commerce and clinical administration", §5, §9): what a business sells, cost in
// integer cents (USD only), title unique. Patients read them (the portal's store and checkout,
// booking's paid appointment types); Stripe's own ids stay with staff.
import { z } from 'zod'
import { PAYMENT_PROCESSORS } from '../constants.ts'
import {
  booleanValidator, clearableNumber, emptyOk, enumeration, listValidator as list, maxLengthString as text, numberInRange,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

export const CURRENCIES = ['USD'] as const
/** the most one amount may be, in cents ($10,000,000.00) */
export const MAX_AMOUNT_CENTS = 1_000_000_000

export const BillingMessages = {
  wholeCents: 'Must be a whole number of cents',
  wholeNumber: 'Must be a whole number',
  refundTooLarge: 'refundedAmount must not exceed the purchase cost',
  refundDecrease: 'refundedAmount cannot be lowered once a refund is issued',
  refundCurrency: 'refundedAmount is in the purchase cost currency (cents)',
  productsRequired: 'productIds must name at least one product',
  productNotFound: 'productIds must name products of your business',
  maxCheckoutCount: (title: string, max: number) => `${title} may be bought at most ${max} time${max === 1 ? '' : 's'}`,
  enduserRequired: 'enduserId is required when a team member prepares a checkout',
  cardPaymentsNotConfigured: 'Card payments are not configured for this business',
  stripeNotConfigured: 'Stripe is not configured',
  testCardDeclined: 'Your card was declined',
  useTestCard: 'Use a test card: 4242 4242 4242 4242',
  testPaymentUnknown: 'This test payment was not prepared or has already been confirmed',
  testPaymentLabel: 'Test payment — no card was charged',
  webhookSignature: 'Stripe signature verification failed',
  productTitleTaken: 'A product with this title already exists',
  bookingPaymentRequired: 'Payment is required to book this appointment type',
} as const

/** an amount of money in integer cents */
export const centsValidator = numberInRange(0, MAX_AMOUNT_CENTS).refine(Number.isInteger, { message: BillingMessages.wholeCents })
/** `{ amount: 2500, currency: 'USD' }`: $25.00 */
export const costValidator = z.object({ amount: centsValidator, currency: enumeration(CURRENCIES) })
export type Cost = z.output<typeof costValidator>
/** a billing (CPT) code with its label */
export const billingCodeValidator = z.object({ code: z.union([text(100), numberInRange(0, 1e9)]), label: text(1000) })

export const products = defineCollection({
  name: 'products',
  service: 'billing',
  fields: {
    title: text(100).optional(),
    cost: costValidator.optional(),
    processor: enumeration(PAYMENT_PROCESSORS).optional(),
    description: emptyOk(text(5000)).optional(),
    htmlDescription: emptyOk(text(25000)).optional(),
    cptCode: billingCodeValidator.optional(),
    image: emptyOk(text(100000)).optional(),
    /** offered in the portal's store */
    showInPortal: booleanValidator.optional(),
    categories: list(text(250)).optional(),
    /** how many of it one patient may buy in all; '' clears it */
    maxCheckoutCount: clearableNumber(numberInRange(1, 1e6).refine(Number.isInteger, { message: BillingMessages.wholeNumber })).optional(),
    stripeProductId: text(100).optional(),
    stripeSubscriptionId: text(100).optional(),
  },
  required: ['title', 'cost'],
  unique: [{ fields: ['title'], message: BillingMessages.productTitleTaken }],
  enduserAccess: { read: 'all' },
  hiddenFromEndusers: ['stripeProductId', 'stripeSubscriptionId'],
  searchFields: ['title', 'description'],
})
