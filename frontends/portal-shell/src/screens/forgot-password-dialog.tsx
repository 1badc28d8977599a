// 'Password Reset Request' (spec 2 §2.3): an Email field and 'Reset Password'; on success an alert
// says to check the email. Submitting needs an email.
import { useState, type FormEvent } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { emailError } from '../validation/rules.ts'
import { errorMessage } from './errors.ts'
import { requestPasswordReset } from './sign-in-calls.ts'

export function ForgotPasswordDialog({ org, open, onClose, initialEmail = '' }: { org: OrganizationTheme; open: boolean; onClose: () => void; initialEmail?: string }) {
  const client = useCareClient()
  const [email, setEmail] = useState(initialEmail)
  const [touched, setTouched] = useState(false)
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const [error, setError] = useState<string>()
  const invalid = emailError(email)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (invalid) return
    setSending(true)
    setError(undefined)
    try {
      await requestPasswordReset(client, org, email)
      setSent(true)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="forgot-password-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="forgot-password-title">{texts.forgotPassword.title}</DialogTitle>
        <DialogContent>
          {sent ? (
            <Alert severity="success">{texts.forgotPassword.sent}</Alert>
          ) : (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              type="email"
              label={texts.forgotPassword.email}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              onBlur={() => setTouched(true)}
              error={touched && !!invalid}
              helperText={touched ? invalid : undefined}
            />
          )}
          {error && <Alert severity="error" sx={{ mt: 2 }}>{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{texts.forgotPassword.cancel}</Button>
          {!sent && (
            <Button type="submit" variant="contained" disabled={sending || !email.trim()}>{texts.forgotPassword.submit}</Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  )
}
