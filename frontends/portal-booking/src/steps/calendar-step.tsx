// 'Pick a date and time for your visit' (spec 2 §2.16, §4): the month calendar, the location when the
// page has several, then the selected day's times — 'Loading...' while they are fetched, 'No
// appointments are available at this date' when there are none — two per row, the list scrolling
// after 4 rows. Clicking the selected time again deselects it; Next goes on with the selected time.
// Times are in the location's (else the patient's) zone, which is named under the calendar.
import { Alert, Box, Button, Stack, Typography } from '@care/ui/mui'
import { MenuItem, TextField } from '@mui/material'
import { formatDateTime } from '@care/ui/i18n'
import { texts } from '../texts.ts'
import type { Bounds, Slot } from '../flow/calendar.ts'
import type { BookingLocation } from '../flow/booking-info.ts'
import { MonthCalendar } from './month-calendar.tsx'

/** §2.16: two times per row; the list scrolls past 4 rows. */
export const SLOT_ROW_HEIGHT = 44
export const SLOT_ROWS_SHOWN = 4

export interface CalendarStepProps {
  zone: string
  bounds: Bounds
  selectedDay: number
  daysWithTimes: ReadonlySet<string>
  onSelectDay: (day: number) => void
  onChangeMonth: (delta: 1 | -1) => void
  times: readonly Slot[]
  loading: boolean
  error?: string
  onRetry: () => void
  selectedTime?: Slot
  onSelectTime: (slot: Slot | undefined) => void
  onNext: () => void
  locations: readonly BookingLocation[]
  locationId?: string
  onLocation: (id: string) => void
  rescheduling: boolean
}

export function CalendarStep(p: CalendarStepProps) {
  const dayLabel = formatDateTime(p.selectedDay, { weekday: 'long', month: 'long', day: 'numeric', timeZone: p.zone })
  const timeOf = (s: Slot) => formatDateTime(s.startTimeInMS, { hour: 'numeric', minute: '2-digit', timeZone: p.zone })
  return (
    <Stack spacing={2}>
      {p.rescheduling && <Alert severity="info">{texts.rescheduling}</Alert>}
      {p.locations.length > 1 && (
        <TextField select size="small" label={texts.location} value={p.locationId ?? ''} onChange={(e) => p.onLocation(e.target.value)} fullWidth>
          {p.locations.map((l) => <MenuItem key={l.id} value={l.id}>{l.title ?? l.id}</MenuItem>)}
        </TextField>
      )}
      <MonthCalendar zone={p.zone} bounds={p.bounds} selectedDay={p.selectedDay} daysWithTimes={p.daysWithTimes} onSelectDay={p.onSelectDay} onChangeMonth={p.onChangeMonth} />
      <Typography variant="caption" color="text.secondary">{texts.timesIn(p.zone)}</Typography>
      <Box component="section" aria-labelledby="booking-times">
        <Typography id="booking-times" component="h2" variant="subtitle2" sx={{ mb: 1 }}>{texts.timesOn(dayLabel)}</Typography>
        {p.loading && <Typography role="status">{texts.loading}</Typography>}
        {!p.loading && p.error && (
          <Stack spacing={1} alignItems="flex-start">
            <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>{p.error}</Alert>
            <Button variant="outlined" size="small" onClick={p.onRetry}>{texts.tryAgain}</Button>
          </Stack>
        )}
        {!p.loading && !p.error && p.times.length === 0 && <Typography color="text.secondary">{texts.noSlots}</Typography>}
        {!p.loading && !p.error && p.times.length > 0 && (
          <Box
            component="ul"
            aria-label={texts.timesOn(dayLabel)}
            // the list scrolls past 4 rows: focusable so a keyboard can scroll it too
            tabIndex={p.times.length > 2 * SLOT_ROWS_SHOWN ? 0 : undefined}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, gridAutoRows: SLOT_ROW_HEIGHT - 8, maxHeight: SLOT_ROW_HEIGHT * SLOT_ROWS_SHOWN, overflowY: 'auto' }}
          >
            {p.times.map((s) => {
              const selected = p.selectedTime?.startTimeInMS === s.startTimeInMS
              return (
                <li key={s.startTimeInMS}>
                  <Button
                    fullWidth
                    variant={selected ? 'contained' : 'outlined'}
                    aria-pressed={selected}
                    onClick={() => p.onSelectTime(selected ? undefined : s)}
                    sx={{ height: '100%' }}
                  >
                    {timeOf(s)}
                  </Button>
                </li>
              )
            })}
          </Box>
        )}
      </Box>
      <Button variant="contained" onClick={p.onNext} disabled={!p.selectedTime}>{texts.next}</Button>
    </Stack>
  )
}
