// Group chats show the patient to the other members, so before a group chat opens the patient picks a
// display name and ticks 'I Understand' (spec 2 §2.11); both are required. The name is saved on the
// patient's profile (PATCH /enduser/{id} {displayName}, as Settings does) and the session's account
// kept current, so the room opens at once and other group chats do not ask again.
import { useId, useState, type FormEvent } from 'react'
import { Paper, Stack, Typography } from '@care/ui/mui'
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material'
import { SubmitButton, TextInput, submitDisabled } from '@care/ui'
import { keepAccountCurrent, type SessionEnduser } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import { isBlank } from '../chat-rules.ts'
import { texts } from '../texts.ts'

export function DisplayNameGate({ enduser }: { enduser: SessionEnduser }) {
  const client = useCareClient()
  const headingId = useId()
  const [name, setName] = useState(enduser.displayName ?? '')
  const [understood, setUnderstood] = useState(false)
  const [touched, setTouched] = useState({ name: false, understood: false })
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const valid = !isBlank(name) && understood

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched({ name: true, understood: true })
    if (submitDisabled({ valid, submitting })) return
    setSubmitting(true)
    setError(undefined)
    try {
      const record = await client.call<SessionEnduser>('PATCH', `/enduser/${encodeURIComponent(enduser.id)}`, { updates: { displayName: name.trim() } })
      keepAccountCurrent(client, { ...record, displayName: record?.displayName ?? name.trim() })
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : texts.unknownError)
      setSubmitting(false)
    }
  }

  return (
    <Paper component="form" onSubmit={submit} noValidate aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>{texts.displayNameTitle}</Typography>
      <Typography sx={{ mb: 2 }}>{texts.displayNameIntro}</Typography>
      <Stack spacing={2}>
        <TextInput
          label={texts.displayName}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, name: true }))}
          required
          fullWidth
          autoComplete="nickname"
          inputProps={{ maxLength: 250 }}
          error={touched.name && isBlank(name)}
          helperText={touched.name && isBlank(name) ? texts.displayNameRequired : undefined}
        />
        <FormControl required error={touched.understood && !understood}>
          <FormControlLabel control={<Checkbox checked={understood} onChange={(e) => setUnderstood(e.target.checked)} required />} label={texts.understand} />
          {touched.understood && !understood && <FormHelperText>{texts.understandRequired}</FormHelperText>}
        </FormControl>
        <div>
          <SubmitButton label={texts.continue} submittingLabel={texts.saving} submitting={submitting} disabled={submitDisabled({ valid, submitting })} error={error} />
        </div>
      </Stack>
    </Paper>
  )
}
