// A reaction: what a service does when another part of the platform changed something, declared
// once with `onEvent` and run by `startReactions` (start.ts) on a durable consumer of its own.
import type { BusEvent } from '@care/contracts/bus'
import type { Logger } from 'pino'
import type { Transaction } from '../repository/index.ts'

export interface ReactionContext {
  /** the transaction the reaction's writes belong to: they commit with the "processed" mark, or not at all */
  tx: Transaction
  /** the business the event belongs to (system repositories are opened for it) */
  businessId: string
  log: Logger
  /** which delivery this is (1 = first) within this process */
  attempt: number
}

export type ReactionHandler = (event: BusEvent, ctx: ReactionContext) => Promise<void>

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

export function onEvent(name: string, subjects: string | string[], handler: ReactionHandler, options: ReactionOptions = {}): Reaction {
  const list = Array.isArray(subjects) ? subjects : [subjects]
  if (!/^[a-z0-9][a-z0-9-]*$/i.test(name)) throw new Error(`reaction name '${name}': letters, digits and dashes only`)
  if (!list.length || list.some((s) => !s.startsWith('evt.'))) throw new Error(`reaction ${name}: subjects must be event subjects (evt.…)`)
  return { name, subjects: list, handler, options }
}
