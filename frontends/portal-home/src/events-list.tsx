// 'Your Events' (spec 2 §2.10): the patient's upcoming events, soonest first; each opens its page.
import { useMemo } from 'react'
import { List, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { useCollection } from '@care/sdk/react'
import { isServed } from '@care/sdk/services-not-yet'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { eventStatus, visibleEvents, type CalendarEventLike } from './data/events.ts'
import { texts } from './texts.ts'
import { formatDateTime } from '@care/ui/i18n'

/** A 404 for the whole collection means the scheduling service is not part of this deployment yet. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404
/** the platform has no scheduling service yet: the list says so without asking (a 404 on every Home) */
const SCHEDULING = isServed('calendar_events')

const when = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

export function EventsList({ navigate }: { navigate: (url: string) => void }) {
  const events = useCollection('calendar_events', { enabled: SCHEDULING })
  // calendar_events has no contract yet: its records are untyped, read as the event fields shown here
  const shown = useMemo(() => visibleEvents(events.records as readonly CalendarEventLike[], { now: Date.now() }), [events.records])
  return (
    <Paper component="section" aria-labelledby="home-events" sx={{ p: 2 }}>
      <Typography id="home-events" variant="h6" component="h2">{texts.eventsTitle}</Typography>
      {!SCHEDULING && <EmptyState text={texts.eventsUnavailable} />}
      {SCHEDULING && (events.state === 'Unloaded' || events.state === 'Fetching') && <LoadingState />}
      {events.state === 'Error' && (notDeployed(events.error)
        ? <EmptyState text={texts.eventsUnavailable} />
        : <ErrorState message={texts.eventsFailed} onRetry={events.reload} />)}
      {events.state === 'Loaded' && shown.length === 0 && <EmptyState text={texts.noEvents} />}
      {events.state === 'Loaded' && shown.length > 0 && (
        <List>
          {shown.map((e) => {
            const status = eventStatus(e)
            const title = `${e.title ?? ''}${status ? ` ${status === 'cancelled' ? texts.cancelled : texts.rescheduled}` : ''}`
            return (
              <ListItemButton key={e.id} onClick={() => navigate(`/events/${e.id}`)}>
                <ListItemText primary={title} secondary={`${when(e.startTimeInMS as number)}${e.enableVideoCall ? ` · ${texts.video}` : ''}`} />
              </ListItemButton>
            )
          })}
        </List>
      )}
    </Paper>
  )
}
