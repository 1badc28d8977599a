// Every id reference a collection declares (contracts: `references`) must name a record of the
// caller's business (issue #18 item 9): a ticket's care plan, a note's ticket, a response's parent,
// a field's previous fields, the patient a record is about… Another business's id, or nobody's, is
// refused with 400 naming the field. One check for every collection and every write — create,
// createSome and an update that writes new ids (the generic calls, and named calls through a
// session repository; named calls writing a caller's ids through a system repository pass
// `referencesOf`) — costing one lookup per referenced collection per write, none when the write
// names no reference. Who answers a lookup is the service's connection (ids-of-business.ts): its
// own repositories, or the owning service over the bus. System work (no session: reactions) and a
// patient naming themselves are not asked about.
import { ApiError } from '@care/contracts/errors'
import type { Collection } from '@care/contracts/collections/define'
import type { Session } from '@care/contracts/session'
import type { OperationContext } from '../runtime/operation.ts'
import { idsAt, referencesOf, type Reference } from './reference-paths.ts'

export const ENDUSER_OF_ANOTHER_BUSINESS = 'enduserId must name a patient of your business'

/** the refusal's message: patients are named as such (the enduserId rule's words), any other record as a record */
export const referenceRefusal = (field: string, collection: string) =>
  collection === 'endusers' ? `${field} must name a patient of your business` : `${field} must name a record of your business`

/** the ids, among `ids`, of records of the session's business in `collection` */
export type IdsOfBusiness = (collection: string, ids: string[], session: Session, ctx: OperationContext) => Promise<ReadonlySet<string>>

// A service connects its database client when it starts (the kit's startService); the engines
// built on that client find the lookup here.
const connected = new WeakMap<object, IdsOfBusiness>()
export const connectReferences = (db: object, lookup: IdsOfBusiness): void => void connected.set(db, lookup)

type Record_ = Record<string, unknown>

/** the ids each reference of `record` newly names (not already held by `before`), the caller's own patient id left out */
function named(refs: Reference[], record: Record_, before: Record_ | undefined, session: Session): Map<Reference, string[]> {
  const out = new Map<Reference, string[]>()
  for (const ref of refs) {
    const held = before ? new Set(idsAt(before, ref.path)) : undefined
    const ids = idsAt(record, ref.path).filter((id) => !held?.has(id) && !(ref.collection === 'endusers' && session.type === 'enduser' && id === session.id))
    if (ids.length) out.set(ref, ids)
  }
  return out
}

/**
 * For each record (an update's changes, with `before` its stored record), the 400 refusing it, or
 * undefined: one lookup per referenced collection for all of them together.
 */
export async function referencesRefused(db: object, collection: Pick<Collection, 'name' | 'references'>, records: readonly Record_[], ctx: OperationContext, before?: Record_): Promise<(ApiError | undefined)[]> {
  const refs = referencesOf(collection)
  const session = ctx.session
  if (!refs.length || !session) return records.map(() => undefined)
  const perRecord = records.map((r) => named(refs, r, before, session))
  const wanted = new Map<string, Set<string>>()
  for (const names of perRecord) {
    for (const [ref, ids] of names) {
      const set = wanted.get(ref.collection) ?? new Set<string>()
      for (const id of ids) set.add(id)
      wanted.set(ref.collection, set)
    }
  }
  if (!wanted.size) return records.map(() => undefined)
  const lookup = connected.get(db)
  if (!lookup) throw new Error(`collection ${collection.name}: references cannot be checked: its database client is not connected (connectReferences, done by startService)`)
  const found = new Map(await Promise.all([...wanted].map(async ([target, ids]) => [target, await lookup(target, [...ids], session, ctx)] as const)))
  return perRecord.map((names) => {
    for (const [ref, ids] of names) {
      if (ids.every((id) => found.get(ref.collection)!.has(id))) continue
      const message = referenceRefusal(ref.field, ref.collection)
      return new ApiError(400, message, [{ field: ref.field, message }])
    }
    return undefined
  })
}

/** Refuses (400, naming the field) a record — or an update's changes to `before` — naming another business's record. */
export async function checkReferences(db: object, collection: Pick<Collection, 'name' | 'references'>, record: Record_, ctx: OperationContext, before?: Record_): Promise<void> {
  const [refused] = await referencesRefused(db, collection, [record], ctx, before)
  if (refused) throw refused
}
