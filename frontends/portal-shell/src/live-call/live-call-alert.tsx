// The floating, dismissible 'Join your upcoming call - here' (spec 2 §2.2): shown on every logged-in
// page but the video page itself while one of the patient's events has its video call live (video
// enabled, meetingStatus 'live', started less than 2 hours ago); 'here' opens
// /video-call?calendarEventId=…. Dismissed calls stay dismissed for the browser tab (session
// storage). The events are the page's one cached calendar_events query (Home, My Events and the Care
// Plan read the same); while the patient has video events from 12 hours ago on (the upcoming-event
// helper), the query is read again every minute so a call the care team starts shows without a
// reload (pages that run the live socket update it at once).
import { useMemo, useState, type MouseEvent } from 'react'
import { Alert, Box } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useCollection } from '@care/sdk/react'
import { texts } from '../texts.ts'
import { liveCallEvent, upcomingEventCount, videoCallPath } from './live-call-rules.ts'
import { isPlainClick } from '@care/remote/url'

const DISMISSED_KEY = 'care.portal.dismissedLiveCalls'
export const LIVE_CALL_REFETCH_MS = 60_000

function readDismissed(): Set<string> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]')
    return new Set(Array.isArray(stored) ? stored.filter((s): s is string => typeof s === 'string') : [])
  } catch {
    return new Set()
  }
}

export function LiveCallAlert({ pathname, onNavigate, now = Date.now() }: { pathname: string; onNavigate: (path: string) => void; now?: number }) {
  const [dismissed, setDismissed] = useState(readDismissed)
  const probe = useCollection('calendar_events')
  const videoSoon = useMemo(() => upcomingEventCount(probe.records.filter((e) => e.enableVideoCall), now) > 0, [probe.records, now])
  // the same query, read again every minute only while a video event is upcoming
  useCollection('calendar_events', { refetchInterval: LIVE_CALL_REFETCH_MS, enabled: videoSoon })
  const event = liveCallEvent(probe.records, now, dismissed)
  if (!event || pathname === '/video-call') return null
  const href = videoCallPath(event.id)
  const dismiss = () => {
    const next = new Set(dismissed).add(event.id)
    sessionStorage.setItem(DISMISSED_KEY, JSON.stringify([...next]))
    setDismissed(next)
  }
  const go = (e: MouseEvent) => {
    if (!isPlainClick(e)) return
    e.preventDefault()
    onNavigate(href)
  }
  return (
    <Box sx={{ position: 'fixed', zIndex: (t) => t.zIndex.snackbar, right: { xs: 8, sm: 24 }, left: { xs: 8, sm: 'auto' }, bottom: { xs: 72, sm: 24 }, maxWidth: { sm: 420 } }}>
      <Alert severity="info" role="status" onClose={dismiss} slotProps={{ closeButton: { 'aria-label': texts.liveCall.dismiss, title: texts.liveCall.dismiss } }} sx={{ boxShadow: 6 }}>
        {texts.liveCall.prompt}
        <Link href={href} onClick={go} color="inherit" sx={{ fontWeight: 700 }}>{texts.liveCall.here}</Link>
      </Alert>
    </Box>
  )
}
