// Who is in a room (GET /chat-room-display-info, spec 2 §7): names for the care team's bubbles. A
// failure leaves the bubbles with 'Care team' (logged only, spec 2 §8).
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'
import type { DisplayInfoById } from './chat-types.ts'

interface Answer {
  id?: string
  display_info?: DisplayInfoById
}

export function useDisplayInfo(roomId: string, senders: readonly string[]): DisplayInfoById {
  const client = useCareClient()
  const [info, setInfo] = useState<DisplayInfoById>({})
  // asked again when someone new speaks (a team member who joined the room)
  const unknown = senders.filter((id) => !(id in info)).sort().join(',')
  useEffect(() => {
    let live = true
    client.call<Answer>('GET', '/chat-room-display-info', { id: roomId }).then(
      (answer) => {
        if (live) setInfo((before) => ({ ...before, ...answer.display_info }))
      },
      (error: unknown) => console.warn('chat-room-display-info failed', error),
    )
    return () => {
      live = false
    }
  }, [client, roomId, unknown])
  return info
}
