// The steps in the order the journey runs them, in words — the keyboard's and the screen reader's
// way through the flowchart (and the only one on narrow screens): each step's name, when it runs,
// what it does, its conditions, a problem if it has one, and Edit / Delete. The step a simulator
// row points at is highlighted here too.
import { Box, Button, Stack, Typography } from '@mui/material'
import { texts } from '../texts.ts'
import type { CanvasStep } from './flow-canvas.tsx'
import type { Step } from './step-model.ts'

const t = texts.steps

export interface StepListProps {
  steps: readonly CanvasStep[]
  highlighted?: string
  onEdit: (step: Step) => void
  onDelete: (step: Step) => void
}

export function StepList({ steps, highlighted, onEdit, onDelete }: StepListProps) {
  return (
    <Box component="ol" aria-label={t.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((s) => {
        const on = highlighted === s.step.id
        return (
          <Box
            component="li"
            key={s.step.id}
            data-step-id={s.step.id}
            data-highlighted={on ? 'true' : undefined}
            sx={{ p: 1.5, mb: 1, border: on ? 2 : 1, borderColor: s.problem ? 'error.main' : on ? 'secondary.main' : 'divider', borderRadius: 1, bgcolor: on ? 'action.selected' : undefined }}
          >
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography component="h3" variant="subtitle2">{s.name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{s.event}</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.action}</Typography>
                {s.step.enduserConditions && Object.keys(s.step.enduserConditions).length > 0 && (
                  <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{`If ${JSON.stringify(s.step.enduserConditions)}`}</Typography>
                )}
                {s.problem && <Typography variant="body2" color="error" role="alert">{s.problem}</Typography>}
              </Box>
              <Stack direction="row" spacing={1}>
                <Button size="small" variant="outlined" onClick={() => onEdit(s.step)} aria-label={t.editLabel(s.name)}>{texts.edit}</Button>
                <Button size="small" color="error" onClick={() => onDelete(s.step)} aria-label={t.deleteLabel(s.name)}>{texts.delete}</Button>
              </Stack>
            </Stack>
          </Box>
        )
      })}
    </Box>
  )
}
