// Superbills (spec 1 §3): a visit's itemised bill, made from one of the patient's appointments (a
// calendar event they attend): its date, snapshots of the patient and of a superbill provider, line
// items with CPT codes and unit prices typed in dollars (stored in cents). Each row downloads its PDF.
import { useState } from 'react'
import { Alert, Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import type { CareClient, RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { patientName } from '@care/sdk/helpers'
import { CloseIcon, FormDialog } from '@care/ui'
import { BillingList } from './billing-list.tsx'
import { PatientSelect, usePatients } from './patients.tsx'
import { centsFromDollars, formatCost } from './money.ts'
import { formatDate } from './purchases.tsx'
import { downloadSuperbillPdf } from './superbill-pdf.ts'
import { texts } from './texts.ts'

type Superbill = RecordOf<'superbills'>
type LineItem = NonNullable<Superbill['lineItems']>[number]
const t = texts.superbills

/** a line's total in cents: price × quantity − discount, never below 0 */
export const lineTotal = (l: Pick<LineItem, 'cost' | 'quantity' | 'discount'>) => Math.max(0, l.cost.amount * l.quantity - (l.discount ?? 0))
export const superbillTotal = (items: readonly LineItem[] = []) => items.reduce((sum, l) => sum + lineTotal(l), 0)

export function Superbills({ fetchPdf }: { fetchPdf?: typeof fetch }) {
  const client = useCareClient()
  const list = useCollection('superbills')
  const { nameOf } = usePatients()
  const download = useAction()
  const [creating, setCreating] = useState(false)
  const [notice, setNotice] = useState('')
  return (
    <>
      {download.error && <Alert severity="error" sx={{ mb: 2 }} onClose={() => download.setError('')}>{download.error}</Alert>}
      <BillingList
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[texts.date, texts.patient, t.provider, t.total]}
        list={list}
        cells={(s) => [formatDate(s.appointmentDate), s.patient?.name || nameOf(s.enduserId), s.provider?.providerName, formatCost({ amount: superbillTotal(s.lineItems), currency: 'USD' })]}
        actions={(s) => (
          <Button size="small" disabled={download.busy} onClick={() => void download.run(() => downloadSuperbillPdf(client, s.id, `Superbill ${formatDate(s.appointmentDate)}.pdf`, fetchPdf))} aria-label={t.downloadLabel(s.patient?.name ?? '', formatDate(s.appointmentDate))}>
            {t.download}
          </Button>
        )}
        createLabel={t.create}
        onCreate={() => setCreating(true)}
        notice={notice}
        onNotice={setNotice}
      />
      {creating && (
        <SuperbillDialog
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

interface LineDraft {
  code: string
  label: string
  quantity: string
  price: string
}
const emptyLine = (): LineDraft => ({ code: '', label: '', quantity: '1', price: '' })
function lineOf(d: LineDraft): LineItem | undefined {
  const quantity = Number(d.quantity)
  const cents = centsFromDollars(d.price)
  if (!d.code.trim() || !d.label.trim() || !Number.isInteger(quantity) || quantity < 1 || cents === undefined) return undefined
  return { billingCode: { code: d.code.trim(), label: d.label.trim() }, quantity, cost: { amount: cents, currency: 'USD' } }
}

async function createSuperbill(client: CareClient, input: { enduserId: string; eventStart: number; providerId: string; lineItems: LineItem[] }) {
  const [enduser, provider] = await Promise.all([client.collections.endusers.getOne(input.enduserId), client.collections.superbill_providers.getOne(input.providerId)])
  const { id: _id, businessId: _b, createdAt: _c, updatedAt: _u, creator: _cr, ...snapshot } = provider as typeof provider & Record<string, unknown>
  return client.collections.superbills.createOne({
    enduserId: input.enduserId,
    appointmentDate: new Date(input.eventStart).toISOString(),
    patient: { name: patientName(enduser), dateOfBirth: enduser.dateOfBirth ?? '', phone: enduser.phone ?? '' },
    provider: snapshot as never,
    lineItems: input.lineItems,
  })
}

function SuperbillDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const client = useCareClient()
  const save = useAction()
  const [enduserId, setEnduserId] = useState('')
  const [eventId, setEventId] = useState('')
  const [providerId, setProviderId] = useState('')
  const [lines, setLines] = useState<LineDraft[]>([emptyLine()])
  const [touched, setTouched] = useState(false)
  const events = useCollection('calendar_events', { filter: { enduserIds: enduserId }, enabled: Boolean(enduserId) })
  const providers = useCollection('superbill_providers')
  const patientEvents = enduserId ? events.records.filter((e) => e.enduserIds?.includes(enduserId)) : []
  const event = patientEvents.find((e) => e.id === eventId)
  const items = lines.map(lineOf)
  const linesValid = items.every(Boolean)
  const setLine = (i: number, change: Partial<LineDraft>) => setLines((ls) => ls.map((l, j) => (j === i ? { ...l, ...change } : l)))
  const submit = () => {
    setTouched(true)
    if (!enduserId || !event || !providerId || !linesValid) return
    void save.run(async () => {
      const created = await createSuperbill(client, { enduserId, eventStart: event.startTimeInMS ?? 0, providerId, lineItems: items as LineItem[] })
      client.collection('superbills').addFront([created])
      onSaved()
    })
  }
  return (
    <FormDialog titleId="superbill-dialog-title" title={t.newTitle} onClose={onClose} onSubmit={submit} submitting={save.busy} submitDisabled={false} error={save.error} maxWidth="md">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PatientSelect id="superbill-patient" value={enduserId} onChange={(id) => (setEnduserId(id), setEventId(''))} required error={touched && !enduserId ? texts.required(texts.patient) : undefined} />
        {enduserId && events.state === 'Loaded' && !patientEvents.length ? (
          <Alert severity="info">{t.noAppointments}</Alert>
        ) : (
          <TextField select id="superbill-appointment" label={t.appointment} value={eventId} onChange={(e) => setEventId(e.target.value)} required size="small" disabled={!enduserId} error={touched && !event} helperText={touched && !event ? texts.required(t.appointment) : undefined}>
            {patientEvents.map((e) => <MenuItem key={e.id} value={e.id}>{`${formatDate(e.startTimeInMS)} · ${e.title ?? ''}`}</MenuItem>)}
          </TextField>
        )}
        {providers.state === 'Loaded' && !providers.records.length ? (
          <Alert severity="info">{t.noProviders}</Alert>
        ) : (
          <TextField select id="superbill-provider" label={t.provider} value={providerId} onChange={(e) => setProviderId(e.target.value)} required size="small" error={touched && !providerId} helperText={touched && !providerId ? texts.required(t.provider) : undefined}>
            {providers.records.map((p) => <MenuItem key={p.id} value={p.id}>{`${p.providerName ?? ''} · ${p.officeName ?? ''}`}</MenuItem>)}
          </TextField>
        )}
        <Typography variant="subtitle1" component="h2">{t.lineItems}</Typography>
        {lines.map((l, i) => (
          <Box key={i} role="group" aria-label={`${t.lineItems} ${i + 1}`} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 2fr 1fr 1fr auto' }, gap: 1, alignItems: 'center' }}>
            <TextField size="small" label={t.code} value={l.code} onChange={(e) => setLine(i, { code: e.target.value })} />
            <TextField size="small" label={t.label} value={l.label} onChange={(e) => setLine(i, { label: e.target.value })} />
            <TextField size="small" label={t.quantity} value={l.quantity} onChange={(e) => setLine(i, { quantity: e.target.value.replace(/\D/g, '') })} inputProps={{ inputMode: 'numeric' }} />
            <TextField size="small" label={t.unitPrice} value={l.price} onChange={(e) => setLine(i, { price: e.target.value })} inputProps={{ inputMode: 'decimal' }} />
            <IconButton aria-label={t.removeLine(i + 1)} disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((_, j) => j !== i))}><CloseIcon /></IconButton>
          </Box>
        ))}
        {touched && !linesValid && <Typography role="alert" color="error" variant="body2">{t.lineInvalid}</Typography>}
        <Box><Button onClick={() => setLines((ls) => [...ls, emptyLine()])}>{t.addLine}</Button></Box>
        <Typography>{`${t.total}: ${formatCost({ amount: superbillTotal(items.filter((x): x is LineItem => Boolean(x))), currency: 'USD' })}`}</Typography>
      </Stack>
    </FormDialog>
  )
}
