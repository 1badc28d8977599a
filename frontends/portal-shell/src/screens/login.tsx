// Login (spec 2 §2.3, §4): one 'Email or Phone Number' box and Continue begin a login flow whose
// outcome is 'sent-email', 'sent-sms' or 'continue-with-password' (email and password, 'Log in');
// Back returns to the identifier. 'Sign up for an account' unless registration is hidden.
import { nextFrom } from '../routing/routes.ts'
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, Stack, Typography } from '@care/ui/mui'
import { Link, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { SubmitButton } from '@care/ui'
import { authSettings, type OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { emailError, isBlank, looksLikeEmail, loginPasswordError } from '../validation/rules.ts'
import { AuthFrame } from './auth-frame.tsx'
import { errorMessage } from './errors.ts'
import { takeFlash } from './flash.ts'
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx'
import { beginLoginFlow, loginWithPassword } from './sign-in-calls.ts'

type Step = 'identifier' | 'sent-email' | 'sent-sms' | 'password'

export function Login({ org, onNavigate }: { org: OrganizationTheme; onNavigate: (path: string) => void }) {
  const client = useCareClient()
  const auth = authSettings(org)
  const [step, setStep] = useState<Step>('identifier')
  const [identifier, setIdentifier] = useState('')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<ReturnType<typeof takeFlash>>()
  const [forgotOpen, setForgotOpen] = useState(false)

  useEffect(() => setNotice(takeFlash()), [])

  const identifierError = isBlank(identifier) ? texts.login.identifier : looksLikeEmail(identifier) ? emailError(identifier) : undefined
  const passwordError = loginPasswordError(password)

  async function begin(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (identifierError) return
    setSubmitting(true)
    setError(undefined)
    try {
      const flow = await beginLoginFlow(client, org, identifier, nextFrom(window.location.search))
      setTouched(false)
      if (flow.result === 'continue-with-password') {
        setEmail(flow.email ?? identifier.trim())
        setStep('password')
      } else setStep(flow.result)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setSubmitting(false)
    }
  }

  async function logIn(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (passwordError || emailError(email)) return
    setSubmitting(true)
    setError(undefined)
    try {
      const session = await loginWithPassword(client, org, email, password)
      client.setSession({ authToken: session.authToken, enduser: session.enduser })
      onNavigate(nextFrom(window.location.search) ?? '/home')
    } catch (err) {
      setError(errorMessage(err))
      setSubmitting(false)
    }
  }

  const back = () => {
    setStep('identifier')
    setPassword('')
    setError(undefined)
    setTouched(false)
  }

  return (
    <AuthFrame org={org} title={auth.loginTitle || texts.greetings.loginTitle} description={auth.loginDescription || texts.greetings.loginDescription} graphic={auth.loginGraphic}>
      {notice && <Alert severity={notice.severity}>{notice.message}</Alert>}
      {step === 'identifier' && (
        <Stack component="form" spacing={2} onSubmit={begin} noValidate>
          <TextField
            label={texts.login.identifier}
            value={identifier}
            autoComplete="username"
            autoFocus
            onChange={(e) => setIdentifier(e.target.value)}
            error={touched && !!identifierError}
            helperText={touched && identifierError !== texts.login.identifier ? identifierError : undefined}
          />
          <SubmitButton submitting={submitting} disabled={isBlank(identifier)} label={texts.login.continue} submittingLabel={texts.login.continue} error={error} />
        </Stack>
      )}
      {(step === 'sent-email' || step === 'sent-sms') && (
        <Stack spacing={2}>
          <Alert severity="success">{step === 'sent-email' ? texts.login.sentEmail : texts.login.sentSms}</Alert>
          <Button onClick={back}>{texts.login.back}</Button>
        </Stack>
      )}
      {step === 'password' && (
        <Stack component="form" spacing={2} onSubmit={logIn} noValidate>
          <TextField label={texts.login.email} type="email" value={email} autoComplete="username" onChange={(e) => setEmail(e.target.value)} error={touched && !!emailError(email)} helperText={touched ? emailError(email) : undefined} />
          <TextField
            label={texts.login.password}
            type="password"
            value={password}
            autoComplete="current-password"
            autoFocus
            onChange={(e) => setPassword(e.target.value)}
            error={touched && !!passwordError}
            helperText={touched ? passwordError : undefined}
          />
          <SubmitButton submitting={submitting} label={texts.login.submit} submittingLabel={texts.login.submit} error={error} />
          <Button onClick={back}>{texts.login.back}</Button>
        </Stack>
      )}
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)}>{texts.login.forgotPassword}</Link>
        {!auth.hideRegister && (
          <Link component="button" type="button" variant="body2" onClick={() => onNavigate('/register')}>{texts.login.signUp}</Link>
        )}
      </Stack>
      {forgotOpen && <ForgotPasswordDialog org={org} open onClose={() => setForgotOpen(false)} initialEmail={looksLikeEmail(identifier) ? identifier : email} />}
      <Typography variant="caption" color="text.secondary" align="center">{org.name}</Typography>
    </AuthFrame>
  )
}
