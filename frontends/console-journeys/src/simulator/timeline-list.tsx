// A simulated timeline: the start (state and time), then one row per entry — its outcome chip, when
// (relative and absolute; an entry waiting for the world outside has no time), which step and what
// it does, and why. A row takes the keyboard's focus; hovered or focused, it highlights its step.
import { Box, Chip, Stack, Typography } from '@mui/material'
import type { CanvasStep } from '../editor/flow-canvas.tsx'
import { actionText } from '../editor/step-labels.ts'
import { texts } from '../texts.ts'
import { OUTCOME_COLORS, OUTCOME_HINTS, OUTCOME_LABELS, absoluteWhen, outcomeCounts, readableBecause, relativeWhen, type Outcome, type Simulation } from './timeline.ts'

const t = texts.simulator

export function OutcomeChip({ outcome }: { outcome: Outcome }) {
  return (
    <Chip
      size="small"
      label={OUTCOME_LABELS[outcome]}
      title={OUTCOME_HINTS[outcome]}
      data-outcome={outcome}
      sx={{ bgcolor: OUTCOME_COLORS[outcome], color: '#fff', fontWeight: 700, borderRadius: outcome === 'fires' ? 4 : 1, textDecoration: outcome === 'cancelled' ? 'line-through' : undefined }}
    />
  )
}

export interface TimelineListProps {
  simulation: Simulation
  steps: readonly CanvasStep[]
  onHighlight: (stepId: string | undefined) => void
}

export function TimelineList({ simulation, steps, onHighlight }: TimelineListProps) {
  const byId = new Map(steps.map((s) => [s.step.id, s]))
  const counts = outcomeCounts(simulation.timeline)
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">{t.timeline}</Typography>
      <Typography variant="body2">{t.startsAt(simulation.startState, absoluteWhen(simulation.startAt))}</Typography>
      {simulation.timeline.length > 0 && <Typography variant="body2" color="text.secondary">{t.counts(counts)}</Typography>}
      {!simulation.timeline.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{t.empty}</Typography>
      ) : (
        <Box component="ol" aria-label={t.timeline} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {simulation.timeline.map((entry, i) => {
            const step = byId.get(entry.automationStepId)
            const name = step?.name ?? entry.automationStepId
            return (
              <Box
                component="li"
                key={i}
                tabIndex={0}
                data-step-id={entry.automationStepId}
                onMouseEnter={() => onHighlight(entry.automationStepId)}
                onMouseLeave={() => onHighlight(undefined)}
                onFocus={() => onHighlight(entry.automationStepId)}
                onBlur={() => onHighlight(undefined)}
                sx={{ p: 1, mb: 1, border: 1, borderColor: 'divider', borderRadius: 1, '&:hover, &:focus-visible': { bgcolor: 'action.hover' }, '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' } }}
              >
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <OutcomeChip outcome={entry.outcome} />
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>{entry.offsetMs !== undefined ? relativeWhen(entry.offsetMs) : '—'}</Typography>
                  {entry.at !== undefined && <Typography variant="caption" color="text.secondary">{absoluteWhen(entry.at)}</Typography>}
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                  <strong>{name}</strong>
                  {`: ${step?.action || actionText(entry.action)}`}
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{readableBecause(entry.because, (id) => byId.get(id)?.name)}</Typography>
              </Box>
            )
          })}
        </Box>
      )}
      {simulation.truncated && <Typography variant="body2" role="note" sx={{ mt: 1 }}>{t.truncated}</Typography>}
    </Box>
  )
}
