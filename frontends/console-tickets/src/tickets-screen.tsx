// The Tickets area: the board (or the list, with saved views) of tickets by stage, filters kept in the URL, create,
// a side panel to edit or close one, and drag to reorder. Live events keep the sdk cache, and so
// this screen, current without reloading.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Alert, Box, Button, Drawer, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material'
import { useSession } from '@care/sdk/react'
import { EmptyState, ErrorState, LoadingState, useUnsavedChanges } from '@care/ui'
import { columnsOf } from './board-order.ts'
import { useColumnOrder } from './column-order.ts'
import { CreateTicketDialog } from './create-ticket-dialog.tsx'
import { useLiveArrivals } from './live-arrivals.ts'
import { useSaveMove } from './save-move.ts'
import type { TicketCardInfo } from './ticket-card.tsx'
import { patientName, staffName } from './ticket-fields.ts'
import { isFiltered } from './ticket-filters.ts'
import { TicketFiltersBar, clearedFilters } from './ticket-filters-bar.tsx'
import { TicketPanel } from './ticket-panel.tsx'
import { TicketsBoard } from './tickets-board.tsx'
import { TicketsList } from './tickets-list.tsx'
import { useTickets } from './use-tickets.ts'
import { useTableViews } from './use-table-views.ts'
import { useUrlFilters } from './url-filters.ts'
import { useViewMode } from './view-mode.ts'
import { ViewsBar } from './views-bar.tsx'

export const EMPTY_TEXT = 'No tickets'
export const NO_MATCH_TEXT = 'No tickets match these filters'
export const NO_CLOSED_TEXT = 'No closed tickets'
export const LOAD_MORE_TEXT = 'Load more tickets'

/** the loaded count; while the server has more pages, said to be the first of more */
export const countText = (n: number, hasMore: boolean) =>
  hasMore ? `Showing the first ${n} tickets` : `Showing ${n} ${n === 1 ? 'ticket' : 'tickets'}`

/** "now" for due dates, moving on each minute so "overdue" follows the clock */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function TicketsScreen() {
  const session = useSession()
  const me = session.user?.id
  const [filters, setFilters] = useUrlFilters()
  const [view, setView] = useViewMode()
  const data = useTickets(filters, me)
  // saved views belong to the list: their columns are the list's
  const tableViews = useTableViews(filters, { enabled: view === 'list' })
  useLiveArrivals()
  const now = useMinuteClock()
  const [creating, setCreating] = useState(false)
  const [selectedId, setSelectedId] = useState<string>()
  const [notice, setNotice] = useState('')
  const move = useSaveMove(data.reload)

  const keys = useColumnOrder(data.tickets)
  const byId = useMemo(() => new Map(data.tickets.map((t) => [t.id, t])), [data.tickets])
  // the server filtered them (server-query.ts)
  const shownTickets = data.tickets
  const columns = useMemo(() => columnsOf(shownTickets, keys), [shownTickets, keys])
  // a filtered board shows the columns that hold matches (on a phone, empty ones would fill the screen)
  const shownKeys = filters.stage !== undefined ? keys.filter((k) => k === filters.stage) : isFiltered(filters) ? keys.filter((k) => columns[k]?.length) : keys
  const listIds = useMemo(() => shownKeys.flatMap((k) => columns[k] ?? []), [shownKeys, columns])

  const { patientOf, usersById } = data
  const infoOf = useCallback(
    (id: string): TicketCardInfo | undefined => {
      const ticket = byId.get(id)
      if (!ticket) return undefined
      const patient = patientOf(ticket.enduserId)
      return {
        ticket,
        patient: ticket.enduserId ? patientName(patient) || 'Loading patient' : '',
        owner: ticket.owner ? staffName(usersById.get(ticket.owner)) || 'Unknown user' : '',
        now,
      }
    },
    [byId, usersById, now, patientOf],
  )

  // the open ticket: shown while it is on this board (a ticket closed here or elsewhere leaves it)
  const selected = selectedId ? byId.get(selectedId) : undefined
  const [dirty, setDirty] = useState(false)
  const unsaved = useUnsavedChanges(dirty && Boolean(selected))
  const closePanel = () => {
    setDirty(false)
    setSelectedId(undefined)
  }
  const heading = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(false)
  useEffect(() => {
    if (selected) wasOpen.current = true
    else if (wasOpen.current) {
      wasOpen.current = false
      setDirty(false)
      heading.current?.focus()
    }
  }, [selected])

  const closedView = filters.status === 'closed'
  let body
  if (data.state === 'Unloaded' || data.state === 'Fetching') body = <LoadingState />
  else if (data.state === 'Error') body = <ErrorState message={data.error?.message} onRetry={() => void data.reload()} />
  else if (!data.tickets.length && !isFiltered(filters))
    body = closedView ? (
      <EmptyState text={NO_CLOSED_TEXT} />
    ) : (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState text={EMPTY_TEXT} />
        <Button variant="outlined" onClick={() => setCreating(true)}>
          Create ticket
        </Button>
      </Box>
    )
  else if (!shownTickets.length)
    body = (
      <Box sx={{ textAlign: 'center' }}>
        <EmptyState text={NO_MATCH_TEXT} />
        <Button variant="outlined" onClick={() => setFilters(clearedFilters(filters))}>
          Clear filters
        </Button>
      </Box>
    )
  else if (view === 'list') body = <TicketsList ids={listIds} infoOf={infoOf} onOpen={setSelectedId} columns={tableViews.columns} />
  else
    body = (
      <TicketsBoard
        keys={shownKeys}
        columns={columns}
        wholeColumns={columns}
        infoOf={infoOf}
        onOpen={setSelectedId}
        onMove={(m) => void move.save(m)}
        readOnly={closedView}
      />
    )

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1.5} alignItems="center" sx={{ p: 2, pb: 1.5 }}>
        <Typography ref={heading} tabIndex={-1} variant="h5" component="h1" sx={{ flexGrow: 1, outline: 'none' }}>
          Tickets
        </Typography>
        <ToggleButtonGroup size="small" exclusive aria-label="View" value={view} onChange={(_e, next) => next && setView(next)}>
          <ToggleButton value="board">Board</ToggleButton>
          <ToggleButton value="list">List</ToggleButton>
        </ToggleButtonGroup>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Create ticket
        </Button>
      </Stack>
      <TicketFiltersBar filters={filters} onChange={setFilters} users={data.users} stageKeys={keys} />
      {view === 'list' && <ViewsBar views={tableViews} />}
      <Box role="status" sx={{ px: 2 }}>
        {notice && (
          <Typography variant="body2" color="text.secondary">
            {notice}
          </Typography>
        )}
      </Box>
      {move.error && (
        <Alert severity="error" onClose={move.dismiss} sx={{ mx: 2, mb: 1 }}>
          {move.error}
        </Alert>
      )}
      {data.state === 'Loaded' && shownTickets.length > 0 && (
        <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, pb: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {countText(shownTickets.length, data.hasMore)}
          </Typography>
          {data.hasMore && (
            <Button size="small" onClick={() => void data.loadMore()}>
              {LOAD_MORE_TEXT}
            </Button>
          )}
        </Stack>
      )}
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }} data-testid="tickets-body">
        {body}
      </Box>
      <CreateTicketDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(t) => setNotice(`Ticket "${t.title ?? ''}" created`)}
        me={me}
        stage={filters.stage ?? ''}
        patients={data.patients}
        users={data.users}
        stages={keys.filter(Boolean)}
      />
      <Drawer anchor="right" open={Boolean(selected)} onClose={() => unsaved.confirm(closePanel)} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}>
        {selected && (
          <TicketPanel
            key={selected.id}
            ticket={selected}
            patients={data.patients}
            users={data.users}
            stages={keys.filter(Boolean)}
            onDirtyChange={setDirty}
            onClose={() => unsaved.confirm(closePanel)}
            onClosed={(t) => {
              setNotice(`Ticket "${t.title ?? ''}" closed`)
              closePanel()
            }}
          />
        )}
      </Drawer>
      {unsaved.dialog}
    </Box>
  )
}
