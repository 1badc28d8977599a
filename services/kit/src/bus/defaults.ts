// Defaults shared by both bus implementations so standalone and distributed modes time out,
// redeliver and de-duplicate alike.

export const DEFAULT_TIMEOUT_MS = 10_000
export const DEFAULT_ACK_WAIT_MS = 30_000
export const DEFAULT_MAX_DELIVER = 10
/** JetStream's own default; long enough to cover an outbox relay re-publishing after a crash. */
export const DUPLICATE_WINDOW_MS = 2 * 60_000
/** Events are a change feed, not an archive: a consumer down for longer than this has to resync. */
export const EVENTS_MAX_AGE_MS = 7 * 24 * 3600_000

const FIRST_RETRY_MS = 100
const MAX_RETRY_MS = 10_000

/**
 * Delay before redelivering an event whose handler threw on delivery number `deliveries`:
 * exponential from 100 ms, never past the ack wait (a redelivery would come then anyway).
 */
export function retryDelayMs(deliveries: number, ackWaitMs: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, deliveries - 1), MAX_RETRY_MS, ackWaitMs)
}
