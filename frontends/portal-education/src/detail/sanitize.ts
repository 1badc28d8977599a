// Article HTML is written by staff in the console and sanitized by the content service before it is
// stored; it is sanitized again here, when it is shown to a patient (issue #21): DOMPurify, in an
// instance of the page's own (the form engine's hooks are not ours), keeps formatting, lists,
// tables, links and images, and drops scripts, styles, event handlers, forms, frames (an article's
// embeds are blocks of their own, framed only from the allow-list) and javascript: or data: links.
// Links open in a new tab.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify'

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'sub', 'sup', 'small', 'mark', 'code', 'pre', 'blockquote',
    'ul', 'ol', 'li', 'a', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'span', 'div', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:|\/(?!\/)|#)/i,
}

let purify: DOMPurify | undefined

function sanitizer(): DOMPurify {
  if (purify) return purify
  const p = createDOMPurify(window)
  p.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  purify = p
  return p
}

/** `html` safe to put in the page. */
export const sanitizeHtml = (html: string): string => sanitizer().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string
