// The Patients area: search, the views (saved columns and filter, ?view=), the table (first page
// of 500 from the sdk cache, more on scroll), create, and a side panel to edit one patient. Live events keep the cache, and so this screen,
// current without reloading.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Box, Button, Drawer, LinearProgress, Stack, Typography } from '@mui/material'
import { EmptyState, ErrorState, LoadingState, SearchBox, useUnsavedChanges } from '@care/ui'
import { CreatePatientDialog } from './create-patient-dialog.tsx'
import { PatientPanel } from './patient-panel.tsx'
import { nextNameSort, serverNameSort, sortByName, type NameSort } from './name-sort.ts'
import { PatientsTable } from './patients-table.tsx'
import { LOCAL_SEARCH_DEBOUNCE_MS, usePatientSearch } from './use-patient-search.ts'
import { useOpenPatient } from './open-patient.ts'
import { usePermissions } from '@care/sdk/react/permissions'
import { endusers } from '@care/contracts/collections/endusers'
import { useCareClient, useCollection } from '@care/sdk/react'
import { useViews } from './use-views.ts'
import { ViewsBar } from './views-bar.tsx'
import { filterCount, matchesFilter } from './view-model.ts'

export const EMPTY_TEXT = 'No patients yet'
/** the console's patient chart area (console-patient-chart), one patient at `<CHART_PATH>/<id>` */
export const CHART_PATH = '/console/chart'
const chartHref = (id: string) => `${CHART_PATH}/${encodeURIComponent(id)}`
export const noMatchText = (query: string) => `No patients match "${query}"`
export const NO_VIEW_MATCH_TEXT = 'No patients match this view'

export interface PatientsScreenProps {
  /** the area's route ('/console/patients'): an open patient is `<basePath>/<id>`; without it, state only */
  basePath?: string
  navigate?: (url: string) => void
}

export function PatientsScreen({ basePath, navigate }: PatientsScreenProps = {}) {
  const [nameSort, setNameSort] = useState<NameSort>('none')
  // sorted by Name on the server (the pages come in name order), then the loaded rows by the shown name
  const patients = useCollection('endusers', serverNameSort(nameSort))
  const users = useCollection('users')
  const [query, setQuery] = useState('')
  const search = usePatientSearch(query, patients.records)
  // the chosen view (?view=): its filter narrows the rows, its columns shape the table
  const views = useViews()
  const meId = useCareClient().session.user?.id
  const { filter } = views.draft
  const filtered = filterCount(filter) > 0
  const rows = useMemo(
    () => sortByName(filtered ? search.matches.filter((p) => matchesFilter(p, filter, meId)) : search.matches, nameSort),
    [filtered, search.matches, filter, meId, nameSort],
  )
  // a view named in the URL is waited for, rather than showing the default table first
  const viewPending = Boolean(views.viewId) && !views.view && (views.state === 'Unloaded' || views.state === 'Fetching')
  const [localId, setLocalId] = useState<string>()
  const routed = useOpenPatient(basePath, navigate)
  const selectedId = basePath ? routed.openId : localId
  const setSelectedId = (id: string | undefined) => (basePath ? (id ? routed.open(id) : routed.close()) : setLocalId(id))
  const [creating, setCreating] = useState(false)
  const may = usePermissions(endusers)
  const selected = selectedId ? patients.records.find((p) => p.id === selectedId) : undefined
  const open = Boolean(selected)
  // unsaved edits in the open panel: closing it, Back, a link elsewhere or leaving the page ask first
  const [dirty, setDirty] = useState(false)
  const { forget } = routed
  const unsaved = useUnsavedChanges(dirty && open, {
    // after a held-back Back, closing replaces the URL instead of going back again
    onHold: forget,
    onLeave: useCallback(() => {
      forget()
      setDirty(false)
    }, [forget]),
  })
  const closePanel = () => {
    setDirty(false)
    setSelectedId(undefined)
  }
  const requestClose = () => unsaved.confirm(closePanel)

  const usersById = useMemo(() => new Map(users.records.map((u) => [u.id, u])), [users.records])
  const tagSuggestions = useMemo(() => [...new Set(patients.records.flatMap((p) => p.tags ?? []))].sort(), [patients.records])
  // closing a patient (however it happens) takes focus back to the list's heading; opening one
  // takes it to the panel's own (patient-panel.tsx)
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (open) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      setDirty(false)
      heading.current?.focus()
    }
  }, [open])
  const chart = useMemo(() => (navigate ? { href: chartHref, open: (id: string) => navigate(chartHref(id)) } : undefined), [navigate])
  const { hasMore, loadMore } = patients
  const onEndReached = useCallback(() => {
    if (hasMore && !search.active) void loadMore()
  }, [hasMore, loadMore, search.active])

  let body
  if (patients.state === 'Unloaded' || patients.state === 'Fetching' || viewPending) body = <LoadingState />
  else if (patients.state === 'Error') body = <ErrorState message={patients.error?.message} onRetry={() => void patients.reload()} />
  else if (!search.active && !patients.records.length) body = <EmptyState text={EMPTY_TEXT} />
  else if (search.active && !search.matches.length) body = search.state === 'searching' ? <LoadingState /> : <EmptyState text={noMatchText(query.trim())} />
  else if (!rows.length) body = <EmptyState text={NO_VIEW_MATCH_TEXT} />
  else body = <PatientsTable patients={rows} columns={views.draft.columns} users={usersById} selectedId={selectedId} onOpen={setSelectedId} onEndReached={onEndReached} chart={chart} nameSort={nameSort} onSortByName={() => setNameSort(nextNameSort)} />

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ p: 2, pb: 1 }}>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ flexGrow: 1, outline: 'none' }}>
          Patients
        </Typography>
        <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' }, order: { xs: 3, sm: 0 } }}>
          <SearchBox label="Search patients" fullWidth debounceMs={LOCAL_SEARCH_DEBOUNCE_MS} value={query} onChange={setQuery} />
        </Box>
        {may('create') && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            Create patient
          </Button>
        )}
      </Stack>
      <ViewsBar views={views} users={users.records} tagSuggestions={tagSuggestions} />
      <Box sx={{ height: 4 }}>{search.state === 'searching' && <LinearProgress aria-label="Searching" />}</Box>
      {search.state === 'error' && (
        <Typography role="alert" color="error" variant="body2" sx={{ px: 2 }}>
          {search.error}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>{body}</Box>
      <CreatePatientDialog open={creating} onClose={() => setCreating(false)} />
      <Drawer
        anchor="right"
        open={Boolean(selected)}
        onClose={requestClose}
        slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
      >
        {selected && (
          <PatientPanel
            key={selected.id}
            patient={selected}
            users={users.records}
            usersLoading={users.state === 'Fetching'}
            tagSuggestions={tagSuggestions}
            may={may}
            onDirtyChange={setDirty}
            onClose={requestClose}
            chartHref={navigate ? chartHref(selected.id) : undefined}
            onOpenChart={navigate ? () => navigate(chartHref(selected.id)) : undefined}
          />
        )}
      </Drawer>
      {unsaved.dialog}
    </Box>
  )
}
