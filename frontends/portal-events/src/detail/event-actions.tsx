// What the patient can do with an event (spec 2 §2.10, §4): download its calendar file; 'join Zoom
// call' when it has a video URL, else a waiting message (Zoom events); 'Join The Call' when video is
// enabled (to /video-call?calendarEventId=…; disabled once the meeting ended); Reschedule (only for an
// event booked through a booking page) and Cancel Event, both disabled once it is cancelled or
// rescheduled. A public event (a community event the patient RSVPed to) is the care team's to change:
// neither shows (the server refuses a patient's update of a public event).
import { useState } from 'react'
import { Button, Stack, Typography } from '@care/ui/mui'
import { useCareClient, useSession } from '@care/sdk/react'
import { canReschedule, expectsVideoURL, icsUrl, isActive, rescheduleUrl, safeHttpUrl, videoCallUrl } from '../event-rules.ts'
import type { CalendarEventLike } from '../event-types.ts'
import { appLink } from '../list/events-list.tsx'
import { texts } from '../texts.ts'
import { CancelDialog } from './cancel-dialog.tsx'

export function VideoActions({ event, navigate }: { event: CalendarEventLike; navigate: (url: string) => void }) {
  const zoom = safeHttpUrl(event.videoURL)
  const ended = event.meetingStatus === 'ended'
  if (!expectsVideoURL(event) && !event.enableVideoCall) return null
  return (
    <Stack spacing={1} alignItems="flex-start">
      {expectsVideoURL(event) && (zoom
        ? <Button variant="contained" href={zoom} target="_blank" rel="noopener noreferrer">{texts.joinZoom}</Button>
        : <Typography role="status" color="text.secondary">{texts.waitingForVideo}</Typography>)}
      {event.enableVideoCall && (ended
        ? <><Button variant="contained" disabled>{texts.joinTheCall}</Button><Typography color="text.secondary">{texts.meetingEnded}</Typography></>
        : <Button variant="contained" {...appLink(videoCallUrl(event.id), navigate)}>{texts.joinTheCall}</Button>)}
    </Stack>
  )
}

export function EventActions({ event, navigate }: { event: CalendarEventLike; navigate: (url: string) => void }) {
  const client = useCareClient()
  const { authToken, enduser } = useSession()
  const [asking, setAsking] = useState(false)
  const active = isActive(event)

  async function cancel() {
    const updated = await client.collectionApi('calendar_events').updateOne(event.id, { cancelledAt: new Date().toISOString() })
    client.collection('calendar_events').addReplaceIfMatch([updated])
  }

  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      {authToken && <Button variant="outlined" href={icsUrl(client.apiUrl, authToken, event.id)} download>{texts.downloadIcs}</Button>}
      {!event.publicRead && canReschedule(event) && (active
        ? <Button variant="outlined" {...appLink(rescheduleUrl(event, enduser?.businessId ?? client.businessId), navigate)}>{texts.reschedule}</Button>
        : <Button variant="outlined" disabled>{texts.reschedule}</Button>)}
      {!event.publicRead && <Button variant="outlined" color="error" disabled={!active} onClick={() => setAsking(true)}>{texts.cancelEvent}</Button>}
      {asking && <CancelDialog open onConfirm={cancel} onClose={() => setAsking(false)} />}
    </Stack>
  )
}
