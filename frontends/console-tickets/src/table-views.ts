// Saved views of the tickets list (table_views with page 'tickets', spec 1 §3 "People"): which
// columns show and in which order, and the filters (stored in the URL's terms: owner, stage,
// patient, due, status). Pure: reading a view, the payload to save one, the default view of a
// user, title uniqueness, and column moves.
import { DEFAULT_FILTERS, parseFilters, withFilters, type TicketFilters } from './ticket-filters.ts'

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
export interface TableViewRecord {
  id: string
  title?: string
  page?: string
  columns?: { field?: unknown; [k: string]: unknown }[]
  defaultForRoles?: string[]
  defaultForUserIds?: string[]
  filter?: Record<string, unknown>
  createdAt?: string
}

const isColumnKey = (v: unknown): v is ColumnKey => typeof v === 'string' && (COLUMN_KEYS as readonly string[]).includes(v)

/** the view's columns this list knows, in its order, once each, with the title first if missing */
export function columnsOfView(view: TableViewRecord | undefined): ColumnKey[] {
  if (!view) return [...ALL_COLUMNS]
  const keys = [...new Set((view.columns ?? []).map((c) => c?.field).filter(isColumnKey))]
  return keys.includes(FIXED_COLUMN) ? keys : [FIXED_COLUMN, ...keys]
}

/** the view's filter as the list's filters (unknown or wrong values fall back to the defaults) */
export function filtersOfView(view: TableViewRecord | undefined): TicketFilters {
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
export function ticketViews(records: readonly TableViewRecord[]): TableViewRecord[] {
  return records.filter((v) => v.page === TICKETS_PAGE).sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', undefined, { sensitivity: 'base' }))
}

/** The view chosen for a user when the URL names none: one naming them, else one for one of their roles (oldest first). */
export function defaultViewFor(views: readonly TableViewRecord[], user: { id?: string; roles?: readonly string[] } | undefined): TableViewRecord | undefined {
  if (!user?.id) return undefined
  const oldest = [...views].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))
  return (
    oldest.find((v) => v.defaultForUserIds?.includes(user.id!)) ??
    oldest.find((v) => v.defaultForRoles?.some((r) => user.roles?.includes(r)))
  )
}

export const VIEW_TITLE_TAKEN = 'A view with this title already exists'

/** the title's own message when another view of the page has it (case and spaces aside) */
export function titleTaken(views: readonly TableViewRecord[], title: string): string | undefined {
  const t = title.trim().toLowerCase()
  return views.some((v) => (v.title ?? '').trim().toLowerCase() === t) ? VIEW_TITLE_TAKEN : undefined
}

export function toggleColumn(columns: readonly ColumnKey[], key: ColumnKey): ColumnKey[] {
  if (key === FIXED_COLUMN) return [...columns]
  if (columns.includes(key)) return columns.filter((k) => k !== key)
  // a column shown again comes back at its usual place among the shown ones
  const rank = COLUMN_KEYS.indexOf(key)
  const at = columns.findIndex((k) => COLUMN_KEYS.indexOf(k) > rank)
  return at < 0 ? [...columns, key] : [...columns.slice(0, at), key, ...columns.slice(at)]
}

export function moveColumn(columns: readonly ColumnKey[], key: ColumnKey, by: -1 | 1): ColumnKey[] {
  const from = columns.indexOf(key)
  const to = from + by
  if (from < 0 || to < 0 || to >= columns.length) return [...columns]
  const next = [...columns]
  next.splice(from, 1)
  next.splice(to, 0, key)
  return next
}

/** the chooser's rows: the shown columns in order, then the hidden ones in their usual order */
export const chooserOrder = (columns: readonly ColumnKey[]): ColumnKey[] => [...columns, ...COLUMN_KEYS.filter((k) => !columns.includes(k))]

export { DEFAULT_FILTERS }
