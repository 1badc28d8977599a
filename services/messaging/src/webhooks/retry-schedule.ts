// When a failed delivery is tried again: exponential backoff from 30 s (×4 each time, at most 16 h),
// nine retries after the first attempt — the last about 3 days (75 h) after it.
//   attempt 1 at once, then after 30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min, 16 h, 16 h, 16 h

export const DEFAULT_RETRY_DELAYS_SECONDS: readonly number[] = [30, 120, 480, 1920, 7680, 30720, 57600, 57600, 57600]

/** seconds before retry number `retry` (0 = the first retry), or undefined when none is left */
export const retryDelay = (delays: readonly number[], retry: number): number | undefined => delays[retry]
