// The demo clinic's billing (issue #22): four products (two offered in the portal's store, one a
// once-only program, one the fee of the booking page's paid appointment type), a test-processor purchase and an unused $10.00 credit for Jordan, a superbill
// provider and a superbill of Jordan's first visit. Made through billing's own calls, as the console
// would. Idempotent: skipped when the first product exists. Money in integer cents.
import { isErrorReply, type BusReply } from '@care/contracts/bus'
import type { Session } from '@care/contracts/session'

export interface SeedBillingOptions {
  request(subject: string, payload: unknown, session?: Session): Promise<BusReply>
  admin: Session
  patientId(email: string): Promise<string | undefined>
  /** ms since epoch */
  now?: number
}

export const SEEDED_BILLING = {
  firstProduct: 'New patient consult fee',
  storeProducts: ['Diabetes education program', 'Glucose test strips (50)'],
  provider: 'Demo Clinic — Chicago',
  /** the fee of the demo booking page's paid appointment type (platform/seed-scheduling.ts) */
  bookingProduct: 'Nutrition consult',
} as const

type Rec = { id: string } & Record<string, unknown>
const usd = (amount: number) => ({ amount, currency: 'USD' })
const DAY = 24 * 3_600_000

export async function seedBilling(o: SeedBillingOptions): Promise<void> {
  const call = async <T = Rec>(subject: string, payload: unknown, what: string) => {
    const reply = await o.request(subject, payload, o.admin)
    if (isErrorReply(reply)) throw new Error(`seeding the demo clinic failed (${what}): ${reply.message}`)
    return reply.body as T
  }
  const create = (collection: string, record: Record<string, unknown>) => call<Rec>(`svc.billing.${collection}.createOne`, record, collection)
  const existing = await call<Rec[]>('svc.billing.products.getSome', { filter: { title: SEEDED_BILLING.firstProduct }, limit: 1 }, 'products')
  if (existing.length) return
  const now = o.now ?? Date.now()

  const consult = await create('products', { title: SEEDED_BILLING.firstProduct, cost: usd(15000), processor: 'Stripe', description: 'The first visit with your care team.', cptCode: { code: '99204', label: 'New patient office visit' } })
  await create('products', { title: SEEDED_BILLING.storeProducts[0], cost: usd(9900), processor: 'Stripe', showInPortal: true, maxCheckoutCount: 1, categories: ['Programs'], description: 'Six weekly sessions with a diabetes educator.' })
  await create('products', { title: SEEDED_BILLING.storeProducts[1], cost: usd(2500), processor: 'Stripe', showInPortal: true, categories: ['Supplies'], description: 'Fifty strips, shipped to your home.' })
  await create('products', { title: SEEDED_BILLING.bookingProduct, cost: usd(7500), processor: 'Stripe', description: 'A 30-minute visit with a dietitian.', cptCode: { code: '97802', label: 'Medical nutrition therapy' } })

  const jordan = await o.patientId('jordan@demo.care')
  if (!jordan) return
  await create('purchases', {
    enduserId: jordan, title: consult.title, cost: consult.cost, processor: 'Test', productId: consult.id, productIds: [consult.id],
    processedAt: new Date(now - 14 * DAY).toISOString(), source: 'Checkout', externalId: 'test_payment_seed', description: 'Test payment — no card was charged',
  })
  await create('purchase_credits', { enduserId: jordan, title: 'Welcome credit', value: { type: 'Credit', info: usd(1000) }, description: 'Applied to your next checkout.' })
  const provider = {
    address: { lineOne: '100 N Main St', city: 'Chicago', state: 'IL', zipCode: '60601' }, email: 'billing@demo.care', phone: '+13125550100',
    officeName: SEEDED_BILLING.provider, taxId: '36-1234567', providerName: 'Dr. Avery Demo', placeOfServiceCode: '11', providerLicense: 'IL-036-123456', providerNPI: '1234567893',
  }
  await create('superbill_providers', provider)
  await create('superbills', {
    enduserId: jordan, appointmentDate: new Date(now - 14 * DAY).toISOString(), provider,
    patient: { name: 'Jordan Rivera', dateOfBirth: '1988-05-14', phone: '+15555550101' },
    lineItems: [
      { billingCode: { code: '99204', label: 'New patient office visit' }, quantity: 1, cost: usd(15000) },
      { billingCode: { code: '82947', label: 'Glucose, quantitative' }, quantity: 1, cost: usd(2000), discount: 500 },
    ],
  })
}
