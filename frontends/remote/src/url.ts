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
