// 'Add File' → the modal 'Upload a new file' (spec 2 §2.8): pick or drop one file, then 'Upload
// File' (disabled while nothing is picked). The upload shows its progress; a refusal (too large, a
// type the server will not take) says why and lets the patient pick another file; Cancel stops an
// upload under way.
import { useEffect, useRef, useState } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@care/ui/mui'
import { LinearProgress } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { FileDropArea, texts as uiTexts } from '@care/ui'
import { texts } from '../texts.ts'
import type { RecordOf } from '@care/sdk'
import { preflightError, uploadFile, type UploadOptions } from './upload.ts'

export interface UploadDialogProps {
  open: boolean
  enduserId: string
  onClose: () => void
  onUploaded: (file: RecordOf<'files'>) => void
  /** tests pass a fake XMLHttpRequest */
  createRequest?: UploadOptions['createRequest']
}

const messageOf = (e: unknown) => (e instanceof Error && e.message ? e.message : texts.errors.unknown)

export function UploadDialog({ open, enduserId, onClose, onUploaded, createRequest }: UploadDialogProps) {
  const client = useCareClient()
  const [file, setFile] = useState<File>()
  const [progress, setProgress] = useState<number>()
  const [error, setError] = useState<string>()
  const controller = useRef<AbortController>()
  const uploading = progress !== undefined

  // a new opening starts empty; closing stops an upload under way
  useEffect(() => {
    if (!open) return
    setFile(undefined)
    setProgress(undefined)
    setError(undefined)
    return () => controller.current?.abort()
  }, [open])

  function pick(f: File) {
    setFile(f)
    setError(preflightError(f))
  }

  async function upload() {
    if (!file || uploading) return
    const abort = new AbortController()
    controller.current = abort
    setError(undefined)
    setProgress(0)
    try {
      const record = await uploadFile(client, enduserId, file, { signal: abort.signal, onProgress: setProgress, createRequest })
      onUploaded(record)
    } catch (e) {
      if (abort.signal.aborted) return
      setError(messageOf(e))
      setProgress(undefined)
    }
  }

  const percent = Math.round((progress ?? 0) * 100)
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="upload-file-title">
      <DialogTitle id="upload-file-title">{texts.uploadTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {/* its accessible name follows the visible text ('{name} selected!'), as a voice user reads it */}
          <FileDropArea onFile={pick} disabled={uploading} label={file ? uiTexts.fileSelected(file.name) : undefined} />
          {uploading && (
            <Stack spacing={0.5}>
              <LinearProgress variant="determinate" value={percent} aria-label={texts.uploadProgress} />
              <Typography variant="body2" aria-live="polite">{texts.uploading(percent)}</Typography>
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.cancel}</Button>
        <Button variant="contained" onClick={upload} disabled={!file || uploading || Boolean(error && preflightError(file))}>
          {texts.uploadFile}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
