// One item (spec 2 §2.6): its title, then by type — a PDF shows its first attachment in the page, a
// Video its first attachment in a player, an Article its blocks; otherwise its sanitized HTML or its
// plain text. An item that no longer exists (or is no longer shared with the patient) says 'This
// content has been deleted'. 'Back to Education' returns to the library, focus on the item.
import { useEffect, useRef } from 'react'
import { Alert, Box, Button, Stack, Typography, createSvgIcon } from '@care/ui/mui'
import { useRecord } from '@care/sdk/react'
import { ErrorState, LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import type { ContentLike } from '../content-types.ts'
import { ArticleBlocks } from './article-blocks.tsx'
import { sanitizeHtml } from './sanitize.ts'
import { useFileUrl } from './use-file-url.ts'

const BackIcon = createSvgIcon(<path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />, 'ArrowBack')

function Attachment({ content }: { content: ContentLike }) {
  const first = content.attachments?.[0]
  const file = useFileUrl(first?.secureName)
  const title = content.title ?? ''
  if (!first) return <Alert severity="info">{texts.noFile}</Alert>
  if (file.error) return <Alert severity="error">{file.error}</Alert>
  if (!file.url) return <LoadingState />
  if (content.type === 'Video') {
    return <Box component="video" controls src={file.url} aria-label={texts.videoOf(title)} sx={{ display: 'block', width: '100%', maxWidth: 960, maxHeight: '75vh', bgcolor: 'black', borderRadius: 1 }} />
  }
  return (
    <Stack spacing={1}>
      <Box component="iframe" src={file.url} title={title} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Box>
        <Button variant="outlined" href={file.url} download={first.name ?? title} target="_blank" rel="noopener noreferrer">{texts.download}</Button>
      </Box>
    </Stack>
  )
}

function Body({ content }: { content: ContentLike }) {
  if (content.type === 'PDF' || content.type === 'Video') return <Attachment content={content} />
  if (content.type === 'Article' && content.blocks?.length) return <ArticleBlocks blocks={content.blocks} />
  if (content.htmlContent?.trim()) return <Box sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(content.htmlContent) }} />
  return <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{content.textContent}</Typography>
}

export function ContentDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const view = useRecord('managed_content_records', id)
  const content: ContentLike | undefined = view.record
  const heading = useRef<HTMLHeadingElement>(null)
  const gone = view.state === 'Error' && (!view.error || view.error.status === 404)
  // the item replaces the list: say so to a screen reader by moving focus to its heading
  useEffect(() => heading.current?.focus(), [id, Boolean(content), gone])

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Button startIcon={<BackIcon />} onClick={onBack}>{texts.backToLibrary}</Button>
      </Box>
      {(view.state === 'Unloaded' || view.state === 'Fetching') && !content && <LoadingState />}
      {gone && (
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ outline: 'none' }}>{texts.deleted}</Typography>
      )}
      {view.state === 'Error' && !gone && <ErrorState message={view.error?.message || texts.contentFailed} />}
      {content && !gone && (
        <>
          {content.headerPhoto && <HeaderPhoto link={content.headerPhoto} />}
          <Typography ref={heading} tabIndex={-1} variant="h4" component="h1" sx={{ overflowWrap: 'anywhere', outline: 'none', fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>{content.title}</Typography>
          {content.description && <Typography color="text.secondary">{content.description}</Typography>}
          <Body content={content} />
        </>
      )}
    </Stack>
  )
}

function HeaderPhoto({ link }: { link: string }) {
  const file = useFileUrl(link)
  if (!file.url) return null
  return <Box component="img" src={file.url} alt="" sx={{ width: '100%', maxHeight: 240, objectFit: 'cover', borderRadius: 1 }} />
}

