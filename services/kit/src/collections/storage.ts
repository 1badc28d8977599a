// API-shaped fields → Prisma data: dates become Date objects, text numbers become numbers, and
// `null` becomes what each column stores for "absent" (SQL NULL for Json, an empty list for lists).
// Clients clear an optional text with '' — under a unique rule that must be NULL, or every cleared
// record would collide with the others.
import { objectEnumValues } from '@prisma/client/runtime/client'
import type { CollectionModel } from './model.ts'
import type { ApiRecord } from './types.ts'
import { toStoredValue } from './values.ts'

const { DbNull } = objectEnumValues.instances

export function toDbData(model: CollectionModel, record: ApiRecord): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [field, value] of Object.entries(record)) {
    if (value === undefined) continue
    if (value === '' && model.uniqueFields.has(field)) {
      data[field] = null
      continue
    }
    const column = model.columns.get(field)
    // only hooks can get here with a stray key; failing loudly beats dropping data silently
    if (!column) throw new Error(`collection ${model.name}: '${field}' is not a column`)
    // an instant cleared with '' (the public SDK's `Date | ''`) is absent, like null
    if (value === null || (value === '' && column.type === 'DateTime' && !column.list)) data[field] = column.list ? [] : column.type === 'Json' ? DbNull : null
    else data[field] = column.type === 'Json' ? value : toStoredValue(column, value, field)
  }
  return data
}
