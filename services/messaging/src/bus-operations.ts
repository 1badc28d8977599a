// Messaging's bus-only calls (routes in contracts/src/routes/messaging.ts, messagingBusRoutes):
// system email and SMS other services ask it to send, and Twilio's signed webhook the gateway hands
// on. Operation name → handler.
import type { messagingBusRoutes } from '@care/contracts/routes/messaging'
import type { RouteOperations } from '@care/kit/runtime/typed-operations'
import type { OutboundRuntime } from './emails/runtime.ts'
import type { Mailer } from './email/mailer.ts'
import { sendSystemEmail } from './email/send-email.ts'
import type { SmsAdapter } from './sms/adapter.ts'
import { sendSystemSms } from './sms/send-sms.ts'
import { twilioSignedInbound } from './sms-messages/inbound.ts'

export const messagingBusOperations = (mailer: Mailer | undefined, sms: SmsAdapter, outbound: OutboundRuntime): RouteOperations<typeof messagingBusRoutes> => ({
  'system.send-email': sendSystemEmail(mailer),
  'system.send-sms': sendSystemSms(sms),
  'sms_messages.twilio-webhook': twilioSignedInbound(outbound),
})
