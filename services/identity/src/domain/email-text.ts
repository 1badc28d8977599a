// The text and HTML parts of identity's system emails from the same paragraphs, optional link and
// optional signature; everything interpolated into the HTML is escaped.

export interface EmailContent {
  /** paragraphs of text */
  lines: string[]
  link?: { url: string; label: string }
  /** a closing line, e.g. the organization's name */
  signature?: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export function emailParts(e: EmailContent): { text: string; html: string } {
  const closing = e.signature ? [`— ${e.signature}`] : []
  const text = [...e.lines, ...(e.link ? [`${e.link.label}: ${e.link.url}`] : []), ...closing].join('\n\n')
  const html = [
    ...e.lines.map((l) => `<p>${escape(l)}</p>`),
    ...(e.link ? [`<p><a href="${escape(e.link.url)}">${escape(e.link.label)}</a></p>`] : []),
    ...closing.map((l) => `<p>${escape(l)}</p>`),
  ].join('\n')
  return { text, html }
}
