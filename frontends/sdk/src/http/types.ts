export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** What the SDK needs of `fetch`: the standard one, or any compatible function. */
export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => Promise<{
  status: number
  ok: boolean
  text(): Promise<string>
}>

export interface CallOptions {
  /** send this token instead of the session's (a sign-in link token, say) */
  authToken?: string
  /** internal: the refresh call itself must not trigger a refresh */
  skipRefresh?: boolean
}
