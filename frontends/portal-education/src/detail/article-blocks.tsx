// An article's blocks in order (spec 1 §2): h1 and h2 (one level below the page's title), html
// (sanitized again here), image, youtube (framed from YouTube's privacy-enhanced embed address),
// iframe (framed only from the allow-list: YouTube or the portal's own origin; anything else is a
// link to open in a new tab) and pdf. Embeds are 560x315 unless the block says otherwise, and shrink
// to the screen's width keeping their proportions.
import { Alert, Box, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { LoadingState } from '@care/ui'
import { texts } from '../texts.ts'
import { embeddableUrl, embedSize, safeLink, shownBlocks, youtubeEmbedUrl } from '../content-rules.ts'
import type { ContentBlock } from '../content-types.ts'
import { sanitizeHtml } from './sanitize.ts'
import { useFileUrl } from './use-file-url.ts'

const ownOrigin = () => window.location.origin

function Frame({ src, title, size }: { src: string; title: string; size: { width: number; height: number } }) {
  // a plain iframe: MUI's Box would take width and height as styles, not the frame's own size
  return (
    <iframe
      src={src}
      title={title}
      width={size.width}
      height={size.height}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ display: 'block', border: 0, width: '100%', maxWidth: size.width, height: 'auto', aspectRatio: `${size.width} / ${size.height}` }}
    />
  )
}

function NotFramed({ link }: { link?: string }) {
  const href = safeLink(link, ownOrigin())
  return (
    <Alert severity="info">
      {texts.blockedEmbed}
      {href && (
        <>
          {' '}
          <Link href={href} target="_blank" rel="noopener noreferrer">{texts.openLink}</Link>
        </>
      )}
    </Alert>
  )
}

type MediaBlock = Extract<ContentBlock, { type: 'image' | 'pdf' }>

function StoredMedia({ block }: { block: MediaBlock }) {
  const file = useFileUrl(block.info.link)
  const name = block.info.name ?? ''
  if (file.error) return <Alert severity="error">{file.error}</Alert>
  if (!file.url) return <LoadingState />
  if (block.type === 'image') {
    return <Box component="img" src={file.url} alt={name} sx={{ display: 'block', maxWidth: '100%', height: 'auto', borderRadius: 1 }} />
  }
  return (
    <Box>
      <Box component="iframe" src={file.url} title={name || texts.types.PDF} sx={{ display: 'block', width: '100%', height: '70vh', border: 1, borderColor: 'divider', borderRadius: 1 }} />
      <Link href={file.url} target="_blank" rel="noopener noreferrer">{texts.openPdf}</Link>
    </Box>
  )
}

export function Block({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'h1':
      return <Typography variant="h5" component="h2">{block.info.text}</Typography>
    case 'h2':
      return <Typography variant="h6" component="h3">{block.info.text}</Typography>
    case 'html':
      return <Box className="article-html" sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(block.info.html ?? '') }} />
    case 'youtube': {
      const src = youtubeEmbedUrl(block.info.link)
      return src ? <Frame src={src} title={block.info.name || texts.embeddedVideo} size={embedSize(block.info)} /> : <NotFramed link={block.info.link} />
    }
    case 'iframe': {
      const src = embeddableUrl(block.info.link, ownOrigin())
      return src ? <Frame src={src} title={block.info.name || texts.embeddedPage} size={embedSize(block.info)} /> : <NotFramed link={block.info.link} />
    }
    case 'image':
    case 'pdf':
      return <StoredMedia block={block} />
    default:
      return null
  }
}

export function ArticleBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {shownBlocks(blocks).map((block, i) => (
        <Block key={`${block.type}-${i}`} block={block} />
      ))}
    </Box>
  )
}
