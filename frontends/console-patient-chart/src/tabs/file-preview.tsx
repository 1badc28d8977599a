// A file shown in the page: an image, or a PDF in the browser's own viewer, from a short-lived
// link asked for with preferInBrowser; Download and Close beside it.
import { useEffect, useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { CareApiError } from '@care/sdk'
import { ErrorState, LoadingState, texts } from '@care/ui'
import type { FileRecord } from '../records.ts'
import { fileLink, previewKind } from './file-actions.ts'

export const IMAGE_NOT_SHOWN = 'This image cannot be shown here yet. Download it to open it.'

export function FilePreview({ file, onDownload, onClose }: { file: FileRecord; onDownload: () => void; onClose: () => void }) {
  const client = useCareClient()
  const theme = useTheme()
  const narrow = useMediaQuery(theme.breakpoints.down('sm'))
  const [link, setLink] = useState<{ url?: string; error?: string }>({})
  const [attempt, setAttempt] = useState(0)
  // a photo this browser cannot draw (a HEIC whose display copy is not made yet)
  const [broken, setBroken] = useState(false)
  const kind = previewKind(file.type)

  useEffect(() => {
    let live = true
    setLink({})
    fileLink(client, file, true).then(
      (url) => live && setLink({ url }),
      (e: unknown) => live && setLink({ error: e instanceof CareApiError ? e.message : texts.anErrorOccurred }),
    )
    return () => {
      live = false
    }
  }, [client, file, attempt])

  let body
  if (link.error) body = <ErrorState message={link.error} onRetry={() => setAttempt((n) => n + 1)} />
  else if (!link.url) body = <LoadingState label="Loading the preview" />
  else if (kind === 'image' && broken) body = <ErrorState message={IMAGE_NOT_SHOWN} />
  else if (kind === 'image') body = <Box component="img" src={link.url} alt={file.name} onError={() => setBroken(true)} sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto' }} />
  else body = <Box component="iframe" src={link.url} title={file.name} sx={{ border: 0, width: '100%', height: narrow ? 'calc(100vh - 160px)' : '70vh' }} />

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={narrow} aria-labelledby="file-preview-title">
      <DialogTitle id="file-preview-title" sx={{ overflowWrap: 'anywhere' }}>
        {file.name}
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onDownload}>Download</Button>
        <Button variant="contained" onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}
