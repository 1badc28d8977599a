// What the collections' hooks need beyond their database client, registered by the service's setup
// for that client (hooks are built from the client alone): a patient's and a user's display
// information, asked of identity over the bus (never its tables), and the clock.
import type { OperationContext } from '@care/kit/runtime/operation'

export interface DisplayInfo {
  displayName?: string
  avatar?: string
}

export interface SchedulingRuntime {
  /** what an RSVP shows of its creator by default (identity: a patient's profile or a user's display info) */
  displayInfo(who: { type: 'user' | 'enduser'; id: string }, ctx: OperationContext): Promise<DisplayInfo>
  now(): number
}

const runtimes = new WeakMap<object, SchedulingRuntime>()

export const registerRuntime = (db: object, runtime: SchedulingRuntime) => void runtimes.set(db, runtime)

export function runtimeOf(db: object): SchedulingRuntime {
  const runtime = runtimes.get(db)
  if (!runtime) throw new Error('scheduling: the service has not registered its runtime for this database client')
  return runtime
}
