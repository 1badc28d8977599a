// Client-side constants of spec 2 §9 and spec 3 §9 that contracts does not hold (spec 1 §9's
// session and socket numbers are imported from @care/contracts/constants instead).
export {
  SESSION_AUTO_REFRESH_MS,
  SOCKET_AUTH_MAX_ATTEMPTS,
  SOCKET_AUTH_RETRY_DELAY_MS,
  SOCKET_RECONNECT_THROTTLE_MS,
} from '@care/contracts/constants'

/** A session refresh happens at most once per this interval. */
export const SESSION_REFRESH_THROTTLE_MS = 10_000
/** Records per collection page (equals contracts' DEFAULT_PAGE_SIZE; a test keeps them equal). */
export const PAGE_SIZE = 500
/** getByIds gathers ids for this long, then sends one bulk read. */
export const ID_BATCH_DELAY_MS = 250
/** A load repeated within this window is answered from the cache. */
export const RECENTLY_FETCHED_MS = 5000
/** A refetch interval must be greater than this. */
export const MIN_REFETCH_INTERVAL_MS = 5000
export const REFETCH_INTERVAL_MESSAGE = `Refetch interval must be greater than ${MIN_REFETCH_INTERVAL_MS} ms`
