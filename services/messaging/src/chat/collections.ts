// Chat's collections (chat_rooms, chats) with their entity rules (rooms.ts, messages.ts).
import { chatRooms, chats } from '@care/contracts/collections/index'
import { chatRoomHooks } from './rooms.ts'
import { chatHooks } from './messages.ts'

export const chatCollectionList = [
  [chatRooms, chatRoomHooks],
  [chats, chatHooks],
] as const
