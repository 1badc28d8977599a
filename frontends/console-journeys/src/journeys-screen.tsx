// The Journeys area (issue #23): tabs for the journeys, the automation triggers and the business's
// background errors, each a link (the URL says which is open); a journey opens on its own page
// (journey/journey-page.tsx) under the Journeys tab.
import { Box, Tab, Tabs } from '@mui/material'
import { JourneysList } from './list/journeys-list.tsx'
import { JourneyPage } from './journey/journey-page.tsx'
import { TriggersList } from './triggers/triggers-list.tsx'
import { BackgroundErrors } from './errors/background-errors.tsx'
import { AREA_TABS, BASE_PATH, areaTabOf, linkTo, useJourneysLocation } from './route.ts'
import { texts } from './texts.ts'

export function JourneysScreen({ basePath = BASE_PATH }: { basePath?: string }) {
  const { location, open } = useJourneysLocation(basePath)
  const tab = areaTabOf(location)
  let screen
  if (location.view === 'journey') screen = <JourneyPage key={location.journeyId} journeyId={location.journeyId} tab={location.tab} open={open} basePath={basePath} />
  else if (location.view === 'triggers') screen = <TriggersList />
  else if (location.view === 'errors') screen = <BackgroundErrors />
  else screen = <JourneysList open={open} basePath={basePath} />
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Tabs value={tab} aria-label={texts.areaTitle} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {AREA_TABS.map((v) => <Tab key={v} value={v} label={texts.tabs[v]} component="a" {...linkTo({ view: v }, open, basePath)} />)}
      </Tabs>
      {screen}
    </Box>
  )
}
