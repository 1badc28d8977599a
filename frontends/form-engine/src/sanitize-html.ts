// A field's htmlDescription is written by staff in the console but shown to patients: only plain
// formatting survives (no scripts, styles, event handlers, frames or javascript: links).
const ALLOWED_TAGS = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'SPAN', 'DIV', 'BLOCKQUOTE'])
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
  const clean = (node: Element) => {
    for (const child of [...node.children]) {
      if (!ALLOWED_TAGS.has(child.tagName)) {
        // unknown wrappers keep their text; scripts and the like go entirely
        if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName)) child.remove()
        else {
          clean(child)
          child.replaceWith(...child.childNodes)
        }
        continue
      }
      for (const attr of [...child.attributes]) {
        const keep = child.tagName === 'A' && attr.name === 'href' && SAFE_URL.test(attr.value.trim())
        if (!keep) child.removeAttribute(attr.name)
      }
      if (child.tagName === 'A') {
        child.setAttribute('target', '_blank')
        child.setAttribute('rel', 'noopener noreferrer')
      }
      clean(child)
    }
  }
  clean(doc.body)
  return doc.body.innerHTML
}
