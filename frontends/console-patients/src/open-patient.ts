// Which patient is open lives in the URL (`<basePath>/<id>`), so an open patient can be linked,
// reloaded and closed with Back. Opening pushes a history entry; closing goes back to it when this
// screen pushed it, else replaces the URL with the list's.
import { useCallback } from 'react'
import { usePathname } from '@care/remote/url'

/** The id in `pathname` below `basePath`, e.g. '/console/patients/abc' → 'abc'. */
export function patientIdIn(pathname: string, basePath: string): string | undefined {
  const base = basePath.replace(/\/+$/, '')
  if (!pathname.startsWith(`${base}/`)) return undefined
  const rest = pathname.slice(base.length + 1).split('/')[0]
  return rest ? decodeURIComponent(rest) : undefined
}

let pushedHere = false

export function useOpenPatient(basePath: string | undefined, navigate: ((url: string) => void) | undefined) {
  const pathname = usePathname()
  const openId = basePath ? patientIdIn(pathname, basePath) : undefined
  const open = useCallback(
    (id: string) => {
      if (!basePath || !navigate) return
      // the query (the chosen view, ?view=) stays with the list behind the panel
      const url = `${basePath.replace(/\/+$/, '')}/${encodeURIComponent(id)}${window.location.search}`
      if (patientIdIn(window.location.pathname, basePath)) window.history.replaceState(window.history.state, '', url)
      else {
        pushedHere = true
        navigate(url)
      }
      window.dispatchEvent(new PopStateEvent('popstate'))
    },
    [basePath, navigate],
  )
  const close = useCallback(() => {
    if (!basePath) return
    if (pushedHere) {
      pushedHere = false
      window.history.back()
      return
    }
    window.history.replaceState(window.history.state, '', `${basePath}${window.location.search}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [basePath])
  /** the URL is leaving the open patient by other means (a held-back navigation made after Discard) */
  const forget = useCallback(() => {
    pushedHere = false
  }, [])
  return { openId, open, close, forget }
}
