// chats' rules (spec 1 §5, §6; spec 2 §2.11). A chat goes to a room the caller may read — a patient
// only to a room they are in — and never to an ended one ('This conversation has been ended'). The
// server sets who sent it (senderId, and userId or enduserId) and copies the room's members onto it
// (userIds, enduserIds: who may read it, REST and live alike); html is sanitized on every write.
// A staff member's draft or chat with sendAt ahead is held back (heldBack: patients neither read nor
// hear it) until scheduled.ts sends it — or an update makes it due (sendAt moved to now or the past,
// isDraft false), which sends it then (timestamp: when); a patient's chat is always sent at once.
// Replies to a deleted chat lose their replyId (dependents.ts).
import { CHAT_ROOM_ENDED } from '@care/contracts/collections/chat-rooms'
import { ApiError, ErrorMessages, forbidden } from '@care/contracts/errors'
import { ChatMessages } from '@care/contracts/routes/chat'
import type { ApiRecord, CollectionHooks } from '@care/kit/collections/types'
import { isObjectId } from '@care/kit/ids'
import type { PrismaClient } from '../db.ts'
import { repositoriesOf } from '../repositories.ts'
import { unlinkReplies } from './dependents.ts'
import { chatRuntimeOf } from './runtime.ts'
import { sanitizeChatHtml } from './sanitize.ts'

const instant = (v: unknown) => (v instanceof Date ? v.toISOString() : v)

/** a draft, or a chat whose sendAt is ahead: not sent yet */
export const isHeldBack = (r: { isDraft?: unknown; sendAt?: unknown }, now: number) =>
  r.isDraft === true || (typeof r.sendAt === 'string' && r.sendAt !== '' && Date.parse(r.sendAt) > now)

/** the room a list's filter (or mdbFilter) narrows to, when it names one */
const roomNamed = (filter: unknown): string | undefined => {
  const roomId = filter && typeof filter === 'object' ? (filter as ApiRecord).roomId : undefined
  return typeof roomId === 'string' ? roomId : undefined
}

const notFound = () => new ApiError(404, ChatMessages.notFound, [{ field: 'roomId', message: ChatMessages.notFound }])

export const chatHooks = (db: object): CollectionHooks => ({
  async beforeCreate(record, ctx) {
    const session = ctx.session
    if (!session) throw notFound()
    const roomId = typeof record.roomId === 'string' ? record.roomId : ''
    if (!roomId) return // the contract's 'Value not provided for required field: roomId'
    const room = await repositoriesOf(db as PrismaClient).chatRooms.systemRepo(session.businessId).row(roomId)
    if (!room) throw notFound()
    if (session.type === 'enduser') {
      if (!room.enduserIds.includes(session.id)) throw notFound()
    } else {
      repositoriesOf(db as PrismaClient).chatRooms.systemRepo(session.businessId).assertMay(session, 'read', room, { notFound: ChatMessages.notFound })
    }
    if (room.endedAt) throw new ApiError(400, CHAT_ROOM_ENDED, [{ field: 'roomId', message: CHAT_ROOM_ENDED }])
    const held = isHeldBack(record, chatRuntimeOf(db).now())
    if (held && session.type === 'enduser') {
      const field = record.isDraft === true ? 'isDraft' : 'sendAt'
      throw new ApiError(400, ChatMessages.enduserCannotHold, [{ field, message: ChatMessages.enduserCannotHold }])
    }
    const next: ApiRecord = {
      ...record,
      senderId: session.id,
      ...(session.type === 'enduser' ? { enduserId: session.id } : { userId: session.id }),
      userIds: room.userIds,
      enduserIds: room.enduserIds,
      ...(held ? { heldBack: true } : {}),
    }
    if (typeof record.html === 'string') next.html = sanitizeChatHtml(record.html)
    return next
  },
  /**
   * A list of one room's chats is the room's: refused (the SDK's 403 'You do not have permission to
   * access this resource') when the caller may not read that room, or there is no such room, rather
   * than answered empty as if the room were quiet.
   */
  async beforeList(input, ctx) {
    const session = ctx.session
    const roomId = roomNamed(input.filter) ?? roomNamed(input.mdbFilter)
    if (!session || roomId === undefined || !isObjectId(roomId)) return
    const rooms = repositoriesOf(db as PrismaClient).chatRooms.systemRepo(session.businessId)
    const room = await rooms.row(roomId)
    if (!room) throw forbidden(ErrorMessages.noPermission)
    rooms.assertMay(session, 'read', room, { unreadable: 'forbidden', forbidden: ErrorMessages.noPermission })
  },
  afterDelete: (chat, tx) => unlinkReplies(repositoriesOf(db as PrismaClient), chat.businessId, chat.id, tx),
  beforeUpdate(existing, updates) {
    let next = updates
    if (typeof updates.html === 'string') next = { ...next, html: sanitizeChatHtml(updates.html) }
    // a held chat whose update makes it due (sendAt now or past, no longer a draft) is sent by the update itself
    if (existing.heldBack === true && ('sendAt' in updates || 'isDraft' in updates)) {
      const now = chatRuntimeOf(db).now()
      const after = { isDraft: 'isDraft' in updates ? updates.isDraft : existing.isDraft, sendAt: instant('sendAt' in updates ? updates.sendAt : existing.sendAt) }
      if (!isHeldBack(after, now)) next = { ...next, heldBack: false, timestamp: new Date(now).toISOString() }
    }
    return next === updates ? undefined : next
  },
})
