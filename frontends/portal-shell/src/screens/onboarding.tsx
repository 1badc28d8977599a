// Onboarding (spec 2 §2.3): signed in without a first or last name, the patient completes their
// profile (email, first and last name required) before the portal opens.
import { useState, type FormEvent } from 'react'
import { Stack } from '@care/ui/mui'
import { TextField } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import type { SessionEnduser } from '@care/sdk'
import { SubmitButton } from '@care/ui'
import type { OrganizationTheme } from '../org/org-theme.ts'
import { texts } from '../texts.ts'
import { emailError, requiredNameError } from '../validation/rules.ts'
import { AuthFrame } from './auth-frame.tsx'
import { updateOwnProfile } from './enduser-calls.ts'
import { errorMessage } from './errors.ts'

export function Onboarding({ org, enduser }: { org: OrganizationTheme; enduser: SessionEnduser }) {
  const client = useCareClient()
  const [fname, setFname] = useState(enduser.fname ?? '')
  const [lname, setLname] = useState(enduser.lname ?? '')
  const [email, setEmail] = useState(enduser.email ?? '')
  const [touched, setTouched] = useState<Record<string, boolean>>({})
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string>()
  const errors = { fname: requiredNameError(fname, texts.errors.fname), lname: requiredNameError(lname, texts.errors.lname), email: emailError(email) }
  const touch = (f: string) => setTouched((t) => ({ ...t, [f]: true }))

  async function submit(e: FormEvent) {
    e.preventDefault()
    setTouched({ fname: true, lname: true, email: true })
    if (errors.fname || errors.lname || errors.email) return
    setSubmitting(true)
    setError(undefined)
    try {
      const updates: Record<string, unknown> = { fname: fname.trim(), lname: lname.trim() }
      if (email.trim().toLowerCase() !== (enduser.email ?? '')) updates.email = email.trim().toLowerCase()
      await updateOwnProfile(client, enduser.id, updates)
    } catch (err) {
      setError(errorMessage(err))
      setSubmitting(false)
    }
  }

  return (
    <AuthFrame org={org} title={texts.onboarding.title}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <TextField label={texts.onboarding.fname} required autoComplete="given-name" value={fname} onChange={(e) => setFname(e.target.value)} onBlur={() => touch('fname')} error={touched.fname && !!errors.fname} helperText={touched.fname ? errors.fname : undefined} />
        <TextField label={texts.onboarding.lname} required autoComplete="family-name" value={lname} onChange={(e) => setLname(e.target.value)} onBlur={() => touch('lname')} error={touched.lname && !!errors.lname} helperText={touched.lname ? errors.lname : undefined} />
        <TextField label={texts.onboarding.email} required type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} onBlur={() => touch('email')} error={touched.email && !!errors.email} helperText={touched.email ? errors.email : undefined} />
        <SubmitButton submitting={submitting} label={texts.onboarding.submit} submittingLabel={texts.onboarding.submit} error={error} />
      </Stack>
    </AuthFrame>
  )
}
