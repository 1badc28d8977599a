// Search scoring (spec 3 §9): an exact match on a field +10, a full-name prefix +25, full-name
// equality +50, a substring in a string field +1. Case-insensitive; full name = "fname lname".

type Searchable = Record<string, unknown>

const norm = (s: string) => s.trim().toLowerCase()

export const SEARCH_SCORES = { exactField: 10, fullNamePrefix: 25, fullNameEquality: 50, substring: 1 } as const

function fieldScore(value: unknown, query: string): number {
  if (typeof value === 'string') {
    const v = norm(value)
    if (!v) return 0
    if (v === query) return SEARCH_SCORES.exactField
    return v.includes(query) ? SEARCH_SCORES.substring : 0
  }
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + (typeof v === 'string' ? fieldScore(v, query) : 0), 0)
  return 0
}

/** The score of one record for `query`; `fields` limits which fields count (default: every field). */
export function searchScore(record: Searchable, query: string, fields?: readonly string[]): number {
  const q = norm(query)
  if (!q) return 0
  let score = 0
  for (const key of fields ?? Object.keys(record)) score += fieldScore(record[key], q)
  const fullName = norm([record.fname, record.lname].filter((p) => typeof p === 'string' && p.trim()).join(' '))
  if (fullName) {
    if (fullName === q) score += SEARCH_SCORES.fullNameEquality
    else if (fullName.startsWith(q)) score += SEARCH_SCORES.fullNamePrefix
  }
  return score
}

/** Records that score above 0, best first (ties keep their order). */
export function sortBySearch<T extends Searchable>(records: readonly T[], query: string, fields?: readonly string[]): T[] {
  return records
    .map((record, index) => ({ record, index, score: searchScore(record, query, fields) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((r) => r.record)
}
