// Hostile input to every collection and named call of billing (issue #22): wrong types, missing
// required fields, huge and deeply nested values, ids of another business — each a 4xx that names
// the field, never a 5xx. Billing runs on its own database and the in-process bus, with identity
// answered by a fake on the bus (which patients the business has: ids-of-business).
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import { requestSubject, type BusReply } from '@care/contracts/bus'
import type { ValidationIssue } from '@care/contracts/errors'
import type { Session } from '@care/contracts/session'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startBilling, type BillingService } from '../src/service.ts'

type Rec = Record<string, unknown> & { id: string }
type Reply = BusReply<Rec> & { body?: Rec; message?: string; validation?: ValidationIssue[] }

const businessId = newObjectId()
const session = (type: Session['type'], business = businessId): Session => ({
  type, id: newObjectId(), businessId: business, organizationIds: [business], sessionId: newObjectId(), roles: type === 'user' ? ['Admin'] : [], isAdmin: type === 'user',
})
const admin = session('user')
const patient = session('enduser')
/** a staff member of another business: its ids are unknown here */
const stranger = session('user', newObjectId())
const deep = (n: number): unknown => (n === 0 ? 'x' : { nested: deep(n - 1) })
const cost = { amount: 2500, currency: 'USD' }
const provider = {
  address: { lineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }, email: 'billing@clinic.example', phone: '+15555550100',
  officeName: 'Springfield Family Care', taxId: '12-3456789', providerName: 'Dr. Ada Lovelace', placeOfServiceCode: '11', providerLicense: 'IL-12345', providerNPI: '1234567893',
}
const superbill = (o: Record<string, unknown> = {}) => ({
  enduserId: patient.id, appointmentDate: '2026-11-20T15:00:00.000Z', provider, patient: { name: 'Jordan', dateOfBirth: '1990-04-01', phone: '+15555550123' },
  lineItems: [{ billingCode: { code: '99213', label: 'Office visit' }, quantity: 1, cost }], ...o,
})

describe('billing: hostile input answers a 4xx naming the field', () => {
  let db: TestDatabase
  let bus: Bus
  let service: BillingService
  let product: Rec
  let purchase: Rec

  const call = async (operation: string, payload: unknown, who: Session | undefined = admin): Promise<Reply> =>
    (await bus.request(requestSubject('billing', operation), { requestId: newObjectId(), payload, ...(who ? { session: who } : {}) })) as Reply
  const ok = async (operation: string, payload: unknown, who: Session = admin) => {
    const reply = await call(operation, payload, who)
    assert.ok(reply.status < 400, `${operation}: ${reply.status} ${JSON.stringify(reply)}`)
    return reply.body as Rec
  }
  const expect4xx = async (operation: string, payload: unknown, field: string, who: Session | undefined = admin) => {
    const reply = await call(operation, payload, who)
    assert.ok(reply.status >= 400 && reply.status < 500, `${operation} ${JSON.stringify(payload).slice(0, 200)} → ${reply.status} ${JSON.stringify(reply).slice(0, 300)}`)
    const named = `${String(reply.message)} ${JSON.stringify(reply.validation ?? [])}`
    assert.ok(named.includes(field), `${operation}: the answer names ${field}: ${named.slice(0, 300)}`)
  }

  before(async () => {
    db = await createTestDatabase('billing')
    bus = createMemoryBus({ log: pino({ level: 'silent' }) })
    // identity, as far as billing's reference checks ask it: the business has this one patient
    await bus.serve(requestSubject('identity', 'ids-of-business'), 'identity', async (req) => {
      const { collection, ids } = req.payload as { collection: string; ids: string[] }
      return { status: 200, body: { found: collection === 'endusers' && req.session?.businessId === businessId ? ids.filter((id) => id === patient.id) : [] } }
    })
    service = await startBilling({ bus, databaseUrl: db.url, log: pino({ level: 'silent' }), env: { NODE_ENV: 'test' } })
    product = await ok('products.createOne', { title: 'Consult', cost })
    purchase = await ok('purchases.createOne', { enduserId: patient.id, title: 'Consult', cost, processor: 'Square', productId: product.id })
  })
  after(async () => {
    await service?.stop()
    await bus?.close()
    await db?.drop()
  })

  it('wrong types', async () => {
    await expect4xx('products.createOne', { title: 5, cost }, 'title')
    await expect4xx('products.createOne', { title: 'Cents', cost: { amount: 'lots', currency: 'USD' } }, 'cost.amount')
    await expect4xx('products.createOne', { title: 'Half', cost: { amount: 12.5, currency: 'USD' } }, 'cost.amount')
    await expect4xx('products.createOne', { title: 'Negative', cost: { amount: -1, currency: 'USD' } }, 'cost.amount')
    await expect4xx('products.createOne', { title: 'Euros', cost: { amount: 100, currency: 'EUR' } }, 'cost.currency')
    await expect4xx('products.createOne', { title: 'Bool', cost, showInPortal: 'yes' }, 'showInPortal')
    await expect4xx('products.createOne', { title: 'Count', cost, maxCheckoutCount: 1.5 }, 'maxCheckoutCount')
    await expect4xx('products.updateOne', { id: product.id, updates: { processor: 'Cash' } }, 'processor')
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost, processor: 'Paypal' }, 'processor')
    await expect4xx('purchases.createOne', { enduserId: { $ne: null }, title: 'P', cost, processor: 'Square' }, 'enduserId')
    await expect4xx('purchases.updateOne', { id: purchase.id, updates: { refundedAmount: 'all' } }, 'refundedAmount')
    await expect4xx('purchases.updateOne', { id: purchase.id, updates: { refundedAmount: 2501 } }, 'refundedAmount')
    await expect4xx('purchases.updateOne', { id: purchase.id, updates: { processor: 'Test' } }, 'processor')
    await expect4xx('purchase_credits.createOne', { enduserId: patient.id, title: 'C', value: { type: 'Gift', info: cost } }, 'value.type')
    await expect4xx('superbill_providers.createOne', { ...provider, address: 'somewhere' }, 'address')
    await expect4xx('superbills.createOne', superbill({ lineItems: [{ billingCode: { code: '99213', label: 'Visit' }, quantity: 0, cost }] }), 'lineItems.0.quantity')
    await expect4xx('superbills.createOne', superbill({ appointmentDate: 'tomorrow' }), 'appointmentDate')
    await expect4xx('products.prepare-stripe-checkout', { productIds: 'all' }, 'productIds', patient)
    await expect4xx('products.prepare-stripe-checkout', { productIds: [product.id], enduserId: 7 }, 'enduserId')
    await expect4xx('products.confirm-test-payment', { clientSecret: ['x'], cardNumber: '4242424242424242' }, 'clientSecret', patient)
    await expect4xx('products.confirm-test-payment', { clientSecret: 'test_secret_x', cardNumber: 4242424242424242 }, 'cardNumber', patient)
    const { clientSecret } = await ok('products.prepare-stripe-checkout', { productIds: [product.id] }, patient)
    await expect4xx('products.confirm-test-payment', { clientSecret, cardNumber: '5555 5555 5555 4444' }, 'cardNumber', patient)
    await expect4xx('products.confirm-test-payment', { clientSecret, cardNumber: { $gt: '' } }, 'cardNumber', patient)
    await expect4xx('integrations.connect-stripe', { countryCode: 'FR' }, 'countryCode')
    await expect4xx('superbills.generate-pdf', { id: 'not-an-id' }, 'id')
    await expect4xx('billing.prepare-payment', { productIds: [1, 2] }, 'productIds', patient)
    await expect4xx('billing.claim-booking-payment', { enduserId: patient.id, productIds: [product.id], calendarEventId: 'x' }, 'calendarEventId', patient)
    await expect4xx('billing.stripe-webhook', { body: { id: 'evt' }, signature: 't=1' }, 'body', undefined)
  })

  it('missing required fields', async () => {
    await expect4xx('products.createOne', { cost }, 'title')
    await expect4xx('products.createOne', { title: 'No cost' }, 'cost')
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost }, 'processor')
    await expect4xx('purchases.createOne', { title: 'P', cost, processor: 'Square' }, 'enduserId')
    await expect4xx('purchase_credits.createOne', { enduserId: patient.id, title: 'C' }, 'value')
    for (const field of Object.keys(provider)) {
      const { [field]: _left, ...rest } = provider as Record<string, unknown>
      await expect4xx('superbill_providers.createOne', rest, field)
    }
    await expect4xx('superbills.createOne', superbill({ lineItems: undefined }), 'lineItems')
    await expect4xx('products.prepare-stripe-checkout', {}, 'productIds', patient)
    await expect4xx('products.prepare-stripe-checkout', { productIds: [product.id] }, 'enduserId')
    await expect4xx('products.confirm-test-payment', { clientSecret: 'test_secret_x' }, 'cardNumber', patient)
    await expect4xx('superbills.generate-pdf', {}, 'id')
    await expect4xx('billing.claim-booking-payment', { enduserId: patient.id, productIds: [product.id] }, 'calendarEventId', patient)
    await expect4xx('billing.stripe-webhook', { body: '{}' }, 'signature', undefined)
  })

  it('huge and deeply nested values', async () => {
    await expect4xx('products.createOne', { title: 'x'.repeat(101), cost }, 'title')
    await expect4xx('products.createOne', { title: 'Huge', cost: { amount: 1e12, currency: 'USD' } }, 'cost.amount')
    await expect4xx('products.createOne', { title: 'Deep', cost, description: deep(200) }, 'description')
    await expect4xx('products.createOne', { title: 'Many', cost, categories: Array.from({ length: 5000 }, (_, i) => `c${i}`) }, 'categories')
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost, processor: 'Square', notes: 'x'.repeat(5001) }, 'notes')
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost, processor: 'Square', cptCode: deep(200) }, 'cptCode')
    await expect4xx('superbills.createOne', superbill({ lineItems: Array.from({ length: 101 }, () => ({ billingCode: { code: '99213', label: 'Visit' }, quantity: 1, cost })) }), 'lineItems')
    await expect4xx('superbills.createOne', superbill({ patient: deep(200) }), 'patient')
    await expect4xx('products.prepare-stripe-checkout', { productIds: Array.from({ length: 5000 }, () => product.id) }, 'productIds', patient)
    await expect4xx('products.confirm-test-payment', { clientSecret: 'x'.repeat(251), cardNumber: '4242424242424242' }, 'clientSecret', patient)
    await expect4xx('integrations.connect-stripe', { accountId: 'x'.repeat(101), countryCode: 'US' }, 'accountId')
    await expect4xx('billing.stripe-webhook', { body: 'x'.repeat(1_000_001), signature: 't=1' }, 'body', undefined)
  })

  it('ids of another business', async () => {
    const foreignPatient = newObjectId()
    await expect4xx('purchases.createOne', { enduserId: foreignPatient, title: 'P', cost, processor: 'Square' }, 'enduserId')
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost, processor: 'Square', productId: newObjectId() }, 'productId')
    await expect4xx('purchase_credits.createOne', { enduserId: foreignPatient, title: 'C', value: { type: 'Credit', info: cost } }, 'enduserId')
    await expect4xx('superbills.createOne', superbill({ enduserId: foreignPatient }), 'enduserId')
    // this business's product and patient, named by someone of another business
    await expect4xx('products.prepare-stripe-checkout', { productIds: [product.id], enduserId: patient.id }, 'enduserId', stranger)
    await expect4xx('products.prepare-stripe-checkout', { productIds: [product.id] }, 'productIds', session('enduser', stranger.businessId))
    await expect4xx('billing.claim-booking-payment', { enduserId: patient.id, productIds: [product.id], calendarEventId: newObjectId() }, 'calendarEventTemplateId', session('enduser', stranger.businessId))
    await expect4xx('purchases.createOne', { enduserId: patient.id, title: 'P', cost, processor: 'Square' }, 'enduserId', stranger)
    assert.equal((await call('purchases.getOne', { id: purchase.id }, stranger)).status, 404)
    assert.equal((await call('superbills.generate-pdf', { id: newObjectId() }, admin)).status, 404)
  })
})
