// Which calendar events the patient sees on Home (spec 2 §2.10): not hidden from the portal, and
// public events only when the patient has RSVPed; soonest first, starting from those that began
// within the last 12 hours (the upcoming-event helper's window, spec 2 §2.2). Pure.

export const UPCOMING_WINDOW_MS = 432e5

export interface CalendarEventLike {
  id: string
  title?: string
  startTimeInMS?: number
  durationInMinutes?: number
  hiddenFromPortal?: boolean
  publicRead?: boolean
  cancelledAt?: string | null
  rescheduledAt?: string | null
  enableVideoCall?: boolean
  videoURL?: string
}

export function visibleEvents<E extends CalendarEventLike>(events: readonly E[], o: { now: number; rsvpedEventIds?: ReadonlySet<string> }): E[] {
  return events
    .filter((e) => !e.hiddenFromPortal)
    .filter((e) => !e.publicRead || o.rsvpedEventIds?.has(e.id))
    .filter((e) => typeof e.startTimeInMS === 'number' && e.startTimeInMS >= o.now - UPCOMING_WINDOW_MS)
    .sort((a, b) => (a.startTimeInMS as number) - (b.startTimeInMS as number))
}

/** '(Cancelled)' / '(Rescheduled)' after the title. */
export function eventStatus(e: CalendarEventLike): 'cancelled' | 'rescheduled' | undefined {
  if (e.cancelledAt) return 'cancelled'
  if (e.rescheduledAt) return 'rescheduled'
  return undefined
}
