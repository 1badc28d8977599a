// The Billing area's /v1 for component tests: @care/sdk's fake over billing's collections, patients
// and calendar events, with the refusals the screens rely on (required fields, a refund above the
// cost: 400 naming refundedAmount, as the billing service answers) and the superbill PDF.
import type { CareClient } from '@care/sdk'
import { fakeV1, json } from '@care/sdk/testing'

export const ME = { id: 'a'.repeat(24), fname: 'Avery', lname: 'Admin', email: 'avery@demo.care' }
export const JORDAN = { id: 'e'.repeat(24), fname: 'Jordan', lname: 'Lee', phone: '+15555550100', dateOfBirth: '01-02-1990' }
export const SAM = { id: 'd'.repeat(24), fname: 'Sam', lname: 'Park' }

const REQUIRED: Record<string, string[]> = {
  products: ['title', 'cost'],
  purchase_credits: ['enduserId', 'title', 'value'],
  superbills: ['enduserId', 'appointmentDate', 'patient', 'provider', 'lineItems'],
}
const bad = (field: string, message: string) => json(400, { message, validation: [{ field, message }] })

export function fakeBillingApi(collections: Record<string, Record<string, unknown>[]> = {}, pageSize?: number) {
  const v1 = fakeV1({
    pageSize,
    collections: { products: [], purchases: [], purchase_credits: [], superbill_providers: [], superbills: [], calendar_events: [], users: [ME], endusers: [JORDAN, SAM], ...collections },
    refuse(collection, fields, existing) {
      const missing = existing ? undefined : (REQUIRED[collection] ?? []).find((f) => fields[f] === undefined || fields[f] === '')
      if (missing) return bad(missing, `${missing} is required`)
      if (collection === 'purchases' && existing && typeof fields.refundedAmount === 'number' && fields.refundedAmount > ((existing.cost as { amount: number }).amount))
        return bad('refundedAmount', 'refundedAmount must not exceed the purchase cost')
      return undefined
    },
    routes({ method, path }) {
      if (method === 'GET' && path === '/v1/superbills/generate-pdf') return json(200, {})
      return undefined
    },
  })
  return { v1, requests: v1.requests, records: v1.records, client: (): CareClient => v1.client({ id: ME.id, fname: ME.fname, lname: ME.lname }) }
}
