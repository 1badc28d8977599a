// Where the Content area is, in the URL: /console/content (the library), /console/content/<id>
// (one item's editor), /console/content/forums, /forums/<forumId>, /forums/<forumId>/posts/<postId>.
import { useCallback } from 'react'
import { go, usePathname, inAppLink } from '@care/remote/url'

export const BASE_PATH = '/console/content'

export type ContentLocation =
  | { view: 'library' }
  | { view: 'item'; id: string }
  | { view: 'forums' }
  | { view: 'forum'; forumId: string }
  | { view: 'post'; forumId: string; postId: string }

const trim = (base: string) => base.replace(/\/+$/, '')

export function contentLocation(pathname: string, basePath = BASE_PATH): ContentLocation {
  const base = trim(basePath)
  if (!pathname.startsWith(`${base}/`)) return { view: 'library' }
  const [first, second, third, fourth] = pathname.slice(base.length + 1).split('/').map((p) => decodeURIComponent(p))
  if (!first) return { view: 'library' }
  if (first !== 'forums') return { view: 'item', id: first }
  if (!second) return { view: 'forums' }
  if (third === 'posts' && fourth) return { view: 'post', forumId: second, postId: fourth }
  return { view: 'forum', forumId: second }
}

export function urlOf(l: ContentLocation, basePath = BASE_PATH): string {
  const base = trim(basePath)
  switch (l.view) {
    case 'library':
      return base
    case 'item':
      return `${base}/${encodeURIComponent(l.id)}`
    case 'forums':
      return `${base}/forums`
    case 'forum':
      return `${base}/forums/${encodeURIComponent(l.forumId)}`
    case 'post':
      return `${base}/forums/${encodeURIComponent(l.forumId)}/posts/${encodeURIComponent(l.postId)}`
  }
}

export function useContentLocation(basePath = BASE_PATH) {
  const pathname = usePathname()
  const open = useCallback((l: ContentLocation) => go(urlOf(l, basePath)), [basePath])
  return { location: contentLocation(pathname, basePath), open }
}

/** an anchor's props that open `l` in place (a modified click keeps the browser's own behaviour) */
export function linkTo(l: ContentLocation, open: (l: ContentLocation) => void) {
  return inAppLink(urlOf(l), () => open(l))
}
