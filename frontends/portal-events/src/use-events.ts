// The patient's calendar events and the public events they RSVPed (spec 2 §2.10): one cached query of
// calendar_events (the server answers the patient's own events and public ones) and the patient's own
// RSVPs, shared with Home, the Care Plan and the shell's live-call alert through the page's one cache.
import { useMemo } from 'react'
import { useCollection, useSession } from '@care/sdk/react'
import { portalEvents } from './event-rules.ts'
import type { CalendarEventLike } from './event-types.ts'

/** A 404 for the whole collection means the scheduling service is not part of this deployment. */
export const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

export function useRsvpedEventIds(): ReadonlySet<string> {
  const { enduser } = useSession()
  const rsvps = useCollection('calendar_event_RSVPs', { filter: { creator: enduser?.id }, enabled: !!enduser })
  return useMemo(() => new Set(rsvps.records.flatMap((r) => (r.eventId ? [r.eventId] : []))), [rsvps.records])
}

export function usePortalEvents() {
  const events = useCollection('calendar_events')
  const rsvped = useRsvpedEventIds()
  const shown: CalendarEventLike[] = useMemo(() => portalEvents(events.records, rsvped), [events.records, rsvped])
  return { ...events, shown }
}
