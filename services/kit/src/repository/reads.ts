// The read side the named calls need beyond get/row/find: counts, rows ordered or narrowed to some
// fields, a lookup by a key unique across businesses (before the business is known: a sign-in's
// email, an API key's hash, a subdomain), and the access check for a row in hand. With these, a
// service's code never reads a collection's table through its Prisma client (eslint.config.js's
// care/no-raw-prisma rule).
import { forbidden, notFound } from '@care/contracts/errors'
import { mayAct, mayRead, type AccessAction, type ParentInHand } from '@care/contracts/access/visibility'
import type { Session } from '@care/contracts/session'
import type { Engine } from '../collections/context.ts'
import type { DbRecord, Where } from '../collections/types.ts'
import type { Transaction } from './system-repository.ts'

/**
 * A stored row as read: every column (`S`), or only the `fields` asked for (`F`, a Prisma select).
 * `F` is `never` when no fields are named.
 */
export type Narrowed<S, F extends PropertyKey> = [F] extends [never] ? S : Pick<S, F & keyof S>

export interface FindOptions<F extends string = string> {
  /** read inside this transaction */
  tx?: Transaction
  /** at most this many rows */
  take?: number
  /** Prisma's orderBy; the newest first (`{ id: 'desc' }`) when not given */
  orderBy?: Record<string, 'asc' | 'desc'> | Record<string, 'asc' | 'desc'>[]
  /** only these fields of each row (a Prisma select): for hot paths that need a few columns */
  fields?: readonly F[]
}

export interface LookupOptions<F extends string = string> {
  tx?: Transaction
  /** only these fields of the row (a Prisma select) */
  fields?: readonly F[]
}

export interface AssertMayOptions {
  /** the 404's message when the caller may not read the row (the default: a missing record's) */
  notFound?: string
  /** the 403's message when they may read it but not do `action` (the default: 'Inaccessible') */
  forbidden?: string
  /**
   * what a row the caller may not read answers: 404 (the default: a record they may not read does
   * not exist for them), or 403 when the call names the record itself (a patient naming another)
   */
  unreadable?: 'notFound' | 'forbidden'
  /** the parent the row is read through (the contract's accessVia), when in hand */
  parent?: ParentInHand
}

export const selectOf = (fields: readonly string[] | undefined) =>
  fields?.length ? { select: Object.fromEntries(fields.map((f) => [f, true])) } : {}

/** Rows of the business matching `where`, ordered (newest first unless told), optionally narrowed. */
export function findRows(engine: Engine, businessId: string, where: Where, options: FindOptions = {}): Promise<DbRecord[]> {
  return engine.delegate(options.tx).findMany({
    where: { AND: [where], businessId },
    orderBy: options.orderBy ?? [{ id: 'desc' }],
    ...(options.take !== undefined ? { take: options.take } : {}),
    ...selectOf(options.fields),
  })
}

export async function findRow(engine: Engine, businessId: string, where: Where, options: Omit<FindOptions, 'take'> = {}): Promise<DbRecord | undefined> {
  return (await engine.delegate(options.tx).findFirst({ where: { AND: [where], businessId }, orderBy: options.orderBy ?? [{ id: 'desc' }], ...selectOf(options.fields) })) ?? undefined
}

/** How many rows of the business match `where` (any Prisma condition: `{ submittedAt: { not: null } }`). */
export function countRows(engine: Engine, businessId: string, where: Where, options: { tx?: Transaction } = {}): Promise<number> {
  return engine.delegate(options.tx).count({ where: { AND: [where], businessId } })
}

/**
 * The row whose unique key is `key`, whatever its business: `{ id }`, a column unique across the
 * platform (`{ email }`, `{ hashedKey }`, `{ subdomain }`) or a compound key
 * (`{ businessId_email: {…} }`). Prisma refuses a key that is not unique, so this never becomes a
 * search across businesses. The stored row (hidden fields included): for the service's own checks.
 */
export async function lookup(engine: Engine, key: Where, options: LookupOptions = {}): Promise<DbRecord | undefined> {
  return (await engine.delegate(options.tx).findUnique({ where: key, ...selectOf(options.fields) })) ?? undefined
}

/**
 * The one visibility rule (contracts' mayAct/mayRead) for a named call acting for `session` on a
 * row in hand: a row the caller may not read answers 404 as a missing one would; one they may read
 * but not `action` answers 403. A create checks the record about to be written (403 only).
 */
export function assertMay(engine: Engine, session: Session, action: AccessAction, row: DbRecord, options: AssertMayOptions = {}): void {
  const contract = engine.collection
  const refuse = () => forbidden(options.forbidden)
  if (action !== 'create' && !mayRead(session, contract, row, options.parent)) {
    throw options.unreadable === 'forbidden' ? refuse() : notFound(options.notFound)
  }
  if (action !== 'read' && !mayAct(session, contract, action, row, options.parent)) throw refuse()
}
