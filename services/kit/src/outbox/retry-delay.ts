// Exponential backoff with jitter for failed publishes: a bus outage is not hammered, and replicas
// that failed together do not retry in lockstep.

export interface RetryPolicy {
  /** delay after the first failure */
  baseMs: number
  /** ceiling of the delay */
  maxMs: number
}

/** ms to wait after the `failures`-th consecutive failure (1, 2, …): between half and all of base·2^(n-1), capped. */
export function retryDelay(failures: number, policy: RetryPolicy): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2)
}
