// A field's htmlDescription and a form's thank-you are written by staff in the console but shown to
// patients: DOMPurify keeps only plain formatting (no scripts, styles, event handlers, frames,
// SVG/MathML or javascript: links) and links open in a new tab. DOMPurify (~8 kB gzipped) loads the
// first time such text is shown, so the engine's first download does not carry it; until then the
// text is not shown at all (never unsanitized).
import { useEffect, useState } from 'react'
import type { Config, DOMPurify } from 'dompurify'

const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:|\/(?!\/)|#)/i,
}

let purify: DOMPurify | undefined
let loading: Promise<DOMPurify> | undefined

/** Loads DOMPurify once (with the new-tab rule for links). */
export function loadSanitizer(): Promise<DOMPurify> {
  loading ??= import('dompurify').then(({ default: p }) => {
    p.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    })
    purify = p
    return p
  })
  return loading
}

/** The sanitized html, or undefined while DOMPurify has not loaded yet. */
export const sanitizeHtml = (html: string): string | undefined => purify?.sanitize(html, CONFIG)

/** `html` sanitized for dangerouslySetInnerHTML; undefined until the sanitizer has loaded. */
export function useSanitizedHtml(html: string | undefined): string | undefined {
  const [, setLoaded] = useState(Boolean(purify))
  useEffect(() => {
    if (html && !purify) void loadSanitizer().then(() => setLoaded(true))
  }, [html])
  return html ? sanitizeHtml(html) : undefined
}
