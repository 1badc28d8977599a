// The test processor's card form (no Stripe keys, not production): it says plainly that this is a
// test payment and no card is charged, asks for a test card number and confirms it with the billing
// service (POST /products/confirm-test-payment), which answers as Stripe would: 4242… succeeds,
// 4000 0000 0000 0002 is declined, anything else is refused.
import { useEffect, useId, useRef, useState } from 'react'
import { Alert, Stack } from '@care/ui/mui'
import { AlertTitle, TextField } from '@mui/material'
import { paymentTexts as texts } from './texts.ts'
import { cardDigits, type CardDetails, type CardFormHandle, type ConfirmTestPayment } from './card-details.ts'

export interface TestCardFormProps {
  details: CardDetails
  confirmTestPayment: ConfirmTestPayment
  onHandle: (handle: CardFormHandle | undefined) => void
}

export function TestCardForm({ details, confirmTestPayment, onHandle }: TestCardFormProps) {
  const [number, setNumber] = useState('')
  const [missing, setMissing] = useState(false)
  const noticeId = useId()
  // the handle reads the latest number without being replaced on every keystroke
  const typed = useRef(number)
  typed.current = number
  useEffect(() => {
    onHandle({
      async confirm() {
        const cardNumber = cardDigits(typed.current)
        if (!cardNumber) {
          setMissing(true)
          throw new Error(texts.cardNumberRequired)
        }
        const result = await confirmTestPayment({ clientSecret: details.clientSecret, cardNumber })
        return { customerId: result.customerId || details.customerId, ...(result.purchases ? { purchases: result.purchases } : {}) }
      },
    })
    return () => onHandle(undefined)
  }, [details, confirmTestPayment, onHandle])
  return (
    <Stack spacing={2} data-testid="test-card-form">
      <Alert severity="info" role="status" id={noticeId}>
        <AlertTitle>{texts.testPayment}</AlertTitle>
        {texts.testPaymentHelp}
      </Alert>
      <TextField
        label={texts.cardNumber}
        value={number}
        onChange={(e) => {
          setNumber(e.target.value)
          setMissing(false)
        }}
        required
        error={missing}
        helperText={missing ? texts.cardNumberRequired : undefined}
        autoComplete="cc-number"
        inputProps={{ inputMode: 'numeric', maxLength: 23, 'aria-describedby': noticeId }}
        fullWidth
      />
    </Stack>
  )
}
