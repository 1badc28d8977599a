// Slugs, URLs and MIME types (spec 1 §5 names the checks; the messages are ours).
import { z } from 'zod'
import { LIMITS } from '../constants.ts'
import { tooLongMessage, ValueMessages } from './value-messages.ts'

const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/

/** A URL path segment: lowercase letters and digits in words joined by single '-' or '_'.
 *  Input is trimmed and lower-cased first, so 'My-Article' is stored as 'my-article'. */
export const slugValidator = z
  .string({ error: ValueMessages.notAString })
  .trim()
  .toLowerCase()
  .max(LIMITS.string, { error: tooLongMessage(LIMITS.string), abort: true })
  .regex(SLUG, { error: ValueMessages.invalidSlug })

/** Links are rendered to patients and called by webhooks: only web schemes, never javascript: or data:. */
const WEB_SCHEMES = new Set(['http:', 'https:'])
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i
const URL_MAX = 5000

/** True for http(s) URLs, and for scheme-less addresses that name a domain ('example.com/booking'),
 *  which people paste into website fields. */
export function isWebUrl(s: string): boolean {
  if (/\s/.test(s)) return false
  const hasScheme = HAS_SCHEME.test(s)
  let url: URL
  try {
    url = new URL(hasScheme ? s : `https://${s}`)
  } catch {
    return false
  }
  if (!WEB_SCHEMES.has(url.protocol) || !url.hostname) return false
  return hasScheme || url.hostname.includes('.')
}

/** An http(s) URL, at most 5000 characters (signed storage links run long). Kept as given. */
export const urlValidator = z
  .string({ error: ValueMessages.notAString })
  .trim()
  .max(URL_MAX, { error: tooLongMessage(URL_MAX), abort: true })
  .refine(isWebUrl, { error: ValueMessages.invalidUrl })

/** type/subtype with optional parameters, in RFC 6838 restricted-name characters. */
const MIME_TYPE = /^[a-z][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*(?:\s*;\s*[a-z0-9!#$&^_.+-]+=(?:"[^"]*"|[a-z0-9!#$&^_.+-]+))*$/i
const MIME_TYPE_MAX = 250

/** A file's media type, e.g. 'image/png' or 'text/plain; charset=utf-8'. */
export const mimeTypeValidator = z
  .string({ error: ValueMessages.invalidMimeType })
  .trim()
  .max(MIME_TYPE_MAX, { error: ValueMessages.invalidMimeType, abort: true })
  .regex(MIME_TYPE, { error: ValueMessages.invalidMimeType })
