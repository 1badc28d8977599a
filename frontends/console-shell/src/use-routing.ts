// The current path and each area's single-spa status, re-read on every single-spa routing event.
import { useSyncExternalStore } from 'react'
import { getAppStatus } from 'single-spa'

const EVENTS = ['single-spa:routing-event', 'single-spa:app-change', 'single-spa:no-app-change', 'popstate'] as const

function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
  }
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname)
}

/** single-spa's status string for the app (e.g. 'MOUNTED', 'LOADING_SOURCE_CODE', 'SKIP_BECAUSE_BROKEN'). */
export function useAppStatus(name: string | undefined): string | null {
  return useSyncExternalStore(subscribe, () => (name ? getAppStatus(name) : null))
}
