// Time: hour 01-12, minute 00-59, AM/PM and a time zone; the starting answer is now, here
// (contracts' initialAnswer). The answer reads 'hh:mm AM Zone'.
import { Stack } from '@mui/material'
import { US_TIME_ZONES } from '@care/sdk/helpers/time-zones'
import { formTexts } from '../texts.ts'
import { LabeledSelect, type WidgetProps } from './common.tsx'

const HOURS = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))
const MINUTES = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'))
const PERIODS = ['AM', 'PM']

export interface TimeParts {
  hour: string
  minute: string
  period: string
  zone: string
}

export function parseTime(value: string | undefined): TimeParts {
  const match = /^(\d{2}):(\d{2}) (AM|PM) (.+)$/.exec(value ?? '')
  return match ? { hour: match[1], minute: match[2], period: match[3], zone: match[4] } : { hour: '12', minute: '00', period: 'PM', zone: 'UTC' }
}

export const formatTimeParts = (p: TimeParts) => `${p.hour}:${p.minute} ${p.period} ${p.zone}`

export function TimeWidget({ value, onChange, onBlur, field, describedBy, titleId }: WidgetProps<'Time'>) {
  const parts = parseTime(value)
  const zones = [...new Set([...Object.values(US_TIME_ZONES), parts.zone])]
  const set = (patch: Partial<TimeParts>) => onChange(formatTimeParts({ ...parts, ...patch }))
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-labelledby={titleId} data-field-input={field.id}>
      <LabeledSelect label={formTexts.hour} value={parts.hour} options={HOURS} onChange={(hour) => set({ hour })} onBlur={onBlur} describedBy={describedBy} />
      <LabeledSelect label={formTexts.minute} value={parts.minute} options={MINUTES} onChange={(minute) => set({ minute })} onBlur={onBlur} />
      <LabeledSelect label={formTexts.amPm} value={parts.period} options={PERIODS} onChange={(period) => set({ period })} onBlur={onBlur} />
      <LabeledSelect label={formTexts.timeZone} value={parts.zone} options={zones} onChange={(zone) => set({ zone })} onBlur={onBlur} />
    </Stack>
  )
}
