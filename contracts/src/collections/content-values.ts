// Values shared by the content service's collections (spec 1 §2 "Article content blocks", §3
// "Content and community"), in the public SDK's shapes (@tellescope/types-models Block,
// ChatAttachment, UserIdentity; @tellescope/validation blockValidator).
import { z } from 'zod'
import { enumeration, idValidator, listValidator as list, maxLengthString as text, numberValidator } from '../values/index.ts'
import { enumerationMessage } from '../values/value-messages.ts'

export const MANAGED_CONTENT_TYPES = ['Article', 'PDF', 'Video'] as const
export const CONTENT_ASSIGNMENT_TYPES = ['All', 'By Tags', 'Manual', 'Individual'] as const
export const CONTENT_MODES = ['richtext', 'html'] as const
export const EMBEDDING_TYPES = ['text-embedding-ada-002'] as const
export const BLOCK_TYPES = ['h1', 'h2', 'html', 'image', 'youtube', 'iframe', 'pdf', 'content-link'] as const
/** spec 1 §2: default embedded video size */
export const DEFAULT_EMBED_SIZE = { width: 560, height: 315 } as const

const media = z.object({
  link: text(5000),
  name: text(1000).optional(),
  height: numberValidator.optional(),
  maxHeight: numberValidator.optional(),
  width: numberValidator.optional(),
  maxWidth: numberValidator.optional(),
}).loose()

/** One article block: h1, h2, html, image, youtube, iframe, pdf (and the SDK's content-link). */
export const blockValidator = z.discriminatedUnion('type', [
  z.object({ type: z.literal('h1'), info: z.object({ text: text(5000) }).loose() }).loose(),
  z.object({ type: z.literal('h2'), info: z.object({ text: text(5000) }).loose() }).loose(),
  z.object({ type: z.literal('html'), info: z.object({ html: text(25000) }).loose() }).loose(),
  z.object({ type: z.literal('image'), info: media }).loose(),
  z.object({ type: z.literal('youtube'), info: media }).loose(),
  z.object({ type: z.literal('iframe'), info: media }).loose(),
  z.object({ type: z.literal('pdf'), info: media }).loose(),
  z.object({ type: z.literal('content-link'), info: z.object({ recordId: idValidator }).loose() }).loose(),
], { error: (issue) => (issue.code === 'invalid_union' ? enumerationMessage(BLOCK_TYPES) : undefined) })
export type ContentBlock = z.output<typeof blockValidator>

/** a chat attachment (the SDK's ChatAttachment): a stored file by secureName */
export const attachmentValidator = z.object({
  type: text(100),
  secureName: text(250),
  name: text(1000).optional(),
}).loose()

/** who posted (the SDK's UserIdentity), defaulting to the creator */
export const postedByValidator = z.object({
  type: enumeration(['user', 'enduser'] as const),
  id: idValidator,
}).loose()

export { list, text }
