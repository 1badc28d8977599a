// The records this area reads and writes, typed from the content contracts through @care/sdk.
import type { CreateOf, RecordOf } from '@care/sdk'

export type ContentRecord = RecordOf<'managed_content_records'>
export type ContentCreate = CreateOf<'managed_content_records'>
export type ContentBlock = NonNullable<ContentRecord['blocks']>[number]
export type BlockKind = 'h1' | 'h2' | 'html' | 'image' | 'youtube' | 'iframe' | 'pdf'
export type Attachment = NonNullable<ContentRecord['attachments']>[number]
export type Assignment = RecordOf<'managed_content_record_assignments'>
export type Forum = RecordOf<'forums'>
export type ForumPost = RecordOf<'forum_posts'>
export type PostComment = RecordOf<'post_comments'>
export type Patient = RecordOf<'endusers'>

/** spec 1 §3: Article, PDF, Video */
export const CONTENT_TYPES = ['Article', 'PDF', 'Video'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]
/** the assignment types the console offers (spec 1 §3; 'Individual' is the SDK's direct enduserId) */
export const ASSIGNMENT_TYPES = ['All', 'By Tags', 'Manual'] as const
/** spec 1 §2: the article blocks */
export const BLOCK_KINDS: readonly BlockKind[] = ['h1', 'h2', 'html', 'image', 'youtube', 'iframe', 'pdf']
/** spec 1 §2: default embedded video size */
export const EMBED_SIZE = { width: 560, height: 315 } as const

export { patientName } from '@care/sdk/helpers'

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
export const formatDate = (iso?: string) => (iso ? date.format(new Date(iso)) : '')

/** 'a, b,, c ' → ['a', 'b', 'c'] */
export const parseTags = (text: string) => [...new Set(text.split(',').map((t) => t.trim()).filter(Boolean))]

/** an empty block of a kind */
export function newBlock(kind: BlockKind): ContentBlock {
  switch (kind) {
    case 'h1':
    case 'h2':
      return { type: kind, info: { text: '' } }
    case 'html':
      return { type: 'html', info: { html: '' } }
    default:
      return { type: kind, info: { link: '' } }
  }
}

/** The plain text of an article's blocks (headings and the text of its HTML): the record's textContent, which search and the portal's fallback read. */
export function textOfBlocks(blocks: readonly ContentBlock[]): string {
  const parts: string[] = []
  for (const b of blocks) {
    if (b.type === 'h1' || b.type === 'h2') parts.push(b.info.text)
    else if (b.type === 'html') parts.push(htmlToText(b.info.html))
  }
  return parts.map((p) => p.trim()).filter(Boolean).join('\n\n')
}

export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html')
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
}

/** moves the item at `from` to `to` (a copy) */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}
