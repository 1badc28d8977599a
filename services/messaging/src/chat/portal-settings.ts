// Whether a patient may start a conversation (spec 2 §2.11: the organization's
// portalSettings.communication.allowEnduserInitiatedChat) and the subject a room they start gets by
// default ('The {name} Team', or enduserInitiatedChatDefaultSubject): asked of identity's public
// organization theme over the bus, never its tables.
import { identityRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Bus } from '@care/kit/bus/types'
import type { OperationContext } from '@care/kit/runtime/operation'

export interface EnduserChatSettings {
  allowed: boolean
  defaultSubject: string
}

export async function enduserChatSettings(bus: Bus, businessId: string, ctx: OperationContext): Promise<EnduserChatSettings> {
  const { theme } = await callRoute(bus, routeNamed(identityRoutes, 'organizations.theme'), { businessId }, {
    requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}),
  })
  const communication = theme.portalSettings.communication ?? {}
  const subject = typeof communication.enduserInitiatedChatDefaultSubject === 'string' ? communication.enduserInitiatedChatDefaultSubject.trim() : ''
  return {
    allowed: communication.allowEnduserInitiatedChat === true,
    defaultSubject: subject || `The ${theme.name} Team`,
  }
}
