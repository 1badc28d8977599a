// Which calendar events the patient sees on Home (spec 2 §2.10): not hidden from the portal, and
// public events only when the patient has RSVPed; soonest first, starting from those that began
// within the last 12 hours (the upcoming-event helper's window, spec 2 §2.2). Pure.
import type { RecordOf } from '@care/sdk'

export const UPCOMING_WINDOW_MS = 432e5

/** what Home reads of a calendar event (the contract's record type) */
export type CalendarEventLike = Pick<RecordOf<'calendar_events'>, 'id'> &
  Partial<Pick<RecordOf<'calendar_events'>, 'title' | 'startTimeInMS' | 'durationInMinutes' | 'hiddenFromPortal' | 'publicRead' | 'cancelledAt' | 'rescheduledAt' | 'enableVideoCall' | 'videoURL'>>

export function visibleEvents<E extends CalendarEventLike>(events: readonly E[], o: { now: number; rsvpedEventIds?: ReadonlySet<string> }): E[] {
  return events
    .filter((e) => !e.hiddenFromPortal)
    .filter((e) => !e.publicRead || o.rsvpedEventIds?.has(e.id))
    .filter((e) => typeof e.startTimeInMS === 'number' && e.startTimeInMS >= o.now - UPCOMING_WINDOW_MS)
    .sort((a, b) => (a.startTimeInMS as number) - (b.startTimeInMS as number))
}

/** The 'carePlan' block's events: of the patient's plans (carePlanId, or the plans' eventIds), visible, upcoming, soonest first. */
export function carePlanEvents<E extends CalendarEventLike & { carePlanId?: string }>(plans: readonly { id: string; eventIds?: string[] }[], events: readonly E[], now: number): E[] {
  const planIds = new Set(plans.map((p) => p.id))
  const named = new Set(plans.flatMap((p) => p.eventIds ?? []))
  return visibleEvents(events.filter((e) => (e.carePlanId && planIds.has(e.carePlanId)) || named.has(e.id)), { now })
}

/** '(Cancelled)' / '(Rescheduled)' after the title. */
export function eventStatus(e: CalendarEventLike): 'cancelled' | 'rescheduled' | undefined {
  if (e.cancelledAt) return 'cancelled'
  if (e.rescheduledAt) return 'rescheduled'
  return undefined
}
