// The times of the calendar step (spec 2 §7 'Availability', §9): GET /calendar-availability for the
// 30 days from the selected date (a past start: now + 1 s), bounded by the link's `to`; another day
// inside the loaded window needs no new request. A new appointment type, location or state asks again.
// A refusal (e.g. 'Your care team must be assigned before booking this appointment type') is shown
// with 'Try again'; the failure is also logged.
import { useEffect, useState } from 'react'
import type { CareClient } from '@care/sdk'
import { texts } from '../texts.ts'
import { AVAILABILITY_LIMIT, covers, windowFor, type Bounds, type Slot, type Window } from './calendar.ts'

export interface AvailabilityQuery {
  client: CareClient
  enabled: boolean
  businessId: string
  templateId?: string
  locationId?: string
  userId?: string
  bookingPageId: string
  restrictedByState: boolean
  state?: string
  selectedDay: number
  bounds: Bounds
  zone: string
  now: number
}

interface Loaded {
  key: string
  window: Window
  day: number
  slots: Slot[]
  error?: string
}

export function useAvailability(q: AvailabilityQuery) {
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded>()
  const key = [q.templateId, q.locationId, q.userId, q.state, q.restrictedByState, q.zone, q.bounds.earliest, q.bounds.latest, attempt].join('|')
  const current = loaded?.key === key ? loaded : undefined
  const fresh = !!current && (current.error ? current.day === q.selectedDay : covers(current.window, q.selectedDay, q.bounds, q.zone, q.now))

  useEffect(() => {
    if (!q.enabled || !q.templateId || fresh) return
    let live = true
    const window = windowFor(q.selectedDay, q.bounds, q.zone, q.now)
    const day = q.selectedDay
    q.client.api
      .calendarAvailability({
        calendarEventTemplateId: q.templateId,
        businessId: q.businessId,
        from: window.from,
        to: window.to,
        limit: AVAILABILITY_LIMIT,
        bookingPageId: q.bookingPageId,
        ...(q.locationId ? { locationId: q.locationId } : {}),
        ...(q.userId ? { userId: q.userId } : {}),
        ...(q.restrictedByState ? { restrictedByState: true } : {}),
        ...(q.state ? { state: q.state } : {}),
      })
      .then((r) => live && setLoaded({ key, window, day, slots: r.availabilityBlocks }))
      .catch((e: unknown) => {
        console.warn('availability failed', e)
        if (live) setLoaded({ key, window, day, slots: [], error: e instanceof Error && e.message ? e.message : texts.unknownError })
      })
    return () => {
      live = false
    }
    // `fresh` says whether the selected day is already covered for this key
  }, [q.enabled, q.client, key, fresh, q.selectedDay])

  return {
    slots: current?.slots ?? [],
    loading: q.enabled && !fresh,
    error: fresh ? current?.error : undefined,
    retry: () => setAttempt((n) => n + 1),
  }
}
