// Products (spec 1 §3 "Commerce and clinical administration"): what the business sells — title
// (unique), cost typed in dollars and stored in integer cents, shown in the portal or not, the most
// one patient may buy. Create and edit; the server's refusals show in the dialog.
import { useState } from 'react'
import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material'
import type { RecordOf } from '@care/sdk'
import { useAction, useCareClient, useCollection } from '@care/sdk/react'
import { FormDialog } from '@care/ui'
import { BillingList } from './billing-list.tsx'
import { centsFromDollars, dollarsInput, formatCost } from './money.ts'
import { texts } from './texts.ts'

type Product = RecordOf<'products'>
const t = texts.products

export function Products() {
  const list = useCollection('products')
  const [editing, setEditing] = useState<Product | 'new'>()
  const [notice, setNotice] = useState('')
  return (
    <>
      <BillingList
        heading={t.heading}
        loadingLabel={t.loading}
        emptyText={t.empty}
        columns={[texts.title, t.price, t.showInPortal]}
        list={list}
        cells={(p) => [p.title, formatCost(p.cost), p.showInPortal ? t.shown : t.hidden]}
        actions={(p) => <Button size="small" onClick={() => setEditing(p)} aria-label={t.editLabel(p.title ?? '')}>{texts.edit}</Button>}
        createLabel={t.create}
        onCreate={() => setEditing('new')}
        notice={notice}
        onNotice={setNotice}
      />
      {editing && (
        <ProductDialog
          product={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(undefined)}
          onSaved={(created) => {
            setEditing(undefined)
            setNotice(created ? t.created : texts.saved)
          }}
        />
      )}
    </>
  )
}

function ProductDialog({ product, onClose, onSaved }: { product?: Product; onClose: () => void; onSaved: (created: boolean) => void }) {
  const client = useCareClient()
  const save = useAction()
  const [title, setTitle] = useState(product?.title ?? '')
  const [description, setDescription] = useState(product?.description ?? '')
  const [cost, setCost] = useState(dollarsInput(product?.cost?.amount))
  const [showInPortal, setShowInPortal] = useState(product?.showInPortal === true)
  const [max, setMax] = useState(product?.maxCheckoutCount ? String(product.maxCheckoutCount) : '')
  const [touched, setTouched] = useState(false)
  const cents = centsFromDollars(cost)
  const titleError = touched && !title.trim() ? texts.required(texts.title) : undefined
  const costError = touched && cents === undefined ? texts.amountInvalid : undefined
  const submit = () => {
    setTouched(true)
    if (!title.trim() || cents === undefined) return
    const fields = {
      title: title.trim(),
      description,
      cost: { amount: cents, currency: 'USD' as const },
      showInPortal,
      maxCheckoutCount: max.trim() ? Number(max) : ('' as const),
    }
    void save.run(async () => {
      if (product) {
        const updated = await client.collections.products.updateOne(product.id, fields)
        client.collection('products').update(product.id, updated ?? fields)
      } else {
        const { maxCheckoutCount, ...rest } = fields
        const created = await client.collections.products.createOne({ ...rest, processor: 'Stripe', ...(maxCheckoutCount !== '' ? { maxCheckoutCount } : {}) })
        client.collection('products').addFront([created])
      }
      onSaved(!product)
    })
  }
  return (
    <FormDialog
      titleId="product-dialog-title"
      title={product ? t.editTitle : t.newTitle}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={product ? texts.save : texts.create}
      submitting={save.busy}
      submitDisabled={false}
      error={save.error}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={texts.title} value={title} onChange={(e) => setTitle(e.target.value)} required error={Boolean(titleError)} helperText={titleError} inputProps={{ maxLength: 100 }} autoFocus />
        <TextField label={t.cost} value={cost} onChange={(e) => setCost(e.target.value)} required error={Boolean(costError)} helperText={costError} inputProps={{ inputMode: 'decimal' }} />
        <TextField label={texts.description} value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} inputProps={{ maxLength: 5000 }} />
        <TextField label={t.maxCheckoutCount} value={max} onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))} inputProps={{ inputMode: 'numeric' }} />
        <FormControlLabel control={<Checkbox checked={showInPortal} onChange={(e) => setShowInPortal(e.target.checked)} />} label={t.showInPortal} />
      </Stack>
    </FormDialog>
  )
}
