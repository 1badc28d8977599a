// The business's organizations, asked of identity over the bus (bus-only organizations.of-business)
// with the caller's session; what the organizationIds rule of every other service reads.
import { ApiError } from '@care/contracts/errors'
import { isErrorReply, requestSubject } from '@care/contracts/bus'
import { IDENTITY_INTERNAL } from '@care/contracts/routes/identity'
import type { Bus } from '../bus/types.ts'
import type { OrganizationsOfBusiness } from './organization-ids.ts'

export const organizationsFromIdentity = (bus: Bus): OrganizationsOfBusiness => async (session, ctx) => {
  const reply = await bus.request(requestSubject('identity', IDENTITY_INTERNAL.organizationsOfBusiness), {
    requestId: ctx.requestId, session, payload: {}, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  })
  if (isErrorReply(reply)) throw new ApiError(reply.status, reply.message, reply.validation)
  return (reply as { body: { ids: string[] } }).body.ids
}
