// 'Payment' (spec 2 §2.16, §4: an appointment type with products is paid before it is booked; §3
// "Card payment info"; §9 the charge in dollars from cents): the card details of the booking's
// appointment type (§7 'Card details', GET /scheduling/stripe-details) and @care/ui's card form —
// Stripe's Payment Element, or the test processor's form that says 'Test payment — no card was
// charged'. 'Pay and confirm' confirms the card, then books with the customer (the host's onPaid).
// A refusal (503 without a payment provider, a declined card) is shown as the server says it.
import { useCallback, useState } from 'react'
import { Alert, Stack, Typography } from '@care/ui/mui'
import { SubmitButton } from '@care/ui/submit-button.tsx'
import { CardPayment, type CardConfirmation, type CardDetails, type CardFormHandle } from '@care/ui/payments/index'
import type { CareClient } from '@care/sdk'
import { dollarsFromCents } from '@care/sdk/helpers'
import { texts } from '../texts.ts'

export interface PaymentStepProps {
  client: CareClient
  calendarEventTemplateId: string
  /** the products' total in cents, shown until the service answers the amount after credits */
  priceCents: number
  /** books the appointment once the card is confirmed; rejects with the booking's refusal */
  onPaid: (payment: CardConfirmation & { testMode: boolean }) => Promise<void>
  error?: string
}

const messageOf = (e: unknown) => (e instanceof Error && e.message) || texts.unknownError

export function PaymentStep({ client, calendarEventTemplateId, priceCents, onPaid, error }: PaymentStepProps) {
  const [handle, setHandle] = useState<CardFormHandle>()
  const [details, setDetails] = useState<CardDetails>()
  const [paying, setPaying] = useState(false)
  const [refusal, setRefusal] = useState<string>()
  const loadDetails = useCallback(async () => {
    const { stripe } = await client.api.schedulingStripeDetails({ calendarEventTemplateId })
    if (!stripe) throw new Error(texts.paymentUnavailable)
    return stripe as CardDetails
  }, [client, calendarEventTemplateId])
  const confirmTestPayment = useCallback((input: { clientSecret: string; cardNumber: string }) => client.api.productsConfirmTestPayment(input), [client])
  const amount = details?.amount ?? priceCents

  async function pay() {
    if (!handle || !details) return
    setPaying(true)
    setRefusal(undefined)
    try {
      const payment = await handle.confirm()
      await onPaid({ ...payment, testMode: details.testMode === true || details.publishableKey === 'test_processor' })
    } catch (e) {
      setRefusal(messageOf(e))
    } finally {
      setPaying(false)
    }
  }

  return (
    <Stack spacing={2}>
      <Typography>{texts.total(dollarsFromCents(amount))}</Typography>
      <CardPayment loadDetails={loadDetails} confirmTestPayment={confirmTestPayment} onHandle={setHandle} onDetails={setDetails} />
      {error && <Alert severity="error" role="alert">{error}</Alert>}
      <SubmitButton
        type="button"
        label={texts.payAndConfirm(dollarsFromCents(amount))}
        submittingLabel={texts.paying}
        submitting={paying}
        disabled={!handle || !details}
        error={refusal}
        onClick={() => void pay()}
      />
    </Stack>
  )
}
