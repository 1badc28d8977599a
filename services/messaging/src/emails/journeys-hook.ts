// /journeys/handle-incoming-communication (the SDK's journeys action): checks the patient and
// publishes evt.incoming_communications.created, as an inbound SMS or email does; records' journeys
// react to it (services/records/src/journeys/incoming-communication.ts: the journeys whose
// onIncomingEnduserCommunication is 'Remove' let the patient go).
import { type outboundRoutes } from '@care/contracts/routes/outbound'
import type { Handler } from '@care/kit/runtime/typed-operations'
import { unknownPatient } from './deliver.ts'
import { publishIncoming } from './incoming.ts'
import { patientOf } from './people.ts'
import type { OutboundRuntime } from './runtime.ts'

export const handleIncomingCommunication = (rt: OutboundRuntime): Handler<typeof outboundRoutes, 'journeys.handle-incoming-communication'> => async (input, ctx) => {
  const businessId = ctx.session!.businessId
  if (!(await patientOf(rt.bus, businessId, input.enduserId, ctx))) throw unknownPatient()
  await rt.db.$transaction((tx) => publishIncoming(tx, {
    businessId, enduserId: input.enduserId, channel: input.channel ?? 'Unknown',
    ...(input.destination ? { destination: input.destination } : {}), ...(input.messageId ? { messageId: input.messageId } : {}),
  }))
  return { published: true }
}
