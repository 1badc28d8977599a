// Documents (spec 2 §2.8): 'Outstanding Forms' and 'Your Forms' (forms/forms-sections.tsx), then 'Shared Files';
// a file opens in the page's viewer (`?file=<id>`) and 'Back' returns to the list, focus on the
// file that was open. Live updates keep both lists current while the page is open.
import { useEffect, useRef } from 'react'
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { useCollection, useSession } from '@care/sdk/react'
import { LoadingState } from '@care/ui'
import { texts } from './texts.ts'
import { FilesSection, type FilesSectionProps } from './files/files-section.tsx'
import { fileRowId } from './files/file-list.tsx'
import { isVisibleInPortal } from './files/file-rules.ts'
import { FileViewer } from './files/file-viewer.tsx'
import { FormsSections } from './forms/forms-sections.tsx'
import { useOpenFile } from './use-open-file.ts'
import { useLiveUpdates } from './use-live-files.ts'

export interface DocumentsPageProps {
  navigate: (url: string) => void
  createRequest?: FilesSectionProps['createRequest']
}

export function DocumentsPage({ navigate, createRequest }: DocumentsPageProps) {
  const { enduser } = useSession()
  const files = useCollection('files', { sort: 'newFirst' })
  const { openId, open, close } = useOpenFile(navigate)
  const lastOpen = useRef<string>()
  useLiveUpdates()

  // back on the list: focus returns to the file that was open
  useEffect(() => {
    if (openId) {
      lastOpen.current = openId
      return
    }
    const id = lastOpen.current
    lastOpen.current = undefined
    if (id) document.getElementById(fileRowId(id))?.focus()
  }, [openId])

  if (!enduser) return null
  const openFile = openId ? files.records.find((f) => f.id === openId && isVisibleInPortal(f)) : undefined
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960 }}>
      {openId && openFile && <FileViewer file={openFile} onBack={close} />}
      {openId && !openFile && (files.state === 'Loaded' || files.state === 'Error') && (
        <Stack spacing={2} alignItems="flex-start">
          <Button onClick={close}>{texts.back}</Button>
          <Typography variant="h5" component="h1">{texts.title}</Typography>
          <Alert severity="warning">{texts.fileNotFound}</Alert>
        </Stack>
      )}
      {openId && !openFile && files.state !== 'Loaded' && files.state !== 'Error' && <LoadingState />}
      {!openId && (
        <>
          <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
          <Stack spacing={2}>
            <FormsSections enduserId={enduser.id} navigate={navigate} />
            <FilesSection enduserId={enduser.id} avatar={enduser.avatar} files={files} onOpen={open} createRequest={createRequest} />
          </Stack>
        </>
      )}
    </Box>
  )
}
