// The team calendar: day, week and month views (an agenda list on narrow screens) of the events in
// the visible range, filtered by team member, coloured by appointment type; cancelled events struck
// through and every status said in words. Selecting a time range creates an event there; clicking
// (or Enter on) an event opens its details.
import { useEffect, useMemo, useState } from 'react'
import FullCalendar from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/daygrid'
import interactionPlugin from '@fullcalendar/interaction'
import listPlugin from '@fullcalendar/list'
import timeGridPlugin from '@fullcalendar/timegrid'
import type { DateSelectArg, DatesSetArg, EventClickArg } from '@fullcalendar/core'
import { Alert, Box, Button, GlobalStyles, LinearProgress, MenuItem, Snackbar, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material'
import { useCollection, useSession } from '@care/sdk/react'
import { ErrorState } from '@care/ui'
import { EventDetails } from './event-details.tsx'
import { newDraft, type EventDraft } from './event-draft.ts'
import { EventFormDialog } from './event-form-dialog.tsx'
import { calendarItem, DAY_MINUTES, involves, MINUTE, personName, startOf, type CalendarEvent } from './records.ts'
import { texts } from './texts.ts'

const t = texts.calendar
const STATUS_LABELS = { cancelled: t.cancelled, noShow: t.noShow, rescheduled: t.rescheduled }

/** a range's load: the events that start in it */
const rangeFilter = (r: { from: number; to: number }) => ({ startTimeInMS: { _gte: r.from, _lt: r.to } })

/** the next whole hour after `now` */
const nextHour = (now: number) => Math.ceil(now / (60 * MINUTE)) * 60 * MINUTE

export function TeamCalendar({ openVideo, now = () => Date.now() }: { openVideo: (calendarEventId: string) => void; now?: () => number }) {
  const me = useSession().user?.id
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [range, setRange] = useState<{ from: number; to: number }>()
  const [member, setMember] = useState('')
  const [openId, setOpenId] = useState<string>()
  const [editing, setEditing] = useState<CalendarEvent>()
  const [creating, setCreating] = useState<EventDraft>()
  const [notice, setNotice] = useState('')

  const events = useCollection('calendar_events', { filter: range ? rangeFilter(range) : {}, enabled: Boolean(range) })
  const users = useCollection('users')
  const templates = useCollection('calendar_event_templates')
  const locations = useCollection('appointment_locations')
  const templateById = useMemo(() => new Map(templates.records.map((x) => [x.id, x])), [templates.records])
  const userById = useMemo(() => new Map(users.records.map((u) => [u.id, u])), [users.records])
  const locationById = useMemo(() => new Map(locations.records.map((l) => [l.id, l])), [locations.records])

  // every page of the range: a busy month can hold more than one page of events
  const { state: loadState, hasMore, loadMore } = events
  useEffect(() => {
    if (loadState === 'Loaded' && hasMore) void loadMore()
  }, [loadState, hasMore, loadMore, events.records.length])

  const shown = useMemo(
    () => events.records.filter((e) => (!range || (startOf(e) >= range.from && startOf(e) < range.to)) && (!member || involves(e, member))),
    [events.records, member, range],
  )
  const items = useMemo(() => shown.map((e) => calendarItem(e, templateById, STATUS_LABELS)), [shown, templateById])
  const opened = openId ? events.records.find((e) => e.id === openId) : undefined

  const onDates = (arg: DatesSetArg) => {
    const next = { from: arg.start.getTime(), to: arg.end.getTime() }
    setRange((r) => (r && r.from === next.from && r.to === next.to ? r : next))
  }
  const onSelect = (arg: DateSelectArg) => {
    arg.view.calendar.unselect()
    // a day picked in the month view: 9:00 that day, half an hour
    const start = arg.allDay ? arg.start.getTime() + 9 * 60 * MINUTE : arg.start.getTime()
    const end = arg.allDay ? start + 30 * MINUTE : Math.min(arg.end.getTime(), start + DAY_MINUTES * MINUTE)
    setCreating(newDraft(start, end, me))
  }
  const onClick = (arg: EventClickArg) => {
    arg.jsEvent.preventDefault()
    setOpenId(arg.event.id)
  }

  return (
    <Box>
      <GlobalStyles
        styles={{
          '.care-event-cancelled .fc-event-title, .care-event-cancelled .fc-list-event-title, .care-event-rescheduled .fc-event-title, .care-event-rescheduled .fc-list-event-title': { textDecoration: 'line-through' },
          '.care-event-noShow .fc-event-main, .care-event-noShow .fc-list-event-title': { fontStyle: 'italic' },
          '.fc .fc-toolbar': { flexWrap: 'wrap', gap: 8 },
          '.fc .fc-toolbar-title': { fontSize: '1.1rem' },
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t.heading}
        </Typography>
        <TextField select size="small" label={t.member} value={member} onChange={(e) => setMember(e.target.value)} SelectProps={{ displayEmpty: true }} InputLabelProps={{ shrink: true }} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t.everyone}</MenuItem>
          {users.records.map((u) => (
            <MenuItem key={u.id} value={u.id}>
              {personName(u) || u.id}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={() => setCreating(newDraft(nextHour(now()), nextHour(now()) + 30 * MINUTE, me))}>
          {t.newEvent}
        </Button>
      </Stack>
      {events.state === 'Fetching' && <LinearProgress aria-label={t.loading} sx={{ mb: 1 }} />}
      {events.state === 'Error' && <ErrorState message={events.error?.message} onRetry={() => void events.reload()} />}
      {events.state === 'Loaded' && !shown.length && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t.empty}
        </Alert>
      )}
      <Box aria-busy={events.state === 'Fetching'}>
        <FullCalendar
          key={narrow ? 'narrow' : 'wide'}
          plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
          initialView={narrow ? 'listWeek' : 'timeGridWeek'}
          headerToolbar={narrow ? { left: 'prev,next', center: 'title', right: 'today' } : { left: 'prev,next today', center: 'title', right: 'timeGridDay,timeGridWeek,dayGridMonth,listWeek' }}
          // words, not FullCalendar's icon fonts (role=img without a name: axe's role-img-alt)
          buttonIcons={false}
          buttonText={{ prev: t.previous, next: t.next, today: t.today, day: t.views.day, week: t.views.week, month: t.views.month, list: t.views.list }}
          height="auto"
          nowIndicator
          selectable
          selectMirror
          select={onSelect}
          eventClick={onClick}
          eventInteractive
          datesSet={onDates}
          events={items}
          noEventsText={t.empty}
          allDaySlot={false}
        />
      </Box>
      {opened && (
        <EventDetails
          key={opened.id}
          event={opened}
          users={userById}
          locations={locationById}
          templates={templateById}
          onClose={() => setOpenId(undefined)}
          onEdit={() => {
            setEditing(opened)
            setOpenId(undefined)
          }}
          onDone={(text) => {
            setOpenId(undefined)
            setNotice(text)
          }}
          openVideo={openVideo}
        />
      )}
      {(editing || creating) && (
        <EventFormDialog
          event={editing}
          initial={creating}
          users={users.records}
          templates={templates.records}
          locations={locations.records}
          onClose={() => {
            setEditing(undefined)
            setCreating(undefined)
          }}
          onSaved={() => {
            setNotice(editing ? texts.event.saved : texts.event.created)
            setEditing(undefined)
            setCreating(undefined)
          }}
        />
      )}
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Box>
  )
}
