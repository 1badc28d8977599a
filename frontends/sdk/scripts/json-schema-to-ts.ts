// Turns the JSON Schemas that zod 4 emits (draft 2020-12) into TypeScript type expressions. Only
// the subset zod produces is handled; anything else becomes `unknown`, which is always safe.
// Written here rather than taken from json-schema-to-typescript because that library names and
// declares nested types per compile call (duplicates across ~100 routes) and formats with
// prettier; we need inline expressions that reference the collection record types by name.

type Schema = Record<string, unknown> | boolean

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/
const propertyKey = (k: string) => (IDENTIFIER.test(k) ? k : JSON.stringify(k))
const literal = (v: unknown) => JSON.stringify(v)

export interface EmitOptions {
  /** `#/$defs/<name>` → the TypeScript name to use */
  refName: (ref: string) => string | undefined
  /** property names left out of objects (fields that never leave a service) */
  omit?: (path: string[]) => boolean
}

function union(parts: string[]): string {
  const unique = [...new Set(parts)]
  if (unique.includes('unknown')) return 'unknown'
  return unique.length ? unique.join(' | ') : 'never'
}

const wrap = (t: string) => (/[|&]/.test(t) ? `(${t})` : t)

export function schemaToType(schema: Schema, o: EmitOptions, indent = '', path: string[] = []): string {
  if (schema === true || schema === undefined) return 'unknown'
  if (schema === false) return 'never'
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema documents are untyped trees
  const s = schema as Record<string, any>
  if (typeof s.$ref === 'string') return o.refName(s.$ref) ?? 'unknown'
  if ('const' in s) return literal(s.const)
  if (Array.isArray(s.enum)) return union(s.enum.map(literal))
  if (Array.isArray(s.anyOf)) return union(s.anyOf.map((x: Schema) => schemaToType(x, o, indent, path)))
  if (Array.isArray(s.oneOf)) return union(s.oneOf.map((x: Schema) => schemaToType(x, o, indent, path)))
  if (Array.isArray(s.allOf)) return s.allOf.map((x: Schema) => wrap(schemaToType(x, o, indent, path))).join(' & ') || 'unknown'
  if (Array.isArray(s.type)) return union(s.type.map((t: string) => schemaToType({ ...s, type: t }, o, indent, path)))
  switch (s.type) {
    case 'string':
      return 'string'
    case 'number':
    case 'integer':
      return 'number'
    case 'boolean':
      return 'boolean'
    case 'null':
      return 'null'
    case 'array':
      if (Array.isArray(s.prefixItems)) return `[${s.prefixItems.map((x: Schema) => schemaToType(x, o, indent, path)).join(', ')}]`
      return `${wrap(schemaToType(s.items ?? true, o, indent, path))}[]`
    case 'object':
      return objectType(s, o, indent, path)
    default:
      return 'unknown'
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema documents are untyped trees
function objectType(s: Record<string, any>, o: EmitOptions, indent: string, path: string[]): string {
  const props = Object.entries((s.properties ?? {}) as Record<string, Schema>).filter(([k]) => !o.omit?.([...path, k]))
  const required = new Set<string>(s.required ?? [])
  const extra = s.additionalProperties
  // zod writes loose objects and records as `additionalProperties: {}`; strict ones as `false`
  const index = extra === false ? undefined : extra === undefined || extra === true || !Object.keys(extra).length ? 'unknown' : schemaToType(extra, o, indent, path)
  if (!props.length) return index ? `Record<string, ${index}>` : 'Record<string, never>'
  const inner = `${indent}  `
  const lines = props.map(([k, v]) => `${inner}${propertyKey(k)}${required.has(k) ? '' : '?'}: ${schemaToType(v, o, inner, [...path, k])}`)
  // declared properties must fit the index signature, so a typed index widens to unknown
  if (index) lines.push(`${inner}[key: string]: unknown`)
  return `{\n${lines.join('\n')}\n${indent}}`
}
