// 'Your Profile' (spec 2 §2.14): first and last name, email (required), phone (optional, digits
// only), display name and state, saved with PATCH /v1/enduser/:id. A failure shows the message and
// a way to log out and in again (spec 2 §8).
import { useEffect, useState, type FormEvent } from 'react'
import { Alert, Stack } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import type { SessionEnduser } from '@care/sdk'
import { SubmitButton, submitDisabled, TextInput, type TextInputProps } from '@care/ui'
import { keepAccountCurrent } from '@care/sdk'
import { emailError, optionalPhoneError, requiredNameError } from '@care/ui/field-rules'
import { profileChanges, profileOf, type ProfileFields } from './profile-changes.ts'
import { texts } from './texts.ts'

export interface ProfileFormProps {
  enduser: SessionEnduser
  navigate: (url: string) => void
  /** told whether the form holds edits not saved yet */
  onDirtyChange?: (dirty: boolean) => void
}

export function ProfileForm({ enduser, navigate, onDirtyChange }: ProfileFormProps) {
  const client = useCareClient()
  const saved = profileOf(enduser)
  const [fields, setFields] = useState<ProfileFields>(saved)
  const [touched, setTouched] = useState<Partial<Record<keyof ProfileFields, boolean>>>({})
  const [submitting, setSubmitting] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string }>()
  const errors: Partial<Record<keyof ProfileFields, string | undefined>> = {
    fname: requiredNameError(fields.fname, texts.errors.fname),
    lname: requiredNameError(fields.lname, texts.errors.lname),
    email: emailError(fields.email),
    phone: optionalPhoneError(fields.phone),
  }
  const valid = !Object.values(errors).some(Boolean)
  const changes = profileChanges(saved, fields)
  const changed = Object.keys(changes).length > 0
  useEffect(() => onDirtyChange?.(changed), [changed, onDirtyChange])

  const field = (name: keyof ProfileFields, label: string, extra: Partial<TextInputProps> = {}) => (
    <TextInput
      label={label}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      onBlur={() => setTouched((t) => ({ ...t, [name]: true }))}
      error={!!touched[name] && !!errors[name]}
      helperText={touched[name] ? errors[name] : undefined}
      fullWidth
      {...extra}
    />
  )

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched({ fname: true, lname: true, email: true, phone: true })
    if (!valid || !changed) return
    setSubmitting(true)
    setResult(undefined)
    try {
      const record = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(enduser.id)}`, { updates: changes })
      setFields(profileOf(keepAccountCurrent(client, record)))
      setResult({ ok: true, message: texts.saved })
    } catch (err) {
      setResult({ ok: false, message: err instanceof Error && err.message ? err.message : texts.errors.unknown })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label={texts.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {field('fname', texts.fname, { required: true, autoComplete: 'given-name' })}
        {field('lname', texts.lname, { required: true, autoComplete: 'family-name' })}
      </Stack>
      {field('email', texts.email, { required: true, type: 'email', autoComplete: 'email' })}
      {field('phone', texts.phone, { type: 'tel', autoComplete: 'tel' })}
      {field('displayName', texts.displayName, { inputProps: { maxLength: 250 } })}
      {field('state', texts.state, { autoComplete: 'address-level1', inputProps: { maxLength: 250 } })}
      {result?.ok && <Alert severity="success">{result.message}</Alert>}
      {result && !result.ok && (
        <Alert severity="error">
          {result.message}. {texts.updateFailedHint}{' '}
          <Link component="button" type="button" onClick={() => navigate('/logout')}>{texts.logOut}</Link>
        </Alert>
      )}
      <SubmitButton submitting={submitting} disabled={submitDisabled({ valid, changed, submitting })} label={texts.save} submittingLabel={texts.saving} />
    </Stack>
  )
}
