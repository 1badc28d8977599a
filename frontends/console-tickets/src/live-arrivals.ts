// Tickets that become readable through an update — handed to the signed-in user elsewhere, or
// reopened — arrive over /v1/live as `updated-tickets` with their changes only. The sdk merges
// changes into cached records and ignores ids it does not hold, so such a ticket is read whole
// here (one bulk read per message) and joins the cache, and the board shows it without a reload.
import { useEffect } from 'react'
import { useCareClient } from '@care/sdk/react'

/** the ids of an `updated-tickets` message's items that the cache does not hold */
export function unknownIds(message: { event: string; data: unknown }, has: (id: string) => boolean): string[] {
  if (message.event !== 'updated-tickets' || !Array.isArray(message.data)) return []
  const ids = message.data.map((item) => (item && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && !has(id)))]
}

export function useLiveArrivals() {
  const client = useCareClient()
  useEffect(
    () =>
      client.live.subscribe((message) => {
        const cache = client.collection('tickets')
        const ids = unknownIds(message, (id) => Boolean(cache.get(id)))
        if (!ids.length) return
        client
          .collections.tickets.getByIds(ids)
          .then(({ matches }) => cache.addReplaceIfMatch(matches, { front: true }))
          // not readable after all, or offline: the next load brings what there is
          .catch(() => undefined)
      }),
    [client],
  )
}
