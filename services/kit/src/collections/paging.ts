// getSome's page: limit (default 500, at most 1000), order (newFirst = id descending, oldFirst =
// ascending; `sortBy` a column with id as tiebreak), `lastId` paging (records strictly after lastId in
// the current order; with sortBy a keyset on (sortBy, id)), the from/to time window, and `threadKey`
// (one record per value of that field: the first in the current order, so the newest of each
// thread by default and the oldest with oldFirst).
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type GetSomeInput } from '@care/contracts/routes/generic'
import { badRequest } from '@care/contracts/errors'
import { ValueMessages } from '@care/contracts/values/value-messages'
import { isObjectId } from '../ids.ts'
import type { Scope } from './access.ts'
import type { Column } from './columns.ts'
import { isVisibleField, type CollectionModel } from './model.ts'
import type { ModelDelegate, Where } from './types.ts'
import { invalidValue, parseInstant, tooManyItems } from './values.ts'

export interface Page {
  conditions: Where[]
  orderBy: Record<string, unknown>[]
  take: number
  /** threadKey: one record per value of these columns */
  distinct?: string[]
}

const NUMERIC_TYPES = new Set(['Int', 'BigInt', 'Float', 'Decimal'])

export function pageSize(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_PAGE_SIZE
  if (limit > MAX_PAGE_SIZE) throw invalidValue('limit', `limit must be at most ${MAX_PAGE_SIZE}`)
  if (!Number.isInteger(limit) || limit < 1) throw invalidValue('limit', `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
  return limit
}

/** A column the caller may sort on: a visible single value (no lists, no Json). */
function sortColumn(model: CollectionModel, scope: Scope, field: string): Column {
  const column = model.columns.get(field)
  if (!column || column.list || column.type === 'Json' || !isVisibleField(model, field, scope.enduser)) {
    throw invalidValue('sortBy', `Cannot sort by '${field}'`)
  }
  return column
}

/** A field the caller may thread by: a visible single value, like a sort column. */
function threadColumn(model: CollectionModel, scope: Scope, field: unknown): Column {
  const column = typeof field === 'string' ? model.columns.get(field) : undefined
  if (!column || column.list || column.type === 'Json' || !isVisibleField(model, column.name, scope.enduser)) {
    throw invalidValue('threadKey', `Cannot thread by '${String(field)}'`)
  }
  return column
}

/** from/to bound `field` inclusively; numeric columns hold ms since epoch (e.g. dueDateInMS). */
function windowConditions(model: CollectionModel, scope: Scope, field: string, from: unknown, to: unknown, names: [string, string]): Where[] {
  if (from === undefined && to === undefined) return []
  const column = model.columns.get(field)
  if (!column || column.list || !isVisibleField(model, field, scope.enduser) || !(column.type === 'DateTime' || NUMERIC_TYPES.has(column.type))) {
    throw invalidValue('fromToField', `Cannot select a time range on '${field}'`)
  }
  const bound = (value: unknown, name: string) => {
    const date = parseInstant(value)
    if (!date) throw invalidValue(name, `Invalid date for '${name}'`)
    return column.type === 'DateTime' ? date : date.getTime()
  }
  const range: Record<string, unknown> = {}
  if (from !== undefined) range.gte = bound(from, names[0])
  if (to !== undefined) range.lte = bound(to, names[1])
  return [{ [field]: range }]
}

async function keyset(model: CollectionModel, scope: Scope, delegate: ModelDelegate, lastId: string, column: Column | undefined, dir: 'asc' | 'desc'): Promise<Where> {
  const cmp = dir === 'desc' ? 'lt' : 'gt'
  if (!column || column.name === 'id') return { id: { [cmp]: lastId } }
  const f = column.name
  const anchor = await delegate.findFirst({ where: scope.byId(lastId), select: { [f]: true } })
  if (!anchor) throw invalidValue('lastId', 'lastId must be the id of a record in the previous page')
  const v = anchor[f]
  // NULLs sort last in both directions, so after a NULL only NULLs with a later id remain
  if (v === null || v === undefined) return { [f]: null, id: { [cmp]: lastId } }
  return { OR: [{ [f]: { [cmp]: v } }, { [f]: v, id: { [cmp]: lastId } }, ...(column.nullable ? [{ [f]: null }] : [])] }
}

export async function planPage(model: CollectionModel, scope: Scope, delegate: ModelDelegate, input: GetSomeInput): Promise<Page> {
  const take = pageSize(input.limit)
  const dir = input.sort === 'oldFirst' ? 'asc' : 'desc'
  const column = input.sortBy ? sortColumn(model, scope, input.sortBy) : undefined
  const orderBy: Record<string, unknown>[] =
    column && column.name !== 'id'
      ? [{ [column.name]: column.nullable ? { sort: dir, nulls: 'last' } : dir }, { id: dir }]
      : [{ id: dir }]

  const conditions: Where[] = []
  if (input.ids) {
    if (input.ids.length > MAX_PAGE_SIZE) throw tooManyItems('ids', MAX_PAGE_SIZE)
    conditions.push({ id: { in: input.ids } })
  }
  conditions.push(...windowConditions(model, scope, input.fromToField ?? 'createdAt', input.from, input.to, ['from', 'to']))
  // Tellescope clients also bound the last update
  const loose = input as Record<string, unknown>
  conditions.push(...windowConditions(model, scope, 'updatedAt', loose.fromUpdated, loose.toUpdated, ['fromUpdated', 'toUpdated']))
  if (input.lastId !== undefined) {
    if (!isObjectId(input.lastId)) throw badRequest(ValueMessages.invalidId, [{ field: 'lastId', message: ValueMessages.invalidId }])
    conditions.push(await keyset(model, scope, delegate, input.lastId, column, dir))
  }
  const threadKey = (input as Record<string, unknown>).threadKey
  const distinct = threadKey === undefined || threadKey === '' ? undefined : [threadColumn(model, scope, threadKey).name]
  return { conditions, orderBy, take, distinct }
}
