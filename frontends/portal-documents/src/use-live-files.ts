// Live updates while Documents is open: a file the care team shares (its record created, then
// confirmed once the bytes arrive) or hides shows up or goes at once. The sdk applies `/v1/live`
// events to the cached `files`; the portal shell does not run the socket itself, so this page
// starts it and stops it again on leaving — only if it was the one that started it.
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
