// A meeting's or a calendar event's video status, polled every 2.5 s (spec 2 §4: the waiting room
// reloads every 2.5 s) while `active`: 'waiting' before the host starts it, 'live', 'ended', or
// 'gone' when the event (or meeting) no longer exists for the caller.
import { useEffect, useState } from 'react'
import { useCareClient } from '@care/sdk/react'

export const WAITING_ROOM_POLL_MS = 2_500

export type MeetingStatusView = { status: 'loading' } | { status: 'waiting' | 'ended' | 'gone' } | { status: 'live'; meetingId: string } | { status: 'error'; message: string }

export interface MeetingTarget { meetingId?: string; calendarEventId?: string }

const statusOf = (s: unknown) => (s === 'live' ? 'live' : s === 'ended' ? 'ended' : 'waiting') as 'live' | 'ended' | 'waiting'

export function useMeetingStatus(target: MeetingTarget, active = true, pollMs = WAITING_ROOM_POLL_MS): MeetingStatusView {
  const client = useCareClient()
  const [view, setView] = useState<MeetingStatusView>({ status: 'loading' })
  const { meetingId, calendarEventId } = target
  useEffect(() => {
    if (!active || (!meetingId && !calendarEventId)) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      try {
        if (calendarEventId) {
          const event = await client.call<Record<string, unknown>>('GET', `/calendar-event/${encodeURIComponent(calendarEventId)}`)
          const status = event.cancelledAt ? 'gone' : statusOf(event.meetingStatus)
          if (!stopped) setView(status === 'live' && typeof event.meetingId === 'string' && event.meetingId ? { status, meetingId: event.meetingId } : { status: status === 'live' ? 'waiting' : status })
        } else {
          const meeting = await client.call<Record<string, unknown>>('GET', `/meeting/${encodeURIComponent(meetingId!)}`)
          const status = statusOf(meeting.status)
          if (!stopped) setView(status === 'live' ? { status, meetingId: meetingId! } : { status })
        }
      } catch (e) {
        const code = (e as { status?: number } | null)?.status
        if (!stopped) setView(code === 404 || code === 400 ? { status: 'gone' } : { status: 'error', message: e instanceof Error ? e.message : String(e) })
      }
      if (!stopped) timer = setTimeout(() => void load(), pollMs)
    }
    void load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [client, meetingId, calendarEventId, active, pollMs])
  return view
}
