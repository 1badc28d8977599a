// Care Plan (spec 2 §2.7) at /care-plan: a header image, "{first name}'s Care Plan", and the plan's
// events — a video camera for video events, a calendar for the others; each opens its page in My
// Events (/events/{id}). No plan or no events: 'Your care plan will appear here'. The events come
// from the page's one cached calendar_events query (shared with My Events, Home and the shell), kept
// live while the page is open.
import { useEffect, useMemo } from 'react'
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography, createSvgIcon } from '@care/ui/mui'
import { useCareClient, useCollection, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { formatDateTime } from '@care/ui/i18n'
import { headerImageOf, isVideoEvent, planEvents } from './care-plan-rules.ts'
import { texts } from './texts.ts'
import { inAppLink } from '@care/remote/url'

const VideoIcon = createSvgIcon(<path d="M17 10.5V7c0-.55-.45-1-1-1H4c-.55 0-1 .45-1 1v10c0 .55.45 1 1 1h12c.55 0 1-.45 1-1v-3.5l4 4v-11z" />, 'Videocam')
const EventIcon = createSvgIcon(<path d="M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z" />, 'Event')

const when = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })

function useLiveUpdates() {
  const client = useCareClient()
  useEffect(() => {
    if (client.live.state !== 'stopped') return
    client.live.start()
    return () => client.live.stop()
  }, [client])
}

const link = (href: string, navigate: (url: string) => void) => inAppLink(href, () => navigate(href))

export function CarePlanPage({ navigate }: { navigate: (url: string) => void }) {
  useLiveUpdates()
  const { enduser } = useSession()
  const plans = useCollection('care_plans', { filter: { enduserId: enduser?.id }, enabled: !!enduser })
  const events = useCollection('calendar_events')
  const customizations = useCollection('portal_customizations')
  const shown = useMemo(() => planEvents(plans.records, events.records), [plans.records, events.records])
  const header = headerImageOf(customizations.records)
  const loading = [plans.state, events.state].some((s) => s === 'Unloaded' || s === 'Fetching')
  const failed = plans.state === 'Error' ? plans : events.state === 'Error' ? events : undefined
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 960, minWidth: 0 }}>
      {header
        ? <Box component="img" src={header} alt="" sx={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 1, mb: 2, display: 'block' }} />
        : <Box aria-hidden sx={{ height: 96, borderRadius: 1, mb: 2, background: (t) => `linear-gradient(120deg, ${t.palette.primary.main}, ${t.palette.secondary.main})` }} />}
      <Typography variant="h5" component="h1" gutterBottom>{enduser?.fname ? texts.title(enduser.fname) : texts.titleNoName}</Typography>
      {loading && !failed && <LoadingState />}
      {failed && <ErrorState message={texts.failed} onRetry={failed.reload} />}
      {!loading && !failed && shown.length === 0 && <EmptyState text={texts.empty} />}
      {!loading && !failed && shown.length > 0 && (
        <Paper>
          <List aria-label={texts.events}>
            {shown.map((e) => {
              const video = isVideoEvent(e)
              const status = e.cancelledAt ? texts.cancelled : e.rescheduledAt ? texts.rescheduled : undefined
              const title = e.title?.trim() || texts.untitled
              return (
                <ListItem key={e.id} disablePadding>
                  <ListItemButton component="a" {...link(`/events/${e.id}`, navigate)}>
                    <ListItemIcon>
                      {video ? <VideoIcon titleAccess={texts.videoEvent} color="primary" /> : <EventIcon titleAccess={texts.inPersonEvent} />}
                    </ListItemIcon>
                    <ListItemText
                      primary={status ? texts.titleWithStatus(title, status) : title}
                      secondary={typeof e.startTimeInMS === 'number' ? when(e.startTimeInMS) : undefined}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              )
            })}
          </List>
        </Paper>
      )}
    </Box>
  )
}
