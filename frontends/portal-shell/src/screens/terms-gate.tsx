// The terms gate (spec 2 §2.4): until terms are signed, a checkbox and Submit ('Saving...' while
// saving, disabled until ticked); signing stores termsSigned = now and termsVersion '1.0'.
import { useState, type FormEvent } from 'react'
import { Stack } from '@care/ui/mui'
import { Checkbox, FormControlLabel } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import type { SessionEnduser } from '@care/sdk'
import { SubmitButton } from '@care/ui'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { TERMS_VERSION, texts } from '../texts.ts'
import { AuthFrame } from './auth-frame.tsx'
import { updateOwnProfile } from './enduser-calls.ts'
import { errorMessage } from './errors.ts'
import { TermsLabel } from './terms-label.tsx'

export function TermsGate({ org, enduser }: { org: OrganizationTheme; enduser: SessionEnduser }) {
  const client = useCareClient()
  const [agreed, setAgreed] = useState(false)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string>()

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!agreed) return
    setSaving(true)
    setError(undefined)
    try {
      await updateOwnProfile(client, enduser.id, { termsSigned: new Date().toISOString(), termsVersion: TERMS_VERSION })
    } catch (err) {
      setError(errorMessage(err))
      setSaving(false)
    }
  }

  return (
    <AuthFrame org={org} title={texts.terms.prompt}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <FormControlLabel control={<Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />} label={<TermsLabel org={org} prefix={texts.terms.agreePrefix} />} />
        <SubmitButton submitting={saving} disabled={!agreed} label={texts.terms.submit} submittingLabel={texts.terms.saving} error={error} />
      </Stack>
    </AuthFrame>
  )
}
