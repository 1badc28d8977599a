// The fields of a ticket, shared by the create dialog and the edit panel: title (required),
// patient, owner, due date, stage (one of the board's or a new one), priority and message, each
// with the server's message under it.
import { Autocomplete, MenuItem, Stack, TextField } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { MESSAGE_MAX, PRIORITIES, STAGE_MAX, TITLE_MAX, patientName, priorityLabel, staffName, type TicketDraft } from './ticket-fields.ts'

/** a patient as the list shows them (one not listed: their id alone) */
type PatientOption = Pick<RecordOf<'endusers'>, 'id' | 'fname' | 'lname' | 'displayName' | 'email' | 'phone'>

export interface TicketFormFieldsProps {
  idPrefix: string
  draft: TicketDraft
  errors: Partial<Record<keyof TicketDraft, string>>
  onChange: (field: keyof TicketDraft, value: string) => void
  patients: readonly PatientOption[]
  users: readonly RecordOf<'users'>[]
  stages: readonly string[]
  disabled?: boolean
  autoFocus?: boolean
}

export function TicketFormFields({ idPrefix, draft, errors, onChange, patients, users, stages, disabled, autoFocus }: TicketFormFieldsProps) {
  const patientsById = new Map(patients.map((p) => [p.id, p]))
  const patient = draft.enduserId ? patientsById.get(draft.enduserId) ?? { id: draft.enduserId } : null
  const priorities: { value: string; label: string }[] = PRIORITIES.map((p) => ({ value: String(p.value), label: p.label }))
  // a priority the board has no name for stays selectable, as it is
  if (draft.priority && !priorities.some((p) => p.value === draft.priority)) priorities.push({ value: draft.priority, label: priorityLabel(Number(draft.priority)) })
  const userIds = new Set(users.map((u) => u.id))
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <TextField
        id={`${idPrefix}-title`}
        label="Title"
        required
        autoFocus={autoFocus}
        size="small"
        fullWidth
        disabled={disabled}
        value={draft.title}
        onChange={(e) => onChange('title', e.target.value)}
        error={Boolean(errors.title)}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <Autocomplete
        id={`${idPrefix}-patient`}
        options={patients}
        value={patient}
        disabled={disabled}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(p) => patientName(p) || 'Unknown patient'}
        onChange={(_e, next) => onChange('enduserId', next?.id ?? '')}
        renderInput={(params) => <TextField {...params} size="small" label="Patient" error={Boolean(errors.enduserId)} helperText={errors.enduserId} />}
      />
      <TextField
        id={`${idPrefix}-owner`}
        select
        label="Owner"
        size="small"
        fullWidth
        disabled={disabled}
        value={draft.owner}
        onChange={(e) => onChange('owner', e.target.value)}
        error={Boolean(errors.owner)}
        helperText={errors.owner}
      >
        <MenuItem value="">Unassigned</MenuItem>
        {users.map((u) => (
          <MenuItem key={u.id} value={u.id}>
            {staffName(u) || 'Unknown user'}
          </MenuItem>
        ))}
        {draft.owner && !userIds.has(draft.owner) && <MenuItem value={draft.owner}>Unknown user</MenuItem>}
      </TextField>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          id={`${idPrefix}-due`}
          type="date"
          label="Due date"
          size="small"
          fullWidth
          disabled={disabled}
          value={draft.due}
          onChange={(e) => onChange('due', e.target.value)}
          error={Boolean(errors.due)}
          helperText={errors.due}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id={`${idPrefix}-priority`}
          select
          label="Priority"
          size="small"
          fullWidth
          disabled={disabled}
          value={draft.priority}
          onChange={(e) => onChange('priority', e.target.value)}
          error={Boolean(errors.priority)}
          helperText={errors.priority}
        >
          <MenuItem value="">None</MenuItem>
          {priorities.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              {p.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Autocomplete
        id={`${idPrefix}-stage`}
        freeSolo
        options={stages as string[]}
        disabled={disabled}
        inputValue={draft.stage}
        onInputChange={(_e, value) => onChange('stage', value)}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label="Stage"
            error={Boolean(errors.stage)}
            helperText={errors.stage}
            slotProps={{ htmlInput: { ...params.inputProps, maxLength: STAGE_MAX } }}
          />
        )}
      />
      <TextField
        id={`${idPrefix}-message`}
        label="Message"
        multiline
        minRows={3}
        size="small"
        fullWidth
        disabled={disabled}
        value={draft.message}
        onChange={(e) => onChange('message', e.target.value)}
        error={Boolean(errors.message)}
        helperText={errors.message}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX } }}
      />
    </Stack>
  )
}
