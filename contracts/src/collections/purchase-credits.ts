// purchase_credits (spec 1 §3 "Commerce and clinical administration"): an amount a patient may spend;
// a checkout applies the patient's unused credits (the amount charged is lowered) and marks them used
// (usedAt) when the purchase is recorded. Patients read only their own.
import { z } from 'zod'
import { emptyOk, enumeration, idValidator, instantValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { costValidator } from './products.ts'

export const PURCHASE_CREDIT_TYPES = ['Credit'] as const
/** `{ type: 'Credit', info: { amount: 1000, currency: 'USD' } }`: $10.00 off */
export const purchaseCreditValueValidator = z.object({ type: enumeration(PURCHASE_CREDIT_TYPES), info: costValidator })

export const purchaseCredits = defineCollection({
  name: 'purchase_credits',
  service: 'billing',
  references: { enduserId: 'endusers' },
  fields: {
    enduserId: idValidator.optional(),
    title: text(100).optional(),
    value: purchaseCreditValueValidator.optional(),
    /** when a checkout used it; '' makes it usable again */
    usedAt: emptyOk(instantValidator).optional(),
    description: emptyOk(text(5000)).optional(),
  },
  required: ['enduserId', 'title', 'value'],
  updatesDisabled: ['enduserId'],
  enduserAccess: { read: 'own' },
  searchFields: ['title'],
})
