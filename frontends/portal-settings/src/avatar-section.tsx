// The profile picture: the current avatar (or initials) and, when file storage exists, a drop
// area to upload a new one. Without it the section says so: never a pretend upload.
import { useEffect, useState } from 'react'
import { Alert, Box, Stack, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import { FileDropArea, UserAvatar } from '@care/ui'
import { avatarUploadAvailable, avatarUrl, uploadAvatar } from './avatar-upload.ts'
import { texts } from './texts.ts'

export function AvatarSection({ enduserId, name, avatar }: { enduserId: string; name: string; avatar?: string }) {
  const client = useCareClient()
  const available = avatarUploadAvailable()
  const [picture, setPicture] = useState<string>()
  const [uploading, setUploading] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string }>()

  useEffect(() => {
    if (!avatar) return setPicture(undefined)
    let live = true
    avatarUrl(client, avatar)
      .then((url) => live && setPicture(url))
      .catch((e) => console.warn('avatar could not be loaded', e))
    return () => {
      live = false
    }
  }, [client, avatar])

  async function upload(file: File) {
    setUploading(true)
    setResult(undefined)
    try {
      await uploadAvatar(client, enduserId, file)
      setResult({ ok: true, message: texts.avatarSaved })
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error ? e.message : String(e) })
    } finally {
      setUploading(false)
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">{texts.avatar}</Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <UserAvatar name={name} picture={picture} size={64} />
        <Box sx={{ flex: 1 }}>
          {available ? (
            <FileDropArea onFile={upload} accept="image/*" disabled={uploading} />
          ) : (
            <Alert severity="info">{texts.avatarUnavailable}</Alert>
          )}
        </Box>
      </Stack>
      {uploading && <Typography variant="body2">{texts.avatarUploading}</Typography>}
      {result && <Alert severity={result.ok ? 'success' : 'error'}>{result.message}</Alert>}
    </Stack>
  )
}
