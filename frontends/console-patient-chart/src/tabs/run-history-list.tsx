// The patient's run history, read-only: their automated_actions (GET /automated-actions filtered
// by enduserId, newest first, live), each with what it did, in which journey, what started it, its
// status, when it is due or ran, and why it failed.
import { useMemo } from 'react'
import { Box, Chip } from '@mui/material'
import { useCollection } from '@care/sdk/react'
import { RecordItem, TabHeader } from '../record-item.tsx'
import { RecordList } from '../record-list.tsx'
import type { AutomatedAction } from '../records.ts'
import { STATUS_LABELS, actionText, eventText, whenText, type RunStatus } from './run-history.ts'

export const NO_RUNS_TEXT = 'No automated steps have run for this patient yet'

// the word says the status; colour only marks a failure (outlined default text keeps its contrast on any theme)
const STATUS_COLORS: Record<RunStatus, 'default' | 'error'> = { active: 'default', finished: 'default', cancelled: 'default', error: 'error' }

export function RunHistoryList({ enduserId, journeyTitle }: { enduserId: string; journeyTitle: (journeyId: string) => string | undefined }) {
  const runs = useCollection('automated_actions', { filter: { enduserId }, sort: 'newFirst' })
  // an afterAction run names the step it waited for: that step's own run says what it was
  const stepActions = useMemo(() => {
    const byStep = new Map<string, AutomatedAction['action']>()
    for (const r of runs.records) if (r.automationStepId && !byStep.has(r.automationStepId)) byStep.set(r.automationStepId, r.action)
    return byStep
  }, [runs.records])
  return (
    <Box sx={{ mt: 3 }}>
      <TabHeader title="Run history" />
      <RecordList<AutomatedAction>
        label="Run history"
        source={runs}
        emptyText={NO_RUNS_TEXT}
        renderItem={(r) => {
          const status = r.status ?? 'active'
          return (
            <RecordItem
              title={actionText(r.action, journeyTitle)}
              meta={[
                <Chip key="status" size="small" variant="outlined" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />,
                r.journeyId && (journeyTitle(r.journeyId) ?? 'A journey'),
                eventText(r.event, (stepId) => (stepActions.has(stepId) ? actionText(stepActions.get(stepId), journeyTitle) : undefined)),
                whenText(r),
              ]}
            >
              {status === 'error' && r.errorMessage ? `Error: ${r.errorMessage}` : undefined}
            </RecordItem>
          )
        }}
      />
    </Box>
  )
}
