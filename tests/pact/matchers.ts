// The matchers both pacts are written with: types and patterns, never the literal ids, tokens and
// times of the run that recorded them.
import { MatchersV3 } from '@pact-foundation/pact'
import { EXAMPLE, type ClinicParams } from './provider-states.ts'

const { like, regex, fromProviderState } = MatchersV3

export const OBJECT_ID = '^[0-9a-f]{24}$'
export const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$'

/** an id the gateway made: 24 hex digits */
export const objectId = (example = '64b7f0c2a1e4d3b2c1a09fff') => regex(OBJECT_ID, example)
/** an ISO 8601 UTC time */
export const isoTime = (example = '2025-01-02T03:04:05.678Z') => regex(ISO_TIME, example)

/** a value the provider state made (an id, a token, an address), put in by the verifier */
export const fromState = (name: keyof ClinicParams & string) => fromProviderState(`\${${name}}`, EXAMPLE[name])
/**
 * A value the verifier takes from the provider state (`expression` with `${name}`s) that the mock
 * server still checks against a pattern: pact's fromProviderState alone matches any string.
 */
function stateValue(expression: string, pattern: string) {
  const example = expression.replace(/\$\{(\w+)\}/g, (_, name: string) => EXAMPLE[name] ?? name)
  return { 'pact:matcher:type': 'regex', regex: pattern, 'pact:generator:type': 'ProviderState', expression, value: example } as unknown as MatchersV3.Matcher<string>
}

const escape = (s: string) => s.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')
/** the pattern of a state-made value in a path: ids are 24 hex digits */
const PATH_VALUE = '[0-9a-f]{24}'

/** a path with values the provider state made: `statePath('/v1/enduser/${enduserId}')` */
export function statePath(template: string) {
  const pattern = template.split(/\$\{\w+\}/).map(escape).join(PATH_VALUE)
  return stateValue(template, `^${pattern}$`)
}

export const TOKEN = '[\\w-]+\\.[\\w-]+\\.[\\w-]+'
/** `Authorization: Bearer <token of the state>` for the staff admin or the patient */
export const bearer = (who: 'authToken' | 'enduserToken') => ({ authorization: stateValue(`Bearer \${${who}}`, `^Bearer ${TOKEN}$`) })

/** the base record every collection answers (contracts/src/record.ts), plus the given fields */
export const recordLike = (fields: Record<string, unknown> = {}) => like({
  id: objectId(),
  businessId: objectId(EXAMPLE.businessId),
  createdAt: isoTime(),
  ...fields,
})

/**
 * The answer's matchers for the fields a create sent: a state's id comes back as an id, any other
 * scalar as a value of its type; lists and objects are left to the record's own contract.
 */
export function echoed(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(body)) {
    if (isStateValue(value)) out[key] = objectId((value as { value: string }).value)
    else if (value === null || typeof value !== 'object') out[key] = like(value)
  }
  return out
}

const isStateValue = (value: unknown) => typeof value === 'object' && value !== null && (value as Record<string, unknown>)['pact:generator:type'] === 'ProviderState'

/** the request body's plain example (what the SDK is asked to send) */
export function exampleOf(value: unknown): unknown {
  if (isStateValue(value)) return (value as { value: unknown }).value
  if (Array.isArray(value)) return value.map(exampleOf)
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exampleOf(v)]))
  return value
}
