// The Calendar area: tabs Calendar, Availability, Appointment types, Locations and Booking pages
// over the screen the URL names (route.ts), and a video visit's page.
import { Box, Tab, Tabs } from '@mui/material'
import { Availability } from './availability.tsx'
import { BookingPages } from './booking-pages.tsx'
import { Locations } from './locations.tsx'
import { TABS, linkTo, useCalendarLocation } from './route.ts'
import { TeamCalendar } from './team-calendar.tsx'
import { Templates } from './templates.tsx'
import { texts } from './texts.ts'
import { VideoVisit } from './video-visit.tsx'

export function CalendarScreen({ basePath }: { basePath?: string }) {
  const { location, open } = useCalendarLocation(basePath)
  const openVideo = (calendarEventId: string) => open({ view: 'video', calendarEventId })
  let screen
  switch (location.view) {
    case 'calendar':
      screen = <TeamCalendar openVideo={openVideo} />
      break
    case 'availability':
      screen = <Availability />
      break
    case 'types':
      screen = <Templates />
      break
    case 'locations':
      screen = <Locations />
      break
    case 'pages':
      screen = <BookingPages />
      break
    case 'video':
      screen = <VideoVisit calendarEventId={location.calendarEventId} back={() => open({ view: 'calendar' })} />
      break
  }
  const tab = location.view === 'video' ? 'calendar' : location.view
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Tabs value={tab} aria-label={texts.areaTitle} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {TABS.map((v) => (
          <Tab
            key={v}
            value={v}
            label={texts.tabs[v]}
            component="a"
            {...linkTo({ view: v }, open, basePath)}
          />
        ))}
      </Tabs>
      {screen}
    </Box>
  )
}
