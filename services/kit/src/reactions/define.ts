// A reaction: what a service does when another part of the platform changed something, declared
// once with `onEvent` and run by `startReactions` (start.ts) on a durable consumer of its own.
//
// An event of a collection's subject (`evt.endusers.deleted`, or a list of them) hands the handler its
// records typed from the contract: `RowOf<C>` less the hidden fields (events never carry them), plus
// whatever else a write added (a merge's `mergedInto` on a deleted patient). Wildcard subjects
// (`evt.*.deleted`) and collections contracts do not declare give plain records.
import type { BusEvent } from '@care/contracts/bus'
import type { Collection } from '@care/contracts/collections/define'
import type { DeclaredCollection } from '@care/contracts/collections/index'
import type { Logger } from 'pino'
import type { ApiRecord } from '../collections/types.ts'
import type { RowOf, Transaction } from '../repository/index.ts'

export interface ReactionContext {
  /** the transaction the reaction's writes belong to: they commit with the "processed" mark, or not at all */
  tx: Transaction
  /** the business the event belongs to (system repositories are opened for it) */
  businessId: string
  log: Logger
  /** which delivery this is (1 = first) within this process */
  attempt: number
}

/** A record of `C` as its events carry it: no hidden field; a write may add fields of its own (`mergedInto`). */
export type EventRecordOf<C extends Collection> = Omit<RowOf<C>, NonNullable<C['hidden']>[number]> & ApiRecord

/** The records of the events of `subject`: typed from the contract of the collection it names. */
export type EventRecordFor<S extends string> = S extends `evt.${infer N}.${string}`
  ? [Extract<DeclaredCollection, { name: N }>] extends [never] ? ApiRecord : EventRecordOf<Extract<DeclaredCollection, { name: N }>>
  : ApiRecord

/**
 * What a reaction does with one event. Declared through a method so that a handler of typed records
 * fits a list of reactions (the runtime hands each handler only the events of its own subjects).
 */
export type ReactionHandler<R extends ApiRecord = ApiRecord> = { handle(event: BusEvent<R>, ctx: ReactionContext): Promise<void> }['handle']

export interface ReactionOptions {
  /** failed applications of one event before it is given up into care_background_errors; default 5 */
  maxAttempts?: number
  /** ms a delivery may run before the bus redelivers it; default 30 000 */
  ackWaitMs?: number
}

export interface Reaction {
  /** unique within the service; names the durable consumer(s) and the processed-events rows */
  name: string
  /** event subjects, e.g. `evt.endusers.deleted` (wildcards allowed: `evt.*.deleted`) */
  subjects: string[]
  handler: ReactionHandler
  options: ReactionOptions
}

/**
 * A reaction to the events of `subjects`: `onEvent('drop-tickets', 'evt.endusers.deleted', async (event, { tx, businessId }) => …)`
 * gets `event.records` typed from the endusers contract.
 */
export function onEvent<const S extends string | readonly string[]>(
  name: string, subjects: S, handler: ReactionHandler<EventRecordFor<S extends readonly string[] ? S[number] : S>>, options: ReactionOptions = {},
): Reaction {
  const list: string[] = typeof subjects === 'string' ? [subjects] : [...subjects]
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(name)) throw new Error(`reaction name '${name}': letters, digits and dashes only`)
  if (!list.length || list.some((s) => !s.startsWith('evt.'))) throw new Error(`reaction ${name}: subjects must be event subjects (evt.…)`)
  return { name, subjects: list, handler, options }
}
