// A chaos scenario: one fault, made and healed while the runner writes and its subscribers listen.
import type { FaultRun } from './writes.ts'
import type { ChaosTarget } from './target.ts'

export interface Scenario {
  name: string
  /** makes the fault and heals it; resolves once it is healed (the recovery time counts from then) */
  fault(target: ChaosTarget): Promise<void>
  /** figures of the fault for the printed table */
  facts(): Record<string, number | boolean>
  /** the scenario's own checks after the run (the runner's common ones are made too) */
  check(run: FaultRun): Promise<void>
}

/** How long an outage lasts at least (CHAOS_OUTAGE_MS): long enough for retries to pile up. */
export const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_MS ?? 3_000)

/** Holds the fault until `OUTAGE_MS` after `since`: the outage's length, not a wait for an outcome. */
export const holdOutage = (since: number) => new Promise((r) => setTimeout(r, Math.max(0, OUTAGE_MS - (Date.now() - since))))
