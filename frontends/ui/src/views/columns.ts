// A table's columns as a saved view keeps them: which show, in which order. Pure rules shared by the
// console's tables (patients, tickets) and their columns chooser (columns-dialog.tsx).

export interface ColumnSet<K extends string> {
  /** every column, in its usual order */
  all: readonly K[]
  /** the column that always shows (the row's name or title) */
  fixed: K
}

/** Show or hide a column; the fixed one always shows, and one shown again comes back at its usual place. */
export function toggleColumn<K extends string>(set: ColumnSet<K>, columns: readonly K[], key: K): K[] {
  if (key === set.fixed) return [...columns]
  if (columns.includes(key)) return columns.filter((k) => k !== key)
  const rank = set.all.indexOf(key)
  const at = columns.findIndex((k) => set.all.indexOf(k) > rank)
  return at < 0 ? [...columns, key] : [...columns.slice(0, at), key, ...columns.slice(at)]
}

/** Move a shown column one place up (-1) or down (+1); at an end nothing changes. */
export function moveColumn<K extends string>(columns: readonly K[], key: K, by: -1 | 1): K[] {
  const from = columns.indexOf(key)
  const to = from + by
  if (from < 0 || to < 0 || to >= columns.length) return [...columns]
  const next = [...columns]
  next.splice(from, 1)
  next.splice(to, 0, key)
  return next
}

/** The chooser's order: the shown columns as they show, then the hidden ones in their usual order. */
export const chooserOrder = <K extends string>(set: ColumnSet<K>, columns: readonly K[]): K[] => [...columns, ...set.all.filter((k) => !columns.includes(k))]
