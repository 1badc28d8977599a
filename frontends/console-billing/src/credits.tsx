// Credits (spec 1 §3): an amount a patient may spend, applied by their next checkout (usedAt). Listed
// for every patient or one; a new credit names the patient, a title and its value typed in dollars.
import { useState } from 'react'
import { Stack, TextField } from '@mui/material'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { FormDialog } from '@care/ui'
import { BillingList } from './billing-list.tsx'
import { PatientSelect, usePatients } from './patients.tsx'
import { centsFromDollars, formatCost } from './money.ts'
import { formatDate } from './purchases.tsx'
import { texts } from './texts.ts'

const t = texts.credits

export function Credits() {
  const [patientId, setPatientId] = useState('')
  const list = useCollection('purchase_credits', patientId ? { filter: { enduserId: patientId } } : {})
  const { nameOf } = usePatients()
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState('')
  return (
    <>
      <BillingList
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        filter={<PatientSelect id="credits-patient" value={patientId} onChange={setPatientId} allLabel={texts.allPatients} />}
        columns={[texts.patient, texts.title, t.value, t.status]}
        list={list}
        cells={(c) => [nameOf(c.enduserId), c.title, formatCost(c.value?.info), c.usedAt ? t.used(formatDate(c.usedAt)) : t.unused]}
        createLabel={t.create}
        onCreate={() => setCreating(true)}
        notice={notice}
        onNotice={setNotice}
      />
      {creating && (
        <CreditDialog
          initialPatientId={patientId}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false)
            setNotice(t.created)
          }}
        />
      )}
    </>
  )
}

function CreditDialog({ initialPatientId, onClose, onSaved }: { initialPatientId: string; onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const save = useAction()
  const [enduserId, setEnduserId] = useState(initialPatientId)
  const [title, setTitle] = useState('')
  const [amount, setAmount] = useState('')
  const [touched, setTouched] = useState(false)
  const cents = centsFromDollars(amount)
  const errors = {
    patient: touched && !enduserId ? texts.required(texts.patient) : undefined,
    title: touched && !title.trim() ? texts.required(texts.title) : undefined,
    amount: touched && cents === undefined ? texts.amountInvalid : undefined,
  }
  const submit = () => {
    setTouched(true)
    if (!enduserId || !title.trim() || cents === undefined) return
    void save.run(async () => {
      const created = await client.collections.purchase_credits.createOne({ enduserId, title: title.trim(), value: { type: 'Credit', info: { amount: cents, currency: 'USD' } } })
      client.collection('purchase_credits').addFront([created])
      onSaved()
    })
  }
  return (
    <FormDialog titleId="credit-dialog-title" title={t.newTitle} onClose={onClose} onSubmit={submit} submitting={save.busy} submitDisabled={false} error={save.error}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PatientSelect id="credit-patient" value={enduserId} onChange={setEnduserId} required error={errors.patient} />
        <TextField label={texts.title} value={title} onChange={(e) => setTitle(e.target.value)} required error={Boolean(errors.title)} helperText={errors.title} inputProps={{ maxLength: 100 }} />
        <TextField label={texts.amountInDollars} value={amount} onChange={(e) => setAmount(e.target.value)} required error={Boolean(errors.amount)} helperText={errors.amount} inputProps={{ inputMode: 'decimal' }} />
      </Stack>
    </FormDialog>
  )
}
