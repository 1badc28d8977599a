// Settings: 'Your Profile' with the picture, and the set-password prompt when it applies. Edits not
// saved yet (the profile's fields, a typed password) ask "Discard changes?" before they are lost:
// leaving for another page of the portal, No Thanks, a reload or closing the tab.
import { useCallback, useState } from 'react'
import { Alert, Box, Divider, Paper, Stack, Typography } from '@care/ui/mui'
import { useCareClient, useSession } from '@care/sdk/react'
import { useUnsavedChanges } from '@care/ui'
import { AccessLogSection } from './access-log/access-log-section.tsx'
import { AvatarSection } from './avatar-section.tsx'
import { PurchasesSection } from './purchases/purchases-section.tsx'
import { LanguageSection } from './language-section.tsx'
import { ProfileForm } from './profile-form.tsx'
import { SetPasswordPrompt, shouldPromptForPassword } from './set-password-prompt.tsx'
import { texts } from './texts.ts'

export function SettingsPage({ navigate }: { navigate: (url: string) => void }) {
  const client = useCareClient()
  const { enduser } = useSession()
  const [promptDone, setPromptDone] = useState(false)
  const [passwordSaved, setPasswordSaved] = useState(false)
  const [dirty, setDirty] = useState({ profile: false, password: false })
  const profileDirty = useCallback((profile: boolean) => setDirty((d) => ({ ...d, profile })), [])
  const passwordDirty = useCallback((password: boolean) => setDirty((d) => ({ ...d, password })), [])
  // once the session is gone (expired, revoked) nothing could be saved: the sign-in screen is not held
  const unsaved = useUnsavedChanges(dirty.profile || dirty.password, { holdNavigation: () => Boolean(client.session.authToken) })
  if (!enduser) return null
  const name = enduser.displayName || [enduser.fname, enduser.lname].filter(Boolean).join(' ')
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
      <Stack spacing={2}>
        {!promptDone && shouldPromptForPassword(enduser) && (
          <SetPasswordPrompt
            enduserId={enduser.id}
            onDirtyChange={passwordDirty}
            confirmDiscard={unsaved.confirm}
            onDone={(passwordSet) => {
              setPromptDone(true)
              setPasswordSaved(passwordSet)
              passwordDirty(false)
            }}
          />
        )}
        {passwordSaved && <Alert severity="success" onClose={() => setPasswordSaved(false)}>{texts.passwordSaved}</Alert>}
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            <AvatarSection enduserId={enduser.id} name={name} avatar={enduser.avatar} />
            <Divider />
            <ProfileForm key={enduser.id} enduser={enduser} navigate={navigate} onDirtyChange={profileDirty} />
            <Divider />
            <LanguageSection enduserId={enduser.id} />
          </Stack>
        </Paper>
        <PurchasesSection />
        <AccessLogSection />
      </Stack>
      {unsaved.dialog}
    </Box>
  )
}
