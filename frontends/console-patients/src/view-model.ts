// Saved views of the patients table (enduser_views, spec 1 §3 "People"): which columns show, in
// which order, and which patients. Pure rules only: the columns the table knows, a view's draft
// (columns + filter) from its record and back, whether a patient passes a filter, and reordering.
//
// A view's record keeps the columns in `fields` (column keys, in order) and its filter in `filter`:
//   { tags?: string[]         — the patient has every one of them
//     assignedTo?: 'me' | 'unassigned' | <user id>
//     state?: string          — the patient's state (address), compared without case }
import type { RecordOf } from '@care/sdk'
import { chooserOrder as columnsInChooserOrder, moveColumn, toggleColumn as toggleAColumn, type ColumnSet } from '@care/ui/views/columns'

export const COLUMN_LABELS = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  tags: 'Tags',
  assignedTo: 'Assigned to',
  state: 'State',
  createdAt: 'Created',
  updatedAt: 'Updated',
} as const
export type ColumnKey = keyof typeof COLUMN_LABELS
export const ALL_COLUMNS = Object.keys(COLUMN_LABELS) as ColumnKey[]
/** the table before anyone chose a view (and what 'Default view' shows) */
export const DEFAULT_COLUMNS: readonly ColumnKey[] = ['name', 'email', 'phone', 'tags', 'assignedTo', 'updatedAt']

export const ME = 'me'
export const UNASSIGNED = 'unassigned'

export interface ViewFilter {
  tags?: string[]
  assignedTo?: string
  state?: string
}

export interface ViewDraft {
  columns: ColumnKey[]
  filter: ViewFilter
}

/** an enduser_views record as far as the table reads it */
type SavedView = Pick<RecordOf<'enduser_views'>, 'fields' | 'filter'>

export const DEFAULT_VIEW_TITLE = 'Default view'
export const defaultDraft = (): ViewDraft => ({ columns: [...DEFAULT_COLUMNS], filter: {} })

const isColumn = (f: unknown): f is ColumnKey => typeof f === 'string' && f in COLUMN_LABELS

/** Only what the table understands, blanks dropped: a view saved by another tool still opens. */
export function normaliseFilter(filter: Record<string, unknown> | undefined): ViewFilter {
  const out: ViewFilter = {}
  const tags = Array.isArray(filter?.tags) ? [...new Set(filter.tags.filter((t): t is string => typeof t === 'string' && Boolean(t.trim())).map((t) => t.trim()))] : []
  if (tags.length) out.tags = tags
  if (typeof filter?.assignedTo === 'string' && filter.assignedTo) out.assignedTo = filter.assignedTo
  if (typeof filter?.state === 'string' && filter.state.trim()) out.state = filter.state.trim()
  return out
}

/** The draft a saved view starts from; unknown columns are skipped, and no known one means the default. */
export function draftOfView(view: SavedView | undefined): ViewDraft {
  if (!view) return defaultDraft()
  const columns = [...new Set((view.fields ?? []).filter(isColumn))]
  return { columns: columns.length ? columns : [...DEFAULT_COLUMNS], filter: normaliseFilter(view.filter) }
}

/** What a create or an update sends. */
export const viewPayload = (draft: ViewDraft): { fields: string[]; filter: Record<string, unknown> } => ({
  fields: [...draft.columns],
  filter: { ...normaliseFilter(draft.filter as Record<string, unknown>) },
})

const sameList = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v, i) => v === b[i])

export function sameDraft(a: ViewDraft, b: ViewDraft): boolean {
  const fa = normaliseFilter(a.filter as Record<string, unknown>)
  const fb = normaliseFilter(b.filter as Record<string, unknown>)
  return sameList(a.columns, b.columns) && sameList(fa.tags, fb.tags) && fa.assignedTo === fb.assignedTo && fa.state?.toLowerCase() === fb.state?.toLowerCase()
}

/** how many of the filter's parts are set (0: every patient) */
export const filterCount = (filter: ViewFilter) => Object.keys(normaliseFilter(filter as Record<string, unknown>)).length

/** Does `patient` pass `filter`? `meId` is the signed-in user ('assigned to me'). */
export function matchesFilter(patient: Pick<RecordOf<'endusers'>, 'tags' | 'assignedTo' | 'state'>, filter: ViewFilter, meId: string | undefined): boolean {
  const tags = patient.tags ?? []
  if (filter.tags?.some((t) => !tags.includes(t))) return false
  const assigned = patient.assignedTo ?? []
  if (filter.assignedTo === UNASSIGNED) {
    if (assigned.length) return false
  } else if (filter.assignedTo) {
    const who = filter.assignedTo === ME ? meId : filter.assignedTo
    if (!who || !assigned.includes(who)) return false
  }
  if (filter.state && (patient.state ?? '').trim().toLowerCase() !== filter.state.trim().toLowerCase()) return false
  return true
}

/** The patients table's columns: the name always shows (a row needs something to open it by). */
export const PATIENT_COLUMNS: ColumnSet<ColumnKey> = { all: ALL_COLUMNS, fixed: 'name' }
export const toggleColumn = (columns: readonly ColumnKey[], key: ColumnKey): ColumnKey[] => toggleAColumn(PATIENT_COLUMNS, columns, key)
export const chooserOrder = (columns: readonly ColumnKey[]): ColumnKey[] => columnsInChooserOrder(PATIENT_COLUMNS, columns)
export { moveColumn }

/** Saved views as the menu lists them: by title. */
export const sortedViews = <T extends Pick<RecordOf<'enduser_views'>, 'title'>>(views: readonly T[]) => [...views].sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''))
