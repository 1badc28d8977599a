// How the fake /v1 reads and changes stored records, as the server's collection engine does
// (services/kit/src/collections: paging.ts, search.ts, merge.ts).
import type { FakeRecord } from './fake-v1.ts'

// the fields a `search.query` looks in (the server's searchFields of endusers, users and tickets)
const SEARCHED = ['fname', 'lname', 'email', 'phone', 'title']

const absent = (v: unknown) => v === undefined || v === null
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

function compare(x: unknown, y: unknown): number {
  if (typeof x === 'number' && typeof y === 'number') return x - y
  return String(x).localeCompare(String(y), undefined, { sensitivity: 'base' })
}

/** getSome's page: search, then newest first by id (oldFirst: oldest) or by `sortBy` with id breaking ties and records without it last, after `lastId`, at most `limit` (500) */
export function pageOf(found: FakeRecord[], query: URLSearchParams): FakeRecord[] {
  let list = [...found]
  const text = query.get('search') && (JSON.parse(query.get('search')!) as { query?: string }).query?.trim().toLowerCase()
  if (text) list = list.filter((r) => SEARCHED.some((k) => String(r[k] ?? '').toLowerCase().includes(text)))
  const sign = query.get('sort') === 'oldFirst' ? 1 : -1
  const sortBy = query.get('sortBy')
  const byId = (a: FakeRecord, b: FakeRecord) => sign * (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  list.sort((a, b) => {
    if (!sortBy) return byId(a, b)
    const [x, y] = [a[sortBy], b[sortBy]]
    if (absent(x) || absent(y)) return absent(x) === absent(y) ? byId(a, b) : absent(x) ? 1 : -1
    return sign * compare(x, y) || byId(a, b)
  })
  const lastId = query.get('lastId')
  if (lastId) list = list.slice(list.findIndex((r) => r.id === lastId) + 1)
  return list.slice(0, Number(query.get('limit') ?? 500))
}

// PostgreSQL's jsonb gives object keys back sorted
function sortedKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortedKeys)
  if (!isObject(v)) return v
  return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sortedKeys(v[k])]))
}

/** updateOne's merge: null unsets; without replaceObjectFields lists are appended (no duplicates) and objects merged key by key */
export function mergeUpdates(record: FakeRecord, updates: Record<string, unknown>, replace: boolean) {
  for (const [field, raw] of Object.entries(updates)) {
    const value = sortedKeys(raw)
    const current = record[field]
    if (value === null) delete record[field]
    else if (!replace && Array.isArray(value) && Array.isArray(current)) {
      const seen = new Set(current.map((x) => JSON.stringify(x)))
      record[field] = [...current, ...value.filter((x) => !seen.has(JSON.stringify(x)))]
    } else if (!replace && isObject(value) && isObject(current)) record[field] = sortedKeys({ ...current, ...value })
    else record[field] = value
  }
}
