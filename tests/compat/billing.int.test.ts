// Wire compatibility for billing (issue #22): the public @tellescope/sdk, used unchanged, against the
// gateway — staff keep products (integer cents; a second title refused), purchases, credits,
// superbill providers and superbills; a patient reads products and only their own purchases, and
// checks out with prepare_stripe_checkout against the test processor (their credit lowers the
// amount), confirming with the test card; forms' Stripe field and booking's payment step ask billing
// for the same details; a paid appointment the patient books and then cancels is refunded; a
// superbill answers its PDF (text read back with pdfjs); deleting the patient deletes their
// purchases, credits and superbills.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { BillingMessages } from '@care/contracts/collections/products'
import { startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'
import { registeredPatient, signedInStaff, unique } from './sdk-sessions.ts'


async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'))
  }
  return pages.join('\n')
}

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (await check()) return
  assert.fail(`${what} did not happen within ${ms} ms`)
}

const provider = {
  address: { lineOne: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' }, email: 'billing@clinic.example', phone: '+15555550100',
  officeName: 'Springfield Family Care', taxId: '12-3456789', providerName: 'Dr. Ada Lovelace', placeOfServiceCode: '11', providerLicense: 'IL-12345', providerNPI: '1234567893',
}

for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk billing against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let patient: any
  let other: any
  let patientId: string
  let businessId: string

  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const url = `${platform.url}/v1${path}`
    const res = await fetch(url, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) })
    const type = res.headers.get('content-type') ?? ''
    return { status: res.status, type, body: type.includes('json') ? await res.json() : new Uint8Array(await res.arrayBuffer()) }
  }
  const newPatient = () => registeredPatient(platform.url, businessId, { emailPrefix: 'billing' })

  before(async () => {
    platform = await startTestPlatform({ useNats })
    ;({ staff, businessId } = await signedInStaff(platform.url))
    patient = await newPatient()
    other = await newPatient()
    patientId = patient.userInfo.id
  })
  after(async () => {
    await platform?.close()
  })

  test('products in integer cents, title unique; a patient reads products and only their own purchases', async () => {
    const product = await staff.api.products.createOne({ title: `Consult ${unique()}`, cost: { amount: 2500, currency: 'USD' }, processor: 'Stripe', showInPortal: true })
    assert.deepEqual(product.cost, { amount: 2500, currency: 'USD' })
    await assert.rejects(staff.api.products.createOne({ title: product.title, cost: { amount: 100, currency: 'USD' } }), (e: any) => /Uniqueness Violation|already exists/.test(e?.message ?? String(e)))
    await assert.rejects(staff.api.products.createOne({ title: `Cents ${unique()}`, cost: { amount: 12.5, currency: 'USD' } }), (e: any) => /cost\.amount|whole number of cents/.test(JSON.stringify(e)))
    const mine = await staff.api.purchases.createOne({ enduserId: patientId, title: 'Imported visit', cost: { amount: 5000, currency: 'USD' }, processor: 'Square', productId: product.id })
    const theirs = await staff.api.purchases.createOne({ enduserId: other.userInfo.id, title: 'Not yours', cost: { amount: 100, currency: 'USD' }, processor: 'Square' })
    assert.ok((await patient.api.products.getSome()).some((p: any) => p.id === product.id))
    const seen = (await patient.api.purchases.getSome()).map((p: any) => p.id)
    assert.ok(seen.includes(mine.id))
    assert.ok(!seen.includes(theirs.id))
    await assert.rejects(patient.api.purchases.getOne(theirs.id))
    await assert.rejects(patient.api.purchases.createOne({ enduserId: patientId, title: 'Free stuff', cost: { amount: 1, currency: 'USD' }, processor: 'Stripe' }))
    // a refund is staff raising refundedAmount, never above the cost
    await assert.rejects(staff.api.purchases.updateOne(mine.id, { refundedAmount: 5001 }), (e: any) => (e?.message ?? '').includes(BillingMessages.refundTooLarge))
    assert.equal((await staff.api.purchases.updateOne(mine.id, { refundedAmount: 1500 })).refundedAmount, 1500)
  })

  test('a patient checks out with prepare_stripe_checkout against the test processor, their credit applied', async () => {
    const product = await staff.api.products.createOne({ title: `Program ${unique()}`, cost: { amount: 4000, currency: 'USD' } })
    const credit = await staff.api.purchase_credits.createOne({ enduserId: patientId, title: 'Welcome credit', value: { type: 'Credit', info: { amount: 1000, currency: 'USD' } } })
    const details = await patient.api.products.prepare_stripe_checkout({ productIds: [product.id] })
    assert.equal(details.publishableKey, 'test_processor')
    assert.equal(details.stripeAccount, '')
    assert.equal(details.amount, 3000)
    assert.equal(typeof details.businessName, 'string')
    const declined = await call(patient.authToken, 'POST', '/products/confirm-test-payment', { clientSecret: details.clientSecret, cardNumber: '4000 0000 0000 0002' })
    assert.deepEqual([declined.status, (declined.body as any).message], [402, BillingMessages.testCardDeclined])
    const paid = await call(patient.authToken, 'POST', '/products/confirm-test-payment', { clientSecret: details.clientSecret, cardNumber: '4242 4242 4242 4242' })
    assert.equal(paid.status, 200)
    const [purchase] = (paid.body as any).purchases
    assert.deepEqual([purchase.processor, purchase.productId, purchase.enduserId], ['Test', product.id, patientId])
    assert.ok((await staff.api.purchase_credits.getOne(credit.id)).usedAt)
    assert.ok((await patient.api.purchases.getSome()).some((p: any) => p.id === purchase.id))
    // staff prepare for a patient they name; a patient of no business of theirs is refused
    const forPatient = await staff.api.products.prepare_stripe_checkout({ productIds: [product.id], enduserId: patientId })
    assert.equal(forPatient.publishableKey, 'test_processor')
    const missing = await call(staff.authToken, 'POST', '/products/prepare-stripe-checkout', { productIds: [product.id] })
    assert.deepEqual([missing.status, (missing.body as any).message], [400, BillingMessages.enduserRequired])
  })

  test("a form's Stripe field and booking's payment step answer the same card details (checkout of their products)", async () => {
    const product = await staff.api.products.createOne({ title: `Intake fee ${unique()}`, cost: { amount: 1500, currency: 'USD' } })
    const form = await staff.api.forms.createOne({ title: `Pay ${unique()}` })
    const field = await staff.api.form_fields.createOne({ formId: form.id, title: 'Card', type: 'Stripe', options: { productIds: [product.id] }, previousFields: [{ type: 'root', info: {} }] })
    const formDetails = await call(patient.authToken, 'GET', `/form-responses/stripe-details?fieldId=${field.id}`)
    assert.equal(formDetails.status, 200)
    assert.deepEqual([(formDetails.body as any).publishableKey, (formDetails.body as any).clientSecret.startsWith('test_secret_')], ['test_processor', true])
    const template = await staff.api.calendar_event_templates.createOne({ title: `Paid visit ${unique()}`, durationInMinutes: 30, productIds: [product.id] })
    const booking = await call(patient.authToken, 'GET', `/scheduling/stripe-details?calendarEventTemplateId=${template.id}`)
    assert.equal(booking.status, 200)
    assert.equal((booking.body as any).stripe.publishableKey, 'test_processor')
    assert.equal((booking.body as any).stripe.isCheckout, true)
  })

  test('a superbill answers its PDF: provider, patient, date, CPT lines, total and place of service', async () => {
    const saved = await staff.api.superbill_providers.createOne(provider)
    assert.equal(saved.providerNPI, provider.providerNPI)
    await assert.rejects(staff.api.superbill_providers.createOne({ ...provider, providerNPI: undefined }))
    const bill = await staff.api.superbills.createOne({
      enduserId: patientId, appointmentDate: new Date('2026-11-20T15:00:00.000Z'), provider, patient: { name: 'Jordan Sdk', dateOfBirth: '1990-04-01', phone: '+15555550123' },
      lineItems: [{ billingCode: { code: '99213', label: 'Office visit' }, quantity: 1, cost: { amount: 15000, currency: 'USD' } }, { billingCode: { code: 90834, label: 'Psychotherapy, 45 min' }, quantity: 2, cost: { amount: 12000, currency: 'USD' }, discount: 2000 }],
    })
    const pdf = await call(staff.authToken, 'GET', `/superbills/${bill.id}/pdf`)
    assert.equal(pdf.status, 200)
    assert.equal(pdf.type, 'application/pdf')
    const text = await pdfText(pdf.body as Uint8Array)
    for (const s of ['Springfield Family Care', 'Dr. Ada Lovelace', 'NPI: 1234567893', 'Name: Jordan Sdk', 'Appointment date: 2026-11-20', 'CPT 99213 Office visit', '2 x $120.00, discount $20.00 = $220.00', 'Total: $370.00', 'Place of service: 11']) {
      assert.ok(text.includes(s), `the PDF says '${s}'`)
    }
    assert.equal((await call(patient.authToken, 'GET', `/superbills/${bill.id}/pdf`)).status, 403)
  })

  test('a paid appointment the patient cancels is refunded: the purchase reads refunded, still a test payment', async () => {
    const DAY = 86_400_000
    const staffId = staff.userInfo.id as string
    const everyDay = Array.from({ length: 7 }, (_, day) => ({ dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 }))
    await staff.api.users.updateOne(staffId, { weeklyAvailabilities: everyDay, timezone: 'America/Chicago' })
    const product = await staff.api.products.createOne({ title: `Visit fee ${unique()}`, cost: { amount: 2500, currency: 'USD' } })
    const template = await staff.api.calendar_event_templates.createOne({ title: `Paid visit ${unique()}`, durationInMinutes: 30, productIds: [product.id], enableSelfScheduling: true })
    const from = new Date(Date.now() + DAY).toISOString()
    const to = new Date(Date.now() + 8 * DAY).toISOString()
    const open = await call(patient.authToken, 'GET', `/calendar-availability?calendarEventTemplateId=${template.id}&userId=${staffId}&from=${from}&to=${to}`)
    const [slot] = (open.body as { availabilityBlocks: { userId: string; startTimeInMS: number }[] }).availabilityBlocks
    assert.ok(slot, JSON.stringify(open.body))
    // the Payment step (the test processor's card), then the booking claims the payment for its event
    const details = await call(patient.authToken, 'GET', `/scheduling/stripe-details?calendarEventTemplateId=${template.id}`)
    const paid = await call(patient.authToken, 'POST', '/products/confirm-test-payment', { clientSecret: (details.body as any).stripe.clientSecret, cardNumber: '4242 4242 4242 4242' })
    const [purchase] = (paid.body as any).purchases
    const booked = await call(patient.authToken, 'POST', '/book-appointment', { calendarEventTemplateId: template.id, userId: slot.userId, startTime: slot.startTimeInMS })
    assert.equal(booked.status, 200, JSON.stringify(booked.body))
    const eventId = (booked.body as any).createdEvent.id
    assert.deepEqual((await patient.api.purchases.getOne(purchase.id)).references, [{ type: 'calendar_events', id: eventId }])

    // cancelled in the portal (as portal-events does): refunded in full, once
    await patient.api.calendar_events.updateOne(eventId, { cancelledAt: new Date() })
    await eventually('the refund', async () => (await patient.api.purchases.getOne(purchase.id)).refundedAmount === 2500)
    const refunded = await staff.api.purchases.getOne(purchase.id)
    assert.deepEqual([refunded.refundedAmount, refunded.processor, refunded.cost.amount], [2500, 'Test', 2500])
  })

  test("Stripe's webhook reaches billing through the gateway: without STRIPE_WEBHOOK_SECRET an honest 503, nothing recorded", async () => {
    const res = await fetch(`${platform.url}/v1/webhooks/stripe`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=unsigned' }, body: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded' }),
    })
    assert.deepEqual([res.status, ((await res.json()) as { message: string }).message], [503, BillingMessages.stripeNotConfigured])
  })

  test("deleting the patient deletes their purchases, credits and superbills", async () => {
    const gone = await newPatient()
    const id = gone.userInfo.id
    const purchase = await staff.api.purchases.createOne({ enduserId: id, title: 'Visit', cost: { amount: 100, currency: 'USD' }, processor: 'Square' })
    const credit = await staff.api.purchase_credits.createOne({ enduserId: id, title: 'Credit', value: { type: 'Credit', info: { amount: 100, currency: 'USD' } } })
    await staff.api.endusers.deleteOne(id)
    await eventually('the cascade', async () => (await staff.api.purchases.getSome({ filter: { enduserId: id } })).length === 0)
    await assert.rejects(staff.api.purchases.getOne(purchase.id))
    await assert.rejects(staff.api.purchase_credits.getOne(credit.id))
  })
})
