// The SMS calls (spec 1 §7 "Messaging"; the SDK's sms_messages actions):
// - /sms-messages/send-message-to-number: the patient with that phone (identity's getOne, with the
//   caller's rules) or a new one (identity's createOne), then an SMS to them as any create would send it;
// - /sms-messages/leave-message (public): a website visitor's message joins the thread of that number
//   in the business as an inbound SMS — at most LEAVE_MESSAGE_LIMIT per number and hour (429).
import { endusers } from '@care/contracts/collections/index'
import { requestSubject } from '@care/contracts/bus'
import { ApiError } from '@care/contracts/errors'
import { getOneInput } from '@care/contracts/routes/generic'
import { OutboundMessages, type outboundRoutes } from '@care/contracts/routes/outbound'
import { z } from 'zod'
import { callRoute, collectionGetOne } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { OutboundRuntime } from '../emails/runtime.ts'
import { publishIncoming } from '../emails/incoming.ts'
import { threadOfNumber } from './thread-of-number.ts'

export const LEAVE_MESSAGE_LIMIT = 5
export const LEAVE_MESSAGE_TAG = 'Left Message'
export const LEAVE_MESSAGE_NO_THREAD = 'No conversation with this number yet: the business will reach out first'

const enduserCreateOne = {
  operation: 'endusers.createOne', subject: requestSubject(endusers.service, 'endusers.createOne'),
  input: z.object(endusers.fields).loose(), output: endusers.record,
} as const

const asCaller = (ctx: OperationContext) => ({ requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}), ...(ctx.session ? { session: ctx.session } : {}) })

/** the patient with this phone as the caller may read them, else one created with it */
async function patientWithPhone(rt: OutboundRuntime, phone: string, ctx: OperationContext) {
  try {
    return await callRoute(rt.bus, collectionGetOne(endusers), getOneInput.parse({ filter: { phone } }), asCaller(ctx))
  } catch (err) {
    if ((err as { status?: number }).status !== 404) throw err
  }
  return callRoute(rt.bus, enduserCreateOne, { phone }, asCaller(ctx))
}

export const sendMessageToNumber = (rt: OutboundRuntime): Handler<typeof outboundRoutes, 'sms_messages.send-message-to-number'> => async ({ message, to }, ctx) => {
  const enduser = await patientWithPhone(rt, to, ctx)
  await rt.repos.smsMessages.repo(ctx).create({ enduserId: enduser.id, message, enduserPhoneNumber: to })
  return { enduser }
}

export const leaveMessage = (rt: OutboundRuntime): Handler<typeof outboundRoutes, 'sms_messages.leave-message'> => async ({ businessId, fname, lname, phone, message }, ctx) => {
  const thread = await threadOfNumber(rt, phone, businessId)
  if (!thread) throw new ApiError(404, LEAVE_MESSAGE_NO_THREAD)
  const since = new Date(rt.now() - 60 * 60 * 1000)
  const repo = rt.repos.smsMessages.systemRepo(businessId, { type: 'enduser', id: thread.enduserId })
  const recent = await repo.count({ enduserPhoneNumber: phone, inbound: true, tags: { has: LEAVE_MESSAGE_TAG }, createdAt: { gte: since } })
  if (recent >= LEAVE_MESSAGE_LIMIT) throw new ApiError(429, OutboundMessages.leaveMessageThrottled)
  const text = `${fname} ${lname}: ${message}`.slice(0, 1200)
  await rt.db.$transaction(async (tx) => {
    const created = await repo.create({
      enduserId: thread.enduserId, message: text, inbound: true, delivered: true, logOnly: false, enduserPhoneNumber: phone,
      tags: [LEAVE_MESSAGE_TAG], assignedTo: thread.assignedTo, ...(thread.userId ? { userId: thread.userId } : {}), timestamp: new Date(rt.now()).toISOString(),
    }, { tx, creator: thread.enduserId })
    await publishIncoming(tx, { businessId, enduserId: thread.enduserId, channel: 'SMS', messageId: String(created.id) })
  })
  ctx.log.info({ businessId }, 'website message left')
  return {}
}
