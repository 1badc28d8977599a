// The form engine's CardAdapter (frontends/form-engine/src/types.ts) for a Stripe field: renderCard
// loads the field's card details (GET /form-responses/stripe-details {fieldId}) and shows the
// matching card form; saveCard confirms the card typed in that field's form and gives the customer
// the response is submitted with. Structural: @care/ui does not depend on the form engine.
import { CardPayment } from './card-payment.tsx'
import { paymentTexts as texts } from './texts.ts'
import type { LoadStripe } from './stripe-card-form.tsx'
import type { CardConfirmation, CardDetails, CardFormHandle, ConfirmTestPayment } from './card-details.ts'

export interface CardAdapterOptions {
  loadDetails: (fieldId: string) => Promise<CardDetails>
  confirmTestPayment: ConfirmTestPayment
  loadStripe?: LoadStripe
}

export interface PortalCardAdapter {
  renderCard(fieldId: string): React.ReactNode
  saveCard(fieldId: string): Promise<CardConfirmation>
}

export function createCardAdapter({ loadDetails, confirmTestPayment, loadStripe }: CardAdapterOptions): PortalCardAdapter {
  const handles = new Map<string, CardFormHandle>()
  return {
    renderCard: (fieldId) => (
      <CardPayment
        key={fieldId}
        loadDetails={() => loadDetails(fieldId)}
        confirmTestPayment={confirmTestPayment}
        loadStripe={loadStripe}
        onHandle={(handle) => (handle ? handles.set(fieldId, handle) : handles.delete(fieldId))}
      />
    ),
    async saveCard(fieldId) {
      const handle = handles.get(fieldId)
      if (!handle) throw new Error(texts.cardFormFailed)
      return handle.confirm()
    },
  }
}
