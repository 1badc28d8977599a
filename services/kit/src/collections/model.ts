// Everything the engine derives from a collection's contract and its table, built once per
// collection (never per request): field sets, zod schemas, and the columns behind the fields.
import { z } from 'zod'
import type { Collection, UniqueRule } from '@care/contracts/collections/define'
import { BASE_READONLY_FIELDS, baseRecordShape } from '@care/contracts/record'
import { idListValidator } from '@care/contracts/values/ids'
import type { Column, TableInfo } from './columns.ts'
import type { ExactNumberWrites } from './exact-numbers.ts'

export interface CollectionModel {
  collection: Collection
  name: string
  columns: Map<string, Column>
  /** `SELECT … FOR UPDATE` of one record by id, for read-merge-write updates */
  lockSql: string
  /** one record by id within a business, every known column under its field name: getOne's fast path */
  byIdSql: string
  /** list columns: Prisma answers NULL lists as [], raw SQL as NULL */
  listFields: string[]
  /** base + collection fields: the only fields ever answered, filtered or sorted */
  known: Set<string>
  hidden: Set<string>
  hiddenFromEndusers: Set<string>
  /** base read-only fields and the collection's `readonly` */
  readonly: Set<string>
  updatesDisabled: Set<string>
  /** server-kept counters: a value sent is ignored */
  counters: Set<string>
  /** whether any of the collection's own fields may change after create (else updateOne is not offered) */
  updatable: boolean
  /** fields a caller may send on create (collection fields and organizationIds, minus read-only) */
  writable: Set<string>
  required: readonly string[]
  defaults: Record<string, unknown>
  /** validates a create after unknown and read-only fields were refused */
  createSchema: z.ZodObject
  /** one schema per writable field: updates validate only what they carry, so zod defaults never creep in */
  fieldSchemas: Map<string, z.ZodType>
  unique: readonly UniqueRule[]
  /** fields under a unique rule: an empty string there is stored as NULL (cleared, never colliding) */
  uniqueFields: Set<string>
  /** per Float and Json column, the raw write that stores a value exactly (exact-numbers.ts) */
  exactNumbers: ExactNumberWrites
  searchColumns: Column[]
  assignmentColumns: Column[]
  /** the column holding the enduser a record belongs to, when there is one */
  enduserColumn?: Column
}

// organization ids are record ids (spec 1 §5 'Invalid id'), at most 1000
const organizationIdsSchema = idListValidator.optional()

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

export function describeCollection(collection: Collection, table: TableInfo): CollectionModel {
  const { columns } = table
  const fieldNames = Object.keys(collection.fields)
  const known = new Set([...Object.keys(baseRecordShape), ...fieldNames])
  for (const field of known) {
    if (!columns.has(field)) throw new Error(`collection ${collection.name}: field '${field}' has no column`)
  }
  const column = (field: string, role: string) => {
    const c = columns.get(field)
    if (!c) throw new Error(`collection ${collection.name}: ${role} '${field}' has no column`)
    return c
  }

  const readonly = new Set<string>([...BASE_READONLY_FIELDS, ...(collection.readonly ?? [])])
  const writable = new Set(['organizationIds', ...fieldNames].filter((f) => !readonly.has(f)))
  const fieldSchemas = new Map<string, z.ZodType>([['organizationIds', organizationIdsSchema]])
  for (const f of fieldNames) if (writable.has(f)) fieldSchemas.set(f, collection.fields[f] as z.ZodType)

  const searchColumns = (collection.searchFields ?? []).map((f) => column(f, 'search field'))
  for (const c of searchColumns) {
    if (c.type !== 'String') throw new Error(`collection ${collection.name}: search field '${c.name}' must be text or a list of text`)
  }

  const enduserField = collection.enduserField ?? (collection.name === 'endusers' ? 'id' : columns.has('enduserId') ? 'enduserId' : undefined)
  const enduserColumn = enduserField ? column(enduserField, 'enduser field') : undefined
  const ownOnly = [collection.enduserAccess?.read, collection.enduserAccess?.update, collection.enduserAccess?.delete].includes('own')
  if (ownOnly && !enduserColumn) throw new Error(`collection ${collection.name}: enduser 'own' access needs an enduserField`)

  return {
    collection,
    name: collection.name,
    columns,
    lockSql: `SELECT 1 FROM ${quote(table.table)} WHERE ${quote(table.columnNames.get('id') ?? 'id')} = $1 FOR UPDATE`,
    listFields: [...known].filter((f) => columns.get(f)?.list),
    byIdSql: `SELECT ${[...known].map((f) => `${quote(table.columnNames.get(f) ?? f)} AS ${quote(f)}`).join(', ')} FROM ${quote(table.table)}`
      + ` WHERE ${quote(table.columnNames.get('id') ?? 'id')} = $1 AND ${quote(table.columnNames.get('businessId') ?? 'businessId')} = $2 LIMIT 1`,
    known,
    hidden: new Set(collection.hidden ?? []),
    hiddenFromEndusers: new Set(collection.hiddenFromEndusers ?? []),
    readonly,
    updatesDisabled: new Set(collection.updatesDisabled ?? []),
    counters: new Set(collection.counters ?? []),
    updatable: fieldNames.some((f) => writable.has(f) && !(collection.updatesDisabled ?? []).includes(f) && !(collection.counters ?? []).includes(f)),
    writable,
    required: collection.required ?? [],
    defaults: (collection.defaults ?? {}) as Record<string, unknown>,
    // contract fields are meant to be optional; enforcing it keeps a stray required one from breaking creates
    createSchema: z.object(Object.fromEntries([...fieldSchemas].map(([f, s]) => [f, s.optional()]))),
    fieldSchemas,
    unique: collection.unique ?? [],
    uniqueFields: new Set((collection.unique ?? []).flatMap((r) => r.fields)),
    exactNumbers: {
      sql: new Map([...columns.values()].filter((c) => (c.type === 'Json' || c.type === 'Float') && !c.list).map((c) => [
        c.name,
        `UPDATE ${quote(table.table)} SET ${quote(table.columnNames.get(c.name) ?? c.name)} = $1::${c.type === 'Json' ? 'jsonb' : 'text::float8'}`
          + ` WHERE ${quote(table.columnNames.get('id') ?? 'id')} = $2`,
      ])),
      json: new Set([...columns.values()].filter((c) => c.type === 'Json' && !c.list).map((c) => c.name)),
    },
    searchColumns,
    assignmentColumns: (collection.assignmentFields ?? []).map((f) => column(f, 'assignment field')),
    ...(enduserColumn ? { enduserColumn } : {}),
  }
}

/** Fields a session may see, filter and sort on: never hidden ones, nor hiddenFromEndusers for endusers. */
export function isVisibleField(model: CollectionModel, field: string, enduser: boolean): boolean {
  return model.known.has(field) && !model.hidden.has(field) && !(enduser && model.hiddenFromEndusers.has(field))
}
