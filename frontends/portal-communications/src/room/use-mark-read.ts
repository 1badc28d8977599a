// Mark read on open (spec 2 §7: POST /mark-chat-room-read {id}): while the room is on screen and the
// patient has unread messages in it — on opening, and again when the care team writes meanwhile —
// the room is marked read; the answer (the updated room) replaces the cached one, so the list's badge
// and Home's banner drop at once. Failures are logged only (spec 2 §8).
import { useEffect, useRef } from 'react'
import { useCareClient } from '@care/sdk/react'
import { unreadCount } from '../chat-rules.ts'
import type { ChatRoomLike } from '../chat-types.ts'

export function useMarkRead(room: ChatRoomLike | undefined, me: string, active: boolean) {
  const client = useCareClient()
  const unread = room ? unreadCount(room, me) : 0
  const sending = useRef(false)
  const roomId = room?.id
  useEffect(() => {
    if (!active || !roomId || unread === 0 || sending.current) return
    sending.current = true
    client.call<{ updated?: ChatRoomLike } & Partial<ChatRoomLike>>('POST', '/mark-chat-room-read', { id: roomId }).then(
      (answer) => {
        const updated = answer?.updated ?? (answer?.id ? (answer as ChatRoomLike) : undefined)
        const rooms = client.collection('chat_rooms')
        if (updated?.id === roomId) rooms.addReplaceIfMatch([updated as never])
        else rooms.modify(roomId, (r) => ({ ...r, infoForUser: { ...(r.infoForUser as object | undefined), [me]: { ...(r.infoForUser as ChatRoomLike['infoForUser'])?.[me], unreadCount: 0 } } }))
      },
      (error: unknown) => console.warn('mark-chat-room-read failed', error),
    ).finally(() => {
      sending.current = false
    })
  }, [client, roomId, me, unread, active])
}
