// Every service's way to send system emails and SMS: a bus request to messaging, which owns
// delivery. A failure surfaces to the caller (503/504), so nothing is ever "sent" into nothing.
import { MESSAGING_INTERNAL, type SystemEmail, type SystemMessageReceipt, type SystemSms } from '@care/contracts/routes/messaging'
import { requestSubject } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import type { Bus } from '../bus/types.ts'
import { newObjectId } from '../ids.ts'

const SEND_TIMEOUT_MS = 15_000

async function send(bus: Bus, operation: string, payload: SystemEmail | SystemSms): Promise<SystemMessageReceipt> {
  const reply = await bus.request(requestSubject('messaging', operation), { requestId: newObjectId(), payload }, { timeoutMs: SEND_TIMEOUT_MS })
  if ('message' in reply) throw new ApiError(reply.status, reply.message, reply.validation)
  return reply.body as SystemMessageReceipt
}

export const sendSystemEmail = (bus: Bus, email: SystemEmail) => send(bus, MESSAGING_INTERNAL.sendEmail, email)
export const sendSystemSms = (bus: Bus, sms: SystemSms) => send(bus, MESSAGING_INTERNAL.sendSms, sms)
