// The two Authorization schemes clients send: `Bearer <token>` (user and enduser sessions) and
// `API_KEY <key>` (partners). Anything else is no credential at all.

export type Scheme = 'Bearer' | 'API_KEY'

export interface Credentials {
  scheme: Scheme
  value: string
  /** normalised header value, also the cache key */
  authorization: string
}

const HEADER = /^\s*(bearer|api_key)\s+(\S+)\s*$/i

export function parseAuthorization(header: string | undefined): Credentials | undefined {
  if (!header) return undefined
  const m = HEADER.exec(header)
  if (!m) return undefined
  const scheme: Scheme = m[1].toLowerCase() === 'bearer' ? 'Bearer' : 'API_KEY'
  return { scheme, value: m[2], authorization: `${scheme} ${m[2]}` }
}

/** Every cache key a raw token or key may be stored under. */
export const authorizationsFor = (value: string): string[] => [`Bearer ${value}`, `API_KEY ${value}`]
