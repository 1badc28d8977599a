// Query strings as clients send them: nested keys (`filter[fname]=Ann`, `ids[]=a&ids[]=b`, the
// axios form) and JSON values (`filter={"fname":"Ann"}`, axios' form for object params) alike.
import qs from 'qs'

const QS_OPTIONS: qs.IParseOptions = {
  depth: 10,
  // bulk reads send long `ids[]=` lists; past arrayLimit qs would turn them into objects
  arrayLimit: 10_000,
  parameterLimit: 10_000,
  allowPrototypes: false,
}

/** A string that looks like a JSON object or array becomes that value when it parses. */
function jsonValue(value: unknown): unknown {
  if (typeof value === 'string') {
    const c = value.trimStart()[0]
    if (c !== '{' && c !== '[') return value
    try {
      return JSON.parse(value)
    } catch {
      return value
    }
  }
  if (Array.isArray(value)) return value.map(jsonValue)
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) out[k] = jsonValue(v)
    return out
  }
  return value
}

/** Express' `query parser`: always an object. */
export function parseQuery(query: string): Record<string, unknown> {
  if (!query) return {}
  return jsonValue(qs.parse(query, QS_OPTIONS)) as Record<string, unknown>
}
