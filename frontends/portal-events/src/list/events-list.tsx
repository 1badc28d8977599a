// 'Your Events' (spec 2 §2.10): the patient's events not hidden from the portal (public ones only when
// RSVPed), upcoming soonest first (from 12 hours ago on, spec 2 §2.2's helper), then past ones latest
// first; each opens its page. Empty: 'You have no scheduled events'.
import { Box, List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { eventUrl, splitByTime } from '../event-rules.ts'
import type { CalendarEventLike } from '../event-types.ts'
import { shortWhen, titleOf } from '../format.ts'
import { texts } from '../texts.ts'
import { notDeployed, usePortalEvents } from '../use-events.ts'
import { inAppLink } from '@care/remote/url'

/** a real link (keyboard, screen readers, a modified click opens a tab) that stays in the page on a plain click */
export const appLink = (href: string, navigate: (url: string) => void) => inAppLink(href, () => navigate(href))

function EventRows({ events, navigate, label }: { events: readonly CalendarEventLike[]; navigate: (url: string) => void; label: string }) {
  return (
    <List aria-label={label}>
      {events.map((e) => (
        <ListItem key={e.id} disablePadding>
          <ListItemButton component="a" {...appLink(eventUrl(e.id), navigate)}>
            <ListItemText
              primary={titleOf(e)}
              secondary={[typeof e.startTimeInMS === 'number' ? shortWhen(e.startTimeInMS) : undefined, e.enableVideoCall ? texts.videoVisit : undefined].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}

export function EventsList({ navigate, now = Date.now() }: { navigate: (url: string) => void; now?: number }) {
  const events = usePortalEvents()
  const { upcoming, past } = splitByTime(events.shown, now)
  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>{texts.title}</Typography>
      {(events.state === 'Unloaded' || events.state === 'Fetching') && <LoadingState />}
      {events.state === 'Error' && (notDeployed(events.error)
        ? <EmptyState text={texts.eventsUnavailable} />
        : <ErrorState message={texts.eventsFailed} onRetry={events.reload} />)}
      {events.state === 'Loaded' && events.shown.length === 0 && <EmptyState text={texts.noEvents} />}
      {events.state === 'Loaded' && upcoming.length > 0 && (
        <Paper component="section" aria-labelledby="events-upcoming" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
          <Typography id="events-upcoming" variant="h6" component="h2">{texts.upcoming}</Typography>
          <EventRows events={upcoming} navigate={navigate} label={texts.upcoming} />
        </Paper>
      )}
      {events.state === 'Loaded' && past.length > 0 && (
        <Paper component="section" aria-labelledby="events-past" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography id="events-past" variant="h6" component="h2">{texts.past}</Typography>
          <EventRows events={past} navigate={navigate} label={texts.past} />
        </Paper>
      )}
    </Box>
  )
}
