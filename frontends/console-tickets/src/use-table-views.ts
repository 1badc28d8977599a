// The tickets list's saved views: the organization's table_views for the page 'tickets' (live
// through the sdk cache), the one chosen in the URL (`?view=<id>`, next to the filters; `none`:
// the standard columns even though the user has a default view), and the user's unsaved column
// changes. Choosing a view writes its id and its filters into the URL in one step; the columns
// follow from the view. With no view in the URL, the view marked default for the signed-in user
// (by id, else by role) is chosen once the views have loaded.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import { isFiltered, withFilters, type TicketFilters } from './ticket-filters.ts'
import {
  TICKETS_PAGE,
  columnsOfView,
  defaultViewFor,
  filtersOfView,
  sameColumns,
  sameFilters,
  ticketViews,
  titleTaken,
  viewPayload,
  type ColumnKey,
} from './table-views.ts'
import { useUrlSearch, writeSearch } from './url-filters.ts'

export const VIEW_PARAM = 'view'
/** the standard columns, chosen on purpose (so a default view does not take over) */
export const NO_VIEW = 'none'
const QUERY = { filter: { page: TICKETS_PAGE } }

/** `search` with the view set (or removed) and, when given, the filters replaced */
export function withView(search: string, id: string | undefined, filters?: TicketFilters): string {
  const q = new URLSearchParams(filters ? withFilters(search, filters) : search)
  if (id) q.set(VIEW_PARAM, id)
  else q.delete(VIEW_PARAM)
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** thrown by `create` for a title another view of the page has */
export class TitleTakenError extends Error {}

export function useTableViews(filters: TicketFilters, o: { enabled: boolean }) {
  const client = useCareClient()
  const session = useSession()
  const list = useCollection('table_views', { ...QUERY, enabled: o.enabled })
  const search = useUrlSearch()
  const param = new URLSearchParams(search).get(VIEW_PARAM) || undefined
  const views = useMemo(() => ticketViews(list.records), [list.records])
  const loaded = list.state === 'Loaded'
  const view = param && param !== NO_VIEW ? views.find((v) => v.id === param) : undefined
  // a view in the URL that is not (or no longer) there: known only once the list has loaded
  const missing = Boolean(param && param !== NO_VIEW) && loaded && !view
  const fallback = loaded ? defaultViewFor(views, session.user) : undefined

  const [edits, setEdits] = useState<{ key: string | undefined; columns: ColumnKey[] }>()
  const saved = useMemo(() => columnsOfView(view), [view])
  const columns = edits && edits.key === param ? edits.columns : saved
  const changed = !sameColumns(columns, saved) || (Boolean(view) && !sameFilters(filters, filtersOfView(view)))

  const choose = useCallback(
    (id: string | undefined) => {
      setEdits(undefined)
      const chosen = id ? views.find((v) => v.id === id) : undefined
      const keep = { ...filtersOfView(undefined), status: filters.status }
      const next = chosen ? filtersOfView(chosen) : keep
      writeSearch(withView(window.location.search, chosen ? chosen.id : fallback ? NO_VIEW : undefined, next))
    },
    [views, fallback, filters.status],
  )

  // the user's default view, when the URL names none (a shared link's own filters are kept)
  useEffect(() => {
    if (!o.enabled || param || !fallback) return
    writeSearch(withView(window.location.search, fallback.id, isFiltered(filters) || filters.status !== 'open' ? undefined : filtersOfView(fallback)))
  }, [o.enabled, param, fallback, filters])

  const setColumns = useCallback((next: ColumnKey[]) => setEdits({ key: param, columns: next }), [param])
  const discard = useCallback(() => (view ? choose(view.id) : setEdits(undefined)), [choose, view])

  const collection = client.collection('table_views')
  const create = useCallback(
    async (title: string) => {
      if (titleTaken(views, title)) throw new TitleTakenError(titleTaken(views, title))
      const created = await client.collections.table_views.createOne(viewPayload(title, columns, filters))
      // shown at once; the live event for it then only replaces it in place
      collection.addReplaceIfMatch([created])
      setEdits(undefined)
      writeSearch(withView(window.location.search, created.id))
      return created
    },
    [client, collection, columns, filters, views],
  )

  return {
    state: list.state,
    error: list.error,
    reload: list.reload,
    views,
    view,
    missing,
    columns,
    changed,
    choose,
    setColumns,
    discard,
    create,
  }
}

export type TableViews = ReturnType<typeof useTableViews>
