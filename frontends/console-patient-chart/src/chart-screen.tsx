// One patient's chart at /console/chart/<enduserId>/<tab>: the header, then one tab of their
// records (Notes, Tickets, Tasks, Care plans, Observations, Medications, Files, Forms, Journeys, Activity), each
// tab its own URL so it can be linked, reloaded and reached with Back.
import type { MouseEvent } from 'react'
import { Box, Divider, Tab, Tabs } from '@mui/material'
import { useRecord } from '@care/sdk/react'
import { useAccessLevel } from '@care/sdk/react/permissions'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { endusers } from '@care/contracts/collections/endusers'
import { ErrorMessages } from '@care/contracts/errors'
import { TAB_LABELS, TAB_SLUGS, chartUrl, useChartLocation, type TabSlug } from './chart-route.ts'
import { BackLink, PatientHeader } from './patient-header.tsx'
import { ActivityTab } from './tabs/activity-tab.tsx'
import { CarePlansTab } from './tabs/care-plans-tab.tsx'
import { FilesTab } from './tabs/files-tab.tsx'
import { FormsTab } from './tabs/forms-tab.tsx'
import { JourneysTab } from './tabs/journeys-tab.tsx'
import { MedicationsTab } from './tabs/medications-tab.tsx'
import { NotesTab } from './tabs/notes-tab.tsx'
import { ObservationsTab } from './tabs/observations-tab.tsx'
import { TasksTab } from './tabs/tasks-tab.tsx'
import { TicketsTab } from './tabs/tickets-tab.tsx'
import { isPlainClick } from '@care/remote/url'

export const NO_PATIENT_TEXT = 'Open a patient from the Patients list to see their chart.'
export const PATIENT_NOT_FOUND = 'This patient could not be found. They may have been deleted or merged into another record.'
/** For staff who see only their assigned patients: the server answers such a patient as missing. */
export const PATIENT_NOT_ASSIGNED = 'This patient is not assigned to you. Ask an administrator to assign them to you to see their chart.'

const TAB_CONTENT: Record<TabSlug, (p: { enduserId: string }) => JSX.Element> = {
  notes: NotesTab,
  tickets: TicketsTab,
  tasks: TasksTab,
  'care-plans': CarePlansTab,
  observations: ObservationsTab,
  medications: MedicationsTab,
  files: FilesTab,
  forms: FormsTab,
  journeys: JourneysTab,
  activity: ActivityTab,
}

export interface ChartScreenProps {
  /** the area's route, '/console/chart' */
  basePath?: string
  navigate?: (url: string) => void
}

export function ChartScreen({ basePath = '/console/chart', navigate }: ChartScreenProps) {
  const { enduserId, tab, openTab } = useChartLocation(basePath, navigate)
  return (
    // the area is as tall as the console's main region: the chart scrolls inside it
    <Box sx={{ height: '100%', overflowY: 'auto' }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, maxWidth: 1200 }}>
        <BackLink navigate={navigate} />
        {enduserId ? (
          <PatientChart key={enduserId} basePath={basePath} enduserId={enduserId} tab={tab} openTab={openTab} />
        ) : (
          <>
            <PatientHeader />
            <EmptyState text={NO_PATIENT_TEXT} />
          </>
        )}
      </Box>
    </Box>
  )
}

interface PatientChartProps {
  basePath: string
  enduserId: string
  tab: TabSlug
  openTab: (tab: TabSlug) => void
}

function PatientChart({ basePath, enduserId, tab, openTab }: PatientChartProps) {
  const patient = useRecord('endusers', enduserId)
  // a coordinator (or a role that sets nothing for patients) reads only assigned patients; any other one is answered like a missing one
  const readLevel = useAccessLevel(endusers, 'read')
  if (patient.state === 'Error' || (patient.state === 'Loaded' && !patient.record)) {
    const notFound = !patient.error || patient.error.status === 404 || patient.error.message === ErrorMessages.notFound
    if (notFound && readLevel === undefined) {
      return (
        <>
          <PatientHeader />
          <LoadingState />
        </>
      )
    }
    const message = !notFound ? patient.error?.message : readLevel === 'Assigned' ? PATIENT_NOT_ASSIGNED : PATIENT_NOT_FOUND
    return (
      <>
        <PatientHeader />
        <ErrorState message={message} />
      </>
    )
  }
  if (!patient.record) {
    return (
      <>
        <PatientHeader />
        <LoadingState />
      </>
    )
  }
  const Content = TAB_CONTENT[tab]
  // a tab is a link (open it in a new browser tab with a modifier or the middle button); a plain click switches in place
  const onTabClick = (e: MouseEvent) => {
    if (isPlainClick(e)) e.preventDefault()
  }
  return (
    <>
      <PatientHeader patient={patient.record} />
      <Tabs
        value={tab}
        onChange={(_, value: TabSlug) => openTab(value)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Patient chart"
        sx={{ mt: 2 }}
      >
        {TAB_SLUGS.map((slug) => (
          <Tab
            key={slug}
            value={slug}
            label={TAB_LABELS[slug]}
            id={`chart-tab-${slug}`}
            aria-controls={`chart-tabpanel-${slug}`}
            component="a"
            href={chartUrl(basePath, enduserId, slug)}
            onClick={onTabClick}
          />
        ))}
      </Tabs>
      <Divider />
      <Box role="tabpanel" id={`chart-tabpanel-${tab}`} aria-labelledby={`chart-tab-${tab}`} sx={{ pt: 2 }}>
        <Content key={tab} enduserId={enduserId} />
      </Box>
    </>
  )
}
