// The business's organizations, asked of identity over the bus (bus-only organizations.of-business)
// with the caller's session; what the organizationIds rule of every other service reads.
import { IDENTITY_INTERNAL, identityBusRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '../bus/call-route.ts'
import type { Bus } from '../bus/types.ts'
import type { OrganizationsOfBusiness } from './organization-ids.ts'

const organizationsOfBusiness = routeNamed(identityBusRoutes, IDENTITY_INTERNAL.organizationsOfBusiness)

export const organizationsFromIdentity = (bus: Bus): OrganizationsOfBusiness => async (session, ctx) =>
  (await callRoute(bus, organizationsOfBusiness, {}, { requestId: ctx.requestId, session, traceparent: ctx.traceparent })).ids
