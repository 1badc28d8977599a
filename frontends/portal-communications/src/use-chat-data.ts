// The patient's rooms and a room's messages from the page's one cache (the server answers only the
// rooms the patient is in and their messages), so Home's unread banner, the list and an open room
// read the same records, and live events change them all at once.
import { useMemo } from 'react'
import { useCollection, useRecord } from '@care/sdk/react'
import { inOrder } from './chat-rules.ts'
import type { ChatLike, ChatRoomLike } from './chat-types.ts'

/** A 404 for the whole collection means the messaging service is not part of this deployment. */
export const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

export function useRooms() {
  const rooms = useCollection('chat_rooms')
  const records = rooms.records as unknown as readonly ChatRoomLike[]
  return { ...rooms, records }
}

export function useRoom(id: string) {
  const room = useRecord('chat_rooms', id)
  return { ...room, record: room.record as unknown as ChatRoomLike | undefined }
}

/** a room's messages, oldest first; the first page is the newest ones, `loadMore` the earlier */
export function useChats(roomId: string) {
  const chats = useCollection('chats', { filter: { roomId } })
  const records = chats.records as unknown as readonly ChatLike[]
  const ordered = useMemo(() => inOrder(records), [records])
  return { ...chats, records: ordered }
}
