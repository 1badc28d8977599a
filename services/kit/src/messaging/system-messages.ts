// Every service's way to send system emails and SMS: a bus request to messaging, which owns
// delivery. A failure surfaces to the caller (503/504), so nothing is ever "sent" into nothing.
import { MESSAGING_INTERNAL, messagingBusRoutes, type SystemEmail, type SystemSms } from '@care/contracts/routes/messaging'
import { callRoute, routeNamed } from '../bus/call-route.ts'
import type { Bus } from '../bus/types.ts'
import { newObjectId } from '../ids.ts'

const SEND_TIMEOUT_MS = 15_000
const sendEmail = routeNamed(messagingBusRoutes, MESSAGING_INTERNAL.sendEmail)
const sendSms = routeNamed(messagingBusRoutes, MESSAGING_INTERNAL.sendSms)

export const sendSystemEmail = (bus: Bus, email: SystemEmail) => callRoute(bus, sendEmail, email, { requestId: newObjectId() }, { timeoutMs: SEND_TIMEOUT_MS })
export const sendSystemSms = (bus: Bus, sms: SystemSms) => callRoute(bus, sendSms, sms, { requestId: newObjectId() }, { timeoutMs: SEND_TIMEOUT_MS })
