// What createCareClient accepts, and the defaults that make it work in a browser unchanged.
import type { FetchLike } from './http/types.ts'
import type { LiveSocketConstructor } from './live/socket.ts'
import type { SessionKind, StorageLike } from './session/storage.ts'
import type { CareApiError } from './errors.ts'

export interface Logger {
  info(message: string, ...rest: unknown[]): void
  warn(message: string, ...rest: unknown[]): void
  error(message: string, ...rest: unknown[]): void
}

export interface CareClientOptions {
  /** origin of the gateway, e.g. `http://localhost:8080`; '' (default) = the page's origin. `/v1` is added. */
  apiBaseUrl?: string
  kind: SessionKind
  /** default: `localStorage` when usable, else memory */
  storage?: StorageLike
  /** default: `globalThis.fetch` */
  fetch?: FetchLike
  /** default: `globalThis.WebSocket` (Node 20 has none: pass `WebSocket` from `ws`) */
  WebSocket?: LiveSocketConstructor
  /** runs on 'Unauthenticated'; answer `true` when handled, otherwise the stored session is cleared */
  onUnauthenticated?: (error: CareApiError) => boolean | void | Promise<boolean | void>
  /** the organization, for enduser sign-in calls */
  businessId?: string
  /** partners: authenticate with `Authorization: API_KEY <key>` instead of a session */
  apiKey?: string
  /** where "logged only" failures go (default `console`) */
  logger?: Logger
  /** the clock (default `Date.now`) */
  now?: () => number
  /**
   * records per page of a cached collection (default PAGE_SIZE, the spec's 500); a component test
   * pages through a few records with a small one instead of rendering hundreds
   */
  pageSize?: number
}

/** `http://host:8080/` → `http://host:8080/v1`; '' → `/v1` (same origin). */
export const apiUrlOf = (base = '') => `${base.replace(/\/+$/, '').replace(/\/v1$/, '')}/v1`

export function defaultFetch(): FetchLike {
  const f = (globalThis as { fetch?: FetchLike }).fetch
  if (!f) throw new TypeError('No fetch available: pass the fetch option')
  return f.bind(globalThis) as FetchLike
}
