// A chat's html is sanitized on the server before it is stored (spec 1 §5): DOMPurify over a jsdom
// window — scripts, event handlers, iframes and javascript: links never reach another member's screen.
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

const purify = createDOMPurify(new JSDOM('').window)

export function sanitizeChatHtml(html: string): string {
  return purify.sanitize(html, { FORBID_TAGS: ['iframe', 'style', 'form', 'input', 'textarea', 'button', 'object', 'embed'], FORBID_ATTR: ['style'] })
}
