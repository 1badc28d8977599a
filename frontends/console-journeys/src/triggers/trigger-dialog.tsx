// Create or edit an automation trigger: title, the event (AUTOMATION_TRIGGER_EVENT_TYPES) with its
// info (the time triggers as a time of day, whole days, or a form and how long after it was sent),
// the action (AUTOMATION_TRIGGER_ACTION_TYPES) with its info, Active / Inactive, at most once per
// patient, and the patient condition as JSON. The form's checks and the server's refusals show under
// the field they name.
import { useState } from 'react'
import { Box, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material'
import { AUTOMATION_TRIGGER_ACTION_TYPES, AUTOMATION_TRIGGER_EVENT_TYPES, AUTOMATION_TRIGGER_STATUSES } from '@care/contracts/collections/automation-triggers'
import { useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as ui } from '@care/ui'
import { JsonField } from '../shared/json-field.tsx'
import { placeIssues } from '../shared/server-errors.ts'
import { texts } from '../texts.ts'
import {
  TRIGGER_FIELDS, actionInfoKind, buildTrigger, eventInfoKind, triggerDraft,
  type Trigger, type TriggerActionType, type TriggerDraft, type TriggerEventType, type TriggerField, type TriggerStatus,
} from './trigger-model.ts'
import { AFTER_UNITS, type AfterUnit } from './time-info.ts'

const t = texts.triggers

export function TriggerDialog({ trigger, onClose, onSaved }: { trigger?: Trigger; onClose: () => void; onSaved: (created: boolean) => void }) {
  const client = useCareClient()
  const forms = useCollection('forms')
  const journeys = useCollection('journeys', { sort: 'oldFirst' })
  const [d, setDraft] = useState<TriggerDraft>(() => triggerDraft(trigger))
  const [local, setLocal] = useState<Partial<Record<TriggerField, string>>>({})
  const form = useFormAction<TriggerField>(placeIssues(TRIGGER_FIELDS), ui.anErrorOccurred)
  const errorOf = (f: TriggerField) => local[f] ?? form.errors[f]
  const err = (f: TriggerField) => ({ error: Boolean(errorOf(f)), helperText: errorOf(f) })
  const change = (c: Partial<TriggerDraft>) => {
    setLocal({})
    form.clearErrors()
    setDraft((x) => ({ ...x, ...c }))
  }
  const submit = () => {
    const built = buildTrigger(d, trigger)
    if (!built.ok) return setLocal(built.errors)
    void form.submit(async () => {
      if (trigger) {
        const { enduserCondition, ...rest } = built.trigger
        const saved = await client.collections.automation_triggers.updateOne(trigger.id, { ...rest, enduserCondition: enduserCondition ?? (trigger.enduserCondition ? null : undefined) }, { replaceObjectFields: true })
        client.collection('automation_triggers').update(trigger.id, saved)
      } else {
        const created = await client.collections.automation_triggers.createOne(built.trigger)
        client.collection('automation_triggers').addReplaceIfMatch([created], { front: true })
      }
      onSaved(!trigger)
    })
  }
  const eventKind = eventInfoKind(d.eventType)
  const actionKind = actionInfoKind(d.actionType)
  const withStored = (list: readonly { id: string; title?: string }[], value: string) =>
    value && !list.some((x) => x.id === value) ? [...list, { id: value, title: value }] : list
  return (
    <FormDialog titleId="trigger-dialog-title" title={trigger ? t.editTitle : t.newTitle} onClose={onClose} onSubmit={submit} submitLabel={trigger ? texts.save : texts.create} submitting={form.submitting} submitDisabled={false} error={form.formError} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={texts.title} value={d.title} onChange={(e) => change({ title: e.target.value })} required autoFocus inputProps={{ maxLength: 250 }} {...err('title')} />
        <TextField select label={t.event} value={d.eventType} onChange={(e) => change({ eventType: e.target.value as TriggerEventType })} {...err('event')}>
          {AUTOMATION_TRIGGER_EVENT_TYPES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
        </TextField>
        {(eventKind === 'form' || eventKind === 'unsubmitted') && (
          <TextField select label={t.formId} value={d.formId} onChange={(e) => change({ formId: e.target.value })} required {...err('event.info.formId')}>
            {withStored(forms.records, d.formId).map((f) => <MenuItem key={f.id} value={f.id}>{f.title}</MenuItem>)}
          </TextField>
        )}
        {eventKind === 'unsubmitted' && (
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="flex-start">
            <TextField label={t.after} value={d.afterAmount} onChange={(e) => change({ afterAmount: e.target.value })} required inputProps={{ inputMode: 'decimal' }} sx={{ flex: '1 1 140px' }}
              error={Boolean(errorOf('event.info.intervalInMS'))} helperText={errorOf('event.info.intervalInMS') ?? t.afterHelp} />
            <TextField select label={t.afterUnit} value={d.afterUnit} onChange={(e) => change({ afterUnit: e.target.value as AfterUnit })} sx={{ flex: '0 1 120px', minWidth: 110 }}>
              {AFTER_UNITS.map((u) => <MenuItem key={u} value={u}>{t.afterUnits[u]}</MenuItem>)}
            </TextField>
          </Stack>
        )}
        {eventKind === 'birthday' && (
          <TextField type="time" label={t.birthdayTime} value={d.birthdayTime} onChange={(e) => change({ birthdayTime: e.target.value })} required
            slotProps={{ inputLabel: { shrink: true } }} error={Boolean(errorOf('event.info.minutes'))} helperText={errorOf('event.info.minutes') ?? t.birthdayHelp} />
        )}
        {eventKind === 'quiet' && (
          <TextField label={t.quietDays} value={d.quietDays} onChange={(e) => change({ quietDays: e.target.value })} required inputProps={{ inputMode: 'numeric' }}
            error={Boolean(errorOf('event.info.intervalInMS'))} helperText={errorOf('event.info.intervalInMS') ?? t.quietHelp} />
        )}
        {eventKind === 'appointment' && <TextField label={t.appointmentTitles} value={d.titles} onChange={(e) => change({ titles: e.target.value })} {...err('event.info')} />}
        {eventKind === 'field' && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t.field} value={d.field} onChange={(e) => change({ field: e.target.value })} required sx={{ flex: 1 }} {...err('event.info')} />
            <TextField label={t.value} value={d.value} onChange={(e) => change({ value: e.target.value })} sx={{ flex: 1 }} />
          </Stack>
        )}
        {eventKind === 'json' && <JsonField label={t.info(d.eventType)} value={d.eventInfo} onChange={(eventInfo) => change({ eventInfo })} serverError={errorOf('event.info')} helperText={t.infoHelp} />}
        <TextField select label={t.action} value={d.actionType} onChange={(e) => change({ actionType: e.target.value as TriggerActionType })} {...err('action')}>
          {AUTOMATION_TRIGGER_ACTION_TYPES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
        </TextField>
        {actionKind === 'journey' && (
          <TextField select label={t.journey} value={d.journeyId} onChange={(e) => change({ journeyId: e.target.value })} required {...err('action.info.journeyId')}>
            {withStored(journeys.records, d.journeyId).map((j) => <MenuItem key={j.id} value={j.id}>{j.title}</MenuItem>)}
          </TextField>
        )}
        {actionKind === 'tags' && <TextField label={t.tags} value={d.tags} onChange={(e) => change({ tags: e.target.value })} required {...err('action.info.tags')} />}
        {actionKind === 'json' && <JsonField label={t.info(d.actionType)} value={d.actionInfo} onChange={(actionInfo) => change({ actionInfo })} serverError={errorOf('action.info')} helperText={t.infoHelp} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField select label={t.status} value={d.status} onChange={(e) => change({ status: e.target.value as TriggerStatus })} sx={{ minWidth: 160 }} {...err('status')}>
            {AUTOMATION_TRIGGER_STATUSES.map((x) => <MenuItem key={x} value={x}>{x}</MenuItem>)}
          </TextField>
          <Box>
            <FormControlLabel control={<Checkbox checked={d.oncePerEnduser} onChange={(e) => change({ oncePerEnduser: e.target.checked })} />} label={t.oncePerEnduser} />
          </Box>
        </Stack>
        <JsonField label={t.condition} value={d.condition} onChange={(condition) => change({ condition })} serverError={errorOf('enduserCondition')} helperText={t.conditionHelp} />
      </Stack>
    </FormDialog>
  )
}
