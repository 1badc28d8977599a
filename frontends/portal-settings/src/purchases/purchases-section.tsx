// Settings → 'Purchases' (issue #22): the patient's own purchases (GET /v1/purchases: a patient
// session reads only theirs), newest first, each with its amount in dollars and a receipt; a refunded
// one (by staff, or its paid appointment cancelled) says 'Refunded $25.00' in the list and on its
// receipt. A test processor's purchase says 'Test payment — no card was charged' in both.
import { useState } from 'react'
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Paper, Typography } from '@care/ui/mui'
import { EmptyState, ErrorState, LoadingState } from '@care/ui'
import { paymentTexts } from '@care/ui/payments/index'
import { formatDateTime } from '@care/ui/i18n'
import { dollarsFromCents } from '@care/sdk/helpers'
import { useCollection } from '@care/sdk/react'
import type { RecordOf } from '@care/sdk'
import { texts as settingsTexts } from '../texts.ts'

type Purchase = RecordOf<'purchases'>
const texts = settingsTexts.purchases

const money = (cents: number | undefined, currency = 'USD') => {
  try {
    return dollarsFromCents(cents ?? 0, currency)
  } catch {
    return `${cents ?? 0} ${currency}`
  }
}
const paidAt = (p: Purchase) => p.processedAt || p.createdAt
const day = (v?: string) => (v ? formatDateTime(Date.parse(v), { year: 'numeric', month: 'short', day: 'numeric' }) : '')
const notDeployed = (error: unknown) => (error as { status?: number } | undefined)?.status === 404

function TestNotice() {
  return <Alert severity="info" role="status" sx={{ py: 0 }}>{paymentTexts.testPayment}</Alert>
}

function Receipt({ purchase, onClose }: { purchase: Purchase; onClose: () => void }) {
  const currency = purchase.cost?.currency ?? 'USD'
  const rows: [string, string][] = [
    [texts.amount, money(purchase.cost?.amount, currency)],
    ...(purchase.refundedAmount ? [[texts.refunded, money(purchase.refundedAmount, currency)] as [string, string]] : []),
    [texts.processor, purchase.processor ?? ''],
    [texts.reference, purchase.id],
  ]
  return (
    <Dialog open onClose={onClose} aria-labelledby="receipt-title" fullWidth maxWidth="xs">
      <DialogTitle id="receipt-title">{texts.receiptTitle(purchase.title ?? '')}</DialogTitle>
      <DialogContent>
        {purchase.processor === 'Test' && <TestNotice />}
        <Typography sx={{ mt: 1 }}>{texts.paidOn(day(paidAt(purchase)))}</Typography>
        <dl style={{ margin: 0 }}>
          {rows.map(([k, v]) => (
            <div key={k} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>{k}</Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>{v}</Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{texts.close}</Button>
      </DialogActions>
    </Dialog>
  )
}

export function PurchasesSection() {
  const list = useCollection('purchases')
  const [open, setOpen] = useState<Purchase>()
  const purchases = [...list.records].sort((a, b) => Date.parse(paidAt(b) ?? '') - Date.parse(paidAt(a) ?? ''))
  return (
    <Paper component="section" aria-labelledby="purchases-title" sx={{ p: 2 }}>
      <Typography id="purchases-title" variant="h6" component="h2">{texts.title}</Typography>
      <Typography variant="body2" color="text.secondary">{texts.description}</Typography>
      {list.state === 'Error' && !purchases.length && (notDeployed(list.error) ? <EmptyState text={texts.unavailable} /> : <ErrorState message={texts.failed} onRetry={() => void list.reload()} />)}
      {list.state !== 'Loaded' && list.state !== 'Error' && !purchases.length && <LoadingState />}
      {list.state === 'Loaded' && !purchases.length && <EmptyState text={texts.empty} />}
      {purchases.length > 0 && (
        <List aria-labelledby="purchases-title">
          {purchases.map((p) => (
            <ListItem key={p.id} divider disableGutters secondaryAction={<Button size="small" onClick={() => setOpen(p)} aria-label={`${texts.receipt}: ${p.title ?? ''}`}>{texts.receipt}</Button>}>
              <ListItemText
                primary={`${p.title ?? ''} · ${money(p.cost?.amount, p.cost?.currency)}`}
                secondary={(
                  <>
                    {day(paidAt(p))}
                    {p.refundedAmount ? <Typography component="span" variant="body2" display="block">{`${texts.refunded} ${money(p.refundedAmount, p.cost?.currency)}`}</Typography> : null}
                    {p.processor === 'Test' && <Typography component="span" variant="body2" display="block">{paymentTexts.testPayment}</Typography>}
                  </>
                )}
                sx={{ pr: 10 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {list.hasMore && <Button onClick={() => void list.loadMore()}>{texts.showMore}</Button>}
      {open && <Receipt purchase={open} onClose={() => setOpen(undefined)} />}
    </Paper>
  )
}
