// One /v1 call: URL and body, credentials, answer or CareApiError, and the 'Unauthenticated'
// rule of spec 1 §8 (the handler runs; unless it handles it, the stored session is cleared).
import { CareApiError, errorFromResponse, isUnauthenticated, noResponseError } from '../errors.ts'
import { requestParts, type Input } from './query.ts'
import type { CallOptions, FetchLike, HttpMethod } from './types.ts'

export interface TransportDeps {
  apiUrl: string
  fetch: FetchLike
  /** the current session token, read on every call */
  authToken: () => string | undefined
  apiKey?: string
  /** before an authenticated call (session refresh when due) */
  beforeAuthenticatedCall?: () => void
  onUnauthenticated?: (error: CareApiError) => boolean | void | Promise<boolean | void>
  clearSession: () => void
}

async function readBody(res: { text(): Promise<string> }): Promise<unknown> {
  let text: string
  try {
    text = await res.text()
  } catch {
    return undefined
  }
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export type Call = <T = unknown>(method: HttpMethod, path: string, input?: Input, options?: CallOptions) => Promise<T>

export function createTransport(d: TransportDeps): Call {
  const unauthenticated = async (error: CareApiError, tokenSent: string | undefined) => {
    let handled: boolean | void
    try {
      handled = await d.onUnauthenticated?.(error)
    } catch {
      handled = false
    }
    // a newer session stored while this call was in flight is not the one that failed
    if (handled !== true && d.authToken() === tokenSent) d.clearSession()
  }

  return async function call<T>(method: HttpMethod, path: string, input?: Input, options: CallOptions = {}): Promise<T> {
    const { url, body } = requestParts(d.apiUrl, method, path, input)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const token = options.authToken ?? d.authToken()
    if (token) {
      headers.authorization = `Bearer ${token}`
      if (!options.skipRefresh && !options.authToken) d.beforeAuthenticatedCall?.()
    } else if (d.apiKey) {
      headers.authorization = `API_KEY ${d.apiKey}`
    }
    let res: Awaited<ReturnType<FetchLike>>
    try {
      res = await d.fetch(url, { method, headers, ...(body !== undefined ? { body } : {}) })
    } catch {
      throw noResponseError()
    }
    const data = await readBody(res)
    if (res.ok) return data as T
    const error = errorFromResponse(res.status, data)
    if (isUnauthenticated(error)) await unauthenticated(error, token)
    throw error
  }
}
