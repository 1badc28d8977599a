// POST /handle-out-of-office-autoreply (spec 1 §6 admin-only, §7 "Other", §9): the autoreply to a
// patient who wrote while the team is away — into the chat room (threadId) as the user, or by email or
// SMS through messaging's own system delivery — at most one per patient per hour. The throttle is one
// row per patient, claimed atomically (INSERT … ON CONFLICT … WHERE older than the window), so two
// concurrent calls never both send.
// Escape hatch (raw Prisma): out_of_office_autoreplies is the throttle's own table, not a collection.
import { ApiError, forbidden } from '@care/contracts/errors'
import { ChatMessages, OUT_OF_OFFICE_AUTOREPLY, OUT_OF_OFFICE_WINDOW_MS, type chatRoutes } from '@care/contracts/routes/chat'
import { identityBusRoutes } from '@care/contracts/routes/identity'
import { messagingBusRoutes } from '@care/contracts/routes/messaging'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { MessagingDeps } from '../deps.ts'

type Routes = typeof chatRoutes

/** claims the patient's autoreply for now: true when none was sent within the window */
async function claim(d: MessagingDeps, businessId: string, enduserId: string, channel: string): Promise<boolean> {
  const now = new Date(d.now())
  const since = new Date(d.now() - OUT_OF_OFFICE_WINDOW_MS)
  const rows = await d.db.$queryRawUnsafe<{ enduserId: string }[]>(
    `INSERT INTO out_of_office_autoreplies ("businessId", "enduserId", channel, "lastSentAt") VALUES ($1, $2, $3, $4)
     ON CONFLICT ("businessId", "enduserId") DO UPDATE SET channel = EXCLUDED.channel, "lastSentAt" = EXCLUDED."lastSentAt"
     WHERE out_of_office_autoreplies."lastSentAt" <= $5
     RETURNING "enduserId"`,
    businessId, enduserId, channel, now, since,
  )
  return rows.length > 0
}

/** gives the claim back when the reply could not be sent, so the next message tries again */
async function release(d: MessagingDeps, businessId: string, enduserId: string) {
  await d.db.$executeRawUnsafe(`DELETE FROM out_of_office_autoreplies WHERE "businessId" = $1 AND "enduserId" = $2`, businessId, enduserId)
}

export const outOfOfficeAutoreply = (d: MessagingDeps): Handler<Routes, 'chat_rooms.out-of-office-autoreply'> => async (input, ctx) => {
  const session = ctx.session
  if (!session || session.type !== 'user' || !session.isAdmin) throw forbidden()
  const { businessId } = session
  const hop = { requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) }
  const { enduser } = await callRoute(d.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId, enduserId: input.enduserId }, hop)
  if (!enduser) throw new ApiError(404, ChatMessages.patientNotFound)
  const senderId = input.userId ?? session.id
  let deliver: () => Promise<unknown>
  if (input.channel === 'Chat') {
    if (!input.threadId) throw new ApiError(400, ChatMessages.threadRequired, [{ field: 'threadId', message: ChatMessages.threadRequired }])
    const room = await d.repos.chatRooms.systemRepo(businessId).row(input.threadId)
    if (!room || !room.enduserIds.includes(input.enduserId)) throw new ApiError(404, ChatMessages.notFound)
    if (room.endedAt) throw new ApiError(400, ChatMessages.ended)
    deliver = () => d.repos.chats.systemRepo(businessId, { type: 'user', id: senderId }).create({
      roomId: room.id, message: OUT_OF_OFFICE_AUTOREPLY, senderId, userId: senderId, isAutoreply: true,
      userIds: room.userIds, enduserIds: room.enduserIds,
    }, { creator: senderId })
  } else if (input.channel === 'Email') {
    const to = typeof enduser.email === 'string' ? enduser.email : ''
    if (!to) throw new ApiError(400, ChatMessages.noContact)
    deliver = () => callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-email'), {
      businessId, to, subject: 'Out of office', text: OUT_OF_OFFICE_AUTOREPLY, purpose: 'out-of-office-autoreply',
    }, hop)
  } else {
    const to = typeof enduser.phone === 'string' ? enduser.phone : ''
    if (!to) throw new ApiError(400, ChatMessages.noContact)
    deliver = () => callRoute(d.bus, routeNamed(messagingBusRoutes, 'system.send-sms'), {
      businessId, to, message: OUT_OF_OFFICE_AUTOREPLY, purpose: 'out-of-office-autoreply',
    }, hop)
  }
  if (!(await claim(d, businessId, input.enduserId, input.channel))) return { sent: false }
  try {
    await deliver()
  } catch (e) {
    await release(d, businessId, input.enduserId)
    throw e
  }
  return { sent: true }
}
