// What goes with a deleted room or chat (the SDK's chats.roomId: deleted with the room; chats.replyId:
// emptied when the chat replied to is deleted). Run inside the deletion's transaction by the generic
// delete (rooms.ts, messages.ts: afterDelete), so no reader finds an orphan after the answer, and
// by the room-deleted reaction for rooms deleted another way (the system repository).
import type { Transaction } from '@care/kit/repository/system-repository'
import type { MessagingRepositories } from '../repositories.ts'

export async function deleteRoomChats(repos: MessagingRepositories, businessId: string, roomId: string, tx: Transaction): Promise<void> {
  const chats = repos.chats.systemRepo(businessId)
  for (const chat of await chats.findRows({ roomId }, { tx, fields: ['id'] })) await chats.delete(chat.id, { tx })
}

export async function unlinkReplies(repos: MessagingRepositories, businessId: string, chatId: string, tx: Transaction): Promise<void> {
  const chats = repos.chats.systemRepo(businessId)
  for (const reply of await chats.findRows({ replyId: chatId }, { tx, fields: ['id'] })) await chats.update(reply.id, { replyId: null }, { tx })
}
