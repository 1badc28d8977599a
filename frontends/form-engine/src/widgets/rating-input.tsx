// rating: a slider from options.from to options.to (1 to 10 by default), starting at the midpoint.
import { Box, Slider } from '@mui/material'
import { DEFAULT_RATING_RANGE } from '@care/contracts/forms/index'
import { controlAria, type WidgetProps } from './common.tsx'

export function RatingWidget(props: WidgetProps<'rating'>) {
  const { field, value, onChange, onBlur } = props
  const from = field.options?.from ?? DEFAULT_RATING_RANGE.from
  const to = field.options?.to ?? DEFAULT_RATING_RANGE.to
  return (
    <Box sx={{ px: 2, pt: 4 }}>
      <Slider
        min={from}
        max={to}
        step={1}
        marks={[{ value: from, label: String(from) }, { value: to, label: String(to) }]}
        value={value ?? Math.round((from + to) / 2)}
        valueLabelDisplay="on"
        onChange={(_, v) => onChange(v as number)}
        onBlur={onBlur}
        slotProps={{ input: { ...controlAria(props), 'data-field-input': field.id } as object }}
      />
    </Box>
  )
}
