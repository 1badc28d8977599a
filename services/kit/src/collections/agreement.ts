// Does a collection's contract agree with its Prisma model? Every field needs a column, and the
// column's type must be able to hold what the contract's zod schema accepts: text → a text column
// (or a timestamp for ISO dates), numbers → a numeric column, booleans → boolean, lists → a list
// column of the element's kind (or Json for lists of objects), objects and records → Json.
// tests/contracts-models runs it for every collection of every service.
import type { z } from 'zod'
import type { Collection } from '@care/contracts/collections/define'
import { baseRecordShape } from '@care/contracts/record'
import type { Column, ColumnType, TableInfo } from './columns.ts'

type Kind = 'text' | 'number' | 'boolean' | 'json' | 'any'
interface Shape {
  kinds: Set<Kind>
  list: boolean
  /** a list whose elements are objects: stored as Json */
  objectList: boolean
}

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  out?: z.ZodType
  element?: z.ZodType
  options?: z.ZodType[]
  getter?: () => z.ZodType
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def

/** The storage shape a zod schema needs. */
export function shapeOf(schema: z.ZodType): Shape {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return shapeOf(def.innerType!)
    // z.preprocess(fn, schema) is a pipe from a transform: what is stored is what the schema accepts
    case 'pipe':
      if (defOf(def.in!).type === 'transform') return shapeOf(def.out!)
      // a literal turned into an unset field (clearableNumber's '' → null) stores nothing
      if (defOf(def.in!).type === 'literal' && defOf(def.out!).type === 'transform') return { kinds: new Set(), list: false, objectList: false }
      return shapeOf(def.in!)
    case 'lazy': return shapeOf(def.getter!())
    case 'string': case 'enum': case 'literal': case 'template_literal': return { kinds: new Set(['text']), list: false, objectList: false }
    case 'number': case 'int': case 'bigint': return { kinds: new Set(['number']), list: false, objectList: false }
    case 'boolean': return { kinds: new Set(['boolean']), list: false, objectList: false }
    case 'object': case 'record': case 'map': case 'tuple': return { kinds: new Set(['json']), list: false, objectList: false }
    case 'array': {
      const element = shapeOf(def.element!)
      const objectList = element.kinds.has('json') || element.list
      return { kinds: element.kinds, list: true, objectList }
    }
    case 'union': {
      const members = (def.options ?? []).map(shapeOf)
      // '' alongside a validator (emptyOk) is still text
      return {
        kinds: new Set(members.flatMap((m) => [...m.kinds])),
        list: members.some((m) => m.list),
        objectList: members.some((m) => m.objectList),
      }
    }
    default: return { kinds: new Set(['any']), list: false, objectList: false }
  }
}

const HOLDS: Record<ColumnType, Kind[]> = {
  String: ['text'], Int: ['number'], BigInt: ['number'], Float: ['number'], Decimal: ['number'],
  Boolean: ['boolean'], DateTime: ['text'], Json: ['json', 'text', 'number', 'boolean', 'any'], Bytes: [],
}

function disagreement(field: string, shape: Shape, column: Column): string | undefined {
  if (column.type === 'Json') return undefined // Json holds anything the contract accepts
  if (shape.kinds.has('any')) return `${field}: the contract accepts any value, but the column is ${column.type}${column.list ? '[]' : ''} (use Json)`
  if (shape.objectList) return `${field}: a list of objects needs a Json column, not ${column.type}${column.list ? '[]' : ''}`
  if (shape.list !== column.list) return `${field}: the contract has ${shape.list ? 'a list' : 'one value'}, the column ${column.list ? 'a list' : 'one value'}`
  const held = HOLDS[column.type]
  const missing = [...shape.kinds].filter((k) => !held.includes(k))
  if (missing.length) return `${field}: the contract accepts ${missing.join(', ')}, which a ${column.type} column cannot hold`
  return undefined
}

/** Every way the contract and the table disagree (empty when they agree). */
export function checkAgreement(collection: Collection, table: TableInfo): string[] {
  const problems: string[] = []
  const fields: [string, z.ZodType][] = [
    ...(Object.entries(baseRecordShape) as [string, z.ZodType][]),
    ...(Object.entries(collection.fields) as [string, z.ZodType][]),
  ]
  for (const [field, schema] of fields) {
    const column = table.columns.get(field)
    if (!column) {
      problems.push(`${field}: no column in "${table.table}"`)
      continue
    }
    const problem = disagreement(field, shapeOf(schema), column)
    if (problem) problems.push(problem)
  }
  return problems
}
