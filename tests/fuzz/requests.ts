// A FuzzCase of a route → the HTTP request that carries it: path parameters filled (an id from the
// pool, or junk percent-encoded byte for byte, lone surrogates included), the payload as the query
// string of a GET (JSON text for non-strings, as axios sends them) or as the JSON body of any other
// method, with its hostile change spliced in as raw JSON text.
import type { RouteDef } from '@care/contracts/routes/index'
import { BODY_VARIANTS, QUERY_VARIANTS, type FuzzCase, type Mutation } from './cases.ts'
import { hostileJson, type Hostile } from './hostile.ts'
import type { IdPool } from './id-pool.ts'

export interface HttpRequest {
  method: string
  /** path and query below the origin */
  target: string
  headers: Record<string, string>
  body?: string
}

/** stands in a payload for the hostile value until the JSON text is written */
const SLOT = '\u0001hostile-slot\u0001'
const SLOT_JSON = JSON.stringify(SLOT)

/** A well-formed id no record has: what a path gets when the pool has none for its collection. */
export const UNKNOWN_ID = '0123456789abcdef01234567'

/** Percent-encodes any UTF-16 text, a lone surrogate as the bytes its code point would take (invalid UTF-8, on purpose). */
export function percentEncode(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00
    if (pair) {
      out += encodeURIComponent(text.slice(i, i + 2))
      i++
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += `%${(0xe0 | (unit >> 12)).toString(16)}%${(0x80 | ((unit >> 6) & 0x3f)).toString(16)}%${(0x80 | (unit & 0x3f)).toString(16)}`.toUpperCase()
    } else {
      out += encodeURIComponent(text[i])
    }
  }
  return out
}

/** `.` and `..` (however encoded) are resolved away by URL parsing and would call another route */
const dotSegment = (s: string) => s !== '' && /^(\.|%2e)+$/i.test(s)

function fillPath(route: RouteDef, c: FuzzCase, pool: IdPool): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const v = c.params[name]
    if (!v) return UNKNOWN_ID
    if ('pick' in v) return pool.pick(route.collection ?? route.operation, c.principal, v.pick) ?? UNKNOWN_ID
    const segment = v.raw ? v.junk : percentEncode(v.junk)
    return dotSegment(segment) ? `${segment}x` : segment
  })
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** A copy of `payload` with SLOT where the mutation puts its hostile value (an own property, even for `__proto__`). */
function withSlot(payload: Record<string, unknown>, m: Extract<Mutation, { kind: 'value' }>): Record<string, unknown> {
  const copy = structuredClone(payload)
  let target = copy
  for (const step of m.path.slice(0, -1)) {
    const keys = Object.keys(target)
    const child = keys.length ? target[keys[step % keys.length]] : undefined
    if (!isPlainObject(child)) break
    target = child
  }
  const keys = Object.keys(target)
  const key = m.newKey ?? (keys.length ? keys[m.path[m.path.length - 1] % keys.length] : 'a')
  Object.defineProperty(target, key, { value: SLOT, enumerable: true, writable: true, configurable: true })
  return copy
}

/** the JSON text of `value` with the slot (if any) replaced by the hostile text */
const jsonWith = (value: unknown, hostile: string | undefined) => {
  const text = JSON.stringify(value)
  return hostile === undefined ? text : text.replace(SLOT_JSON, () => hostile)
}

/** a hostile value as a whole query value: text goes as itself (a query value is text), the rest as JSON */
function queryText(h: Hostile): string {
  if (h.kind === 'unicode' || h.kind === 'null-byte') return h.value
  if (h.kind === 'huge-string') return 'x'.repeat(h.length)
  return hostileJson(h)
}

function queryString(payload: Record<string, unknown>, h: Hostile | undefined): string {
  const hostile = h && hostileJson(h)
  const pairs: string[] = []
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined) continue
    const text = value === SLOT ? queryText(h!) : typeof value === 'string' ? value : jsonWith(value, hostile)
    pairs.push(`${percentEncode(key)}=${percentEncode(text)}`)
  }
  return pairs.join('&')
}

export function buildRequest(route: RouteDef, c: FuzzCase, pool: IdPool, authorization: string | undefined): HttpRequest {
  const headers: Record<string, string> = authorization ? { authorization } : {}
  const path = `/v1${fillPath(route, c, pool)}`
  const m = c.mutation
  const payload = m?.kind === 'value' ? withSlot(c.payload, m) : c.payload
  const h = m?.kind === 'value' ? m.hostile : undefined
  if (route.method === 'GET') {
    const query = m?.kind === 'query' ? QUERY_VARIANTS[m.variant] : queryString(payload, h)
    return { method: 'GET', target: query ? `${path}?${query}` : path, headers }
  }
  if (m?.kind === 'body') {
    const [type, body, encoding] = BODY_VARIANTS[m.variant] as readonly [string, string, string?]
    return { method: route.method, target: path, headers: { ...headers, 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) }, ...(body ? { body } : {}) }
  }
  return { method: route.method, target: path, headers: { ...headers, 'content-type': 'application/json' }, body: jsonWith(payload, h && hostileJson(h)) }
}
