// Staff sign-in (POST /users/login): the console shell's sign-in screen, and the one console remotes
// show when they run alone (runRemoteAlone).
import { useState, type FormEvent } from 'react'
import { Alert, Box, Paper, Stack, Typography } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { CareApiError } from '@care/sdk'
import { RequiredLabel, SubmitButton, requiredError, submitDisabled, texts } from '@care/ui'

type Field = 'email' | 'password'

/** `notice`: why the user is here again (e.g. their session expired), shown above the form */
export function StaffSignIn({ title = 'Care console', notice }: { title?: string; notice?: string }) {
  const client = useCareClient()
  const [values, setValues] = useState({ email: '', password: '' })
  const [touched, setTouched] = useState<Record<Field, boolean>>({ email: false, password: false })
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()

  const missing = { email: requiredError(values.email), password: requiredError(values.password) }
  const valid = !missing.email && !missing.password

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!valid || submitting) return
    setSubmitting(true)
    setError(undefined)
    try {
      const answer = await client.api.usersLogin({ email: values.email.trim(), password: values.password })
      client.setSession({ authToken: answer.authToken, user: answer.user as { id: string } })
    } catch (e) {
      // 'Invalid email or password' comes from the server; network failures get the spec 1 §8 texts
      setError(e instanceof CareApiError ? e.message : texts.anErrorOccurred)
      setSubmitting(false)
    }
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const showRequired = touched[name] && missing[name]
    return (
      <Box>
        <TextField
          label={label}
          type={type}
          autoComplete={autoComplete}
          fullWidth
          required
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
          error={Boolean(showRequired)}
          slotProps={{ htmlInput: { 'aria-describedby': showRequired ? `sign-in-${name}-required` : undefined, maxLength: name === 'email' ? 250 : 100 } }}
        />
        {showRequired && <RequiredLabel id={`sign-in-${name}-required`} />}
      </Box>
    )
  }

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}>
      <Paper component="form" onSubmit={submit} noValidate sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 400 }} aria-labelledby="sign-in-title">
        <Stack spacing={2}>
          <Typography id="sign-in-title" variant="h5" component="h1">
            {title}
          </Typography>
          {notice && (
            <Alert severity="info" role="status">
              {notice}
            </Alert>
          )}
          <Typography color="text.secondary">Sign in with your staff account.</Typography>
          {field('email', 'Email', 'email', 'username')}
          {field('password', 'Password', 'password', 'current-password')}
          <SubmitButton
            label="Sign in"
            submittingLabel="Signing in"
            submitting={submitting}
            disabled={submitDisabled({ valid, submitting })}
            error={error}
            fullWidth
          />
        </Stack>
      </Paper>
    </Box>
  )
}
