// The statistics cells of a journey's row: how many patients, how many in each state, and its
// automated actions by status — each says when it is loading or unavailable.
import type { ReactNode } from 'react'
import { Chip, CircularProgress, Stack, Typography } from '@mui/material'
import { texts } from '../texts.ts'
import type { StatisticsState } from './use-statistics.ts'

const t = texts.journeys

export function statisticsCells(title: string, stats: StatisticsState): ReactNode[] {
  if (stats.state === 'loading') return [<CircularProgress key="l" size={16} aria-label={t.statsLoading(title)} />, null, null]
  if (stats.state === 'error') return [<Typography key="e" variant="body2" color="error">{t.statsFailed}</Typography>, null, null]
  const s = stats.statistics
  const inStates = s.states.filter((x) => x.count > 0)
  return [
    String(s.total),
    inStates.length ? (
      <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap>
        {inStates.map((x) => <Chip key={x.state} size="small" variant="outlined" label={`${x.state}: ${x.count}`} />)}
      </Stack>
    ) : (
      <Typography variant="body2" color="text.secondary">{t.noPatients}</Typography>
    ),
    // one status a line: readable at any width
    <Stack key="r" sx={{ minWidth: 110 }}>
      {t.runLines(s.actions).map((line) => <Typography key={line} variant="body2" sx={{ whiteSpace: 'nowrap' }}>{line}</Typography>)}
    </Stack>,
  ]
}
