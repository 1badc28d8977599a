// HTML from editors is sanitized on the server before it is stored (issue #21; spec 2 §2.6
// "otherwise sanitized HTML"): DOMPurify over a jsdom window. Scripts, event handlers and
// javascript: URLs go; iframes stay only when their src is https on an allowed host (YouTube, and
// the hosts this platform is configured with: the organization's own, CONTENT_IFRAME_HOSTS).
import createDOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'

/** YouTube's embed hosts: always allowed in iframes */
export const YOUTUBE_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'youtube-nocookie.com', 'youtu.be'] as const

export interface SanitizeOptions {
  /** more hosts iframes may show (the organization's own sites) */
  iframeHosts?: readonly string[]
}

const purify = createDOMPurify(new JSDOM('').window)

/** Whether an iframe may show `src`: https, on YouTube or one of `extra` hosts (exact host or a subdomain of one). */
export function iframeAllowed(src: string, extra: readonly string[] = []): boolean {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  if (url.protocol !== 'https:') return false
  const host = url.hostname.toLowerCase()
  return [...YOUTUBE_HOSTS, ...extra].some((h) => host === h.toLowerCase() || host.endsWith(`.${h.toLowerCase()}`))
}

/** A link a block may point at: http(s) only (no javascript:, data: or other schemes). */
export function safeLink(link: string): boolean {
  if (link === '') return true
  try {
    const url = new URL(link)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const extra = options.iframeHosts ?? []
  purify.removeAllHooks()
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName !== 'iframe') return
    const element = node as Element
    const src = element.getAttribute('src') ?? ''
    if (!iframeAllowed(src, extra)) element.parentNode?.removeChild(element)
  })
  try {
    return purify.sanitize(html, {
      ADD_TAGS: ['iframe'],
      ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'scrolling', 'target'],
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'object', 'embed'],
    })
  } finally {
    purify.removeAllHooks()
  }
}
