// Chat's named calls (spec 1 §7 "Messaging"; spec 2 §7): join a room with no staff member yet, mark a
// room read (the caller's unread count to 0 and readBy on the messages of others: read-by.ts), the
// display information of a room's members.
import { ApiError } from '@care/contracts/errors'
import { ChatMessages, chatRoutes } from '@care/contracts/routes/chat'
import { identityBusRoutes, identityRoutes } from '@care/contracts/routes/identity'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import type { OperationContext } from '@care/kit/runtime/operation'
import type { Handler } from '@care/kit/runtime/typed-operations'
import type { MessagingDeps } from '../deps.ts'
import { stampReadBy } from './read-by.ts'
import { withMemberEntries } from './rooms.ts'

type Routes = typeof chatRoutes

const sessionOf = (ctx: OperationContext) => {
  if (!ctx.session) throw new ApiError(401, 'Unauthenticated')
  return ctx.session
}
const hop = (ctx: OperationContext) => ({ requestId: ctx.requestId, ...(ctx.traceparent ? { traceparent: ctx.traceparent } : {}) })
const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

export const joinRoom = (d: MessagingDeps): Handler<Routes, 'chat_rooms.join-room'> => async ({ id }, ctx) => {
  const session = sessionOf(ctx)
  const rooms = d.repos.chatRooms.systemRepo(session.businessId, { type: session.type, id: session.id })
  const joined = await rooms.modify(id, (room) => {
    if (room.userIds.includes(session.id)) return undefined
    if (room.userIds.length) throw new ApiError(409, ChatMessages.joinHasMembers)
    return { userIds: [session.id], infoForUser: withMemberEntries(room.infoForUser, [session.id, ...room.enduserIds]) }
  })
  if (!joined) throw new ApiError(404, ChatMessages.notFound)
  return { room: await d.repos.chatRooms.repo(ctx).get(id) }
}

export const markRead = (d: MessagingDeps): Handler<Routes, 'chat_rooms.mark-read'> => async ({ id }, ctx) => {
  const session = sessionOf(ctx)
  await d.repos.chatRooms.repo(ctx).get(id) // 404 unless the caller may read the room
  const reader = { type: session.type, id: session.id }
  await d.db.$transaction(async (tx) => {
    await d.repos.chatRooms.systemRepo(session.businessId, reader).modify(id, (room) => {
      const info = withMemberEntries(room.infoForUser, [])
      const mine = info[session.id]
      if (mine && mine.unreadCount === 0 && !mine.markedUnread) return undefined
      return { infoForUser: { ...info, [session.id]: { unreadCount: 0 } } }
    }, { tx })
    await stampReadBy(d, { businessId: session.businessId, reader, roomId: id, at: new Date(d.now()).toISOString(), tx })
  })
  return { updated: await d.repos.chatRooms.repo(ctx).get(id) }
}

export const displayInfo = (d: MessagingDeps): Handler<Routes, 'chat_rooms.display-info'> => async ({ id }, ctx) => {
  const session = sessionOf(ctx)
  const room = await d.repos.chatRooms.repo(ctx).get(id)
  const display_info: Record<string, Record<string, string>> = {}
  const userIds = room.userIds ?? []
  if (userIds.length) {
    const users = await callRoute(d.bus, routeNamed(identityRoutes, 'users.display-info'), {}, ctx)
    for (const u of users) {
      if (!userIds.includes(u.id)) continue
      display_info[u.id] = Object.fromEntries(Object.entries(u).filter(([k, v]) => k !== 'id' && typeof v === 'string')) as Record<string, string>
    }
  }
  for (const enduserId of room.enduserIds ?? []) {
    const { enduser } = await callRoute(d.bus, routeNamed(identityBusRoutes, 'endusers.for-form'), { businessId: session.businessId, enduserId }, hop(ctx))
    if (!enduser) continue
    const info: Record<string, string> = {}
    for (const k of ['fname', 'lname', 'displayName', 'avatar', 'lastActive', 'lastLogout', 'createdAt'] as const) {
      const v = text(enduser[k])
      if (v) info[k] = v
    }
    display_info[enduserId] = info
  }
  return { id: room.id, display_info }
}
