// Who sees an item (spec 2 §2.6): All, By Tags (patients with every one of its tags) or Manual
// (patients assigned one by one: managed_content_record_assignments, written at once), plus
// publicRead and forInternalUse. The type, public and internal choices are saved with the item.
import { useState } from 'react'
import { Alert, Box, Button, Checkbox, FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemText, Radio, RadioGroup, Stack, Typography } from '@mui/material'
import { useAction, useCareClient, useCollection, useRecordsById } from '@care/sdk/react'
import { ErrorState, LoadingState } from '@care/ui'
import { ASSIGNMENT_TYPES, patientName, type Patient } from './records.ts'
import { PatientPicker } from './patient-picker.tsx'
import { texts } from './texts.ts'

const t = texts.assignment

export interface AssignmentDraft {
  assignmentType?: string
  publicRead?: boolean
  forInternalUse?: boolean
}

function ManualAssignments({ contentId }: { contentId: string }) {
  const client = useCareClient()
  const assignments = useCollection('managed_content_record_assignments', { filter: { contentId } })
  const patients = useRecordsById('endusers', assignments.records.map((a) => a.enduserId))
  const [picked, setPicked] = useState<Patient | null>(null)
  const action = useAction()
  const assign = (p: Patient) =>
    action.run(async () => {
      const created = await client.collections.managed_content_record_assignments.createOne({ contentId, enduserId: p.id })
      client.collection('managed_content_record_assignments').addReplaceIfMatch([created])
      client.collection('endusers').addReplaceIfMatch([p])
      setPicked(null)
    })
  const unassign = (id: string) =>
    action.run(async () => {
      await client.collections.managed_content_record_assignments.deleteOne(id)
      client.collection('managed_content_record_assignments').remove(id)
    })
  let list
  if (assignments.state === 'Unloaded' || (assignments.state === 'Fetching' && !assignments.records.length)) list = <LoadingState />
  else if (assignments.state === 'Error') list = <ErrorState message={assignments.error?.message} onRetry={() => void assignments.reload()} />
  else if (!assignments.records.length) list = <Typography color="text.secondary">{t.noPatients}</Typography>
  else
    list = (
      <List dense aria-label={t.patients}>
        {assignments.records.map((a) => {
          const name = patientName(patients.get(a.enduserId ?? '')) || a.enduserId || ''
          return (
            <ListItem
              key={a.id}
              disableGutters
              secondaryAction={
                <Button size="small" color="error" aria-label={t.unassign(name)} disabled={action.busy} onClick={() => void unassign(a.id)}>
                  {t.unassignText}
                </Button>
              }
            >
              <ListItemText primary={name} />
            </ListItem>
          )
        })}
      </List>
    )
  return (
    <Box>
      <Typography variant="subtitle1" component="h3">
        {t.patients}
      </Typography>
      {list}
      <Stack direction="row" spacing={1} alignItems="flex-start" sx={{ flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 220 }}>
          <PatientPicker label={t.pick} value={picked} onChange={setPicked} exclude={assignments.records.map((a) => a.enduserId ?? '')} />
        </Box>
        <Button variant="outlined" sx={{ mt: 1 }} disabled={!picked || action.busy} onClick={() => picked && void assign(picked)}>
          {t.assign}
        </Button>
      </Stack>
      {action.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {action.error}
        </Alert>
      )}
    </Box>
  )
}

export function AssignmentSection({ contentId, draft, tags, onChange }: { contentId: string; draft: AssignmentDraft; tags: readonly string[]; onChange: (d: AssignmentDraft) => void }) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="assignment-heading">
      <Typography variant="h6" component="h2" id="assignment-heading">
        {t.heading}
      </Typography>
      <FormControl>
        <FormLabel id="assignment-type">{t.label}</FormLabel>
        <RadioGroup aria-labelledby="assignment-type" value={draft.assignmentType ?? ''} onChange={(e) => onChange({ ...draft, assignmentType: e.target.value })}>
          {ASSIGNMENT_TYPES.map((a) => (
            <FormControlLabel key={a} value={a} control={<Radio />} label={`${a}: ${t.kinds[a]}`} />
          ))}
        </RadioGroup>
      </FormControl>
      {draft.assignmentType === 'By Tags' && <Typography color="text.secondary">{t.byTagsHelp(tags)}</Typography>}
      {draft.assignmentType === 'Manual' && <ManualAssignments contentId={contentId} />}
      <FormControlLabel control={<Checkbox checked={Boolean(draft.publicRead)} onChange={(e) => onChange({ ...draft, publicRead: e.target.checked })} />} label={t.publicRead} />
      <FormControlLabel control={<Checkbox checked={Boolean(draft.forInternalUse)} onChange={(e) => onChange({ ...draft, forInternalUse: e.target.checked })} />} label={t.internal} />
    </Stack>
  )
}
