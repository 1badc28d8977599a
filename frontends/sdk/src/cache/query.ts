// How a load's options become a cache key and a local view: records match a filter when every
// plain value in it equals the record's field (or is contained in it, for list fields). Values
// the client cannot evaluate (operators, nested objects) are left to the server: they match.
import type { CareRecord } from '../api/records.ts'

export interface QueryOptions {
  filter?: Record<string, unknown>
  sort?: 'newFirst' | 'oldFirst'
}

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, stable((value as Record<string, unknown>)[k])]))
  }
  return value
}

export const queryKey = (o: QueryOptions = {}) => JSON.stringify(stable({ filter: o.filter ?? {}, sort: o.sort ?? null }))

const isPlain = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)

export function matchesFilter(record: Record<string, unknown>, filter: Record<string, unknown> | undefined): boolean {
  if (!filter) return true
  for (const [key, expected] of Object.entries(filter)) {
    if (!isPlain(expected)) continue
    const actual = record[key]
    if (Array.isArray(actual) ? !actual.includes(expected) : actual !== expected) return false
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
