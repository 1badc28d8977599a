// Appointment locations: title (unique: the server's message shows), time zone from the IANA zones
// the browser knows, address, ZIP code, state and phone.
import { useMemo, useState } from 'react'
import { Autocomplete, Stack, TextField } from '@mui/material'
import { useCareClient, useCollection, useFormAction } from '@care/sdk/react'
import { FormDialog, texts as shared } from '@care/ui'
import { placeBy } from './errors.ts'
import { RecordList, useRecordEditor } from './record-list.tsx'
import { timezones, titleOf, type AppointmentLocation } from './records.ts'
import { texts } from './texts.ts'

const t = texts.locations
const FIELDS = ['title', 'timezone', 'address', 'zipCode', 'state', 'phone'] as const
type Field = (typeof FIELDS)[number]
type Draft = Record<Field, string>
const place = placeBy(FIELDS)

export function Locations() {
  const list = useCollection('appointment_locations')
  const editor = useRecordEditor<AppointmentLocation>()
  return (
    <>
      <RecordList
        heading={t.heading}
        createLabel={t.create}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[t.columns.title, t.columns.timezone, t.columns.address, t.columns.phone]}
        actionsLabel={t.columns.actions}
        list={list}
        collection="appointment_locations"
        cells={(l) => [l.title, l.timezone ?? '', [l.address, l.zipCode, l.state].filter(Boolean).join(', '), l.phone ?? '']}
        editLabel={t.edit}
        deleteLabel={t.delete}
        deletedText={t.deleted}
        {...editor.listProps}
      />
      {editor.dialog && <LocationDialog location={editor.dialog.record} onClose={editor.dialog.onClose} onSaved={editor.dialog.onSaved} />}
    </>
  )
}

function LocationDialog({ location, onClose, onSaved }: { location?: AppointmentLocation; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const zones = useMemo(timezones, [])
  const [draft, setDraft] = useState<Draft>(() => ({
    title: location?.title ?? '',
    timezone: location?.timezone ?? '',
    address: location?.address ?? '',
    zipCode: location?.zipCode ?? '',
    state: location?.state ?? '',
    phone: location?.phone ?? '',
  }))
  const { submitting, errors, formError, submit, clearError } = useFormAction(place, shared.anErrorOccurred)
  const set = (f: Field, value: string) => {
    setDraft((d) => ({ ...d, [f]: value }))
    clearError(f)
  }
  const save = () =>
    void submit(async () => {
      const fields = { ...draft, title: draft.title.trim() }
      const saved = location
        ? await client.collections.appointment_locations.updateOne(location.id, fields)
        : await client.collections.appointment_locations.createOne(fields)
      client.collection('appointment_locations').addReplaceIfMatch([saved])
      onSaved()
    })
  const text = (f: Exclude<Field, 'timezone'>, max = 1000) => (
    <TextField label={t[f]} value={draft[f]} onChange={(e) => set(f, e.target.value)} required={f === 'title'} error={Boolean(errors[f])} helperText={errors[f]} inputProps={{ maxLength: max }} />
  )
  return (
    <FormDialog titleId="location-dialog-title" title={location ? t.editTitle(titleOf(location)) : t.createTitle} onClose={onClose} onSubmit={save} submitLabel={location ? texts.save : texts.create} submitting={submitting} submitDisabled={!draft.title.trim()} error={formError}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {text('title')}
        <Autocomplete
          options={zones}
          value={draft.timezone || null}
          onChange={(_e, zone) => set('timezone', zone ?? '')}
          renderInput={(params) => <TextField {...params} label={t.timezone} error={Boolean(errors.timezone)} helperText={errors.timezone} />}
        />
        {text('address')}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('zipCode', 100)}
          {text('state', 100)}
        </Stack>
        {text('phone', 100)}
      </Stack>
    </FormDialog>
  )
}
