// `search.query`: a case-insensitive "contains" over the collection's searchFields, ORed together
// and ANDed with the filter. Prisma cannot run a case-insensitive contains on list elements, so a
// list field matches when one element equals the query (as typed, or lower-cased as tags usually are).
import { badRequest } from '@care/contracts/errors'
import type { CollectionModel } from './model.ts'
import type { Where } from './types.ts'
import { isPlainObject } from './values.ts'

export function searchConditions(model: CollectionModel, search: unknown): Where[] {
  if (search === undefined || search === null) return []
  if (!isPlainObject(search) || typeof search.query !== 'string') throw badRequest('search must be an object with a query')
  const query = search.query.trim()
  if (!query) return []
  if (!model.searchColumns.length) throw badRequest(`Search is not supported for ${model.name}`)
  const terms = [...new Set([query, query.toLowerCase()])]
  return [
    {
      OR: model.searchColumns.map((c): Where =>
        c.list ? { [c.name]: { hasSome: terms } } : { [c.name]: { contains: query, mode: 'insensitive' } },
      ),
    },
  ]
}
