// The Community's 'Upcoming Events' strip (spec 2 §2.12): the business's public events (publicRead)
// from now on, soonest first, each with its date, how many have RSVPed (numRSVPs) and an RSVP toggle
// (aria-pressed says whether the patient is going). Shown above the forums when there are any; an
// RSVPed event also appears in the patient's 'Your Events'. The events are the page's one cached
// calendar_events query (the server answers the patient's own events and public ones).
import { useMemo } from 'react'
import { Box, Button, Paper, Stack, Typography } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { formatDateTime } from '@care/ui/i18n'
import type { RecordOf } from '@care/sdk'
import { texts } from '../texts.ts'
import { useMyRsvps, useRsvp, type RsvpRecord } from './use-rsvp.ts'

type PublicEvent = Pick<RecordOf<'calendar_events'>, 'id' | 'title' | 'description' | 'startTimeInMS' | 'numRSVPs' | 'publicRead' | 'cancelledAt' | 'hiddenFromPortal'>

/** public events not cancelled nor hidden, from `now` on, soonest first */
export function upcomingPublicEvents<E extends PublicEvent>(events: readonly E[], now: number): E[] {
  return events
    .filter((e) => e.publicRead && !e.cancelledAt && !e.hiddenFromPortal && typeof e.startTimeInMS === 'number' && e.startTimeInMS >= now)
    .sort((a, b) => (a.startTimeInMS as number) - (b.startTimeInMS as number))
}

const when = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

function EventCard({ event, rsvps }: { event: PublicEvent; rsvps: readonly RsvpRecord[] }) {
  const rsvp = useRsvp(event, rsvps)
  const titleId = `upcoming-event-${event.id}`
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5, minWidth: { xs: '100%', sm: 240 }, maxWidth: { sm: 300 }, flex: { sm: '0 0 auto' }, listStyle: 'none' }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{event.title}</Typography>
      <Typography variant="body2" color="text.secondary">{when(event.startTimeInMS as number)}</Typography>
      {event.description && <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{event.description}</Typography>}
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
        <Button size="small" variant={rsvp.going ? 'contained' : 'outlined'} aria-pressed={rsvp.going} disabled={rsvp.busy} aria-busy={rsvp.busy} onClick={rsvp.toggle} aria-label={texts.rsvpFor(event.title ?? '')}>
          {texts.rsvp}
        </Button>
        <Typography variant="body2" color="text.secondary">{texts.rsvpCount(rsvp.count)}</Typography>
      </Stack>
      {rsvp.error && <Typography role="alert" color="error" variant="body2">{rsvp.error}</Typography>}
    </Paper>
  )
}

export function UpcomingEvents({ now = Date.now() }: { now?: number }) {
  const events = useCollection('calendar_events')
  const rsvps = useMyRsvps()
  const shown = useMemo(() => upcomingPublicEvents(events.records, now), [events.records, now])
  if (events.state !== 'Loaded' || shown.length === 0) return null
  return (
    <Box component="section" aria-labelledby="community-upcoming-events" sx={{ mb: 3 }}>
      <Typography id="community-upcoming-events" variant="h6" component="h2" gutterBottom>{texts.upcomingEvents}</Typography>
      <Stack component="ul" direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ m: 0, p: 0, overflowX: { sm: 'auto' }, pb: 1 }}>
        {shown.map((e) => <EventCard key={e.id} event={e} rsvps={rsvps.records} />)}
      </Stack>
    </Box>
  )
}
