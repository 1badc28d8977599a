// A fetch double for unit tests: records each request and answers from a handler.
import type { FetchLike } from '../src/http/types.ts'

export interface SentRequest {
  method: string
  url: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body?: unknown
}

export type Reply = { status?: number; body?: unknown } | 'network-error'

export function fakeFetch(handler: (req: SentRequest) => Reply | Promise<Reply>) {
  const requests: SentRequest[] = []
  const fetch: FetchLike = async (url, init) => {
    const u = new URL(url, 'http://api.test')
    const req: SentRequest = {
      method: init.method,
      url,
      path: u.pathname,
      query: Object.fromEntries(u.searchParams),
      headers: init.headers,
      ...(init.body !== undefined ? { body: JSON.parse(init.body) } : {}),
    }
    requests.push(req)
    const reply = await handler(req)
    if (reply === 'network-error') throw new TypeError('fetch failed')
    const status = reply.status ?? 200
    const text = reply.body === undefined ? '' : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
    return { status, ok: status >= 200 && status < 300, text: async () => text }
  }
  return { fetch, requests }
}

/** lets pending promise callbacks run (timers stay mocked) */
export const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await new Promise<void>((r) => setImmediate(r))
}

export const silentLogger = () => {
  const lines: { level: string; message: string }[] = []
  const at = (level: string) => (message: string) => void lines.push({ level, message })
  return { logger: { info: at('info'), warn: at('warn'), error: at('error') }, lines }
}

let seq = 0
/** a record like the API answers */
export const rec = <F extends Record<string, unknown>>(fields: F = {} as F) => ({
  id: (++seq).toString(16).padStart(24, '0'),
  businessId: 'b'.repeat(24),
  organizationIds: [],
  creator: 'c'.repeat(24),
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, seq)).toISOString(),
  ...fields,
})
