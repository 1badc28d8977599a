// Register (spec 2 §2.3, §5): email, password (8 to 100 characters, a lowercase, an uppercase, a
// number or special character), the required terms checkbox, 'Register'; sends termsSigned and
// termsVersion '1.0'. Then the patient is signed in (by the answer's session, or a password login).
import { useState, type FormEvent } from 'react'
import { Stack } from '@care/ui/mui'
import { Checkbox, FormControlLabel, FormHelperText, Link, TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { SubmitButton } from '@care/ui'
import { authSettings, type OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { emailError, registerPasswordError } from '../validation/rules.ts'
import { AuthFrame } from './auth-frame.tsx'
import { errorMessage } from './errors.ts'
import { loginWithPassword, register } from './sign-in-calls.ts'
import { TermsLabel } from './terms-label.tsx'

export function Register({ org, onNavigate }: { org: OrganizationTheme; onNavigate: (path: string) => void }) {
  const client = useCareClient()
  const auth = authSettings(org)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const errors = { email: emailError(email), password: registerPasswordError(password), terms: agreed ? undefined : texts.errors.termsRequired }
  const touch = (field: string) => setTouched((t) => ({ ...t, [field]: true }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched({ email: true, password: true, terms: true })
    if (errors.email || errors.password || errors.terms) return
    setSubmitting(true)
    setError(undefined)
    try {
      const answer = await register(client, org, email, password)
      const session = answer?.authToken && answer.enduser ? answer : await loginWithPassword(client, org, email, password)
      client.setSession({ authToken: session.authToken as string, enduser: session.enduser as { id: string } })
      onNavigate('/home')
    } catch (err) {
      setError(errorMessage(err))
      setSubmitting(false)
    }
  }

  return (
    <AuthFrame org={org} title={auth.registerTitle || texts.greetings.registerTitle} description={auth.registerDescription || texts.greetings.registerDescription} graphic={auth.registerGraphic}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={texts.register.email} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => touch('email')} error={touched.email && !!errors.email} helperText={touched.email ? errors.email : undefined} />
        <TextField label={texts.register.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} onBlur={() => touch('password')} error={touched.password && !!errors.password} helperText={touched.password ? errors.password : undefined} />
        <div>
          <FormControlLabel control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} required />} label={<TermsLabel org={org} />} />
          {touched.terms && errors.terms && <FormHelperText error>{errors.terms}</FormHelperText>}
        </div>
        <SubmitButton submitting={submitting} label={texts.register.submit} submittingLabel={texts.register.submit} error={error} />
        <Link component="button" type="button" variant="body2" onClick={() => onNavigate('/login')}>{texts.register.logIn}</Link>
      </Stack>
    </AuthFrame>
  )
}
