// The in-page file viewer with 'Back' (spec 2 §2.8): images and PDFs shown in the page, any other
// file offered for download. A failed link shows its message (spec 2 §8 'File download error').
import { useEffect, useRef } from 'react'
import { Alert, Box, Button, Stack, Typography, createSvgIcon } from '@care/ui/mui'
import { LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { formatDate, formatSize, previewOf, type FileLike } from './file-rules.ts'
import { useDownloadUrl } from './use-download-url.ts'

const BackIcon = createSvgIcon(<path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />, 'ArrowBack')
const DownloadIcon = createSvgIcon(<path d="M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z" />, 'Download')

export function FileViewer({ file, onBack }: { file: FileLike; onBack: () => void }) {
  const preview = previewOf(file)
  const link = useDownloadUrl(file.secureName, preview)
  const heading = useRef<HTMLHeadingElement>(null)
  const name = file.name || file.id
  // the viewer replaces the list: say so to a screen reader by moving focus to its heading
  useEffect(() => heading.current?.focus(), [file.id])

  return (
    <Stack spacing={2}>
      <Box>
        <Button startIcon={<BackIcon />} onClick={onBack}>{texts.back}</Button>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} justifyContent="space-between" alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere', outline: 'none' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">{[formatDate(file), formatSize(file.size)].filter(Boolean).join(' · ')}</Typography>
        </Box>
        {link.url && (
          <Button variant="outlined" startIcon={<DownloadIcon />} href={link.url} download={name} sx={{ flexShrink: 0 }}>
            {texts.download}
          </Button>
        )}
      </Stack>
      {link.error && <Alert severity="error">{link.error}</Alert>}
      {!link.error && !link.shownUrl && <LoadingState />}
      {link.shownUrl && preview === 'image' && (
        <Box component="img" src={link.shownUrl} alt={name} sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain', alignSelf: 'flex-start', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      )}
      {link.shownUrl && preview === 'pdf' && (
        <Box component="iframe" src={link.shownUrl} title={name} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />
      )}
      {link.shownUrl && preview === 'download' && <Alert severity="info">{texts.notShownHere}</Alert>}
    </Stack>
  )
}
