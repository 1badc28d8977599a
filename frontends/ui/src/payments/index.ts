// `@care/ui/payments/index`: the portal's card payments (issue #22) — the billing service's card
// details, the visibly-test card form of the offline test processor, Stripe's Payment Element, and
// the form engine's card adapter. Kept out of `@care/ui`'s main entry so only screens that take
// cards bundle it (Stripe's script itself loads on first use).
export { TEST_PROCESSOR_KEY, isTestProcessor, cardDigits, type CardDetails, type CardConfirmation, type CardFormHandle, type ConfirmTestPayment, type TestPaymentResult } from './card-details.ts'
export { CardForm, type CardFormProps } from './card-form.tsx'
export { CardPayment, type CardPaymentProps } from './card-payment.tsx'
export { TestCardForm } from './test-card-form.tsx'
export { StripeCardForm, loadStripeOnDemand, type LoadStripe } from './stripe-card-form.tsx'
export { createCardAdapter, type CardAdapterOptions, type PortalCardAdapter } from './card-adapter.tsx'
export { paymentTexts } from './texts.ts'
