// Superbill providers (spec 1 §3): the billing provider a superbill names — every field required
// (the place of service code too), the address in the SDK's shape. Create and edit.
import { useState } from 'react'
import { Box, Button, Stack, TextField } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { FormDialog } from '@care/ui'
import { BillingList } from './billing-list.tsx'
import { texts } from './texts.ts'

type Provider = RecordOf<'superbill_providers'>
const t = texts.providers
const F = t.fields
const TOP = ['providerName', 'officeName', 'email', 'phone', 'taxId', 'providerNPI', 'providerLicense', 'placeOfServiceCode'] as const
const ADDRESS = ['lineOne', 'lineTwo', 'city', 'state', 'zipCode'] as const
type Key = (typeof TOP)[number] | (typeof ADDRESS)[number]
const OPTIONAL: ReadonlySet<Key> = new Set(['lineTwo'])

export function Providers() {
  const list = useCollection('superbill_providers')
  const [editing, setEditing] = useState<Provider | 'new'>()
  const [notice, setNotice] = useState('')
  return (
    <>
      <BillingList
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[F.providerName, F.officeName, F.providerNPI, F.placeOfServiceCode]}
        list={list}
        cells={(p) => [p.providerName, p.officeName, p.providerNPI, p.placeOfServiceCode]}
        actions={(p) => <Button size="small" onClick={() => setEditing(p)} aria-label={t.editLabel(p.providerName ?? '')}>{texts.edit}</Button>}
        createLabel={t.create}
        onCreate={() => setEditing('new')}
        notice={notice}
        onNotice={setNotice}
      />
      {editing && (
        <ProviderDialog
          provider={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined)
            setNotice(texts.saved)
          }}
        />
      )}
    </>
  )
}

function ProviderDialog({ provider, onClose, onSaved }: { provider?: Provider; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const save = useAction()
  const [values, setValues] = useState<Record<Key, string>>(() => {
    const v = {} as Record<Key, string>
    for (const k of TOP) v[k] = String(provider?.[k] ?? '')
    for (const k of ADDRESS) v[k] = String(provider?.address?.[k] ?? '')
    return v
  })
  const [touched, setTouched] = useState(false)
  const missing = (k: Key) => !OPTIONAL.has(k) && !values[k].trim()
  const field = (k: Key) => (
    <TextField
      key={k}
      id={`provider-${k}`}
      label={F[k]}
      value={values[k]}
      onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
      required={!OPTIONAL.has(k)}
      error={touched && missing(k)}
      helperText={touched && missing(k) ? texts.required(F[k]) : undefined}
      fullWidth
    />
  )
  const submit = () => {
    setTouched(true)
    if ([...TOP, ...ADDRESS].some(missing)) return
    const trimmed = (k: Key) => values[k].trim()
    const fields = {
      ...Object.fromEntries(TOP.map((k) => [k, trimmed(k)])),
      address: { lineOne: trimmed('lineOne'), lineTwo: trimmed('lineTwo'), city: trimmed('city'), state: trimmed('state'), zipCode: trimmed('zipCode') },
    }
    void save.run(async () => {
      if (provider) {
        const updated = await client.collections.superbill_providers.updateOne(provider.id, fields)
        client.collection('superbill_providers').update(provider.id, updated ?? fields)
      } else {
        const created = await client.collections.superbill_providers.createOne(fields)
        client.collection('superbill_providers').addFront([created])
      }
      onSaved()
    })
  }
  return (
    <FormDialog titleId="provider-dialog-title" title={provider ? t.editTitle : t.newTitle} onClose={onClose} onSubmit={submit} submitLabel={provider ? texts.save : texts.create} submitting={save.busy} submitDisabled={false} error={save.error} maxWidth="md">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
        {TOP.map(field)}
        {ADDRESS.map(field)}
      </Box>
      <Stack />
    </FormDialog>
  )
}
