// Polling (spec 2 §4, §9): on the event page the event is read again every 5000 ms until a video URL
// appears (a Zoom link the care team adds when the call starts), and not at all once the event is
// cancelled or rescheduled. Each answer replaces the cached record, so every screen showing it moves
// too; an event gone meanwhile leaves the cache (the page then says it was rescheduled or deleted).
// Failures are logged only (spec 2 §8). Tests drive it with node:test's mocked setInterval.
import { useEffect } from 'react'
import { useCareClient } from '@care/sdk/react'
import { POLL_INTERVAL_MS, shouldPoll } from '../event-rules.ts'
import type { CalendarEventLike } from '../event-types.ts'

export function useEventPolling(eventId: string, event: CalendarEventLike | undefined) {
  const client = useCareClient()
  const polling = shouldPoll(event)
  useEffect(() => {
    if (!polling) return
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      client
        .collectionApi('calendar_events')
        .getOne(eventId)
        .then((fresh) => client.collection('calendar_events').addReplaceIfMatch([fresh]))
        .catch((e: unknown) => {
          if ((e as { status?: number }).status === 404) client.collection('calendar_events').remove(eventId)
          else console.warn('the event could not be read again', e)
        })
        .finally(() => {
          busy = false
        })
    }, POLL_INTERVAL_MS)
    return () => clearInterval(timer)
  }, [client, eventId, polling])
}
