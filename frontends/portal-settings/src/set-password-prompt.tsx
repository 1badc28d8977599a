// The optional set-password prompt (spec 2 §2.14, §5): for a patient without a password, until
// they set one or answer 'No Thanks' (a local flag).
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { SubmitButton, TextInput } from '@care/ui'
import { promptDismissedKey, setPasswordError } from './password-rules.ts'
import { texts } from './texts.ts'

export function shouldPromptForPassword(enduser: { id: string; passwordIsUnset?: boolean }, storage: Pick<Storage, 'getItem'> = localStorage): boolean {
  return enduser.passwordIsUnset === true && storage.getItem(promptDismissedKey(enduser.id)) === null
}

export interface SetPasswordPromptProps {
  enduserId: string
  onDone: (passwordSet: boolean) => void
  /** told whether a password is typed but not saved */
  onDirtyChange?: (dirty: boolean) => void
  /** runs the action, first asking "Discard changes?" while a typed password would be lost */
  confirmDiscard?: (action: () => void) => void
}

export function SetPasswordPrompt({ enduserId, onDone, onDirtyChange, confirmDiscard = (action) => action() }: SetPasswordPromptProps) {
  const client = useCareClient()
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const invalid = setPasswordError(password)
  const dirty = password !== ''
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])
  const finish = (passwordSet: boolean) => {
    localStorage.setItem(promptDismissedKey(enduserId), new Date().toISOString())
    onDone(passwordSet)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched(true)
    if (invalid) return
    setSubmitting(true)
    setError(undefined)
    try {
      await client.call('POST', '/set-enduser-password', { id: enduserId, password })
      if (client.session.enduser) client.setAccount({ ...client.session.enduser, passwordIsUnset: false })
      finish(true)
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.errors.unknown)
      setSubmitting(false)
    }
  }

  return (
    <Paper component="section" aria-labelledby="set-password-title" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography id="set-password-title" variant="h6" component="h2">{texts.setPasswordTitle}</Typography>
        <Typography color="text.secondary">{texts.setPasswordPrompt}</Typography>
        <TextInput label={texts.password} type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} onBlur={() => setTouched(true)} error={touched && !!invalid} helperText={touched ? invalid : undefined} />
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction="row" spacing={1}>
          <SubmitButton submitting={submitting} label={texts.savePassword} submittingLabel={texts.savePassword} />
          <Button onClick={() => confirmDiscard(() => finish(false))} disabled={submitting}>{texts.noThanks}</Button>
        </Stack>
      </Stack>
    </Paper>
  )
}
