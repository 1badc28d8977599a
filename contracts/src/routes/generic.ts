// The seven generic calls every collection answers (spec 1 §7, ARCHITECTURE.md §4).
import { z } from 'zod'
import { requestSubject } from '../bus.ts'
import type { Collection } from '../collections/define.ts'
import { pluralPath, singularPath } from '../collections/define.ts'
import type { Caller, RouteDef } from './types.ts'

export const GENERIC_OPERATIONS = ['createOne', 'createSome', 'getOne', 'getSome', 'bulkRead', 'updateOne', 'deleteOne'] as const
export type GenericOperation = (typeof GENERIC_OPERATIONS)[number]

export const DEFAULT_PAGE_SIZE = 500
export const MAX_PAGE_SIZE = 1000

const json = z.record(z.string(), z.unknown())

// what a refused value looked like, without markup (an answer never carries a caller's tags back)
const shown = (input: unknown) => String(typeof input === 'object' ? JSON.stringify(input) : input).replace(/<[^>]*>/g, '').slice(0, 100)

/** `search: { query }`; anything else answers the SDK's 'Error parsing field search: Expecting an object but got …'. */
const searchInput = z
  .object({ query: z.string() }, { error: (issue) => (issue.code === 'invalid_type' ? `Expecting an object but got ${shown(issue.input)}` : undefined) })
  .loose()

export const getSomeInput = z.object({
  filter: json.optional(),
  limit: z.coerce.number().optional(),
  sort: z.enum(['newFirst', 'oldFirst']).optional(),
  sortBy: z.string().optional(),
  lastId: z.string().optional(),
  from: z.union([z.string(), z.number()]).optional(),
  to: z.union([z.string(), z.number()]).optional(),
  fromToField: z.string().optional(),
  search: searchInput.optional(),
  ids: z.array(z.string()).optional(),
}).loose()
export const getOneInput = z.object({ id: z.string().optional(), filter: json.optional() }).loose()
export const bulkReadInput = z.object({ ids: z.array(z.string()) }).loose()
export const updateOneInput = z.object({
  id: z.string(),
  updates: json,
  options: z.object({ replaceObjectFields: z.boolean().optional() }).loose().optional(),
}).loose()
export const deleteOneInput = z.object({ id: z.string() }).loose()
export const createSomeInput = z.object({ create: z.array(json) }).loose()

export type GetSomeInput = z.infer<typeof getSomeInput>
export type UpdateOneInput = z.infer<typeof updateOneInput>

/** Callers allowed on generic calls unless a collection narrows them. */
const genericCallers = (c: Collection): Caller[] => (c.enduserAccess ? ['user', 'apiKey', 'enduser'] : ['user', 'apiKey'])

export function collectionRoutes(c: Collection): RouteDef[] {
  const plural = pluralPath(c.name)
  const singular = singularPath(c.name)
  const callers = genericCallers(c)
  const createShape = z.object(c.fields).loose()
  const route = (operation: GenericOperation, method: RouteDef['method'], path: string, input: z.ZodType, output: z.ZodType, summary: string, successStatus?: number): RouteDef => ({
    operation: `${c.name}.${operation}`,
    method,
    path,
    callers,
    service: c.service,
    subject: requestSubject(c.service, `${c.name}.${operation}`),
    input,
    output,
    summary,
    collection: c.name,
    ...(successStatus ? { successStatus } : {}),
  })
  const reads = new Set<GenericOperation>(['getOne', 'getSome', 'bulkRead'])
  return [
    route('createOne', 'POST', `/${singular}`, createShape, c.createAnswer ?? c.record, `Create one ${singular}`),
    route('createSome', 'POST', `/${plural}`, createSomeInput, z.object({ created: z.array(c.record), errors: z.array(json) }), `Create many ${plural}`),
    route('bulkRead', 'POST', `/${plural}/bulk-read`, bulkReadInput, z.object({ matches: z.array(c.record) }), `Read ${plural} by ids`),
    route('getOne', 'GET', `/${singular}/:id`, getOneInput, c.record, `Read one ${singular} by id`),
    route('getOne', 'GET', `/${singular}`, getOneInput, c.record, `Read the first ${singular} matching a filter`),
    route('getSome', 'GET', `/${plural}`, getSomeInput, z.array(c.record), `List ${plural} (filter, sort, lastId paging, search)`),
    route('updateOne', 'PATCH', `/${singular}/:id`, updateOneInput, c.record, `Update one ${singular}`),
    route('deleteOne', 'DELETE', `/${singular}/:id`, deleteOneInput, z.object({}).loose(), `Delete one ${singular}`),
  ].filter((r) => !c.writtenBySystemOnly || reads.has(r.operation.slice(c.name.length + 1) as GenericOperation))
}
