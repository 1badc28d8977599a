// The filters live in the URL's query (ticket-filters.ts): read from location.search, written with
// replaceState (a filter change is not a page to go Back to), and re-read when the URL changes
// through Back/Forward or the shell's routing.
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { parseFilters, withFilters, type TicketFilters } from './ticket-filters.ts'

const EVENTS = ['popstate', 'single-spa:routing-event'] as const
const CHANGED = 'care:tickets-filters'

function subscribe(onChange: () => void) {
  for (const e of [...EVENTS, CHANGED]) window.addEventListener(e, onChange)
  return () => {
    for (const e of [...EVENTS, CHANGED]) window.removeEventListener(e, onChange)
  }
}

export function useUrlFilters(): [TicketFilters, (next: TicketFilters) => void] {
  const search = useSyncExternalStore(subscribe, () => window.location.search)
  const filters = useMemo(() => parseFilters(search), [search])
  const setFilters = useCallback((next: TicketFilters) => {
    const url = `${window.location.pathname}${withFilters(window.location.search, next)}${window.location.hash}`
    window.history.replaceState(window.history.state, '', url)
    window.dispatchEvent(new Event(CHANGED))
  }, [])
  return [filters, setFilters]
}
