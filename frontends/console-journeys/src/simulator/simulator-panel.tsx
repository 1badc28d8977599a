// The dry-run simulator beside the editor (POST /v1/journeys/simulate, contract journeys.simulate):
// for a real patient (searched in /v1/endusers) or a hypothetical one (tags and fields), from a
// start time and for so many days, the timeline of every step the journey would run — when
// (relative: 'Day 0, +1 h', and the date), what, why, and its outcome (fires / skipped / waits /
// cancelled, each its own chip). Hovering or focusing a row highlights its step in the flowchart and
// the step list. Nothing is sent or saved; the server's refusal shows in the panel.
import { useState } from 'react'
import { Alert, Box, Button, FormControlLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material'
import { SIMULATION_DEFAULT_DAYS, SIMULATION_MAX_DAYS } from '@care/contracts/routes/journeys'
import type { RecordOf } from '@care/sdk'
import { useCareClient } from '@care/sdk/react'
import { JsonField } from '../shared/json-field.tsx'
import { parseConditions } from '../shared/conditions.ts'
import { messageOf } from '../shared/server-errors.ts'
import { tagsOf } from '../editor/step-model.ts'
import type { CanvasStep } from '../editor/flow-canvas.tsx'
import { texts } from '../texts.ts'
import { PatientPicker } from './patient-picker.tsx'
import { TimelineList } from './timeline-list.tsx'
import type { Simulation } from './timeline.ts'

const t = texts.simulator
type Who = 'real' | 'hypothetical'

export interface SimulatorPanelProps {
  journey: RecordOf<'journeys'>
  steps: readonly CanvasStep[]
  onHighlight: (stepId: string | undefined) => void
}

export function SimulatorPanel({ journey, steps, onHighlight }: SimulatorPanelProps) {
  const client = useCareClient()
  const [who, setWho] = useState<Who>('real')
  const [patient, setPatient] = useState<RecordOf<'endusers'> | null>(null)
  const [tags, setTags] = useState('')
  const [fields, setFields] = useState('')
  const [startAt, setStartAt] = useState('')
  const [horizon, setHorizon] = useState(String(SIMULATION_DEFAULT_DAYS))
  const [running, setRunning] = useState(false)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [result, setResult] = useState<Simulation>()

  const days = Number(horizon)
  const horizonError = !Number.isInteger(days) || days < 1 || days > SIMULATION_MAX_DAYS ? t.horizonInvalid : undefined
  const run = async () => {
    setProblem('')
    if (horizonError) return
    const parsed = parseConditions(fields)
    if (who === 'real' && !patient) return setProblem(t.choosePatient)
    if (who === 'hypothetical' && !parsed.ok) return
    setRunning(true)
    setError('')
    try {
      const at = startAt ? new Date(startAt).getTime() : undefined
      const subject = who === 'real' ? { enduserId: patient!.id } : { enduser: { tags: tagsOf(tags), fields: (parsed.ok && parsed.value) || {} } }
      const { simulation } = await client.api.journeysSimulate({ journeyId: journey.id, ...subject, ...(at !== undefined && !Number.isNaN(at) ? { startAt: at } : {}), horizonDays: days })
      setResult(simulation)
    } catch (e) {
      setResult(undefined)
      setError(messageOf(e))
    } finally {
      setRunning(false)
    }
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby="simulator-heading" sx={{ p: 2 }}>
      <Typography id="simulator-heading" variant="h6" component="h2">{t.heading}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
      <Box component="form" noValidate onSubmit={(e) => { e.preventDefault(); void run() }}>
        <Stack spacing={2}>
          <RadioGroup row aria-label={t.who} value={who} onChange={(e) => setWho(e.target.value as Who)}>
            <FormControlLabel value="real" control={<Radio />} label={t.real} />
            <FormControlLabel value="hypothetical" control={<Radio />} label={t.hypothetical} />
          </RadioGroup>
          {who === 'real' ? (
            <PatientPicker value={patient} onChange={(p) => { setPatient(p); setProblem('') }} error={problem} />
          ) : (
            <>
              <TextField label={t.tags} value={tags} onChange={(e) => setTags(e.target.value)} size="small" />
              <JsonField label={t.fields} value={fields} onChange={setFields} helperText={t.fieldsHelp} />
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t.startAt} type="datetime-local" value={startAt} onChange={(e) => setStartAt(e.target.value)} size="small" slotProps={{ inputLabel: { shrink: true } }} sx={{ flex: 2 }} />
            <TextField label={t.horizon} value={horizon} onChange={(e) => setHorizon(e.target.value.replace(/\D/g, ''))} size="small" error={Boolean(horizonError)} helperText={horizonError} inputProps={{ inputMode: 'numeric' }} sx={{ flex: 1 }} />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={running}>{running ? t.running : t.run}</Button>
          </Box>
        </Stack>
      </Box>
      {error && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert>}
      <Box aria-live="polite" aria-busy={running} sx={{ mt: 2 }}>
        {result ? <TimelineList simulation={result} steps={steps} onHighlight={onHighlight} /> : !error && <Typography variant="body2" color="text.secondary">{t.before}</Typography>}
      </Box>
    </Paper>
  )
}
