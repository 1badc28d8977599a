// chat_rooms' rules (spec 1 §5, §6; spec 2 §2.11). A patient starts a conversation only when their
// organization allows it, only for themselves, and gets the organization's default subject when they
// give none. Every member has an entry in infoForUser from the start (unreadCount 0), so the
// server's counts (reactions.ts) and /mark-chat-room-read have one to change. A deleted room's chats
// go with it (dependents.ts).
import { ApiError } from '@care/contracts/errors'
import { ChatMessages } from '@care/contracts/routes/chat'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/types'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { deleteRoomChats } from './dependents.ts'
import { enduserChatSettings } from './portal-settings.ts'
import { chatRuntimeOf } from './runtime.ts'

const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [])

/** infoForUser with an entry (unreadCount 0) for each member that has none yet */
export function withMemberEntries(info: unknown, members: readonly string[]): Record<string, ApiRecord> {
  const current = info && typeof info === 'object' && !Array.isArray(info) ? { ...(info as Record<string, ApiRecord>) } : {}
  for (const id of members) if (!current[id]) current[id] = { unreadCount: 0 }
  return current
}

export const chatRoomHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    const session = ctx.session
    const next: ApiRecord = { ...record }
    if (session?.type === 'enduser') {
      const settings = await enduserChatSettings(chatRuntimeOf(db).bus, session.businessId, ctx)
      if (!settings.allowed) throw new ApiError(403, ChatMessages.enduserChatNotAllowed)
      const named = ids(record.enduserIds)
      if (named.some((id) => id !== session.id)) {
        throw new ApiError(400, ChatMessages.enduserOnlySelf, [{ field: 'enduserIds', message: ChatMessages.enduserOnlySelf }])
      }
      next.enduserIds = [session.id]
      if (typeof record.title !== 'string' || !record.title.trim()) next.title = settings.defaultSubject
    }
    next.infoForUser = withMemberEntries(record.infoForUser, [...ids(next.userIds), ...ids(next.enduserIds)])
    return next
  },
  afterDelete: (room, tx) => deleteRoomChats(repositoriesOf(db as PrismaClient), room.businessId, room.id, tx),
  beforeUpdate(existing, updates) {
    if (updates.userIds === undefined && updates.enduserIds === undefined) return
    const members = [...ids(updates.userIds ?? existing.userIds), ...ids(updates.enduserIds ?? existing.enduserIds)]
    const known = withMemberEntries(existing.infoForUser, [])
    const added = Object.fromEntries(members.filter((id) => !known[id]).map((id) => [id, { unreadCount: 0 }]))
    if (!Object.keys(added).length) return
    return { ...updates, infoForUser: { ...(updates.infoForUser as ApiRecord | undefined ?? {}), ...added } }
  },
})
