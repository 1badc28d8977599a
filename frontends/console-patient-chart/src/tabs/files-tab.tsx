// Files: upload (with progress), the patient's files newest first, preview of images and PDFs in
// the page, download. Records appear through the cache, so another session's uploads show too.
import { useState } from 'react'
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material'
import { files as filesContract } from '@care/contracts/collections/files'
import { CareApiError } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import { ClearIcon, FileDropArea, texts } from '@care/ui'
import { formatBytes, formatDateTime } from '../format.ts'
import { RecordItem, TabHeader } from '../record-item.tsx'
import { RecordList } from '../record-list.tsx'
import type { FileRecord } from '../records.ts'
import { usePermissions } from '@care/sdk/react/permissions'
import { useChartRecords } from '../use-chart-records.ts'
import { fileLink, previewKind, startDownload } from './file-actions.ts'
import { FilePreview } from './file-preview.tsx'
import { useFileUploads, type Upload } from './use-file-uploads.ts'
import type { XhrFactory } from './upload.ts'

function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = Math.round(upload.progress * 100)
  const status = upload.error ? `${upload.name}: ${upload.error}` : upload.done ? `${upload.name} uploaded` : `Uploading ${upload.name}: ${percent}%`
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" role={upload.error ? 'alert' : undefined} color={upload.error ? 'error' : undefined} sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {status}
        </Typography>
        {upload.error && (
          <IconButton size="small" aria-label={`Dismiss ${upload.name}`} onClick={onDismiss}>
            <ClearIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {!upload.error && <LinearProgress variant="determinate" value={percent} aria-label={`Uploading ${upload.name}`} />}
    </Box>
  )
}

export function FilesTab({ enduserId, makeXhr }: { enduserId: string; makeXhr?: XhrFactory }) {
  const client = useCareClient()
  const files = useChartRecords('files', enduserId)
  const { uploads, start, dismiss } = useFileUploads(enduserId, makeXhr)
  const may = usePermissions(filesContract)
  const [previewing, setPreviewing] = useState<FileRecord>()
  const [actionError, setActionError] = useState<string>()

  // an entry whose upload never finished (the tab closed, the upload failed) can be removed, once
  // nothing is uploading here (an entry in progress is unfinished too)
  const uploading = uploads.some((u) => !u.done && !u.error)
  async function removeUnfinished(file: FileRecord) {
    setActionError(undefined)
    try {
      await client.collectionApi('files').deleteOne(file.id)
      client.collection('files').remove(file.id)
    } catch (e) {
      setActionError(e instanceof CareApiError ? e.message : texts.anErrorOccurred)
    }
  }

  async function download(file: FileRecord) {
    setActionError(undefined)
    try {
      startDownload(await fileLink(client, file, false), file.name ?? '')
    } catch (e) {
      setActionError(e instanceof CareApiError ? e.message : texts.anErrorOccurred)
    }
  }

  return (
    <Box>
      <TabHeader title="Files" />
      {may('create', { enduserId }) && <FileDropArea onFile={start} />}
      <Box aria-live="polite">
        {uploads.map((u) => (
          <UploadRow key={u.key} upload={u} onDismiss={() => dismiss(u.key)} />
        ))}
      </Box>
      {actionError && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {actionError}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>
        <RecordList
          label="Files"
          source={files}
          records={files.records}
          emptyText="No files yet"
          renderItem={(f) => {
            const uploaded = Boolean(f.confirmedAt)
            return (
              <RecordItem
                title={f.name}
                meta={[formatBytes(f.size ?? 0), f.type, uploaded ? `Uploaded ${formatDateTime(f.confirmedAt)}` : 'Upload not finished']}
                actions={
                  !uploaded ? (
                    !uploading && may('delete', f) && (
                      <Button size="small" variant="outlined" color="error" onClick={() => void removeUnfinished(f)} aria-label={`Remove ${f.name}`}>
                        Remove
                      </Button>
                    )
                  ) : (
                    <>
                      {previewKind(f.type) && (
                        <Button size="small" variant="outlined" onClick={() => setPreviewing(f)} aria-label={`Preview ${f.name}`}>
                          Preview
                        </Button>
                      )}
                      <Button size="small" variant="outlined" onClick={() => void download(f)} aria-label={`Download ${f.name}`}>
                        Download
                      </Button>
                    </>
                  )
                }
              />
            )
          }}
        />
      </Box>
      {previewing && <FilePreview file={previewing} onDownload={() => void download(previewing)} onClose={() => setPreviewing(undefined)} />}
    </Box>
  )
}
