// Asks the billing service for the card details (a checkout's or a card setup's), then shows the
// card form that fits them. Loading and failure states of its own; a refusal (503 'Card payments
// are not configured for this business') is shown as the server says it, never hidden.
import { useEffect, useState } from 'react'
import { Alert } from '@care/ui/mui'
import { LoadingState } from '../screen-states.tsx'
import { CardForm } from './card-form.tsx'
import { paymentTexts as texts } from './texts.ts'
import type { LoadStripe } from './stripe-card-form.tsx'
import type { CardDetails, CardFormHandle, ConfirmTestPayment } from './card-details.ts'

export interface CardPaymentProps {
  /** the card details call (stripe-details, prepare-stripe-checkout) */
  loadDetails: () => Promise<CardDetails>
  confirmTestPayment: ConfirmTestPayment
  /** the form's handle once it can confirm, undefined while it cannot */
  onHandle: (handle: CardFormHandle | undefined) => void
  /** the details once loaded (the host may show the business's name or the test notice elsewhere) */
  onDetails?: (details: CardDetails) => void
  loadStripe?: LoadStripe
}

type Load = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; details: CardDetails }

export function CardPayment({ loadDetails, confirmTestPayment, onHandle, onDetails, loadStripe }: CardPaymentProps) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' })
  useEffect(() => {
    let live = true
    setLoad({ kind: 'loading' })
    loadDetails()
      .then((details) => {
        if (!live) return
        setLoad({ kind: 'ready', details })
        onDetails?.(details)
      })
      .catch((e: unknown) => live && setLoad({ kind: 'failed', message: (e instanceof Error && e.message) || texts.unknownError }))
    return () => {
      live = false
    }
    // loaded once per mount: hosts pass a new closure on every render
  }, [])
  if (load.kind === 'loading') return <LoadingState label={texts.loadingCardForm} />
  if (load.kind === 'failed') return <Alert severity="warning" role="alert">{load.message}</Alert>
  return <CardForm details={load.details} confirmTestPayment={confirmTestPayment} onHandle={onHandle} loadStripe={loadStripe} />
}
