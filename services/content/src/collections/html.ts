// Editors' HTML and article blocks checked and sanitized before storage (issue #21): htmlContent
// and html blocks pass DOMPurify; a block's link must be http(s) — or, for image and pdf blocks, a
// file stored for the business (its secureName, `<businessId>/<fileId>`, which readers turn into a
// download link records checks); youtube and iframe blocks may only show YouTube or the
// organization's own hosts. A refused value answers 400 naming its field.
import { badRequest } from '@care/contracts/errors'
import type { ApiRecord } from '@care/kit/collections/index'
import { iframeAllowed, safeLink, sanitizeHtml } from '../domain/sanitize.ts'

export const IFRAME_NOT_ALLOWED = "iframes may only show YouTube or the organization's own sites"
export const LINK_NOT_ALLOWED = 'Links must be http or https URLs'

const refuse = (field: string, message: string) => badRequest(`Error parsing field ${field}: ${message}`, [{ field, message }])

/** The record's business (a stored file's secureName must be one of its own) and the allowed iframe hosts. */
export interface HtmlRules {
  businessId: unknown
  iframeHosts: readonly string[]
}

/** `fields` with htmlContent and blocks made safe (the same object's other fields untouched). */
export function cleanHtmlFields(fields: ApiRecord, rules: HtmlRules): ApiRecord {
  const out: ApiRecord = { ...fields }
  if (typeof out.htmlContent === 'string') out.htmlContent = sanitizeHtml(out.htmlContent, { iframeHosts: rules.iframeHosts })
  if (Array.isArray(out.blocks)) out.blocks = out.blocks.map((block, i) => cleanBlock(block, i, rules))
  return out
}

const STORED_FILE = /^([0-9a-f]{24})\/[0-9a-f]{24}$/
/** a file uploaded for this business (records' secureName) */
const storedFileOf = (link: string, businessId: unknown) => STORED_FILE.exec(link)?.[1] === businessId

function cleanBlock(block: unknown, i: number, { iframeHosts, businessId }: HtmlRules): unknown {
  if (!block || typeof block !== 'object') return block
  const { type, info } = block as { type?: unknown; info?: Record<string, unknown> }
  if (!info || typeof info !== 'object') return block
  if (type === 'html' && typeof info.html === 'string') return { ...block, info: { ...info, html: sanitizeHtml(info.html, { iframeHosts }) } }
  if (typeof info.link !== 'string' || info.link === '') return block
  const field = `blocks.${i}.info.link`
  if ((type === 'image' || type === 'pdf') && storedFileOf(info.link, businessId)) return block
  if (!safeLink(info.link)) throw refuse(field, LINK_NOT_ALLOWED)
  if (type === 'youtube' && !iframeAllowed(info.link)) throw refuse(field, IFRAME_NOT_ALLOWED)
  if (type === 'iframe' && !iframeAllowed(info.link, iframeHosts)) throw refuse(field, IFRAME_NOT_ALLOWED)
  return block
}
