// Reset password (spec 2 §2.3, §8): the link's resetToken (missing: 'This link is invalid or has
// expired'), a new password of at least 8 characters; a failure shows the server's message without
// its 'Error parsing field newPassword: ' prefix. Success signs in when the answer carries a session.
import { useState, type FormEvent } from 'react'
import { Alert, Stack } from '@care/ui/mui'
import { Link, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { SubmitButton } from '@care/ui'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { resetPasswordError, stripNewPasswordPrefix } from '../validation/rules.ts'
import { AuthFrame } from './auth-frame.tsx'
import { errorMessage } from './errors.ts'
import { setFlash } from './flash.ts'
import { resetPassword } from './sign-in-calls.ts'

export function ResetPassword({ org, search, onNavigate }: { org: OrganizationTheme; search: string; onNavigate: (path: string) => void }) {
  const client = useCareClient()
  const resetToken = new URLSearchParams(search).get('resetToken')?.trim()
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const invalid = resetPasswordError(password)

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (invalid || !resetToken) return
    setSubmitting(true)
    setError(undefined)
    try {
      const answer = await resetPassword(client, org, resetToken, password)
      if (answer?.authToken && answer.enduser) {
        client.setSession({ authToken: answer.authToken, enduser: answer.enduser })
        onNavigate('/home')
      } else {
        setFlash(texts.resetPassword.done, 'success')
        onNavigate('/login')
      }
    } catch (err) {
      setError(stripNewPasswordPrefix(errorMessage(err)))
      setSubmitting(false)
    }
  }

  return (
    <AuthFrame org={org} title={texts.resetPassword.title}>
      {!resetToken ? (
        <Alert severity="error">{texts.resetPassword.invalidLink}</Alert>
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <TextField label={texts.resetPassword.newPassword} type="password" autoComplete="new-password" autoFocus value={password} onChange={(e) => setPassword(e.target.value)} onBlur={() => setTouched(true)} error={touched && !!invalid} helperText={touched ? invalid : undefined} />
          <SubmitButton submitting={submitting} label={texts.resetPassword.submit} submittingLabel={texts.resetPassword.submit} error={error} />
        </Stack>
      )}
      <Link component="button" type="button" variant="body2" onClick={() => onNavigate('/login')}>{texts.register.logIn}</Link>
    </AuthFrame>
  )
}
