// Saved views of the tickets list (table_views with page 'tickets', spec 1 §3 "People"): which
// columns show and in which order, and the filters (stored in the URL's terms: owner, stage,
// patient, due, status). Pure: reading a view, the payload to save one, the default view of a
// user, title uniqueness, and column moves.
import type { RecordOf } from '@care/sdk'
import { DEFAULT_FILTERS, parseFilters, withFilters, type TicketFilters } from './ticket-filters.ts'
import { chooserOrder as columnsInChooserOrder, moveColumn, toggleColumn as toggleAColumn, type ColumnSet } from '@care/ui/views/columns'

export const TICKETS_PAGE = 'tickets'

export const COLUMN_KEYS = ['title', 'patient', 'owner', 'stage', 'due', 'priority', 'tags'] as const
export type ColumnKey = (typeof COLUMN_KEYS)[number]
export const COLUMN_LABELS: Record<ColumnKey, string> = {
  title: 'Title',
  patient: 'Patient',
  owner: 'Owner',
  stage: 'Stage',
  due: 'Due',
  priority: 'Priority',
  tags: 'Tags',
}
/** the list without a saved view */
export const ALL_COLUMNS: readonly ColumnKey[] = COLUMN_KEYS
/** the title opens a ticket, so it always shows */
export const FIXED_COLUMN: ColumnKey = 'title'

/** A table_views record as the API answers it (the public SDK's `TableView`). */
/** a saved view's fields, as the rules below read them */
type ViewFields<F extends keyof RecordOf<'table_views'>> = Pick<RecordOf<'table_views'>, F>

const isColumnKey = (v: unknown): v is ColumnKey => typeof v === 'string' && (COLUMN_KEYS as readonly string[]).includes(v)

/** the view's columns this list knows, in its order, once each, with the title first if missing */
export function columnsOfView(view: ViewFields<'columns'> | undefined): ColumnKey[] {
  if (!view) return [...ALL_COLUMNS]
  const keys = [...new Set((view.columns ?? []).map((c) => c?.field).filter(isColumnKey))]
  return keys.includes(FIXED_COLUMN) ? keys : [FIXED_COLUMN, ...keys]
}

/** the view's filter as the list's filters (unknown or wrong values fall back to the defaults) */
export function filtersOfView(view: ViewFields<'filter'> | undefined): TicketFilters {
  const f = view?.filter ?? {}
  const q = new URLSearchParams()
  for (const k of ['owner', 'patient', 'due', 'status'] as const) if (typeof f[k] === 'string' && f[k]) q.set(k, f[k] as string)
  if (typeof f.stage === 'string') q.set('stage', f.stage)
  return parseFilters(q.toString())
}

/** the filters as a view stores them: only what differs from the defaults */
export function filterPayload(filters: TicketFilters): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(withFilters('', filters)))
}

export function viewPayload(title: string, columns: readonly ColumnKey[], filters: TicketFilters) {
  return { title: title.trim(), page: TICKETS_PAGE, columns: columns.map((field) => ({ field })), filter: filterPayload(filters) }
}

export const sameFilters = (a: TicketFilters, b: TicketFilters) => withFilters('', a) === withFilters('', b)
export const sameColumns = (a: readonly ColumnKey[], b: readonly ColumnKey[]) => a.length === b.length && a.every((k, i) => k === b[i])

/** the tickets page's views, by title */
export function ticketViews<V extends ViewFields<'page' | 'title'>>(records: readonly V[]): V[] {
  return records.filter((v) => v.page === TICKETS_PAGE).sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', undefined, { sensitivity: 'base' }))
}

/** The view chosen for a user when the URL names none: one naming them, else one for one of their roles (oldest first). */
export function defaultViewFor<V extends ViewFields<'createdAt' | 'defaultForUserIds' | 'defaultForRoles'>>(views: readonly V[], user: { id?: string; roles?: readonly string[] } | undefined): V | undefined {
  if (!user?.id) return undefined
  const oldest = [...views].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
  return (
    oldest.find((v) => v.defaultForUserIds?.includes(user.id!)) ??
    oldest.find((v) => v.defaultForRoles?.some((r) => user.roles?.includes(r)))
  )
}

export const VIEW_TITLE_TAKEN = 'A view with this title already exists'

/** the title's own message when another view of the page has it (case and spaces aside) */
export function titleTaken(views: readonly ViewFields<'title'>[], title: string): string | undefined {
  const t = title.trim().toLowerCase()
  return views.some((v) => (v.title ?? '').trim().toLowerCase() === t) ? VIEW_TITLE_TAKEN : undefined
}

/** The tickets list's columns: the title always shows. */
export const TICKET_COLUMNS: ColumnSet<ColumnKey> = { all: COLUMN_KEYS, fixed: FIXED_COLUMN }
export const toggleColumn = (columns: readonly ColumnKey[], key: ColumnKey): ColumnKey[] => toggleAColumn(TICKET_COLUMNS, columns, key)
export const chooserOrder = (columns: readonly ColumnKey[]): ColumnKey[] => columnsInChooserOrder(TICKET_COLUMNS, columns)
export { moveColumn }

export { DEFAULT_FILTERS }
