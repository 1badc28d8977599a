// A zod 4 schema → a fast-check arbitrary of values of the schema's shape. zod-fast-check, the
// well-known mapper, supports zod 3 only (its peer range is zod ^3.18), and the contracts use zod 4,
// so this maps the kinds the route table's inputs are built from (object, string, number, boolean,
// literal, enum, array, record, union, optional/nullable/default, pipe/preprocess, unknown) and
// throws for any other, so a new kind in the contracts is noticed rather than fuzzed with nothing.
// Bounds (lengths, number ranges, regex patterns) are honoured; refinements and transforms are not
// reversed, so a value may still fail a `.refine` — the fuzzer sends both kinds anyway.
import fc from 'fast-check'
import type { z } from 'zod'

export interface ZodArbitraryOptions {
  /** longest generated string when the schema allows longer (hostile sizes come from hostile.ts) */
  maxStringLength?: number
  /** longest generated array / most keys of a record */
  maxItems?: number
  /** depth of JSON values generated for z.unknown() */
  unknownDepth?: number
}

export class UnsupportedSchemaError extends Error {}

interface CheckDef {
  check: string
  minimum?: number
  maximum?: number
  value?: number
  inclusive?: boolean
  format?: string
  pattern?: RegExp
}
interface Def {
  type: string
  checks?: { _zod: { def: CheckDef } }[]
  [key: string]: unknown
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def
const checksOf = (def: Def): CheckDef[] => (def.checks ?? []).map((c) => c._zod.def)

/** The optional wrappers: a key whose schema is one of these may be left out of its object. */
const OMITTABLE = new Set(['optional', 'default', 'prefault'])

function lengthBounds(def: Def, cap: number): { minLength: number; maxLength: number } {
  let minLength = 0
  let maxLength = Infinity
  for (const c of checksOf(def)) {
    if (c.check === 'min_length' && c.minimum !== undefined) minLength = Math.max(minLength, c.minimum)
    if (c.check === 'max_length' && c.maximum !== undefined) maxLength = Math.min(maxLength, c.maximum)
    if (c.check === 'length_equals' && c.value !== undefined) minLength = maxLength = c.value
  }
  return { minLength, maxLength: Math.max(minLength, Math.min(maxLength, Math.max(cap, minLength))) }
}

function stringArbitrary(def: Def, o: Required<ZodArbitraryOptions>): fc.Arbitrary<string> {
  const { minLength, maxLength } = lengthBounds(def, o.maxStringLength)
  const pattern = (def.pattern as RegExp | undefined) ?? checksOf(def).find((c) => c.check === 'string_format' && c.pattern)?.pattern
  const fitsLength = (s: string) => s.length >= minLength && s.length <= maxLength
  // fast-check refuses the i flag; what matches without it matches with it
  if (pattern) return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[igy]/g, ''))).filter(fitsLength)
  // mostly printable ASCII, sometimes any well-formed Unicode (emoji, combining marks, RTL); a
  // grapheme may take several UTF-16 units, and zod counts units
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }).filter(fitsLength))
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE
  let max = Number.MAX_VALUE
  let minExcluded = false
  let maxExcluded = false
  let integer = false
  for (const c of checksOf(def)) {
    if (c.check === 'greater_than' && c.value !== undefined && c.value >= min) [min, minExcluded] = [c.value, !c.inclusive]
    if (c.check === 'less_than' && c.value !== undefined && c.value <= max) [max, maxExcluded] = [c.value, !c.inclusive]
    if (c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32')) integer = true
  }
  if (integer) {
    const lo = Math.max(Number.MIN_SAFE_INTEGER, minExcluded ? Math.floor(min) + 1 : Math.ceil(min))
    const hi = Math.min(Number.MAX_SAFE_INTEGER, maxExcluded ? Math.ceil(max) - 1 : Math.floor(max))
    return fc.integer({ min: lo, max: hi })
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true })
}

function objectArbitrary(def: Def, o: Required<ZodArbitraryOptions>): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  const requiredKeys: string[] = []
  for (const [key, schema] of Object.entries(def.shape as Record<string, unknown>)) {
    const inner = defOf(schema)
    const omittable = OMITTABLE.has(inner.type)
    // `key: z.never().optional()` says "never send this key": leave it out
    if (omittable && defOf(inner.innerType).type === 'never') continue
    model[key] = zodArbitrary(omittable ? (inner.innerType as z.ZodType) : (schema as z.ZodType), o)
    if (!omittable) requiredKeys.push(key)
  }
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>
}

/** fast-check's arbitrary for values of `schema`'s shape; throws UnsupportedSchemaError for kinds it does not map. */
export function zodArbitrary(schema: z.ZodType, options: ZodArbitraryOptions = {}): fc.Arbitrary<unknown> {
  const o: Required<ZodArbitraryOptions> = { maxStringLength: 40, maxItems: 5, unknownDepth: 2, ...options }
  const def = defOf(schema)
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, o)
    case 'number':
      return numberArbitrary(def)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: o.unknownDepth })
    case 'object':
      return objectArbitrary(def, o)
    case 'array': {
      const { minLength, maxLength } = lengthBounds(def, o.maxItems)
      return fc.array(zodArbitrary(def.element as z.ZodType, o), { minLength, maxLength })
    }
    case 'record':
      return fc.dictionary(zodArbitrary(def.keyType as z.ZodType, o) as fc.Arbitrary<string>, zodArbitrary(def.valueType as z.ZodType, o), { maxKeys: o.maxItems })
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((s) => zodArbitrary(s, o)))
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(zodArbitrary(def.innerType as z.ZodType, o), { nil: undefined })
    case 'nullable':
      return fc.option(zodArbitrary(def.innerType as z.ZodType, o), { nil: null })
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return zodArbitrary(def.innerType as z.ZodType, o)
    case 'pipe':
      // z.preprocess(fn, s) is a pipe from a transform: what it accepts in the end is `s`
      return zodArbitrary((defOf(def.in).type === 'transform' ? def.out : def.in) as z.ZodType, o)
    default:
      throw new UnsupportedSchemaError(`no arbitrary for zod kind '${def.type}'`)
  }
}
