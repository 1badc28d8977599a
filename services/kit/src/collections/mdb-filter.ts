// `mdbFilter`, the SDK's MongoDB query language, translated into our `filter` language
// (filters.ts) so every value goes through the same column checks and normalisation as a plain
// filter: `{ field: value }` equality (contains, on lists), `$and`, `$or`, `$in`, `$nin`, `$ne`,
// `$exists`, `$gt/$gte/$lt/$lte`, `$eq`, dotted keys into Json columns. Anything else answers 400;
// an unknown top-level operator answers MongoDB's own message, which SDK clients look for.
import { badRequest } from '@care/contracts/errors'
import { isPlainObject } from './values.ts'

/** A translated filter: plain `filter` objects combined by and/or. */
export type FilterTree = { and: FilterTree[] } | { or: FilterTree[] } | { filter: Record<string, unknown> }

const FIELD_OPERATORS: Record<string, string | null> = {
  $eq: null, $in: '_in', $nin: '_nin', $ne: '_ne', $exists: '_exists', $gt: '_gt', $gte: '_gte', $lt: '_lt', $lte: '_lte', $all: '_all',
}

export const unknownTopLevelOperator = (op: string) =>
  `unknown top level operator: ${op}. If you have a field name that starts with a '$' symbol, consider using $getField or $setField.`

const refuse = (message: string, field = 'mdbFilter') => badRequest(message, [{ field, message }])

/** Parses the query string form (JSON) and checks the shape; undefined when absent. */
export function readMdbFilter(value: unknown): Record<string, unknown> | undefined {
  if (value === undefined || value === null || value === '') return undefined
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw refuse('mdbFilter must be a JSON object')
    }
  }
  if (!isPlainObject(parsed)) throw refuse('mdbFilter must be an object')
  return parsed
}

function fieldValue(key: string, value: unknown): unknown {
  if (!isPlainObject(value)) return value
  const entries = Object.entries(value)
  if (!entries.some(([k]) => k.startsWith('$'))) return value
  const out: Record<string, unknown> = {}
  for (const [op, arg] of entries) {
    if (!(op in FIELD_OPERATORS)) throw refuse(`Unsupported mdbFilter operator '${op}' for '${key}'`, key)
    const ours = FIELD_OPERATORS[op]
    if (ours === null) {
      if (entries.length > 1) throw refuse(`$eq cannot be combined with other operators for '${key}'`, key)
      return arg
    }
    if ((op === '$in' || op === '$nin' || op === '$all') && !Array.isArray(arg)) throw refuse(`${op} for '${key}' needs an array`, key)
    out[ours] = arg
  }
  return out
}

const MAX_DEPTH = 8

export function translateMdbFilter(mdb: Record<string, unknown>, depth = 0): FilterTree {
  if (depth > MAX_DEPTH) throw refuse(`mdbFilter nests $and/$or deeper than ${MAX_DEPTH} levels`)
  const parts: FilterTree[] = []
  const filter: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(mdb)) {
    if (value === undefined) continue
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(value) || !value.length || !value.every(isPlainObject)) throw refuse(`${key} must be a non-empty array of objects`)
      const branches = value.map((v) => translateMdbFilter(v as Record<string, unknown>, depth + 1))
      parts.push(key === '$and' ? { and: branches } : { or: branches })
    } else if (key.startsWith('$')) {
      throw refuse(unknownTopLevelOperator(key))
    } else {
      filter[key] = fieldValue(key, value)
    }
  }
  if (Object.keys(filter).length) parts.unshift({ filter })
  return parts.length === 1 ? parts[0] : { and: parts }
}
