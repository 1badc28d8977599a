// 'Preview as patient': an item as the portal shows it (spec 2 §2.6) — title, then by type: an
// Article's blocks (headings, HTML sanitized with DOMPurify, images, YouTube and iframes framed at
// 560x315, PDFs), a PDF's or Video's first attachment — and, for a chosen patient, whether they
// see it (All, a direct or Manual assignment, By Tags with every tag; never internal content).
import { useEffect, useState } from 'react'
import DOMPurify from 'dompurify'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useCareClient } from '@care/sdk/react'
import { EMBED_SIZE, patientName, type Assignment, type ContentBlock, type ContentRecord, type Patient } from './records.ts'
import { PatientPicker } from './patient-picker.tsx'
import { texts } from './texts.ts'

const t = texts.preview
const YOUTUBE = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/

/** The embed address of a YouTube link (watch, youtu.be, shorts, embed), or undefined. */
export function youtubeEmbed(link: string): string | undefined {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
  let id: string | null | undefined
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1)
  else if (YOUTUBE.test(url.hostname)) id = url.pathname === '/watch' ? url.searchParams.get('v') : /^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1]
  return id && /^[\w-]{6,20}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : undefined
}

/** A stored file's secureName (not an address) becomes a download link through GET /file-download-URL. */
const isStoredFile = (link: string) => Boolean(link) && !/^(https?:|data:|blob:|\/)/i.test(link)

function useFileLink(link: string) {
  const client = useCareClient()
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!isStoredFile(link)) return
    let current = true
    client.call<{ downloadURL?: string }>('GET', '/file-download-URL', { secureName: link, preferInBrowser: true }).then(
      (a) => current && setUrl(a.downloadURL),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [client, link])
  return isStoredFile(link) ? url : /^https?:/i.test(link) ? link : undefined
}

/** spec 1 §2: embeds at 560x315, narrower on a phone with the same proportions */
const frameStyle = { maxWidth: '100%', height: 'auto', aspectRatio: `${EMBED_SIZE.width} / ${EMBED_SIZE.height}`, border: 0, display: 'block' } as const

function Embed({ src, title }: { src: string; title: string }) {
  return <iframe src={src} title={title} width={EMBED_SIZE.width} height={EMBED_SIZE.height} style={frameStyle} allowFullScreen />
}

function MediaBlock({ block }: { block: Extract<ContentBlock, { type: 'image' | 'youtube' | 'iframe' | 'pdf' }> }) {
  const link = useFileLink(block.info.link)
  const name = block.info.name ?? ''
  if (block.type === 'youtube') {
    const embed = youtubeEmbed(block.info.link)
    return embed ? <Embed src={embed} title={name || texts.blocks.kinds.youtube!} /> : null
  }
  if (!link) return null
  if (block.type === 'image') return <Box component="img" src={link} alt={name} sx={{ maxWidth: '100%' }} />
  if (block.type === 'pdf') return <Box component="iframe" src={link} title={name || texts.blocks.kinds.pdf} sx={{ width: '100%', height: 480, border: 0 }} />
  return (
    <Box>
      <Embed src={link} title={name || texts.blocks.kinds.iframe!} />
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {t.openInNewTab}
      </Link>
    </Box>
  )
}

export function BlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'h1':
      return (
        <Typography variant="h4" component="h2">
          {block.info.text}
        </Typography>
      )
    case 'h2':
      return (
        <Typography variant="h5" component="h3">
          {block.info.text}
        </Typography>
      )
    case 'html':
      return <Box className="care-article-html" sx={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(block.info.html, { FORBID_TAGS: ['iframe', 'style', 'form'] }) }} />
    case 'image':
    case 'youtube':
    case 'iframe':
    case 'pdf':
      return <MediaBlock block={block} />
    default:
      return null
  }
}

function AttachmentView({ item }: { item: ContentRecord }) {
  const first = item.attachments?.[0]
  const link = useFileLink(first?.secureName ?? '')
  if (!first || !link) return <Typography color="text.secondary">{texts.editor.noFile}</Typography>
  if (item.type === 'Video')
    return <Box component="video" controls src={link} aria-label={first.name ?? t.attachment('Video')} sx={{ width: '100%', maxWidth: EMBED_SIZE.width }} />
  return <Box component="iframe" src={link} title={first.name ?? t.attachment('PDF')} sx={{ width: '100%', height: 480, border: 0 }} />
}

/** spec 2 §2.6: whether `patient` sees `item` (calendar events' sharedContentIds aside: the scheduling service knows those) */
export function patientSees(item: ContentRecord, patient: Patient, assignments: readonly Assignment[]): boolean {
  if (item.forInternalUse) return false
  if (item.assignmentType === 'All' || item.enduserId === patient.id) return true
  if (assignments.some((a) => a.contentId === item.id && a.enduserId === patient.id)) return true
  if (item.assignmentType === 'By Tags') {
    const tags = item.tags ?? []
    return tags.length > 0 && tags.every((tag) => (patient.tags ?? []).includes(tag))
  }
  return false
}

export function PreviewDialog({ item, onClose }: { item: ContentRecord; onClose: () => void }) {
  const client = useCareClient()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [patient, setPatient] = useState<Patient | null>(null)
  const [assignments, setAssignments] = useState<Assignment[]>()
  useEffect(() => {
    if (!patient) return
    let current = true
    client.collections.managed_content_record_assignments.getSome({ filter: { contentId: item.id, enduserId: patient.id } }).then(
      (a) => current && setAssignments(a),
      () => current && setAssignments([]),
    )
    return () => {
      current = false
    }
  }, [client, item.id, patient])
  const blocks = item.blocks ?? []
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="preview-title">
      <DialogTitle id="preview-title">{t.title}</DialogTitle>
      <DialogContent>
        <PatientPicker label={t.as} value={patient} onChange={setPatient} />
        {item.forInternalUse && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {t.internal}
          </Alert>
        )}
        {patient && assignments && !item.forInternalUse && (
          <Alert severity={patientSees(item, patient, assignments) ? 'success' : 'info'} sx={{ mt: 1 }} role="status">
            {patientSees(item, patient, assignments) ? t.sees(patientName(patient)) : t.doesNotSee(patientName(patient))}
          </Alert>
        )}
        <Box component="article" aria-label={item.title} sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography variant="h4" component="h1">
            {item.title}
          </Typography>
          {item.type === 'Article' ? (
            blocks.length ? blocks.map((b, i) => <BlockView key={i} block={b} />) : <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <AttachmentView item={item} />
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  )
}
