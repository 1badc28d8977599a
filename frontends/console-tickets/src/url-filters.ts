// The filters live in the URL's query (ticket-filters.ts): read from location.search, written with
// replaceState (a filter change is not a page to go Back to), and re-read when the URL changes
// through Back/Forward or the shell's routing, or when this screen wrote it.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { parseFilters, withFilters, type TicketFilters } from './ticket-filters.ts'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const
/** told when this module rewrote the URL (replaceState fires no event of its own) */
const written = new Set<() => void>()

function subscribe(onChange: () => void) {
  for (const e of EVENTS) window.addEventListener(e, onChange)
  written.add(onChange)
  return () => {
    for (const e of EVENTS) window.removeEventListener(e, onChange)
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
