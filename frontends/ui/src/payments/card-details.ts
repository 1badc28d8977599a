// What the billing service answers before a card is asked for (spec 2 §3 "Card payment info", the
// public SDK's stripe_details / prepare_stripe_checkout) and what confirming a card gives back.
// `publishableKey === 'test_processor'` means the business has no Stripe keys and the deployment
// allows the offline test processor: the browser shows our visibly-test form, never Stripe's.

export interface CardDetails {
  customerId: string
  clientSecret: string
  publishableKey: string
  /** the connected account ('' for the platform's own, and for the test processor) */
  stripeAccount: string
  businessName: string
  /** a payment (PaymentIntent) rather than saving a card for later (SetupIntent) */
  isCheckout?: boolean
  /** a checkout's charge in cents, after the patient's credits */
  amount?: number
  currency?: string
  /** set by the test processor */
  testMode?: boolean
}

export const TEST_PROCESSOR_KEY = 'test_processor'

export const isTestProcessor = (d: Pick<CardDetails, 'publishableKey'>) => d.publishableKey === TEST_PROCESSOR_KEY

/** POST /products/confirm-test-payment's answer: a checkout's purchases, or a card setup's customer */
export interface TestPaymentResult {
  purchases?: readonly { id: string }[]
  customerId?: string
}

/** POST /products/confirm-test-payment { clientSecret, cardNumber } (402 declined, 400 not a test card) */
export type ConfirmTestPayment = (input: { clientSecret: string; cardNumber: string }) => Promise<TestPaymentResult>

/** a confirmed card: the customer to book or submit with, and a checkout's purchases when the processor answered them */
export interface CardConfirmation {
  customerId: string
  purchases?: readonly { id: string }[]
}

/** what a mounted card form lets its host do: confirm the card the patient entered (rejects with the processor's message) */
export interface CardFormHandle {
  confirm(): Promise<CardConfirmation>
}

/** the digits of a typed card number ('4242 4242-4242 4242' → '4242424242424242') */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '')
