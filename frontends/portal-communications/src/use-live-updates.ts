// Live updates while Communications is open: a message from the care team, a room's unread count or
// a message read elsewhere shows at once (the sdk applies `/v1/live` events to the cached records). The
// portal shell does not run the socket itself, so this page starts it and stops it again on leaving —
// only if it was the one that started it.
import { useEffect } from 'react'
import { useCareClient } from '@care/sdk/react'

export function useLiveUpdates() {
  const client = useCareClient()
  useEffect(() => {
    if (client.live.state !== 'stopped') return
    client.live.start()
    return () => client.live.stop()
  }, [client])
}
