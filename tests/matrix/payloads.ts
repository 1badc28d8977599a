// Valid create payloads and harmless updates derived from a collection contract's zod fields: the
// required fields get the smallest value their schema accepts (a pattern's string from fast-check
// with a fixed seed, a number within its bounds, an enum's first value, the required keys of an
// object), made unique by a counter so uniqueness rules never collide. References to other
// collections are not invented here: the record generator (records.ts) fills them with parents.
import fc from 'fast-check'
import type { z } from 'zod'
import type { Collection } from '@care/contracts/collections/define'

interface Def {
  type: string
  checks?: { _zod: { def: { check: string; minimum?: number; value?: number; inclusive?: boolean; format?: string; pattern?: RegExp } } }[]
  [key: string]: unknown
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def)
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'])

let counter = 0
/** a number no other generated value of this process has */
export const nextUnique = () => ++counter

/** The innermost schema under optional/nullable/default wrappers. */
export function unwrap(schema: unknown): Def {
  let def = defOf(schema)
  while (WRAPPERS.has(def.type)) def = defOf(def.innerType)
  if (def.type === 'pipe') return unwrap(defOf(def.in).type === 'transform' ? def.out : def.in)
  return def
}

function stringValue(def: Def, field: string, n: number): string {
  const checks = checksOf(def)
  const pattern = (def.pattern as RegExp | undefined) ?? checks.find((c) => c.pattern)?.pattern
  if (checks.some((c) => c.format === 'email') || /email/i.test(field)) return `matrix-${n}@example.com`
  if (pattern) {
    const re = new RegExp(pattern.source, pattern.flags.replace(/[igy]/g, ''))
    return fc.sample(fc.stringMatching(re), { seed: n, numRuns: 1 })[0]!
  }
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0
  return `Matrix ${field} ${n}`.padEnd(min, 'x')
}

function numberValue(def: Def): number {
  let value = 1
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than' && c.value !== undefined && value <= c.value) value = c.inclusive ? c.value : c.value + 1
    if (c.check === 'less_than' && c.value !== undefined && value >= c.value) value = c.inclusive ? c.value : c.value - 1
  }
  return value
}

/** The smallest value `schema` accepts (required keys only), unique by `n` where it is a string. */
export function minimalValue(schema: unknown, field: string, n: number): unknown {
  const def = unwrap(schema)
  switch (def.type) {
    case 'string': return stringValue(def, field, n)
    case 'number': return numberValue(def)
    case 'boolean': return true
    case 'null': return null
    case 'literal': return (def.values as unknown[])[0]
    case 'enum': return Object.values(def.entries as Record<string, unknown>)[0]
    case 'array': {
      const min = checksOf(def).find((c) => c.check === 'min_length')?.minimum ?? 0
      return Array.from({ length: min }, () => minimalValue(def.element, field, n))
    }
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [key, s] of Object.entries(def.shape as Record<string, unknown>)) {
        if (!WRAPPERS.has(defOf(s).type) || defOf(s).type === 'nullable') out[key] = minimalValue(s, key, n)
      }
      return out
    }
    case 'union': return minimalValue((def.options as unknown[])[0], field, n)
    case 'record':
    case 'unknown':
    case 'any': return {}
    default: throw new Error(`matrix payloads: no minimal value for zod kind '${def.type}' (${field})`)
  }
}

/** Fields the record generator fills itself: references to other records and the enduser field. */
export function referenceFields(c: Collection): Map<string, string> {
  const out = new Map<string, string>()
  for (const [path, target] of Object.entries(c.references ?? {})) if (/^\w+$/.test(path)) out.set(path, target)
  return out
}

/** A valid create payload: every required field that is not a reference, unique by `n`. */
export function requiredPayload(c: Collection, n: number): Record<string, unknown> {
  const refs = referenceFields(c)
  const out: Record<string, unknown> = {}
  for (const field of c.required ?? []) {
    if (refs.has(field) || field === 'enduserId') continue
    out[field] = minimalValue((c.fields as Record<string, z.ZodType>)[field], field, n)
  }
  return out
}

/** names of plain-text fields a care team edits freely, tried first */
const PREFERRED = ['title', 'description', 'notes', 'text', 'message', 'fname', 'lname', 'displayName', 'name']

/**
 * A harmless update: a plain-text field nobody reads access from (not read-only, fixed after
 * create, unique, hidden, secret, an assignment, the enduser field or a reference), preferring the
 * names in PREFERRED; else a required field set again to a minimal value; else none.
 */
export function harmlessUpdate(c: Collection, n: number): Record<string, unknown> | undefined {
  const excluded = new Set<string>([
    ...(c.readonly ?? []), ...(c.updatesDisabled ?? []), ...(c.unique ?? []).flatMap((u) => u.fields), ...(c.hidden ?? []),
    ...(c.hiddenFromEndusers ?? []), ...Object.keys(c.secrets ?? {}), ...(c.assignmentFields ?? []), ...referenceFields(c).keys(), 'enduserId',
    ...(c.enduserHiddenWhen ? [c.enduserHiddenWhen] : []),
  ])
  const fields = c.fields as Record<string, unknown>
  const plainText = (field: string) => {
    const def = unwrap(fields[field])
    return def.type === 'string' && !def.pattern && !checksOf(def).some((ch) => ch.pattern || ch.format) && !/email|phone|url|color|date|time|signed|At$|id$|ids$|type$|status$/i.test(field)
  }
  const candidates = Object.keys(fields).filter((f) => !excluded.has(f))
  const text = [...PREFERRED.filter((f) => candidates.includes(f)), ...candidates].find(plainText)
  if (text) return { [text]: `Changed ${n}` }
  const required = (c.required ?? []).find((f) => !excluded.has(f))
  return required ? { [required]: minimalValue(fields[required], required, n) } : undefined
}
