// RSVPs to public events (spec 2 §2.12, §7 "RSVP create/remove"): the patient's own
// calendar_event_RSVPs; RSVP is POST /calendar-event-RSVP { eventId } (its answer joins the patient's
// RSVPs and the event's numRSVPs moves up by 1 from the count at the click); the refusal 'You have
// already RSVPed to this event' counts as RSVPed (the patient's RSVPs are loaded again). Remove is
// DELETE /calendar-event-RSVP/{id}, the count moving down by 1. A live update carrying the server's
// count may come before or after: the count ends as the server's.
import { useCallback, useState } from 'react'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import type { RecordOf } from '@care/sdk'
import { likesAfter } from '../community-rules.ts'

export const ALREADY_RSVPED = 'You have already RSVPed to this event'
const isAlreadyRsvped = (e: unknown) => e instanceof Error && e.message === ALREADY_RSVPED

export type RsvpRecord = Pick<RecordOf<'calendar_event_RSVPs'>, 'id' | 'eventId'>

/** The patient's RSVPs (one load for the strip). */
export function useMyRsvps() {
  const { enduser } = useSession()
  return useCollection('calendar_event_RSVPs', { filter: { creator: enduser?.id }, enabled: !!enduser })
}

export function useRsvp(event: Pick<RecordOf<'calendar_events'>, 'id' | 'numRSVPs'>, rsvps: readonly RsvpRecord[]) {
  const client = useCareClient()
  const { enduser } = useSession()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  const mine = rsvps.filter((r) => r.eventId === event.id)
  const going = mine.length > 0
  const count = event.numRSVPs ?? 0

  const toggle = useCallback(() => {
    if (busy) return
    const want = !going
    const from = count
    const cache = client.collection('calendar_event_RSVPs')
    const events = client.collection('calendar_events')
    const api = client.collectionApi('calendar_event_RSVPs')
    setBusy(true)
    setError(undefined)
    const call = want ? api.createOne({ eventId: event.id }) : Promise.all(mine.map((r) => api.deleteOne(r.id))).then(() => undefined)
    call
      .then(
        (created) => created ?? true,
        (e: unknown) => {
          if (want && isAlreadyRsvped(e)) return 'already' as const
          setError(e instanceof Error ? e.message : String(e))
          return false
        },
      )
      .then((done) => {
        if (!done) return
        if (want) {
          if (typeof done === 'object') {
            cache.addFront([done])
            events.update(event.id, { numRSVPs: likesAfter(from, true) })
          } else void cache.load({ filter: { creator: enduser?.id }, force: true })
        } else {
          cache.remove(mine.map((r) => r.id))
          events.update(event.id, { numRSVPs: likesAfter(from, false) })
        }
      })
      .finally(() => setBusy(false))
  }, [busy, going, count, client, event.id, mine, enduser?.id])

  return { going, count, busy, error, toggle }
}
