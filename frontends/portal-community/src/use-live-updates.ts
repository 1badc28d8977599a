// Live updates while Community is open: a forum created, changed or deleted shows at once (the sdk
// applies `/v1/live` events to the cached forums; patients hear no post or comment events — their
// counts are read again after the patient's own action, refresh-counts.ts). The portal shell does not
// run the socket itself, so this page starts it and stops it again on leaving — only if it was the
// one that started it.
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
