// Stripe's Payment Element (@stripe/stripe-js, loaded on first use from js.stripe.com): mounted with
// the intent's client secret on the business's connected account; confirming runs confirmPayment for
// a checkout or confirmSetup for saving a card, without leaving the page unless the card needs a
// redirect (3-D Secure). Stripe's own error message is what the host shows.
import { useEffect, useRef, useState } from 'react'
import { Box } from '@care/ui/mui'
import type { Stripe, StripeConstructorOptions, StripeElements } from '@stripe/stripe-js'
import { ErrorState, LoadingState } from '../screen-states.tsx'
import { paymentTexts as texts } from './texts.ts'
import type { CardDetails, CardFormHandle } from './card-details.ts'

export type LoadStripe = (publishableKey: string, options?: StripeConstructorOptions) => Promise<Stripe | null>

/** @stripe/stripe-js's pure entry: the script is added to the page only when a card form is shown */
// (its .d.mts re-exports without a file extension, which NodeNext cannot follow: typed here by the package's own signature)
export const loadStripeOnDemand: LoadStripe = async (key, options) =>
  ((await import('@stripe/stripe-js/pure/index.mjs')) as unknown as { loadStripe: LoadStripe }).loadStripe(key, options)

export interface StripeCardFormProps {
  details: CardDetails
  onHandle: (handle: CardFormHandle | undefined) => void
  loadStripe?: LoadStripe
}

export function StripeCardForm({ details, onHandle, loadStripe = loadStripeOnDemand }: StripeCardFormProps) {
  const mountPoint = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')
  useEffect(() => {
    let live = true
    let elements: StripeElements | undefined
    setState('loading')
    loadStripe(details.publishableKey, details.stripeAccount ? { stripeAccount: details.stripeAccount } : undefined)
      .then((stripe) => {
        if (!live) return
        if (!stripe || !mountPoint.current) throw new Error(texts.cardFormFailed)
        elements = stripe.elements({ clientSecret: details.clientSecret })
        elements.create('payment').mount(mountPoint.current)
        const ready = elements
        onHandle({
          async confirm() {
            const confirmParams = { return_url: window.location.href }
            const { error } = details.isCheckout
              ? await stripe.confirmPayment({ elements: ready, confirmParams, redirect: 'if_required' })
              : await stripe.confirmSetup({ elements: ready, confirmParams, redirect: 'if_required' })
            if (error) throw new Error(error.message || texts.unknownError)
            return { customerId: details.customerId }
          },
        })
        setState('ready')
      })
      .catch(() => live && setState('failed'))
    return () => {
      live = false
      onHandle(undefined)
      elements?.getElement('payment')?.destroy()
    }
  }, [details, loadStripe, onHandle])
  return (
    <Box>
      {state === 'loading' && <LoadingState label={texts.loadingCardForm} />}
      {state === 'failed' && <ErrorState message={texts.cardFormFailed} />}
      <Box ref={mountPoint} hidden={state === 'failed'} />
    </Box>
  )
}
