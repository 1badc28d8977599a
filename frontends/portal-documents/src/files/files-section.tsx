// 'Shared Files' (spec 2 §2.8): the patient's files with the filter dropdown (All Files, Shared
// Files, Your Uploaded Files) and 'Add File', a page at a time ('Show more files' reveals the next
// page, asking the server for more when the loaded ones run out).
import { useEffect, useMemo, useState } from 'react'
import { Alert, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { useCareClient } from '@care/sdk/react'
import type { UseCollectionResult } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { FileFilterSelect } from './file-filter.tsx'
import { FileList } from './file-list.tsx'
import { filesFor, type FileFilter, type FileLike } from './file-rules.ts'
import { UploadDialog, type UploadDialogProps } from './upload-dialog.tsx'

export const PAGE_SIZE = 20

/** A 404 for the whole collection means the records service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

const emptyText: Record<FileFilter, string> = { all: texts.noFiles, shared: texts.noSharedFiles, uploaded: texts.noUploadedFiles }

export interface FilesSectionProps {
  enduserId: string
  /** the patient's profile picture (a secureName): not listed */
  avatar?: string
  files: UseCollectionResult<FileLike>
  onOpen: (id: string) => void
  createRequest?: UploadDialogProps['createRequest']
}

export function FilesSection({ enduserId, avatar, files, onOpen, createRequest }: FilesSectionProps) {
  const client = useCareClient()
  const [filter, setFilter] = useState<FileFilter>('all')
  const [limit, setLimit] = useState(PAGE_SIZE)
  const [adding, setAdding] = useState(false)
  const [uploaded, setUploaded] = useState<string>()
  const shown = useMemo(() => filesFor(files.records, enduserId, filter, avatar), [files.records, enduserId, filter, avatar])
  useEffect(() => setLimit(PAGE_SIZE), [filter])

  const page = shown.slice(0, limit)
  const more = shown.length > limit || files.hasMore
  function showMore() {
    setLimit((l) => l + PAGE_SIZE)
    if (shown.length <= limit + PAGE_SIZE && files.hasMore) void files.loadMore()
  }

  return (
    <Paper component="section" aria-labelledby="documents-shared-files" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ xs: 'stretch', sm: 'center' }} sx={{ mb: 1 }}>
        <Typography id="documents-shared-files" variant="h6" component="h2" sx={{ flex: 1 }}>{texts.sharedFiles}</Typography>
        <FileFilterSelect value={filter} onChange={setFilter} />
        <Button variant="contained" onClick={() => setAdding(true)}>{texts.addFile}</Button>
      </Stack>
      {uploaded && <Alert severity="success" onClose={() => setUploaded(undefined)} sx={{ mb: 1 }}>{texts.uploaded(uploaded)}</Alert>}
      {(files.state === 'Unloaded' || files.state === 'Fetching') && <LoadingState />}
      {files.state === 'Error' && (notDeployed(files.error)
        ? <EmptyState text={texts.filesUnavailable} />
        : <ErrorState message={files.error?.message || texts.filesFailed} onRetry={files.reload} />)}
      {files.state === 'Loaded' && shown.length === 0 && <EmptyState text={emptyText[filter]} />}
      {files.state === 'Loaded' && shown.length > 0 && (
        <>
          <FileList files={page} enduserId={enduserId} onOpen={onOpen} />
          {more && (
            <Stack direction="row" spacing={2} alignItems="center" justifyContent="center" sx={{ pt: 1.5 }}>
              <Typography variant="body2" color="text.secondary">{texts.showing(page.length, shown.length)}</Typography>
              <Button onClick={showMore}>{texts.showMore}</Button>
            </Stack>
          )}
        </>
      )}
      <UploadDialog
        open={adding}
        enduserId={enduserId}
        createRequest={createRequest}
        onClose={() => setAdding(false)}
        onUploaded={(file) => {
          client.collection('files').addReplaceIfMatch([file], { front: true })
          setAdding(false)
          setUploaded(file.name || '')
        }}
      />
    </Paper>
  )
}
