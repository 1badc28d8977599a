// The filters live in the URL's query (ticket-filters.ts): read from location.search, written with
// replaceState (a filter change is not a page to go Back to), and re-read when the URL changes
// through Back/Forward or the shell's routing, or when this screen wrote it.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { subscribeToUrl } from '@care/remote/url'
import { parseFilters, withFilters, type TicketFilters } from './ticket-filters.ts'

/** told when this module rewrote the URL (replaceState fires no event of its own) */
const written = new Set<() => void>()

function subscribe(onChange: () => void) {
  const unsubscribe = subscribeToUrl(onChange)
  written.add(onChange)
  return () => {
    unsubscribe()
    written.delete(onChange)
  }
}

/** the URL's query, re-read when it changes */
export const useUrlSearch = () => useSyncExternalStore(subscribe, () => window.location.search)

/** replaces the URL's query (path and hash kept) and tells this screen's readers */
export function writeSearch(search: string) {
  const url = `${window.location.pathname}${search}${window.location.hash}`
  window.history.replaceState(window.history.state, '', url)
  for (const onChange of [...written]) onChange()
}

export function useUrlFilters(): [TicketFilters, (next: TicketFilters) => void] {
  const search = useUrlSearch()
  const filters = useMemo(() => parseFilters(search), [search])
  const setFilters = useCallback((next: TicketFilters) => writeSearch(withFilters(window.location.search, next)), [])
  return [filters, setFilters]
}
