// Settings: 'Your Profile' with the picture, and the set-password prompt when it applies.
import { useState } from 'react'
import { Alert, Box, Divider, Paper, Stack, Typography } from '@care/ui/mui'
import { useSession } from '@care/sdk/react'
import { AvatarSection } from './avatar-section.tsx'
import { ProfileForm } from './profile-form.tsx'
import { SetPasswordPrompt, shouldPromptForPassword } from './set-password-prompt.tsx'
import { texts } from './texts.ts'

export function SettingsPage({ navigate }: { navigate: (url: string) => void }) {
  const { enduser } = useSession()
  const [promptDone, setPromptDone] = useState(false)
  const [passwordSaved, setPasswordSaved] = useState(false)
  if (!enduser) return null
  const name = enduser.displayName || [enduser.fname, enduser.lname].filter(Boolean).join(' ')
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
      <Stack spacing={2}>
        {!promptDone && shouldPromptForPassword(enduser) && (
          <SetPasswordPrompt
            enduserId={enduser.id}
            onDone={(passwordSet) => {
              setPromptDone(true)
              setPasswordSaved(passwordSet)
            }}
          />
        )}
        {passwordSaved && <Alert severity="success" onClose={() => setPasswordSaved(false)}>{texts.passwordSaved}</Alert>}
        <Paper sx={{ p: 2 }}>
          <Stack spacing={2}>
            <AvatarSection enduserId={enduser.id} name={name} avatar={enduser.avatar} />
            <Divider />
            <ProfileForm key={enduser.id} enduser={enduser} navigate={navigate} />
          </Stack>
        </Paper>
      </Stack>
    </Box>
  )
}
