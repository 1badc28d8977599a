// 'Your Events' on Home (spec 2 §2.5, §2.10): the patient's upcoming events — not hidden from the
// portal, public ones only when the patient RSVPed, from 12 hours ago on (spec 2 §2.2's helper) —
// soonest first, each a link to its page in My Events. The events come from the page's one cached
// calendar_events query (shared with My Events, the Care Plan and the shell's live-call alert), the
// RSVPs from the patient's own calendar_event_RSVPs.
import { useMemo } from 'react'
import { inAppLink } from '@care/remote/url'
import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { useCollection, useSession } from '@care/sdk/react'
import { isServed } from '@care/sdk/services-not-yet'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { eventStatus, visibleEvents } from './data/events.ts'
import { texts } from './texts.ts'
import { formatDateTime } from '@care/ui/i18n'

/** A 404 for the whole collection means the scheduling service is not part of this deployment. */
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404
/** a platform without the scheduling service: the list says so without asking (a 404 on every Home) */
const SCHEDULING = isServed('calendar_events')

const when = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** a link to `href` in the portal that a plain click follows in the page (@care/remote/url's inAppLink) */
const linkTo = (href: string, navigate: (url: string) => void) => inAppLink(href, () => navigate(href))

export function EventsList({ navigate, now = Date.now() }: { navigate: (url: string) => void; now?: number }) {
  const { enduser } = useSession()
  const events = useCollection('calendar_events', { enabled: SCHEDULING })
  const rsvps = useCollection('calendar_event_RSVPs', { filter: { creator: enduser?.id }, enabled: SCHEDULING && !!enduser })
  const rsvped = useMemo(() => new Set(rsvps.records.flatMap((r) => (r.eventId ? [r.eventId] : []))), [rsvps.records])
  const shown = useMemo(() => visibleEvents(events.records, { now, rsvpedEventIds: rsvped }), [events.records, now, rsvped])
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
        <List aria-labelledby="home-events">
          {shown.map((e) => {
            const status = eventStatus(e)
            const title = `${e.title ?? ''}${status ? ` ${status === 'cancelled' ? texts.cancelled : texts.rescheduled}` : ''}`
            return (
              <ListItem key={e.id} disablePadding>
                <ListItemButton component="a" {...linkTo(`/events/${e.id}`, navigate)}>
                  <ListItemText
                    primary={title}
                    secondary={`${typeof e.startTimeInMS === 'number' ? when(e.startTimeInMS) : ''}${e.enableVideoCall ? ` · ${texts.video}` : ''}`}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItemButton>
              </ListItem>
            )
          })}
        </List>
      )}
    </Paper>
  )
}
