// One journey's page: its title, its statistics in a line, and tabs — Steps (the flowchart editor
// with the simulator beside it), States, Patients and Errors — each a link.
import { Box, Link, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useRecord } from '@care/sdk/react'
import { ErrorState, LoadingState } from '@care/ui'
import { JOURNEY_TABS, linkTo, type JourneyTab, type JourneysLocation } from '../route.ts'
import { texts } from '../texts.ts'
import { useStatistics } from '../list/use-statistics.ts'
import { StepsEditor } from '../editor/steps-editor.tsx'
import { StatesEditor } from './states-editor.tsx'
import { JourneyPatients } from '../patients/journey-patients.tsx'
import { BackgroundErrors } from '../errors/background-errors.tsx'

export interface JourneyPageProps {
  journeyId: string
  tab: JourneyTab
  open: (l: JourneysLocation) => void
  basePath?: string
}

export function JourneyPage({ journeyId, tab, open, basePath }: JourneyPageProps) {
  const { state, record: journey, error } = useRecord('journeys', journeyId)
  const stats = useStatistics({ id: journeyId, updatedAt: journey?.updatedAt })
  const back = <Link {...linkTo({ view: 'journeys' }, open, basePath)}>{texts.backToJourneys}</Link>
  if (!journey) {
    if (state === 'Error') return <>{back}<ErrorState message={error?.status === 404 ? texts.journeys.notFound : error?.message} /></>
    return <LoadingState label={texts.journeys.loading} />
  }
  const title = journey.title ?? ''
  const screen = {
    steps: <StepsEditor journey={journey} />,
    states: <StatesEditor journey={journey} />,
    patients: <JourneyPatients journey={journey} onChanged={stats.reload} />,
    errors: <BackgroundErrors journeyId={journey.id} />,
  }[tab]
  return (
    <Box>
      {back}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'baseline' }} sx={{ mt: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>{title}</Typography>
        {stats.state === 'loaded' && (
          <Typography variant="body2" color="text.secondary">
            {[`${stats.statistics.total} patient${stats.statistics.total === 1 ? '' : 's'}`, stats.statistics.runs && texts.journeys.patientRuns(stats.statistics.runs)].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Stack>
      {journey.description && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{journey.description}</Typography>}
      <Tabs value={tab} aria-label={title} sx={{ mb: 2 }} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        {JOURNEY_TABS.map((v) => <Tab key={v} value={v} label={texts.journeyTabs[v]} component="a" {...linkTo({ view: 'journey', journeyId, tab: v }, open, basePath)} />)}
      </Tabs>
      {screen}
    </Box>
  )
}
