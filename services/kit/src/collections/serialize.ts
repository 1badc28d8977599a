// Rows become plain JSON records: only the collection's fields, Dates as ISO strings, NULL columns
// left out. Hidden fields never leave the service; hiddenFromEndusers ones never reach an enduser.
import type { Collection } from '@care/contracts/collections/define'
import { project, projectForSystem } from '@care/contracts/access/visibility'
import { baseRecordShape } from '@care/contracts/record'
import type { Session } from '@care/contracts/session'
import type { OperationContext } from '../runtime/operation.ts'
import type { CollectionModel } from './model.ts'
import type { ApiRecord, CollectionHooks, DbRecord } from './types.ts'
import type { RowOf } from '../repository/index.ts'

// On the hot path of every answer: the common cases (scalars, lists, plain Json objects) return first.
export function toJsonValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) {
    return typeof value === 'bigint' ? (Number.isSafeInteger(Number(value)) ? Number(value) : value.toString()) : value
  }
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value
  const proto = Object.getPrototypeOf(value)
  if (proto === Object.prototype || proto === null) return value
  // Prisma's Decimal
  const decimal = value as { toNumber?: () => number }
  return typeof decimal.toNumber === 'function' ? decimal.toNumber() : value
}

function pick(fields: Iterable<string>, row: DbRecord): ApiRecord {
  const record: ApiRecord = {}
  for (const field of fields) {
    const value = row[field]
    if (value === null || value === undefined) continue
    record[field] = toJsonValue(value)
  }
  return record
}

/** Every known field of the row, hidden ones included (for hooks and diffs inside the service). */
export const rowToRecord = (model: CollectionModel, row: DbRecord): ApiRecord => pick(model.known, row)

/**
 * For a service's own calls that answer or publish a row outside the engine (login answering the
 * user, say): the record as the engine would answer it, hidden fields removed, and for an enduser
 * session hiddenFromEndusers ones too.
 */
export function toApiRecord<C extends Collection>(collection: C, row: DbRecord, session?: Pick<Session, 'type'>): RowOf<C> {
  // the contract's fields only, Dates as ISO strings: the record schema's shape (RowOf)
  return project(session, collection, pick([...Object.keys(baseRecordShape), ...Object.keys(collection.fields)], row)) as RowOf<C>
}

/** What may leave the service in events: no hidden field, secrets redacted (subscribers filter per session). */
export const withoutHidden = (model: CollectionModel, record: ApiRecord): ApiRecord => projectForSystem(model.collection, record)

/** The record as `session` may see it (contracts' `project`): a copy, never the stored object. */
export const forAudience = (model: CollectionModel, record: ApiRecord, session: Session): ApiRecord => {
  const visible = project(session, model.collection, record)
  return visible === record ? { ...record } : visible
}

/** The answer for one row: serialised, passed through `afterRead`, then stripped for the caller (so a hook cannot leak). */
export async function present(model: CollectionModel, hooks: CollectionHooks, row: DbRecord, ctx: OperationContext & { session: Session }): Promise<ApiRecord> {
  let record = rowToRecord(model, row)
  if (hooks.afterRead) record = (await hooks.afterRead(record, ctx)) ?? record
  return forAudience(model, record, ctx.session)
}

export function presentAll(model: CollectionModel, hooks: CollectionHooks, rows: DbRecord[], ctx: OperationContext & { session: Session }): Promise<ApiRecord[]> {
  return Promise.all(rows.map((row) => present(model, hooks, row, ctx)))
}
