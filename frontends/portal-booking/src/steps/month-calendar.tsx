// The month calendar of 'Pick a date and time for your visit' (spec 2 §2.16): the month's name with
// previous/next buttons (changing the month selects its first day, or today — §4), then a table of
// weeks whose days are buttons (keyboard: Tab and Enter/Space), a bookable day with times marked and
// named so ('…, times available'). Days before the earliest bookable moment or past the link's `to`
// are disabled.
import { Box, IconButton, Stack, Typography } from '@care/ui/mui'
import { formatDateTime } from '@care/ui/i18n'
import { texts } from '../texts.ts'
import { dayKey, isBookableDay, monthGrid, monthStart, type Bounds } from '../flow/calendar.ts'
import { NextIcon, PreviousIcon } from './icons.tsx'

export interface MonthCalendarProps {
  zone: string
  bounds: Bounds
  selectedDay: number
  daysWithTimes: ReadonlySet<string>
  onSelectDay: (dayStart: number) => void
  onChangeMonth: (delta: 1 | -1) => void
}

export function MonthCalendar({ zone, bounds, selectedDay, daysWithTimes, onSelectDay, onChangeMonth }: MonthCalendarProps) {
  const month = monthStart(selectedDay, zone)
  const weeks = monthGrid(month, zone)
  const selectedKey = dayKey(selectedDay, zone)
  const canGoBack = month > monthStart(bounds.earliest, zone)
  const canGoOn = bounds.latest === undefined || weeks.flat().filter((d) => d.inMonth).pop()!.start + 86_400_000 < bounds.latest
  const weekdays = weeks[0].map((d) => ({ short: formatDateTime(d.start, { weekday: 'narrow', timeZone: zone }), long: formatDateTime(d.start, { weekday: 'long', timeZone: zone }) }))

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between">
        <IconButton onClick={() => onChangeMonth(-1)} disabled={!canGoBack} aria-label={texts.previousMonth} size="small">
          <PreviousIcon />
        </IconButton>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
          {formatDateTime(month, { month: 'long', year: 'numeric', timeZone: zone })}
        </Typography>
        <IconButton onClick={() => onChangeMonth(1)} disabled={!canGoOn} aria-label={texts.nextMonth} size="small">
          <NextIcon />
        </IconButton>
      </Stack>
      <Box component="table" aria-label={texts.calendar} sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <Box component="th" key={w.long} scope="col" abbr={w.long} sx={{ fontWeight: 400, fontSize: 12, color: 'text.secondary', py: 0.5 }}>{w.short}</Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].key}>
              {week.map((d) => {
                if (!d.inMonth) return <td key={d.key} />
                const bookable = isBookableDay(d.start, bounds, zone)
                const selected = d.key === selectedKey
                const hasTimes = bookable && daysWithTimes.has(d.key)
                const label = formatDateTime(d.start, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: zone })
                return (
                  <Box component="td" key={d.key} sx={{ p: 0.25, textAlign: 'center' }}>
                    <Box
                      component="button"
                      type="button"
                      disabled={!bookable}
                      aria-pressed={selected}
                      aria-label={hasTimes ? texts.hasTimes(label) : label}
                      onClick={() => onSelectDay(d.start)}
                      sx={(theme) => ({
                        width: 36, height: 36, borderRadius: '50%', border: '1px solid transparent', cursor: 'pointer', font: 'inherit', fontSize: 14,
                        bgcolor: selected ? 'primary.main' : 'transparent',
                        color: selected ? 'primary.contrastText' : bookable ? 'text.primary' : 'text.disabled',
                        fontWeight: hasTimes ? 700 : 400,
                        borderColor: hasTimes && !selected ? 'primary.main' : 'transparent',
                        '&:disabled': { cursor: 'default' },
                        '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
                      })}
                    >
                      {formatDateTime(d.start, { day: 'numeric', timeZone: zone })}
                    </Box>
                  </Box>
                )
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  )
}
