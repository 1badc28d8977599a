// The 'carePlan' block (spec 2 §1, §2.7): the patient's care plan events on Home — those of their
// care plans (carePlanId, or named by the plan's eventIds), not hidden from the portal, from 12 hours
// ago on, soonest first, each a link to its page — and a link to the whole Care Plan. None: 'Your
// care plan will appear here'. The events are the page's one cached calendar_events query.
import { useMemo } from 'react'
import { inAppLink } from '@care/remote/url'
import { Link } from '@mui/material'
import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@care/ui/mui'
import { useCollection, useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { formatDateTime } from '@care/ui/i18n'
import { carePlanEvents } from '../data/events.ts'
import { texts } from '../texts.ts'

const when = (ms: number) => formatDateTime(ms, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

/** a link to `href` in the portal that a plain click follows in the page (@care/remote/url's inAppLink) */
const linkTo = (href: string, navigate: (url: string) => void) => inAppLink(href, () => navigate(href))

export function CarePlanBlock({ title, navigate, now = Date.now() }: { title?: string; navigate: (url: string) => void; now?: number }) {
  const { enduser } = useSession()
  const plans = useCollection('care_plans', { filter: { enduserId: enduser?.id }, enabled: !!enduser })
  const events = useCollection('calendar_events')
  const shown = useMemo(() => carePlanEvents(plans.records, events.records, now), [plans.records, events.records, now])
  const loading = [plans.state, events.state].some((s) => s === 'Unloaded' || s === 'Fetching')
  const failed = plans.state === 'Error' ? plans : events.state === 'Error' ? events : undefined
  return (
    <Paper component="section" aria-labelledby="home-care-plan" sx={{ p: 2 }}>
      <Typography id="home-care-plan" variant="h6" component="h2">{title || texts.carePlanTitle}</Typography>
      {loading && !failed && <LoadingState />}
      {failed && <ErrorState message={texts.carePlanFailed} onRetry={failed.reload} />}
      {!loading && !failed && shown.length === 0 && <EmptyState text={texts.carePlanEmpty} />}
      {!loading && !failed && shown.length > 0 && (
        <>
          <List aria-labelledby="home-care-plan">
            {shown.map((e) => (
              <ListItem key={e.id} disablePadding>
                <ListItemButton component="a" {...linkTo(`/events/${e.id}`, navigate)}>
                  <ListItemText primary={e.title} secondary={`${typeof e.startTimeInMS === 'number' ? when(e.startTimeInMS) : ''}${e.enableVideoCall ? ` · ${texts.video}` : ''}`} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Link {...linkTo('/care-plan', navigate)}>{texts.openCarePlan}</Link>
        </>
      )}
    </Paper>
  )
}
