// purchases (spec 1 §3 "Commerce and clinical administration", §9): what a patient paid, in integer
// cents. Recorded by checkouts (the Stripe webhook, the test processor) or by staff (imports,
// Square); a refund is staff raising refundedAmount, never above the cost. Patients read only their
// own. Processor 'Test' marks a test-processor payment: no card was charged. A purchase made on
// booking's Payment step (source 'Booking') is claimed by the one appointment it pays for
// (references), once.
import { PAYMENT_PROCESSORS } from '../constants.ts'
import {
  emptyOk, enumeration, idListValidator, idValidator, instantValidator, listValidator, maxLengthString as text, relatedRecordValidator,
} from '../values/index.ts'
import { defineCollection } from './define.ts'
import { billingCodeValidator, centsValidator, costValidator } from './products.ts'

/**
 * The source of a purchase made on booking's Payment step: scheduling prepares the payment with it,
 * and only such a purchase books an appointment (billing's claim-booking-payment).
 */
export const BOOKING_PURCHASE_SOURCE = 'Booking'

/** the SDK's processors plus the offline test processor */
export const PURCHASE_PROCESSORS = [...PAYMENT_PROCESSORS, 'Test'] as const

export const purchases = defineCollection({
  name: 'purchases',
  service: 'billing',
  references: { enduserId: 'endusers', productId: 'products', 'productIds[]': 'products' },
  fields: {
    enduserId: idValidator.optional(),
    title: text(100).optional(),
    cost: costValidator.optional(),
    processor: enumeration(PURCHASE_PROCESSORS).optional(),
    productId: idValidator.optional(),
    productIds: idListValidator.optional(),
    /** when it was paid (imported purchases processed elsewhere); '' clears it */
    processedAt: emptyOk(instantValidator).optional(),
    description: emptyOk(text(5000)).optional(),
    /** cents refunded so far, at most cost.amount; raising it publishes 'Refund Issued' */
    refundedAmount: centsValidator.optional(),
    /** where it came from: 'Checkout', 'Form', 'Booking', 'Import' … */
    source: text(250).optional(),
    /** the processor's id (a Stripe PaymentIntent) */
    externalId: text(250).optional(),
    cptCode: billingCodeValidator.optional(),
    notes: emptyOk(text(5000)).optional(),
    /** what the purchase paid for: a booked appointment's { type: 'calendar_events', id } (set by billing when a booking claims it) */
    references: listValidator(relatedRecordValidator, 20).optional(),
  },
  required: ['enduserId', 'title', 'cost', 'processor'],
  updatesDisabled: ['enduserId', 'processor', 'externalId'],
  readonly: ['references'],
  enduserAccess: { read: 'own' },
  hiddenFromEndusers: ['notes'],
  searchFields: ['title', 'externalId'],
})
