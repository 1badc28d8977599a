// The chosen view lives in the URL (`?view=<id>`), so a reload, a shared link and Back keep it.
// Choosing another view pushes a history entry; a view that no longer exists is replaced quietly.
import { useCallback } from 'react'
import { useSearch } from '@care/remote/url'

export const VIEW_PARAM = 'view'

/** The view id in a query string, e.g. '?view=abc' → 'abc'. */
export function viewIdIn(search: string): string | undefined {
  return new URLSearchParams(search).get(VIEW_PARAM) || undefined
}

/** `url` (path and query) with the view set, or removed for the default view. */
export function withView(href: string, id: string | undefined): string {
  const url = new URL(href, 'http://x')
  if (id) url.searchParams.set(VIEW_PARAM, id)
  else url.searchParams.delete(VIEW_PARAM)
  return `${url.pathname}${url.search}${url.hash}`
}

export function useViewParam() {
  const search = useSearch()
  const viewId = viewIdIn(search)
  const setViewId = useCallback((id: string | undefined, o: { replace?: boolean } = {}) => {
    const url = withView(window.location.href, id)
    if (o.replace) window.history.replaceState(window.history.state, '', url)
    else window.history.pushState(window.history.state, '', url)
    // single-spa and this hook both listen for popstate
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return { viewId, setViewId }
}
