// A message's attachment: a button that downloads the stored file through a download link of its
// secure name, as Documents does (GET /file-download-URL); a failure shows its message (spec 2 §8).
import { useState } from 'react'
import { Button, Typography } from '@care/ui/mui'
import { startDownload } from '@care/ui'
import { useCareClient } from '@care/sdk/react'
import type { ChatAttachment } from '../chat-types.ts'
import { texts } from '../texts.ts'

export function AttachmentLink({ attachment }: { attachment: ChatAttachment }) {
  const client = useCareClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const name = attachment.name?.trim() || texts.attachment
  async function download() {
    setBusy(true)
    setError(undefined)
    try {
      const { downloadURL } = await client.call<{ downloadURL: string }>('GET', '/file-download-URL', { secureName: attachment.secureName })
      startDownload(downloadURL, name)
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : texts.unknownError)
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button size="small" variant="outlined" color="inherit" onClick={() => void download()} disabled={busy} aria-label={texts.downloadAttachment(name)} sx={{ textTransform: 'none', justifyContent: 'flex-start', overflowWrap: 'anywhere', textAlign: 'left', bgcolor: 'background.paper', color: 'text.primary' }}>
        {name}
      </Button>
      {error && <Typography role="alert" color="error" variant="body2">{error}</Typography>}
    </>
  )
}
