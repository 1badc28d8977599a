// The browser location as React state, and navigation. single-spa patches history.pushState and
// replaceState and fires 'single-spa:routing-event' after every route change, so the shell and the
// registered remotes agree on the URL.
import { useSyncExternalStore } from 'react'
import { navigateToUrl } from 'single-spa'

export interface PortalLocation {
  pathname: string
  search: string
  href: string
}

let snapshot: PortalLocation | undefined
function read(): PortalLocation {
  const { pathname, search, href } = window.location
  if (!snapshot || snapshot.href !== href) snapshot = { pathname, search, href }
  return snapshot
}

function subscribe(listener: () => void) {
  window.addEventListener('popstate', listener)
  window.addEventListener('single-spa:routing-event', listener)
  return () => {
    window.removeEventListener('popstate', listener)
    window.removeEventListener('single-spa:routing-event', listener)
  }
}

export const useLocation = () => useSyncExternalStore(subscribe, read)

/** Goes to `url` (pushes history); single-spa reroutes the remotes. */
export function navigate(url: string) {
  navigateToUrl(url)
}

/** Replaces the current entry (redirects, dropping a used sign-in token from the URL). */
export function replace(url: string) {
  window.history.replaceState(window.history.state, '', url)
}

/** The current search without the named query parameters. */
export function withoutParams(loc: Pick<PortalLocation, 'pathname' | 'search'>, names: readonly string[]): string {
  const q = new URLSearchParams(loc.search)
  for (const n of names) q.delete(n)
  const s = q.toString()
  return `${loc.pathname}${s ? `?${s}` : ''}`
}
