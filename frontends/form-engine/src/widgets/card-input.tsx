// Stripe (card setup): the host's card adapter renders the provider's card form and confirms the
// setup; 'Save Payment Details', then 'Your payment details have been saved!'. The provider's
// errors show under the form. Without an adapter the field says honestly that card payments are
// not available (the forms service's 503 for stripe_details).
import { useState } from 'react'
import { Alert, Box, Typography } from '@mui/material'
import { SubmitButton } from '@care/ui/submit-button.tsx'
import { formTexts } from '../texts.ts'
import type { CardAdapter } from '../types.ts'
import type { WidgetProps } from './common.tsx'

export interface CardWidgetProps extends WidgetProps<'Stripe'> {
  card?: CardAdapter
}

export function CardWidget({ field, value, onChange, onBlur, card, describedBy }: CardWidgetProps) {
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()
  if (!card) {
    return (
      <Alert severity="warning" data-field-input={field.id}>
        {formTexts.cardPaymentsUnavailable}
      </Alert>
    )
  }
  if (value) return <Typography role="status">{formTexts.paymentDetailsSaved}</Typography>
  const save = async () => {
    setSaving(true)
    setError(undefined)
    try {
      const { customerId } = await card.saveCard(field.id)
      onChange(customerId)
    } catch (e) {
      setError(String((e as { message?: string })?.message ?? e))
    } finally {
      setSaving(false)
      onBlur()
    }
  }
  return (
    <Box data-field-input={field.id}>
      {card.renderCard(field.id)}
      <Box sx={{ mt: 2 }}>
        <SubmitButton
          type="button"
          label={formTexts.savePaymentDetails}
          submittingLabel={formTexts.savePaymentDetails}
          submitting={saving}
          error={error}
          onClick={() => void save()}
          aria-describedby={describedBy}
        />
      </Box>
    </Box>
  )
}
