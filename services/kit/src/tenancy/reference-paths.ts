// The paths of a collection's declared id references (contracts: `references`): a field, dotted
// into objects, `[]` for each element of a list, `{}` for each key of an object (a map keyed by
// id: a patient's journeys). Reading the ids a record holds there, and the name a refusal gives
// the path.
import type { Collection } from '@care/contracts/collections/define'

export interface Reference {
  /** as declared: `previousFields[].info.fieldId` */
  path: string
  /** the collection the ids name */
  collection: string
  /** how an answer names it: the path without list marks (`previousFields.info.fieldId`) */
  field: string
}

const cache = new WeakMap<object, Reference[]>()

export function referencesOf(collection: Pick<Collection, 'references'>): Reference[] {
  let list = cache.get(collection)
  if (!list) {
    list = Object.entries(collection.references ?? {}).map(([path, target]) => ({ path, collection: target, field: path.replace(/\[\]|\{\}/g, '') }))
    cache.set(collection, list)
  }
  return list
}

const steps = (path: string) => path.split('.').flatMap((part) => (part.endsWith('[]') ? [part.slice(0, -2), '[]'] : part.endsWith('{}') ? [part.slice(0, -2), '{}'] : [part]))
const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v)

/** the non-empty ids held at `path` (malformed values are validation's to refuse, not ours) */
export function idsAt(record: unknown, path: string): string[] {
  let values: unknown[] = [record]
  for (const step of steps(path)) {
    values = step === '[]'
      ? values.flatMap((v) => (Array.isArray(v) ? v : []))
      : step === '{}'
        ? values.flatMap((v) => (isObject(v) ? Object.keys(v) : []))
        : values.map((v) => (isObject(v) ? v[step] : undefined))
  }
  return values.flatMap((v) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string' && v !== '')
}
