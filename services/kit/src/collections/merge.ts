// How updates combine with the stored record (Tellescope's CustomUpdateOptions): by default object
// fields are merged key by key and lists are appended without duplicates; with replaceObjectFields
// both are replaced as given. Everything else is simply set.
import type { CollectionModel } from './model.ts'
import type { ApiRecord } from './types.ts'
import { isPlainObject } from './values.ts'

/** Elements of `b` not already in `a` are appended; duplicates are compared by value. */
export function appendUnique(a: unknown[], b: unknown[]): unknown[] {
  const seen = new Set(a.map((x) => JSON.stringify(x)))
  const out = [...a]
  for (const x of b) {
    const key = JSON.stringify(x)
    if (!seen.has(key)) {
      seen.add(key)
      out.push(x)
    }
  }
  return out
}

/** The new values of the updated fields (API-shaped), given the stored record (API-shaped). */
export function mergeUpdates(model: CollectionModel, existing: ApiRecord, updates: ApiRecord, replace: boolean): ApiRecord {
  const merged: ApiRecord = {}
  for (const [field, value] of Object.entries(updates)) {
    const column = model.columns.get(field)
    const current = existing[field]
    if (replace || value === null || !column) merged[field] = value
    else if (Array.isArray(value) && (column.list || Array.isArray(current))) merged[field] = appendUnique(Array.isArray(current) ? current : [], value)
    else if (column.type === 'Json' && isPlainObject(value) && isPlainObject(current)) merged[field] = { ...current, ...value }
    else merged[field] = value
  }
  return merged
}
