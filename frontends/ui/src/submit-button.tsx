import { Box, Button, Typography, type ButtonProps } from '@care/ui/mui'
import { texts } from './texts.ts'

/** spec 1 §2: a submit button is disabled when the form is invalid, unchanged or submitting. */
export function submitDisabled({ valid, changed = true, submitting }: { valid: boolean; changed?: boolean; submitting: boolean }) {
  return !valid || !changed || submitting
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'children' | 'type'> {
  submitting?: boolean
  label?: string
  submittingLabel?: string
  /** A form error, shown in red under the button. */
  error?: string | null
  type?: 'submit' | 'button'
}

export function SubmitButton({
  submitting = false,
  disabled = false,
  label = texts.submit,
  submittingLabel = texts.submitting,
  error,
  type = 'submit',
  variant = 'contained',
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <Box>
      <Button {...buttonProps} type={type} variant={variant} disabled={disabled || submitting} aria-busy={submitting}>
        {submitting ? submittingLabel : label}
      </Button>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Box>
  )
}
