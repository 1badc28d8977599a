// Request URLs and bodies. GET and DELETE carry their input in the query string, objects and
// arrays as JSON values (`filter={"fname":"Ann"}`), which the gateway parses like nested keys.
import type { HttpMethod } from './types.ts'

export type Input = Record<string, unknown> | undefined

/** `/enduser/:id` with `{ id: 'x', … }` → `/enduser/x` and the input without `id`. */
export function fillPath(path: string, input: Input): { path: string; rest: Input } {
  if (!path.includes(':')) return { path, rest: input }
  const rest: Record<string, unknown> = { ...input }
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = rest[name]
    if (value === undefined || value === null || value === '') throw new TypeError(`Missing path parameter ${name} for ${path}`)
    delete rest[name]
    return encodeURIComponent(String(value))
  })
  return { path: filled, rest }
}

export function toQueryString(input: Input): string {
  if (!input) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue
    params.append(key, value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  const s = params.toString()
  return s ? `?${s}` : ''
}

export const sendsBody = (method: HttpMethod) => method !== 'GET' && method !== 'DELETE'

export interface RequestParts {
  url: string
  body?: string
}

/** The URL (below `apiUrl`, which ends in `/v1`) and JSON body of one call. */
export function requestParts(apiUrl: string, method: HttpMethod, path: string, input: Input): RequestParts {
  const relative = path.startsWith('/') ? path : `/${path}`
  const { path: filled, rest } = fillPath(relative, input)
  if (sendsBody(method)) return { url: `${apiUrl}${filled}`, body: JSON.stringify(rest ?? {}) }
  return { url: `${apiUrl}${filled}${toQueryString(rest)}` }
}
