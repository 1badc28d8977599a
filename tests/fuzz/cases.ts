// What the fuzzer sends to one route, as data fast-check generates from the route's declaration:
// who calls (a kind the route allows, or one it does not), what fills its path parameters (an id the
// caller made, or junk), a payload of the input schema's shape, and at most one hostile change to it
// — a hostile value at a key (top level or one level down), a whole body that is not what a JSON
// call expects, or a query string built to hurt the parser.
import fc from 'fast-check'
import type { RouteDef } from '@care/contracts/routes/index'
import { hostileArbitrary, type Hostile } from './hostile.ts'
import { admits, FUZZ_PRINCIPALS, type FuzzPrincipal } from './principals.ts'
import { zodArbitrary } from './zod-arbitrary.ts'

/** a path parameter: the `pick`-th id of the pool, or a junk segment (`raw`: sent without encoding) */
export type ParamValue = { pick: number } | { junk: string; raw?: boolean }

/** whole-body replacements for calls with a JSON body: [content-type, text, content-encoding?] */
export const BODY_VARIANTS = {
  'no-body': ['application/json', ''],
  'json-null': ['application/json', 'null'],
  'json-string': ['application/json', '"text"'],
  'json-number': ['application/json', '123'],
  'top-level-array': ['application/json', '[{"a":1},2]'],
  'cut-json': ['application/json', '{"a":{"b":'],
  'trailing-garbage': ['application/json', '{"a":1}garbage'],
  'nan-literal': ['application/json', '{"a":NaN,"b":-Infinity}'],
  'bom-prefixed': ['application/json', '\ufeff{"a":1}'],
  'nul-in-json': ['application/json', '{"a":"\u0000"}'],
  'text-plain-json': ['text/plain', '{"a":1}'],
  'form-urlencoded': ['application/x-www-form-urlencoded', 'a=1&b[c]=2&__proto__[x]=1'],
  'multipart-to-json-route': ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  'utf16-charset': ['application/json; charset=utf-16', '{"a":1}'],
  'unknown-charset': ['application/json; charset=klingon', '{"a":1}'],
  'gzip-garbage': ['application/json', 'not gzip at all', 'gzip'],
  'unknown-encoding': ['application/json', '{"a":1}', 'snappy'],
} as const satisfies Record<string, readonly [string, string, string?]>
export type BodyVariant = keyof typeof BODY_VARIANTS

/** query strings built to hurt a parser (qs: depth, parameter and array limits, prototypes) */
export const QUERY_VARIANTS = {
  'prototype-keys': '__proto__[polluted]=1&constructor[prototype][polluted]=1&filter[__proto__][x]=1',
  'deep-brackets': `a${'[a]'.repeat(2_000)}=1`,
  'many-params': 'ids[]=0123456789abcdef01234567&'.repeat(600),
  'array-index-hole': 'ids[99999999]=x&ids[0]=y&limit[]=1',
  'duplicated-keys': 'id=a&id=b&limit=1&limit=2&filter=x&filter={"a":1}',
  'malformed-percent': 'a=%E0%A4%A&b=%&c=%ZZ&%=1',
  'odd-numbers': 'limit=NaN&from=Infinity&to=-1e400&lastId=1e400',
  'too-long-for-a-header': `q=${'x'.repeat(20_000)}`,
} as const
export type QueryVariant = keyof typeof QUERY_VARIANTS

export type Mutation =
  | { kind: 'value'; path: number[]; newKey?: string; hostile: Hostile }
  | { kind: 'body'; variant: BodyVariant }
  | { kind: 'query'; variant: QueryVariant }

export interface FuzzCase {
  principal: FuzzPrincipal
  /** whether the route admits the principal (when not, it must never answer 2xx) */
  allowed: boolean
  params: Record<string, ParamValue>
  payload: Record<string, unknown>
  mutation?: Mutation
}

/** the `:name` parameters of an express-style path */
export const pathParams = (path: string): string[] => path.split('/').filter((s) => s.startsWith(':')).map((s) => s.slice(1))

const junkSegment: fc.Arbitrary<ParamValue> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map((junk) => ({ junk })),
  fc.constantFrom('not-an-id', '0123456789abcdef01234567', 'ffffffffffffffffffffffff', 'ABCDEF0123456789ABCDEF01', '0123456789abcdef0123456', '0123456789abcdef012345678', '', ' ', 'null', 'undefined', '[object Object]', '{}', '__proto__', 'constructor', 'a/b', 'x'.repeat(5_000)).map((junk) => ({ junk })),
  fc.constantFrom('%E0%A4%A', '%', '%00', '%ED%A0%80', '%C0%AF', '%2e%2e%2fx', '%0d%0aSet-Cookie:x=1').map((junk) => ({ junk, raw: true })),
)

const paramValue: fc.Arbitrary<ParamValue> = fc.oneof({ weight: 3, arbitrary: fc.nat().map((pick) => ({ pick })) }, { weight: 2, arbitrary: junkSegment })

/** a new key to put a hostile value under: a prototype key, one that looks like a field, or anything */
const newKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'businessId', 'creator', 'updates', 'filter'), fc.string({ unit: 'binary', maxLength: 10 }))

function mutationArbitrary(route: RouteDef): fc.Arbitrary<Mutation | undefined> {
  const value = fc.record({
    path: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }),
    newKey: fc.option(newKey, { nil: undefined }),
    hostile: hostileArbitrary,
  }).map((m) => ({ kind: 'value' as const, ...m }))
  const whole = route.method === 'GET'
    ? fc.constantFrom(...(Object.keys(QUERY_VARIANTS) as QueryVariant[])).map((variant) => ({ kind: 'query' as const, variant }))
    : fc.constantFrom(...(Object.keys(BODY_VARIANTS) as BodyVariant[])).map((variant) => ({ kind: 'body' as const, variant }))
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(undefined) },
    { weight: 5, arbitrary: value },
    { weight: 1, arbitrary: whole },
  )
}

/** who calls: mostly a kind the route allows; a third of the time one it does not (when there is one) */
function principalArbitrary(route: RouteDef): fc.Arbitrary<{ principal: FuzzPrincipal; allowed: boolean }> {
  const allowed = FUZZ_PRINCIPALS.filter((p) => admits(route, p))
  const refused = FUZZ_PRINCIPALS.filter((p) => !admits(route, p))
  const pick = (from: FuzzPrincipal[], ok: boolean) => fc.constantFrom(...from).map((principal) => ({ principal, allowed: ok }))
  return refused.length ? fc.oneof({ weight: 2, arbitrary: pick(allowed, true) }, { weight: 1, arbitrary: pick(refused, false) }) : pick(allowed, true)
}

/** Every FuzzCase fast-check may generate for `route`. */
export function caseArbitrary(route: RouteDef): fc.Arbitrary<FuzzCase> {
  const params = Object.fromEntries(pathParams(route.path).map((name) => [name, paramValue]))
  return fc.record({
    who: principalArbitrary(route),
    params: fc.record(params),
    payload: zodArbitrary(route.input).map((v) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})),
    mutation: mutationArbitrary(route),
  }).map(({ who, params, payload, mutation }) => ({ ...who, params: params as Record<string, ParamValue>, payload, ...(mutation ? { mutation } : {}) }))
}
