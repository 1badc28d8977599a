// How a load's options become a cache key and a local view. Records match a filter as the server
// decides (services/kit filters.ts, MongoDB's ReadFilter): a plain value is equality (or "contains",
// for list fields); `_exists`, `_in`, `_nin`, `_ne`, `_gt`, `_gte`, `_lt`, `_lte`, `_all` compare
// plain values. What the client cannot evaluate (dotted keys, nested objects) is left to the
// server: it matches.
import type { CareRecord } from '../api/records.ts'

export interface QueryOptions {
  filter?: Record<string, unknown>
  sort?: 'newFirst' | 'oldFirst'
  /** sort on the server by this field (id breaks ties; records without it come last), in `sort`'s direction */
  sortBy?: string
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable((value as Record<string, unknown>)[k])]))
  }
  return value
}

export const queryKey = (o: QueryOptions = {}) => JSON.stringify(stable({ filter: o.filter ?? {}, sort: o.sort ?? null, ...(o.sortBy ? { sortBy: o.sortBy } : {}) }))

const isPlain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)
const isOperators = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('_'))

/**
 * A query the server answers and the client cannot re-run over everything it caches (an operator
 * in the filter, a server-side sort): its view is the records the server gave it, plus records
 * added later (created, live) that match — never every cached record that happens to match.
 */
export const isServerKept = (o: QueryOptions) => Boolean(o.sortBy) || Object.values(o.filter ?? {}).some(isOperators)

const absent = (v: unknown) => v === undefined || v === null || (Array.isArray(v) && v.length === 0)
const asList = (v: unknown) => (Array.isArray(v) ? v : [v])

function compare(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0
  return undefined
}

const equalsOrHas = (actual: unknown, expected: unknown) => (Array.isArray(actual) ? actual.includes(expected) : actual === expected)

function matchesOperator(actual: unknown, op: string, arg: unknown): boolean {
  switch (op) {
    case '_exists':
      return (arg === true || arg === 'true') !== absent(actual)
    case '_in':
      return asList(arg).some((x) => equalsOrHas(actual, x))
    case '_nin':
      return !asList(arg).some((x) => equalsOrHas(actual, x))
    case '_ne':
      return arg === null ? !absent(actual) : !equalsOrHas(actual, arg)
    case '_all':
      return asList(arg).every((x) => equalsOrHas(actual, x))
    case '_gt':
    case '_gte':
    case '_lt':
    case '_lte': {
      const c = compare(actual, arg)
      if (c === undefined) return false
      return op === '_gt' ? c > 0 : op === '_gte' ? c >= 0 : op === '_lt' ? c < 0 : c <= 0
    }
    default:
      return true // unknown here: the server decides
  }
}

export function matchesFilter(record: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true
  for (const [key, expected] of Object.entries(filter)) {
    if (expected === undefined || key.includes('.')) continue
    const actual = record[key]
    if (isOperators(expected)) {
      if (!Object.entries(expected).every(([op, arg]) => arg === undefined || matchesOperator(actual, op, arg))) return false
      continue
    }
    if (expected === null) {
      if (!absent(actual)) return false
      continue
    }
    if (!isPlain(expected)) continue
    if (!equalsOrHas(actual, expected)) return false
  }
  return true
}

const time = (r: CareRecord) => {
  const t = Date.parse(String(r.createdAt ?? ''))
  return Number.isNaN(t) ? 0 : t
}

export function viewOf<T extends CareRecord>(records: readonly T[], o: QueryOptions): readonly T[] {
  const hasFilter = !!o.filter && Object.keys(o.filter).length > 0
  if (!hasFilter && !o.sort) return records
  const out = hasFilter ? records.filter((r) => matchesFilter(r, o.filter)) : [...records]
  if (o.sort === 'newFirst') out.sort((a, b) => time(b) - time(a))
  if (o.sort === 'oldFirst') out.sort((a, b) => time(a) - time(b))
  return out
}
