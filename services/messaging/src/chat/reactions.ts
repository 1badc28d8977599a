// What follows a new chat (spec 1 §4; spec 3 §3 "Chat"): its room's numMessages, recentMessage,
// recentSender and recentMessageSentAt, and every other member's unread count (+1; the sender's is 0),
// kept by the server inside the reaction's transaction (exactly once per chat); the room's update
// reaches live subscribers like any write. When a room's members change, its chats follow (who may
// read them, REST and live). A deleted room's chats are deleted with it.
import { onEvent, type Reaction } from '@care/kit/reactions/index'
import type { ApiRecord } from '@care/kit/collections/types'
import type { MessagingDeps } from '../deps.ts'
import { deleteRoomChats } from './dependents.ts'
import { withMemberEntries } from './rooms.ts'

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])

/** the chats an event sends: created and not held back, or held back until now (scheduled.ts released them) */
function sentBy(event: { op: string; records: ApiRecord[]; changes?: { id: string; changes: ApiRecord }[] }): ApiRecord[] {
  if (event.op === 'created') return event.records.filter((c) => c.heldBack !== true && c.isDraft !== true)
  const released = new Set((event.changes ?? []).filter((c) => 'heldBack' in c.changes && c.changes.heldBack !== true).map((c) => c.id))
  return event.records.filter((c) => released.has(String(c.id)) && c.heldBack !== true)
}

export const roomSummary = (d: MessagingDeps) =>
  onEvent('chat-room-summary', ['evt.chats.created', 'evt.chats.updated'], async (event, { tx, businessId }) => {
    const rooms = d.repos.chatRooms.systemRepo(businessId)
    const chats = d.repos.chats.systemRepo(businessId)
    for (const chat of sentBy(event)) {
      const roomId = text(chat.roomId)
      if (!roomId) continue
      await rooms.modify(roomId, async (room) => {
        const numMessages = await chats.count({ roomId, OR: [{ heldBack: null }, { heldBack: false }] }, { tx })
        const sender = text(chat.senderId)
        const info = withMemberEntries(room.infoForUser, [...room.userIds, ...room.enduserIds])
        for (const [id, entry] of Object.entries(info)) {
          const unread = typeof entry.unreadCount === 'number' ? entry.unreadCount : 0
          info[id] = id === sender ? { ...entry, unreadCount: 0 } : { ...entry, unreadCount: unread + 1 }
        }
        const sentAt = Date.parse(text(chat.timestamp)) || Date.parse(text(chat.createdAt)) || d.now()
        const fields: ApiRecord = {
          numMessages, infoForUser: info, recentSender: sender, recentMessageSentAt: sentAt,
          recentMessage: text(chat.message).slice(0, 5000),
        }
        return fields
      }, { tx })
    }
  })

export const membersFollowRoom = (d: MessagingDeps) =>
  onEvent('chat-members-follow-room', 'evt.chat_rooms.updated', async (event, { tx, businessId }) => {
    const chats = d.repos.chats.systemRepo(businessId)
    for (const room of event.records) {
      const change = event.changes?.find((c) => c.id === room.id)?.changes ?? {}
      if (!('userIds' in change) && !('enduserIds' in change)) continue
      const userIds = ids(room.userIds)
      const enduserIds = ids(room.enduserIds)
      for (const chat of await chats.findRows({ roomId: room.id }, { tx, fields: ['id', 'userIds', 'enduserIds'] })) {
        if (same(chat.userIds, userIds) && same(chat.enduserIds, enduserIds)) continue
        await chats.update(chat.id, { userIds, enduserIds }, { tx })
      }
    }
  })

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * a deleted room takes its chats with it (the SDK's chats.roomId: deleted with the room): the generic
 * delete already did inside its transaction (rooms.ts); this covers rooms deleted another way
 */
export const chatsGoWithRoom = (d: MessagingDeps) =>
  onEvent('chats-go-with-room', 'evt.chat_rooms.deleted', async (event, { tx, businessId }) => {
    for (const room of event.records) await deleteRoomChats(d.repos, businessId, String(room.id), tx)
  })

export const chatReactionList = (d: MessagingDeps): Reaction[] => [roomSummary(d), membersFollowRoom(d), chatsGoWithRoom(d)]
