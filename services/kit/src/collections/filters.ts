// `filter` → Prisma where, with the semantics Tellescope's ReadFilter documents (MongoDB's): a plain
// value means equality, or "contains" on a list; `_exists`, `_in`, `_nin`, `_ne`, `_gt`, `_gte`,
// `_lt`, `_lte`, `_all`; dotted keys reach into Json columns (`fields.favouriteColour`). As in
// MongoDB, `_ne` and `_nin` also match records where the field is absent. Unknown fields → 400.
// Text compared for equality is first normalised as storage normalises it (the field's own rule: a
// name stored as 'Test' is found by 'test', an email by any case, a phone without its +1).
import { badRequest } from '@care/contracts/errors'
import { objectEnumValues } from '@prisma/client/runtime/client'
import type { Column } from './columns.ts'
import { isVisibleField, type CollectionModel } from './model.ts'
import type { Where } from './types.ts'
import { readMdbFilter, translateMdbFilter, type FilterTree } from './mdb-filter.ts'
import { invalidValue, isPlainObject, toColumnValue } from './values.ts'

const { AnyNull } = objectEnumValues.instances

export const OPERATORS = ['_exists', '_in', '_nin', '_ne', '_gt', '_gte', '_lt', '_lte', '_all'] as const
type Operator = (typeof OPERATORS)[number]
const COMPARISONS: Partial<Record<Operator, 'gt' | 'gte' | 'lt' | 'lte'>> = { _gt: 'gt', _gte: 'gte', _lt: 'lt', _lte: 'lte' }

/** matches no record: Prisma has no literal false */
export const NOTHING: Where = { id: { in: [] } }

const unknownField = (key: string) => badRequest(`Unknown filter field '${key}'`, [{ field: key, message: `Unknown filter field '${key}'` }])

/** The conditions of `filter`, to be ANDed with the call's scope. */
export function filterConditions(model: CollectionModel, filter: unknown, enduser: boolean): Where[] {
  if (filter === undefined || filter === null) return []
  if (!isPlainObject(filter)) throw badRequest('filter must be an object')
  const parts: Where[] = []
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue
    const [field = '', ...path] = key.split('.')
    const column = model.columns.get(field)
    if (!column || !isVisibleField(model, field, enduser)) throw unknownField(key)
    if (column.type === 'Json') parts.push(...jsonConditions(column, path, value, key))
    else if (path.length) throw unknownField(key)
    else if (column.list) parts.push(...listConditions(column, value, key, storedForm(model, field, true)))
    else parts.push(...scalarConditions(column, value, key, storedForm(model, field, false)))
  }
  return parts
}

/** The conditions of `mdbFilter` (the SDK's MongoDB query, mdb-filter.ts), checked like `filter`. */
export function mdbFilterConditions(model: CollectionModel, mdbFilter: unknown, enduser: boolean): Where[] {
  const mdb = readMdbFilter(mdbFilter)
  if (!mdb) return []
  const toWhere = (tree: FilterTree): Where => {
    if ('filter' in tree) return { AND: filterConditions(model, tree.filter, enduser) }
    if ('and' in tree) return { AND: tree.and.map(toWhere) }
    return { OR: tree.or.map(toWhere) }
  }
  return [toWhere(translateMdbFilter(mdb))]
}

type Normalise = (value: unknown) => unknown

/** Text as the field's rule stores it (zod transforms: trimmed, capitalised, lower-cased…); anything the rule refuses stays as given. */
function storedForm(model: CollectionModel, field: string, list: boolean): Normalise {
  const schema = model.fieldSchemas.get(field)
  if (!schema) return (value) => value
  return (value) => {
    if (typeof value !== 'string') return value
    const parsed = schema.safeParse(list ? [value] : value)
    if (!parsed.success) return value
    const stored: unknown = list ? (parsed.data as unknown[] | undefined)?.[0] : parsed.data
    return typeof stored === 'string' ? stored : value
  }
}

/** The operators of `value`, or undefined for a plain value; a mix of operators and fields is refused. */
function operatorsOf(value: unknown, key: string): [Operator, unknown][] | undefined {
  if (!isPlainObject(value)) return undefined
  const entries = Object.entries(value).filter(([, v]) => v !== undefined)
  const ops = entries.filter(([k]) => k.startsWith('_'))
  if (!ops.length && entries.length) return undefined
  if (ops.length !== entries.length) throw invalidValue(key, `Filter for '${key}' mixes operators and fields`)
  for (const [op] of ops) {
    if (!(OPERATORS as readonly string[]).includes(op)) throw invalidValue(key, `Unknown filter operator '${op}'`)
  }
  return ops as [Operator, unknown][]
}

const asList = (value: unknown) => (Array.isArray(value) ? value : [value])

function asBoolean(value: unknown, key: string): boolean {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  throw invalidValue(key, `_exists for '${key}' must be true or false`)
}

function scalarConditions(column: Column, value: unknown, key: string, normalise: Normalise): Where[] {
  const f = column.name
  const isNull = (): Where => (column.nullable ? { [f]: null } : NOTHING)
  // a required column always exists: no condition
  const notNull = (): Where[] => (column.nullable ? [{ [f]: { not: null } }] : [])
  const orNull = (cond: Where): Where => (column.nullable ? { OR: [cond, { [f]: null }] } : cond)
  const v = (x: unknown) => toColumnValue(column, normalise(x), key)

  if (value === null) return [isNull()]
  const ops = operatorsOf(value, key)
  if (!ops) {
    if (typeof value === 'object') throw invalidValue(key)
    return [{ [f]: v(value) }]
  }
  return ops.flatMap(([op, arg]): Where[] => {
    const comparison = COMPARISONS[op]
    if (comparison) return [{ [f]: { [comparison]: v(arg) } }]
    switch (op) {
      case '_exists':
        return asBoolean(arg, key) ? notNull() : [isNull()]
      case '_in':
        return [{ [f]: { in: asList(arg).map(v) } }]
      case '_nin':
        return [orNull({ [f]: { notIn: asList(arg).map(v) } })]
      case '_ne':
        return arg === null ? notNull() : [orNull({ [f]: { not: v(arg) } })]
      case '_all':
        return asList(arg).map((x) => ({ [f]: v(x) }))
      default:
        throw invalidValue(key, `Unknown filter operator '${op}'`)
    }
  })
}

function listConditions(column: Column, value: unknown, key: string, normalise: Normalise): Where[] {
  const f = column.name
  // Prisma reads a NULL list as [], so both mean "absent"
  const empty = (): Where => (column.nullable ? { OR: [{ [f]: { isEmpty: true } }, { [f]: { equals: null } }] } : { [f]: { isEmpty: true } })
  const orNull = (cond: Where): Where => (column.nullable ? { OR: [cond, { [f]: { equals: null } }] } : cond)
  const v = (x: unknown) => toColumnValue(column, normalise(x), key)

  if (value === null) return [empty()]
  if (Array.isArray(value)) return [{ [f]: { equals: value.map(v) } }]
  const ops = operatorsOf(value, key)
  if (!ops) {
    if (typeof value === 'object') throw invalidValue(key)
    return [{ [f]: { has: v(value) } }]
  }
  return ops.map(([op, arg]): Where => {
    switch (op) {
      case '_exists':
        return asBoolean(arg, key) ? { [f]: { isEmpty: false } } : empty()
      case '_in':
        return { [f]: { hasSome: asList(arg).map(v) } }
      case '_nin':
        return orNull({ NOT: { [f]: { hasSome: asList(arg).map(v) } } })
      case '_ne':
        return arg === null ? { [f]: { isEmpty: false } } : orNull({ NOT: { [f]: { has: v(arg) } } })
      case '_all':
        return { [f]: { hasEvery: asList(arg).map(v) } }
      default:
        throw invalidValue(key, `Filter operator '${op}' does not apply to the list '${key}'`)
    }
  })
}

/** Query strings carry every value as text: '5' may stand for 5 and 'true' for true inside Json. */
function jsonCandidates(value: unknown): unknown[] {
  if (typeof value !== 'string') return [value]
  const out: unknown[] = [value]
  if (value.trim() !== '' && !Number.isNaN(Number(value))) out.push(Number(value))
  if (value === 'true' || value === 'false') out.push(value === 'true')
  return out
}

function jsonConditions(column: Column, path: string[], value: unknown, key: string): Where[] {
  const at = (cond: Where): Where => ({ [column.name]: path.length ? { path, ...cond } : cond })
  const absent = () => at({ equals: AnyNull })
  const equals = (x: unknown): Where => {
    // a scalar also matches inside an array, as in MongoDB
    const conds = jsonCandidates(x).flatMap((c) => [at({ equals: c as object }), at({ array_contains: [c] })])
    return { OR: conds }
  }
  // Prisma negates array_contains as "an array without it", which would drop every non-array value,
  // so the negative forms compare whole values only
  const differs = (x: unknown): Where => ({ OR: [{ AND: jsonCandidates(x).map((c) => ({ NOT: at({ equals: c as object }) })) }, absent()] })

  if (value === null) return [absent()]
  const ops = operatorsOf(value, key)
  if (!ops) {
    if (Array.isArray(value)) return [at({ equals: value })]
    // a nested object is matched key by key, which is what a client filtering on part of an object means
    if (isPlainObject(value)) return Object.entries(value).flatMap(([k, v]) => jsonConditions(column, [...path, k], v, `${key}.${k}`))
    return [equals(value)]
  }
  return ops.flatMap(([op, arg]): Where[] => {
    const comparison = COMPARISONS[op]
    if (comparison) {
      const n = typeof arg === 'string' && arg.trim() !== '' && !Number.isNaN(Number(arg)) ? Number(arg) : arg
      return [at({ [comparison]: n })]
    }
    switch (op) {
      case '_exists':
        return [asBoolean(arg, key) ? at({ not: AnyNull }) : absent()]
      case '_in':
        return [{ OR: asList(arg).map(equals) }]
      case '_nin':
        return asList(arg).map(differs)
      case '_ne':
        return [arg === null ? at({ not: AnyNull }) : differs(arg)]
      case '_all':
        return [at({ array_contains: asList(arg) })]
      default:
        throw invalidValue(key, `Unknown filter operator '${op}'`)
    }
  })
}
