// The inputs of each action the editor offers: the state to set (the journey's states), fields to
// set, tags, a journey, a ticket, a template and a sender (templates from /v1/templates, senders from
// /v1/users). Each error — the form's own or the server's, by its field name — shows under its input.
import { Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { ENDUSER_FIELD_SETTER_TYPES } from '@care/contracts/values/automation'
import { staffName } from '@care/sdk/helpers'
import type { RecordOf } from '@care/sdk'
import { texts } from '../texts.ts'
import type { FieldSetterType, StepDraft, StepField } from './step-model.ts'

const t = texts.steps

export interface ActionLookups {
  states: readonly string[]
  journeys: readonly RecordOf<'journeys'>[]
  templates: readonly RecordOf<'templates'>[]
  users: readonly RecordOf<'users'>[]
}

export interface ActionFieldsProps {
  draft: StepDraft
  change: (c: Partial<StepDraft>) => void
  errorOf: (field: StepField) => string | undefined
  lookups: ActionLookups
}

/** a select's options, with the stored value kept when it is not among them (a deleted template) */
function options(list: readonly { id: string; label: string }[], value: string) {
  const all = value && !list.some((o) => o.id === value) ? [...list, { id: value, label: value }] : list
  return all.map((o) => <MenuItem key={o.id} value={o.id}>{o.label}</MenuItem>)
}

export function ActionFields({ draft: d, change, errorOf, lookups }: ActionFieldsProps) {
  const err = (field: StepField) => ({ error: Boolean(errorOf(field)), helperText: errorOf(field) })
  switch (d.actionType) {
    case 'setEnduserStatus':
      return (
        <TextField select label={t.state} value={d.status} onChange={(e) => change({ status: e.target.value })} required {...err('action.info.status')}>
          {options(lookups.states.map((s) => ({ id: s, label: s })), d.status)}
        </TextField>
      )
    case 'setEnduserFields':
      return <FieldSetters draft={d} change={change} error={errorOf('action.info.fields')} />
    case 'addEnduserTags':
    case 'removeEnduserTags':
      return (
        <Box>
          <TextField label={t.tags} value={d.tags} onChange={(e) => change({ tags: e.target.value })} required fullWidth {...err('action.info.tags')} />
          {d.actionType === 'addEnduserTags' && (
            <FormControlLabel control={<Checkbox checked={d.replaceExisting} onChange={(e) => change({ replaceExisting: e.target.checked })} />} label={t.replaceExisting} />
          )}
        </Box>
      )
    case 'addToJourney':
    case 'removeFromJourney':
      return (
        <TextField select label={t.journey} value={d.journeyId} onChange={(e) => change({ journeyId: e.target.value })} required {...err('action.info.journeyId')}>
          {options(lookups.journeys.map((j) => ({ id: j.id, label: j.title ?? j.id })), d.journeyId)}
        </TextField>
      )
    case 'removeFromAllJourneys':
      return null
    case 'createTicket':
      return (
        <Stack spacing={2}>
          <TextField label={t.ticketTitle} value={d.title} onChange={(e) => change({ title: e.target.value })} required inputProps={{ maxLength: 250 }} {...err('action.info.title')} />
          <TextField label={t.ticketDescription} value={d.description} onChange={(e) => change({ description: e.target.value })} multiline minRows={2} />
          <TextField select label={t.assignee} value={d.defaultAssignee} onChange={(e) => change({ defaultAssignee: e.target.value })} {...err('action.info.defaultAssignee')}>
            <MenuItem value="">{t.nobody}</MenuItem>
            {options(lookups.users.map((u) => ({ id: u.id, label: staffName(u, u.id) })), d.defaultAssignee)}
          </TextField>
        </Stack>
      )
    case 'sendEmail':
    case 'sendSMS':
      return (
        <Stack spacing={2}>
          <TextField select label={t.template} value={d.templateId} onChange={(e) => change({ templateId: e.target.value })} required {...err('action.info.templateId')}>
            {options(lookups.templates.map((x) => ({ id: x.id, label: x.title ?? x.id })), d.templateId)}
          </TextField>
          {!lookups.templates.length && <Typography variant="body2" color="text.secondary">{t.noTemplates}</Typography>}
          <TextField select label={t.sender} value={d.senderId} onChange={(e) => change({ senderId: e.target.value })} required {...err('action.info.senderId')}>
            {options(lookups.users.map((u) => ({ id: u.id, label: staffName(u, u.id) })), d.senderId)}
          </TextField>
        </Stack>
      )
  }
}

function FieldSetters({ draft: d, change, error }: { draft: StepDraft; change: (c: Partial<StepDraft>) => void; error?: string }) {
  const set = (i: number, c: Partial<StepDraft['fields'][number]>) => change({ fields: d.fields.map((f, j) => (j === i ? { ...f, ...c } : f)) })
  return (
    <Stack spacing={1}>
      <Typography component="h3" variant="subtitle2">{t.fields}</Typography>
      {d.fields.map((f, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
          <TextField size="small" label={t.fieldName(i + 1)} value={f.name} onChange={(e) => set(i, { name: e.target.value })} sx={{ flex: 1 }} />
          <TextField size="small" select label={t.fieldType(i + 1)} value={f.type} onChange={(e) => set(i, { type: e.target.value as FieldSetterType })} sx={{ flex: 1, minWidth: 150 }}>
            {ENDUSER_FIELD_SETTER_TYPES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
          </TextField>
          {f.type === 'Custom Value' && <TextField size="small" label={t.fieldValue(i + 1)} value={f.value} onChange={(e) => set(i, { value: e.target.value })} sx={{ flex: 1 }} />}
          <IconButton aria-label={t.removeField(i + 1)} onClick={() => change({ fields: d.fields.filter((_, j) => j !== i) })} disabled={d.fields.length === 1}>
            <span aria-hidden="true">×</span>
          </IconButton>
        </Stack>
      ))}
      {error && <Typography role="alert" variant="body2" color="error">{error}</Typography>}
      <Box>
        <Button size="small" onClick={() => change({ fields: [...d.fields, { name: '', type: 'Custom Value', value: '' }] })}>{t.addField}</Button>
      </Box>
    </Stack>
  )
}
