// Whether a patient meets a step's enduserConditions (the SDK's MongoDB-style filter on the
// enduser): `{ tags: 'vip' }` (a list holds the value), `{ 'fields.plan': 'gold' }` (dotted keys
// into objects), operators $eq $ne $in $nin $exists $gt $gte $lt $lte $all, the SDK's $contains and
// $doesNotContain (text holds it, or a list has it), and $and / $or / $nor — whose entries may wrap
// their filter as `{ condition: { … } }` (the SDK's compound filter, as its console writes them).
// The same rules judge a 'Form Submitted' trigger's conditions on the answers (field id → value).
// Pure; an operator it does not know never matches (fail closed: the action does not run).
type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)

function valueAt(record: Json, path: string): unknown {
  let v: unknown = record
  for (const key of path.split('.')) {
    if (!isObject(v)) return undefined
    v = v[key]
  }
  return v
}

const same = (a: unknown, b: unknown) => a === b || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b))
/** a value equals the wanted one, or a list holds it (MongoDB's rule for arrays) */
const equals = (value: unknown, wanted: unknown) => same(value, wanted) || (Array.isArray(value) && !Array.isArray(wanted) && value.some((v) => same(v, wanted)))
const compare = (value: unknown, wanted: unknown, test: (a: number | string, b: number | string) => boolean) =>
  (typeof value === 'number' && typeof wanted === 'number') || (typeof value === 'string' && typeof wanted === 'string') ? test(value, wanted as never) : false

/** text holds the wanted text, or a list has the wanted value (or a text holding it) */
const contains = (value: unknown, wanted: unknown): boolean =>
  typeof value === 'string' ? typeof wanted === 'string' && value.includes(wanted)
    : Array.isArray(value) ? value.some((v) => same(v, wanted) || (typeof v === 'string' && typeof wanted === 'string' && v.includes(wanted)))
      : false

function matchesOperators(value: unknown, ops: Json): boolean {
  return Object.entries(ops).every(([op, wanted]) => {
    switch (op) {
      case '$eq': return equals(value, wanted)
      case '$ne': return !equals(value, wanted)
      case '$in': return Array.isArray(wanted) && wanted.some((w) => equals(value, w))
      case '$nin': return Array.isArray(wanted) && !wanted.some((w) => equals(value, w))
      case '$all': return Array.isArray(wanted) && Array.isArray(value) && wanted.every((w) => value.some((v) => same(v, w)))
      case '$exists': return (value !== undefined && value !== null && value !== '') === Boolean(wanted)
      case '$gt': return compare(value, wanted, (a, b) => a > b)
      case '$gte': return compare(value, wanted, (a, b) => a >= b)
      case '$lt': return compare(value, wanted, (a, b) => a < b)
      case '$lte': return compare(value, wanted, (a, b) => a <= b)
      case '$contains': return contains(value, wanted)
      case '$doesNotContain': return !contains(value, wanted)
      default: return false
    }
  })
}

export function meetsConditions(enduser: Json, conditions: unknown): boolean {
  if (!isObject(conditions)) return true
  return Object.entries(conditions).every(([key, wanted]) => {
    if (key === '$and') return Array.isArray(wanted) && wanted.every((c) => meetsConditions(enduser, c))
    if (key === '$or') return Array.isArray(wanted) && wanted.some((c) => meetsConditions(enduser, c))
    if (key === '$nor') return Array.isArray(wanted) && !wanted.some((c) => meetsConditions(enduser, c))
    // the SDK's compound filter wraps each filter of $and / $or in `condition`
    if (key === 'condition' && isObject(wanted)) return meetsConditions(enduser, wanted)
    if (key.startsWith('$')) return false
    const value = valueAt(enduser, key)
    return isObject(wanted) && Object.keys(wanted).some((k) => k.startsWith('$')) ? matchesOperators(value, wanted) : equals(value, wanted)
  })
}
