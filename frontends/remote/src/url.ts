// A remote's own URL under single-spa: the path it is at (re-read on popstate and single-spa's
// routing events) and how it moves within its area (pushState, which single-spa hears, plus a
// popstate so this remote hears it too).
import { useSyncExternalStore } from 'react'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const

export function subscribeToUrl(onChange: () => void): () => void {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
  }
}

/** pushes a URL of this area (single-spa hears the pushState; popstate tells this remote) */
export function go(url: string): void {
  window.history.pushState(window.history.state, '', url)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

/** the page's path, kept current */
export const usePathname = (): string => useSyncExternalStore(subscribeToUrl, () => window.location.pathname)

/** the page's query string ('?a=1', or ''), kept current */
export const useSearch = (): string => useSyncExternalStore(subscribeToUrl, () => window.location.search)

/** The part of a click the link helpers read: a React or a DOM mouse event. */
export interface LinkClick {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  preventDefault(): void
}

/**
 * A plain primary click (no modifier key): the page handles it in place. Any other click — a
 * modifier, the middle button — is the browser's (a new tab, a new window, a download).
 */
export const isPlainClick = (e: LinkClick): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey

/**
 * An anchor's props for a link inside the app: a real link (keyboard, screen readers, a modified
 * click opens a tab) that on a plain click stays in the page and runs `open` — by default, goes to
 * `href` within this area (`go`).
 */
export function inAppLink(href: string, open: () => void = () => go(href)) {
  return {
    href,
    onClick: (e: LinkClick) => {
      if (!isPlainClick(e)) return
      e.preventDefault()
      open()
    },
  }
}
