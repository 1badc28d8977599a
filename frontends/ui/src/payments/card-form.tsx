// One card form for any card details: ours when the business uses the test processor
// (publishableKey 'test_processor'), Stripe's Payment Element otherwise.
import { TestCardForm } from './test-card-form.tsx'
import { StripeCardForm, type LoadStripe } from './stripe-card-form.tsx'
import { isTestProcessor, type CardDetails, type CardFormHandle, type ConfirmTestPayment } from './card-details.ts'

export interface CardFormProps {
  details: CardDetails
  confirmTestPayment: ConfirmTestPayment
  onHandle: (handle: CardFormHandle | undefined) => void
  loadStripe?: LoadStripe
}

export function CardForm({ details, confirmTestPayment, onHandle, loadStripe }: CardFormProps) {
  return isTestProcessor(details)
    ? <TestCardForm details={details} confirmTestPayment={confirmTestPayment} onHandle={onHandle} />
    : <StripeCardForm details={details} onHandle={onHandle} loadStripe={loadStripe} />
}
