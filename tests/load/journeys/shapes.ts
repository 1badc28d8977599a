// Small shape checks the journeys' steps share: each answers a sentence when the shape is wrong.

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** an object with a non-empty string at each of `fields` ('enduser.id' reaches in) */
export function strings(body: unknown, ...fields: string[]): string | undefined {
  for (const field of fields) {
    let value: unknown = body
    for (const part of field.split('.')) value = isObject(value) ? value[part] : undefined
    if (typeof value !== 'string' || !value) return `no ${field} in the answer`
  }
  return undefined
}

/** an array of records with ids, at least `min` of them */
export function records(body: unknown, min = 0): string | undefined {
  if (!Array.isArray(body)) return 'the answer is not a list'
  if (body.length < min) return `${body.length} records, expected at least ${min}`
  const bad = body.find((r) => !isObject(r) || typeof r.id !== 'string')
  return bad === undefined ? undefined : 'a record without an id'
}
