// One small line chart per vital (recharts), each with its values as a table: read by screen
// readers in place of the drawing, and shown on request ('Show table') for anyone else.
import { useState } from 'react'
import { Box, Button, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatDateTime, formatShortDate } from '../format.ts'
import { seriesTitle, type VitalSeries } from './vitals.ts'

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

function VitalChart({ series }: { series: VitalSeries }) {
  const [tableShown, setTableShown] = useState(false)
  const title = seriesTitle(series)
  const headingId = `vital-${series.key.replace(/\W+/g, '-')}`
  const last = series.points.at(-1)
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 1.5, position: 'relative', minWidth: 0 }} data-testid="vital-chart">
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 500 }}>
          {title}
        </Typography>
        {last && (
          <Typography variant="body2" color="text.secondary">
            latest {last.value} {series.unit}
          </Typography>
        )}
      </Box>
      {/* the drawing says nothing a screen reader can use: the table below says it */}
      <Box aria-hidden="true" sx={{ height: 160, mt: 1 }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={series.points} margin={{ top: 8, right: 12, bottom: 0, left: -12 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={formatShortDate} tick={{ fontSize: 12 }} minTickGap={16} />
            <YAxis dataKey="value" domain={['auto', 'auto']} tick={{ fontSize: 12 }} width={48} />
            <Tooltip labelFormatter={(t) => formatDateTime(Number(t))} formatter={(v) => [`${v} ${series.unit}`, title]} />
            <Line type="monotone" dataKey="value" stroke="#1564bf" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </Box>
      <Button size="small" onClick={() => setTableShown((s) => !s)} aria-expanded={tableShown} sx={{ mt: 0.5 }}>
        {tableShown ? 'Hide table' : 'Show table'}
        <Box component="span" sx={visuallyHidden}>
          {` of ${title}`}
        </Box>
      </Button>
      <Box sx={tableShown ? { overflowX: 'auto' } : visuallyHidden}>
        <Table size="small" aria-label={`${title} over time`}>
          <TableHead>
            <TableRow>
              <TableCell>Recorded</TableCell>
              <TableCell align="right">{series.unit ? `Value (${series.unit})` : 'Value'}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {series.points.map((p) => (
              <TableRow key={p.id}>
                <TableCell>{formatDateTime(p.t)}</TableCell>
                <TableCell align="right">{p.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  )
}

export default function VitalsCharts({ series }: { series: readonly VitalSeries[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
      {series.map((s) => (
        <VitalChart key={s.key} series={s} />
      ))}
    </Box>
  )
}
