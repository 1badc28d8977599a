// Turns one recorded exchange into a pact interaction: the values the provider state made (ids,
// tokens, addresses) become `fromProviderState` expressions in the request, and the answer becomes
// matchers — ids and times by pattern, tokens by shape, every other value by type — with example
// values scrubbed of the recording run's ids, times, tokens and port.
import { MatchersV3 } from '@pact-foundation/pact'
import { EXAMPLE, type ClinicParams } from '../provider-states.ts'
import { ISO_TIME, OBJECT_ID, TOKEN, bearer, fromState, isoTime, objectId, statePath } from '../matchers.ts'
import type { Exchange } from './recorder.ts'

const { like, eachLike, regex, fromProviderState } = MatchersV3

const FIXED_ID = '64b7f0c2a1e4d3b2c1a09fff'
const FIXED_TIME = '2025-01-02T03:04:05.678Z'
const TOKEN_RE = new RegExp(`^${TOKEN}$`)
const SCRUB_ID = /[0-9a-f]{24}/g
const SCRUB_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g
/** random codes and secrets the gateway makes (access codes, file names in storage) */
const SCRUB_RANDOM = /[\w-]{28,}/g

/** the state's values of this recording, longest first, by name */
function stateValues(p: ClinicParams) {
  return Object.entries(p).filter(([, v]) => v.length >= 8).sort((a, b) => b[1].length - a[1].length)
}

export interface Interaction {
  description: string
  method: string
  path: string | MatchersV3.Matcher<string>
  query?: Record<string, unknown>
  headers: Record<string, unknown>
  body?: unknown
  status: number
  answer?: unknown
}

export function generalise(description: string, x: Exchange, p: ClinicParams, origin: string): Interaction {
  const values = stateValues(p)
  const byValue = new Map(values.map(([name, v]) => [v, name]))
  const asTemplate = (s: string) => values.reduce((t, [name, v]) => t.split(v).join(`\${${name}}`), s)
  const toExample = (template: string) => template.replace(/\$\{(\w+)\}/g, (_, name: string) => EXAMPLE[name] ?? name)

  /** a request value: a state's value by name, a string holding one by expression, else as sent */
  const requestValue = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const name = byValue.get(value)
      if (name) return fromState(name)
      const template = asTemplate(value)
      return template === value ? value : fromProviderState(template, toExample(template))
    }
    if (Array.isArray(value)) return value.map(requestValue)
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, requestValue(v)]))
    return value
  }

  const scrub = (s: string) => toExample(asTemplate(s.split(origin).join('http://localhost:8080')))
    .replace(SCRUB_ID, (id) => (Object.values(EXAMPLE).includes(id) ? id : FIXED_ID))
    .replace(SCRUB_TIME, FIXED_TIME)
    .replace(SCRUB_RANDOM, (r) => (TOKEN_RE.test(r) ? r : 'random-code'))

  /** an answer value as matchers */
  const answerValue = (value: unknown): unknown => {
    if (typeof value === 'string') {
      if (new RegExp(OBJECT_ID).test(value)) return objectId(byValue.has(value) ? EXAMPLE[byValue.get(value)!] : FIXED_ID)
      if (new RegExp(ISO_TIME).test(value)) return isoTime()
      if (TOKEN_RE.test(value)) return regex(TOKEN_RE.source, EXAMPLE.authToken)
      return like(scrub(value))
    }
    if (Array.isArray(value)) return value.length ? eachLike(answerValue(value[0])) : like([])
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, answerValue(v)]))
    return like(value)
  }

  const url = new URL(x.url, 'http://recorded')
  const pathTemplate = asTemplate(url.pathname)
  const query = url.search ? Object.fromEntries([...url.searchParams].map(([k, v]) => [k, requestValue(v)])) : undefined
  const auth = x.headers.authorization
  const headers: Record<string, unknown> = {}
  if (auth === `Bearer ${p.authToken}`) Object.assign(headers, bearer('authToken'))
  else if (auth === `Bearer ${p.enduserToken}`) Object.assign(headers, bearer('enduserToken'))
  else if (auth !== undefined) headers.authorization = auth
  // Content-Type comes with the JSON body pact writes
  return {
    description,
    method: x.method,
    path: pathTemplate === url.pathname ? url.pathname : statePath(pathTemplate),
    ...(query ? { query } : {}),
    headers,
    ...(x.body !== undefined ? { body: requestValue(x.body) } : {}),
    status: x.status,
    ...(x.answer !== undefined ? { answer: answerValue(x.answer) } : {}),
  }
}
