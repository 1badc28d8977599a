// One event (spec 2 §2.10) at /events/{id}: its title with '(Cancelled)' / '(Rescheduled)', the
// calendar file, Reschedule and Cancel Event, its facts, the video part, then Attachments, Tasks,
// Forms and Content. An event that no longer exists (or that the patient may not see): 'This event
// has been rescheduled or deleted'. A rescheduled event links to the event that replaced it. The page reads the event again every 5 s until a video URL
// appears (use-event-polling.ts).
import { Box, Paper, Stack, Typography } from '@care/ui/mui'
import { Link } from '@mui/material'
import { useRecord } from '@care/sdk/react'
import { ErrorState, LoadingState } from '@care/ui'
import { eventUrl } from '../event-rules.ts'
import type { CalendarEventLike } from '../event-types.ts'
import { titleOf } from '../format.ts'
import { appLink } from '../list/events-list.tsx'
import { texts } from '../texts.ts'
import { EventActions, VideoActions } from './event-actions.tsx'
import { EventInfo } from './event-info.tsx'
import { EventSections } from './event-sections.tsx'
import { useEventPolling } from './use-event-polling.ts'

function BackLink({ navigate }: { navigate: (url: string) => void }) {
  return <Box><Link {...appLink('/events', navigate)}>{texts.backToEvents}</Link></Box>
}

export function EventDetail({ eventId, navigate }: { eventId: string; navigate: (url: string) => void }) {
  const view = useRecord('calendar_events', eventId)
  const event: CalendarEventLike | undefined = view.record
  useEventPolling(eventId, event)

  const gone = view.state === 'Error' && (!view.error || view.error.status === 404 || view.error.status === 403)
  if (gone || event?.hiddenFromPortal) {
    return (
      <Stack spacing={2}>
        <BackLink navigate={navigate} />
        <Typography variant="h5" component="h1">{texts.deleted}</Typography>
      </Stack>
    )
  }
  if (view.state === 'Error') return <ErrorState message={view.error?.message || texts.eventFailed} />
  if (!event) return <LoadingState />
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <BackLink navigate={navigate} />
      <Paper component="article" aria-labelledby="event-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack spacing={2}>
          <Typography id="event-title" variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>{titleOf(event)}</Typography>
          {event.rescheduledAt && event.rescheduledTo && <Box><Link {...appLink(eventUrl(event.rescheduledTo), navigate)}>{texts.newTime}</Link></Box>}
          <EventActions event={event} navigate={navigate} />
          <EventInfo event={event} />
          <VideoActions event={event} navigate={navigate} />
        </Stack>
      </Paper>
      <EventSections event={event} navigate={navigate} />
    </Stack>
  )
}
