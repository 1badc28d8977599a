// readBy of a room's messages (the SDK's Chat.readBy: by reader id, when they read it), kept by the
// server: when a member marks the room read (/mark-chat-room-read), each message someone else sent
// that the member had not read yet gets readBy[member] = now, in the same transaction as their unread
// count's reset. Each stamp is an update with its event, so the sender's screens (the portal's
// 'Read', the inbox's read state) change live. Only the newest READ_BY_WINDOW messages of the room
// are looked at: older ones were stamped by the reads before them. Held-back chats (drafts,
// scheduled) are not sent yet and are never stamped.
import type { Transaction } from '@care/kit/repository/system-repository'
import type { MessagingDeps } from '../deps.ts'

export const READ_BY_WINDOW = 500

const readersOf = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {})

/** stamps readBy[reader] on the room's unread messages from others; answers how many were stamped */
export async function stampReadBy(d: MessagingDeps, o: { businessId: string; reader: { type: string; id: string }; roomId: string; at: string; tx: Transaction }): Promise<number> {
  const chats = d.repos.chats.systemRepo(o.businessId, o.reader)
  const rows = await chats.findRows({ roomId: o.roomId }, { tx: o.tx, take: READ_BY_WINDOW, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], fields: ['id', 'senderId', 'readBy', 'heldBack'] })
  let stamped = 0
  for (const row of rows) {
    if (row.senderId === o.reader.id || row.heldBack === true || readersOf(row.readBy)[o.reader.id]) continue
    await chats.modify(row.id, (now) => {
      const readBy = readersOf(now.readBy)
      if (readBy[o.reader.id]) return undefined
      stamped++
      return { readBy: { ...readBy, [o.reader.id]: o.at } }
    }, { tx: o.tx })
  }
  return stamped
}
