// The links of a message, for the development mailbox and the SMS outbox: a developer (or a test)
// follows a sign-in or reset link without reading the body. linkify-it finds them in text the way
// mail clients do; HTML parts contribute their href targets.
import LinkifyIt from 'linkify-it'

const linkify = new LinkifyIt()
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi
const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/** The character references an attribute value may hold: named ones of URLs, and numeric ('&#38;', '&#x26;'). */
const decodeEntities = (s: string) =>
  s.replace(/&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi, (whole, dec: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (dec) return String.fromCodePoint(Number(dec))
    if (hex) return String.fromCodePoint(parseInt(hex, 16))
    return NAMED[name!.toLowerCase()] ?? whole
  })
const isWebLink = (url: string) => /^https?:\/\//i.test(url)

/** Every http(s) link of the text, then of the HTML, once each, in order of appearance. */
export function extractLinks(text: string | undefined, html?: string | undefined): string[] {
  const found: string[] = []
  for (const match of linkify.match(text ?? '') ?? []) found.push(match.url)
  for (const m of (html ?? '').matchAll(HREF)) found.push(decodeEntities(m[1] ?? m[2] ?? ''))
  return [...new Set(found.filter(isWebLink))]
}
