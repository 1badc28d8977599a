// Purchases per patient (spec 1 §3 "Commerce and clinical administration"): every purchase, or one
// patient's (the filter); a refund raises refundedAmount by an amount typed in dollars, never more
// than what is left (cost − refunded). A test processor's purchase says 'Test payment — no card was
// charged'.
import { useState } from 'react'
import { Button, Chip, Stack, TextField, Typography } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { FormDialog } from '@care/ui'
import { BillingList } from './billing-list.tsx'
import { PatientSelect, usePatients } from './patients.tsx'
import { centsFromDollars, formatCost } from './money.ts'
import { texts } from './texts.ts'

type Purchase = RecordOf<'purchases'>
const t = texts.purchases
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })
export const formatDate = (v?: string | number | Date) => (v ? shortDate.format(new Date(v)) : '')

/** cents that can still be refunded */
export const refundable = (p: Pick<Purchase, 'cost' | 'refundedAmount'>) => Math.max(0, (p.cost?.amount ?? 0) - (p.refundedAmount ?? 0))

export function Purchases() {
  const [patientId, setPatientId] = useState('')
  const list = useCollection('purchases', patientId ? { filter: { enduserId: patientId } } : {})
  const { nameOf } = usePatients()
  const [refunding, setRefunding] = useState<Purchase>()
  const [notice, setNotice] = useState('')
  return (
    <>
      <BillingList
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={patientId ? t.emptyForPatient : t.empty}
        filter={<PatientSelect id="purchases-patient" value={patientId} onChange={setPatientId} allLabel={texts.allPatients} />}
        columns={[texts.date, texts.patient, texts.title, t.cost, t.refunded, t.processor]}
        list={list}
        cells={(p) => [
          formatDate(p.processedAt || p.createdAt),
          nameOf(p.enduserId),
          p.title,
          formatCost(p.cost),
          p.refundedAmount ? formatCost({ amount: p.refundedAmount, currency: p.cost?.currency ?? 'USD' }) : '',
          <Stack key="processor" spacing={0.5} alignItems="flex-start">
            <span>{p.processor}</span>
            {p.processor === 'Test' && <Chip size="small" variant="outlined" label={texts.testPayment} />}
          </Stack>,
        ]}
        actions={(p) =>
          refundable(p) > 0 ? (
            <Button size="small" onClick={() => setRefunding(p)} aria-label={t.refundLabel(p.title ?? '')}>{t.refund}</Button>
          ) : (
            <Typography variant="body2" color="text.secondary">{t.fullyRefunded}</Typography>
          )
        }
        notice={notice}
        onNotice={setNotice}
      />
      {refunding && (
        <RefundDialog
          purchase={refunding}
          onClose={() => setRefunding(undefined)}
          onDone={() => {
            setRefunding(undefined)
            setNotice(t.refunded_)
          }}
        />
      )}
    </>
  )
}

function RefundDialog({ purchase, onClose, onDone }: { purchase: Purchase; onClose: () => void; onDone: () => void }) {
  const client = useCareClient()
  const save = useAction()
  const left = refundable(purchase)
  const currency = purchase.cost?.currency ?? 'USD'
  const [amount, setAmount] = useState((left / 100).toFixed(2))
  const cents = centsFromDollars(amount)
  const error =
    cents === undefined ? texts.amountInvalid
      : cents <= 0 ? t.refundPositive
        : cents > left ? t.refundTooLarge(formatCost({ amount: left, currency }))
          : undefined
  const submit = () =>
    void save.run(async () => {
      if (cents === undefined || error) return
      const refundedAmount = (purchase.refundedAmount ?? 0) + cents
      const updated = await client.collections.purchases.updateOne(purchase.id, { refundedAmount })
      client.collection('purchases').update(purchase.id, updated ?? { refundedAmount })
      onDone()
    })
  return (
    <FormDialog titleId="refund-dialog-title" title={t.refundTitle} onClose={onClose} onSubmit={submit} submitLabel={t.refund} submitting={save.busy} submitDisabled={Boolean(error)} error={save.error} maxWidth="xs">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{purchase.title} · {formatCost(purchase.cost)}</Typography>
        <TextField label={texts.amountInDollars} value={amount} onChange={(e) => setAmount(e.target.value)} error={Boolean(error)} helperText={error ?? t.remaining(formatCost({ amount: left, currency }))} inputProps={{ inputMode: 'decimal' }} autoFocus />
      </Stack>
    </FormDialog>
  )
}
