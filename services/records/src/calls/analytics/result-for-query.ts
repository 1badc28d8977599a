// GET /result-for-analytics-query (the SDK's analytics_frames.get_result_for_query): how many
// records of a resource the caller may read — within the created and updated ranges, and by
// interval over the range key when one is given. Tickets, medications and files are counted here;
// endusers by identity, which owns them (bus-only `endusers.tally`, with the caller's session).
// What is not answered yet is refused by name, never answered with an invented zero: other
// resources (their services do not exist yet), methods other than Total, filters and groupings.
import { badRequest } from '@care/contracts/errors'
import { ANALYTICS_RANGE_KEYS, ANALYTICS_RESOURCES, type analyticsRoutes } from '@care/contracts/routes/records'
import { IDENTITY_INTERNAL, identityBusRoutes } from '@care/contracts/routes/identity'
import type { Bus } from '@care/kit/bus/types'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { RecordsRepositories } from '../../repositories.ts'

const tallyEndusers = routeNamed(identityBusRoutes, IDENTITY_INTERNAL.tallyEndusers)

type Resource = keyof typeof ANALYTICS_RESOURCES
const isResource = (r: string): r is Resource => Object.hasOwn(ANALYTICS_RESOURCES, r)
const nonEmpty = (v: unknown) => !!v && typeof v === 'object' && Object.keys(v).length > 0

export const resultForAnalyticsQuery = (repos: RecordsRepositories, bus: Bus): Handler<typeof analyticsRoutes, 'analytics.result-for-query'> => async (input, ctx) => {
  const { resource, info, filter, grouping, range } = input.query
  if (!isResource(resource)) throw badRequest(`Analytics are not available for ${resource}`)
  if (info.method !== 'Total') throw badRequest(`Analytics method ${info.method} is not available for ${resource}`)
  if (nonEmpty(filter)) throw badRequest('Analytics filters are not supported yet')
  if (nonEmpty(grouping) || input.groupByCareTeam) throw badRequest('Analytics groupings are not supported yet')
  const field = range ? ANALYTICS_RANGE_KEYS[range.key] : undefined
  if (field === 'closedAt' && resource !== 'Tickets') throw badRequest(`Closed At applies to Tickets only`)
  const query = {
    ...(input.createdRange ? { createdRange: input.createdRange } : {}),
    ...(input.updatedRange ? { updatedRange: input.updatedRange } : {}),
    ...(range && field ? { range: { interval: range.interval, field } } : {}),
  }
  switch (resource) {
    case 'Tickets':
      return repos.tickets.repo(ctx).tally(query)
    case 'Medications':
      return repos.enduserMedications.repo(ctx).tally(query)
    case 'Files':
      return repos.files.repo(ctx).tally(query)
    case 'Endusers': {
      // identity counts its own; Closed At was refused above for all but tickets
      const { range: by, ...ranges } = query
      return callRoute(bus, tallyEndusers, { ...ranges, ...(by && by.field !== 'closedAt' ? { range: { interval: by.interval, field: by.field } } : {}) }, ctx)
    }
  }
}
