// Billing on its own database and the in-process bus: the card flow against the test processor
// (checkout with a credit, the test cards, a payment confirmed once, maxCheckoutCount), refunds'
// rules, the Stripe webhook (signed with stripe.webhooks.generateTestHeaderString: a replay records
// one purchase, a wrong signature is refused), refunds reaching Stripe's API (a local stand-in at
// STRIPE_API_URL), Stripe Connect and a checkout's PaymentIntent on the connected account (the same
// stand-in), a cancelled paid appointment refunded, production without keys (503), and the cascade
// of a deleted patient.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { pino } from 'pino'
import Stripe from 'stripe'
import { BillingMessages, products } from '@care/contracts/collections/products'
import { purchases } from '@care/contracts/collections/purchases'
import { billingBusRoutes, billingRoutes } from '@care/contracts/routes/billing'
import { collectionRoutes } from '@care/contracts/routes/generic'
import type { Session } from '@care/contracts/session'
import { callRoute, routeNamed } from '@care/kit/bus/call-route'
import { createMemoryBus } from '@care/kit/bus/memory-bus'
import type { Bus } from '@care/kit/bus/types'
import { newObjectId } from '@care/kit/ids'
import { createTestDatabase, type TestDatabase } from '@care/kit/testing/database'
import { startBilling, type BillingService } from '../src/service.ts'

const log = pino({ level: process.env.TEST_LOG ?? 'silent' })
const businessId = newObjectId()
const patientId = newObjectId()
const admin: Session = { type: 'user', id: newObjectId(), businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: ['Admin'], isAdmin: true }
const patient: Session = { type: 'enduser', id: patientId, businessId, organizationIds: [businessId], sessionId: newObjectId(), roles: [], isAdmin: false }
const as = (session: Session) => ({ requestId: 'test', session })

const prepare = routeNamed(billingRoutes, 'products.prepare-stripe-checkout')
const confirm = routeNamed(billingRoutes, 'products.confirm-test-payment')
const preparePayment = routeNamed(billingBusRoutes, 'billing.prepare-payment')
const webhook = routeNamed(billingBusRoutes, 'billing.stripe-webhook')
const productsForBooking = routeNamed(billingBusRoutes, 'billing.products-for-booking')
const claim = routeNamed(billingBusRoutes, 'billing.claim-booking-payment')
const release = routeNamed(billingBusRoutes, 'billing.release-booking-payment')
const updatePurchase = collectionRoutes(purchases).find((r) => r.operation === 'purchases.updateOne')!
const createProduct = collectionRoutes(products).find((r) => r.operation === 'products.createOne')!

async function refusal(p: Promise<unknown>): Promise<{ status: number; message: string; validation?: { field: string }[] }> {
  try {
    await p
  } catch (e) {
    return e as { status: number; message: string }
  }
  return assert.fail('expected a refusal')
}

async function eventually(what: string, check: () => Promise<boolean>, ms = 30_000) {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (await check()) return
  assert.fail(`${what} did not happen within ${ms} ms`)
}

interface FakeStripeApi {
  url: string
  refunds: { paymentIntent: string; amount: number; idempotencyKey?: string; purchaseId?: string }[]
  /** every object created (POST), with its form and the connected account it was made on */
  created: { path: string; form: URLSearchParams; account?: string }[]
  /** what a PaymentIntent charged the card, in cents (unset: more than any test refunds) */
  charged: Map<string, number>
  close: () => Promise<void>
}

/**
 * Stripe's API at its HTTP boundary, as far as billing uses it: a PaymentIntent's latest charge with
 * what was refunded on it, POST /v1/refunds, and the objects Connect and a checkout create (accounts,
 * account links, customers, PaymentIntents, SetupIntents) — form-encoded, as the stripe SDK sends them.
 */
async function fakeStripeApi(): Promise<FakeStripeApi> {
  const refunds: FakeStripeApi['refunds'] = []
  const created: FakeStripeApi['created'] = []
  const charged = new Map<string, number>()
  const objects: Record<string, (n: number, form: URLSearchParams) => Record<string, unknown>> = {
    '/v1/accounts': (n) => ({ id: `acct_${n}`, object: 'account' }),
    '/v1/account_links': (n, form) => ({ object: 'account_link', url: `https://connect.stripe.example/setup/${form.get('account')}/${n}` }),
    '/v1/customers': (n) => ({ id: `cus_${n}`, object: 'customer' }),
    '/v1/payment_intents': (n, form) => ({ id: `pi_${n}`, object: 'payment_intent', amount: Number(form.get('amount')), client_secret: `pi_${n}_secret_fake` }),
    '/v1/setup_intents': (n) => ({ id: `seti_${n}`, object: 'setup_intent', client_secret: `seti_${n}_secret_fake` }),
  }
  const refundedOn = (pi: string) => refunds.filter((r) => r.paymentIntent === pi).reduce((sum, r) => sum + r.amount, 0)
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json))
      const path = new URL(req.url ?? '/', 'http://stripe').pathname
      const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)
      if (req.method === 'GET' && intent) {
        const id = decodeURIComponent(intent[1]!)
        return answer(200, { id, object: 'payment_intent', latest_charge: { id: `ch_${id}`, object: 'charge', amount: charged.get(id) ?? 1e9, amount_refunded: refundedOn(id) } })
      }
      if (req.method === 'GET' && path === '/v1/refunds') {
        const pi = new URL(req.url ?? '/', 'http://stripe').searchParams.get('payment_intent') ?? ''
        const data = refunds.map((r, i) => ({ ...r, i })).filter((r) => r.paymentIntent === pi)
          .map((r) => ({ id: `re_${r.i + 1}`, object: 'refund', amount: r.amount, status: 'succeeded', payment_intent: pi, metadata: r.purchaseId ? { purchaseId: r.purchaseId } : {} }))
        return answer(200, { object: 'list', url: '/v1/refunds', has_more: false, data })
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const form = new URLSearchParams(body)
        const pi = form.get('payment_intent') ?? ''
        if (Number(form.get('amount')) > (charged.get(pi) ?? 1e9) - refundedOn(pi)) {
          return answer(400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Refund amount is greater than unrefunded amount on charge' } })
        }
        const key = req.headers['idempotency-key']
        const refund = { paymentIntent: form.get('payment_intent') ?? '', amount: Number(form.get('amount')), ...(typeof key === 'string' ? { idempotencyKey: key } : {}), purchaseId: form.get('metadata[purchaseId]') ?? undefined }
        if (!refunds.some((r) => r.idempotencyKey === refund.idempotencyKey)) refunds.push(refund)
        return answer(200, { id: `re_${refunds.length}`, object: 'refund', amount: refund.amount })
      }
      const make = objects[path]
      if (req.method === 'POST' && make) {
        const form = new URLSearchParams(body)
        // Stripe's own refusals: an amount under its minimum (400), a failure of its own (500)
        if (path === '/v1/payment_intents' && Number(form.get('amount')) < 50) return answer(400, { error: { type: 'invalid_request_error', message: 'Amount must be at least $0.50 usd', param: 'amount' } })
        if (path === '/v1/account_links' && form.get('account') === 'acct_broken') return answer(500, { error: { type: 'api_error', message: 'An unknown error occurred' } })
        const account = req.headers['stripe-account']
        created.push({ path, form, ...(typeof account === 'string' ? { account } : {}) })
        return answer(200, make(created.length, form))
      }
      answer(404, { error: { type: 'invalid_request_error', message: `no such route ${req.method} ${path}` } })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, refunds, created, charged, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** what scheduling publishes when a calendar event is updated or deleted (its outbox's event) */
const calendarEventChanged = (bus: Bus, op: 'updated' | 'deleted', record: { id: string } & Record<string, unknown>, changes?: Record<string, unknown>) =>
  bus.publish({
    id: newObjectId(), subject: `evt.calendar_events.${op}`, collection: 'calendar_events', op, businessId, records: [record],
    ...(changes ? { changes: [{ id: record.id, changes }] } : {}), occurredAt: new Date().toISOString(),
  })
const HOUR = 3_600_000

async function startOn(env: NodeJS.ProcessEnv) {
  const db = await createTestDatabase('billing')
  const bus = createMemoryBus({ log })
  const service = await startBilling({ bus, databaseUrl: db.url, log, env })
  return { db, bus, service, stop: async () => { await service.stop(); await bus.close(); await db.drop() } }
}

describe('billing: the test processor', () => {
  let db: TestDatabase
  let bus: Bus
  let service: BillingService
  let stop: () => Promise<void>

  before(async () => ({ db, bus, service, stop } = await startOn({ NODE_ENV: 'test' })))
  after(async () => stop?.())

  it('is ready once migrated', async () => {
    assert.equal(await service.ready(), true)
    assert.equal(service.processor.mode, 'test')
    const tables = await service.db.$queryRawUnsafe<{ name: string }[]>("SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = 'public'")
    for (const t of ['products', 'purchases', 'purchase_credits', 'superbill_providers', 'superbills', 'billing_test_payments']) assert.ok(tables.some((r) => r.name === t), t)
    assert.ok(db.url)
  })

  it('refuses a cost that is not whole cents or not USD, naming the field', async () => {
    const cents = await refusal(callRoute(bus, createProduct, { title: 'Half cent', cost: { amount: 10.5, currency: 'USD' } }, as(admin)))
    assert.equal(cents.status, 400)
    assert.match(JSON.stringify(cents), /cost\.amount/)
    const currency = await refusal(callRoute(bus, createProduct, { title: 'Euros', cost: { amount: 100, currency: 'EUR' } }, as(admin)))
    assert.equal(currency.status, 400)
    assert.match(JSON.stringify(currency), /cost\.currency/)
  })

  it("checks out with the patient's credit: the amount is lowered, the card confirms once, purchases say 'Test'", async () => {
    const product = await service.repos.products.systemRepo(businessId).create({ title: 'Initial consult', cost: { amount: 2500, currency: 'USD' } })
    const credit = await service.repos.purchaseCredits.systemRepo(businessId).create({ enduserId: patientId, title: 'Welcome', value: { type: 'Credit', info: { amount: 1000, currency: 'USD' } } })
    const details = await callRoute(bus, prepare, { productIds: [product.id] }, as(patient))
    assert.equal(details.publishableKey, 'test_processor')
    assert.equal(details.stripeAccount, '')
    assert.equal(details.testMode, true)
    assert.equal(details.isCheckout, true)
    assert.equal(details.amount, 1500)
    assert.match(details.clientSecret, /^test_secret_[0-9a-f]{24}$/)

    const declined = await refusal(callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4000 0000 0000 0002' }, as(patient)))
    assert.deepEqual([declined.status, declined.message], [402, BillingMessages.testCardDeclined])
    const other = await refusal(callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '5555 5555 5555 4444' }, as(patient)))
    assert.deepEqual([other.status, other.message, other.validation?.[0]?.field], [400, BillingMessages.useTestCard, 'cardNumber'])

    const { purchases: made } = await callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242 4242 4242 4242' }, as(patient))
    assert.equal(made?.length, 1)
    assert.deepEqual([made![0]!.processor, made![0]!.enduserId, made![0]!.productId, made![0]!.cost?.amount], ['Test', patientId, product.id, 2500])
    assert.ok((await service.repos.purchaseCredits.systemRepo(businessId).get(credit.id))?.usedAt, 'the credit is used')

    const again = await refusal(callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(patient)))
    assert.equal(again.status, 404)
    assert.equal(await service.repos.purchases.systemRepo(businessId).count({ enduserId: patientId }), 1)
  })

  it('a credit worth more than the checkout leaves a new credit of the rest; one worth less is used whole', async () => {
    const buyer: Session = { ...patient, id: newObjectId() }
    const product = await service.repos.products.systemRepo(businessId).create({ title: `Copay ${newObjectId()}`, cost: { amount: 2500, currency: 'USD' } })
    const credits = service.repos.purchaseCredits.systemRepo(businessId)
    const small = await credits.create({ enduserId: buyer.id, title: 'Loyalty', value: { type: 'Credit', info: { amount: 1000, currency: 'USD' } } })
    const big = await credits.create({ enduserId: buyer.id, title: 'Gift card', value: { type: 'Credit', info: { amount: 5000, currency: 'USD' } } })
    const details = await callRoute(bus, prepare, { productIds: [product.id] }, as(buyer))
    assert.equal(details.amount, 0, 'the credits cover it')
    await callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(buyer))
    const after = await credits.findRows({ enduserId: buyer.id }, { orderBy: { createdAt: 'asc' }, fields: ['id', 'title', 'value', 'usedAt'] })
    assert.ok(after.find((c) => c.id === small.id)?.usedAt, 'the $10.00 credit is used whole')
    assert.ok(after.find((c) => c.id === big.id)?.usedAt, 'the $50.00 credit is used')
    const rest = after.filter((c) => !c.usedAt)
    assert.deepEqual(rest.map((c) => [c.title, c.value]), [['Gift card', { type: 'Credit', info: { amount: 3500, currency: 'USD' } }]], '$50.00 − $15.00 left')
    // the rest lowers the next checkout
    assert.equal((await callRoute(bus, prepare, { productIds: [product.id] }, as(buyer))).amount, 0)
  })

  it('refuses a checkout beyond maxCheckoutCount and products of no business of the caller', async () => {
    const once = await service.repos.products.systemRepo(businessId).create({ title: 'Program (once)', cost: { amount: 9900, currency: 'USD' }, maxCheckoutCount: 1 })
    const first = await callRoute(bus, prepare, { productIds: [once.id] }, as(patient))
    await callRoute(bus, confirm, { clientSecret: first.clientSecret, cardNumber: '4242424242424242' }, as(patient))
    const second = await refusal(callRoute(bus, prepare, { productIds: [once.id] }, as(patient)))
    assert.deepEqual([second.status, second.message, second.validation?.[0]?.field], [400, BillingMessages.maxCheckoutCount('Program (once)', 1), 'productIds'])
    const unknown = await refusal(callRoute(bus, prepare, { productIds: [newObjectId()] }, as(patient)))
    assert.deepEqual([unknown.status, unknown.validation?.[0]?.field], [400, 'productIds'])
  })

  it("a patient cannot pay for another patient, and another patient's payment cannot be confirmed", async () => {
    const product = await service.repos.products.systemRepo(businessId).create({ title: 'Follow-up', cost: { amount: 1000, currency: 'USD' } })
    assert.equal((await refusal(callRoute(bus, prepare, { productIds: [product.id], enduserId: newObjectId() }, as(patient)))).status, 403)
    const details = await callRoute(bus, prepare, { productIds: [product.id] }, as(patient))
    const other: Session = { ...patient, id: newObjectId() }
    assert.equal((await refusal(callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(other)))).status, 403)
    const stranger: Session = { ...admin, businessId: newObjectId() }
    assert.equal((await refusal(callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(stranger)))).status, 404)
  })

  it('saves a card without products (a form field, a booking without products): a setup, no purchase', async () => {
    const setup = await callRoute(bus, preparePayment, {}, as(patient))
    assert.equal(setup.isCheckout, false)
    const done = await callRoute(bus, confirm, { clientSecret: setup.clientSecret, cardNumber: '4242424242424242' }, as(patient))
    assert.equal(done.customerId, setup.customerId)
    assert.equal(done.purchases, undefined)
  })

  it("booking payments: the page's products; a paid Booking purchase claimed by one event, all or none, and released", async () => {
    const fee = await callRoute(bus, createProduct, { title: `Visit fee ${newObjectId()}`, cost: { amount: 4000, currency: 'USD' } }, as(admin)) as { id: string; title: string }
    const listed = await callRoute(bus, productsForBooking, { businessId, productIds: [fee.id, newObjectId()] }, as(admin))
    assert.deepEqual(listed.products, [{ id: fee.id, title: fee.title, cost: { amount: 4000, currency: 'USD' } }])
    const [eventA, eventB] = [newObjectId(), newObjectId()]
    const unpaid = await refusal(callRoute(bus, claim, { enduserId: patientId, productIds: [fee.id], calendarEventId: eventA }, as(patient)))
    assert.deepEqual([unpaid.status, unpaid.message], [402, BillingMessages.bookingPaymentRequired])

    // a checkout of another source does not book: only the Payment step's ('Booking') does
    const elsewhere = await callRoute(bus, preparePayment, { productIds: [fee.id], source: 'Checkout' }, as(patient))
    await callRoute(bus, confirm, { clientSecret: elsewhere.clientSecret, cardNumber: '4242424242424242' }, as(patient))
    assert.equal((await refusal(callRoute(bus, claim, { enduserId: patientId, productIds: [fee.id], calendarEventId: eventA }, as(patient)))).status, 402)

    const details = await callRoute(bus, preparePayment, { productIds: [fee.id], source: 'Booking' }, as(patient))
    const paid = await callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(patient))
    const purchaseId = paid.purchases![0]!.id
    // two products where one was paid: all or none, so the paid one stays unclaimed
    assert.equal((await refusal(callRoute(bus, claim, { enduserId: patientId, productIds: [fee.id, fee.id], calendarEventId: eventA }, as(patient)))).status, 402)
    const referencesOf = async () => (await service.repos.purchases.systemRepo(businessId).get(purchaseId))?.references
    assert.equal(await referencesOf(), undefined)

    const claims = await Promise.allSettled([eventA, eventB].map((calendarEventId) => callRoute(bus, claim, { enduserId: patientId, productIds: [fee.id], calendarEventId }, as(patient))))
    assert.deepEqual(claims.map((c) => c.status).sort(), ['fulfilled', 'rejected'], 'one payment, one claim')
    const winner = claims[0]!.status === 'fulfilled' ? eventA : eventB
    assert.deepEqual(await referencesOf(), [{ type: 'calendar_events', id: winner }])
    assert.deepEqual(await callRoute(bus, release, { calendarEventId: winner }, as(patient)), { released: 1 })
    assert.deepEqual(await referencesOf(), [])
    assert.deepEqual(await callRoute(bus, claim, { enduserId: patientId, productIds: [fee.id], calendarEventId: eventB }, as(patient)), { purchaseIds: [purchaseId] })
  })

  it('refunds: refundedAmount up to the cost, never lowered', async () => {
    const purchase = await service.repos.purchases.systemRepo(businessId).create({ enduserId: patientId, title: 'Lab panel', cost: { amount: 5000, currency: 'USD' }, processor: 'Square' })
    const tooMuch = await refusal(callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 5001 } }, as(admin)))
    assert.deepEqual([tooMuch.status, tooMuch.message, tooMuch.validation?.[0]?.field], [400, BillingMessages.refundTooLarge, 'refundedAmount'])
    const refunded = await callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 2000 } }, as(admin))
    assert.equal((refunded as { refundedAmount?: number }).refundedAmount, 2000)
    const lowered = await refusal(callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 1000 } }, as(admin)))
    assert.deepEqual([lowered.status, lowered.message], [400, BillingMessages.refundDecrease])
  })

  it("reacts to a deleted patient: their purchases, credits and superbills go, others' stay", async () => {
    const gone = newObjectId()
    const kept = newObjectId()
    const sys = service.repos
    const theirs = await sys.purchases.systemRepo(businessId).create({ enduserId: gone, title: 'Theirs', cost: { amount: 100, currency: 'USD' }, processor: 'Square' })
    const credit = await sys.purchaseCredits.systemRepo(businessId).create({ enduserId: gone, title: 'Theirs', value: { type: 'Credit', info: { amount: 100, currency: 'USD' } } })
    const others = await sys.purchases.systemRepo(businessId).create({ enduserId: kept, title: 'Others', cost: { amount: 100, currency: 'USD' }, processor: 'Square' })
    await bus.publish({ id: newObjectId(), subject: 'evt.endusers.deleted', collection: 'endusers', op: 'deleted', businessId, records: [{ id: gone }], occurredAt: new Date().toISOString() })
    await eventually('the cascade', async () => !(await sys.purchases.systemRepo(businessId).get(theirs.id)))
    assert.equal(await sys.purchaseCredits.systemRepo(businessId).get(credit.id), undefined)
    assert.ok(await sys.purchases.systemRepo(businessId).get(others.id))
  })

  it('a cancelled paid appointment is refunded in full; a rescheduled one hands its payment on; a deletion refunds only before the start', async () => {
    const payer: Session = { ...patient, id: newObjectId() }
    const fee = await service.repos.products.systemRepo(businessId).create({ title: `Paid visit ${newObjectId()}`, cost: { amount: 3000, currency: 'USD' } })
    const purchases = service.repos.purchases.systemRepo(businessId)
    /** the Payment step with the test card, then the booking's claim for the event */
    const paidFor = async (calendarEventId: string) => {
      const details = await callRoute(bus, preparePayment, { productIds: [fee.id], source: 'Booking' }, as(payer))
      const { purchases: made } = await callRoute(bus, confirm, { clientSecret: details.clientSecret, cardNumber: '4242424242424242' }, as(payer))
      await callRoute(bus, claim, { enduserId: payer.id, productIds: [fee.id], calendarEventId }, as(payer))
      return made![0]!.id
    }
    const refundedOf = async (id: string) => (await purchases.get(id))?.refundedAmount
    const [booked, movedTo, pastVisit, futureVisit, marker] = [newObjectId(), newObjectId(), newObjectId(), newObjectId(), newObjectId()]
    const purchase = await paidFor(booked)
    const [past, future, markerPurchase] = [await paidFor(pastVisit), await paidFor(futureVisit), await paidFor(marker)]

    // rescheduled: the purchase names the replacement too, and the replaced event's cancel refunds nothing
    await calendarEventChanged(bus, 'updated', { id: booked }, { rescheduledAt: new Date().toISOString(), rescheduledTo: movedTo })
    const namedEvents = async () => ((await purchases.get(purchase))?.references ?? []).map((r) => `${r.type}:${r.id}`).join(' ')
    await eventually('the payment follows the reschedule', async () => (await namedEvents()) === `calendar_events:${booked} calendar_events:${movedTo}`)
    await calendarEventChanged(bus, 'updated', { id: booked }, { cancelledAt: new Date().toISOString() })
    // deleted after it began: kept; deleted before its start: refunded
    await calendarEventChanged(bus, 'updated', { id: marker }, { cancelledAt: new Date().toISOString() })
    await calendarEventChanged(bus, 'deleted', { id: pastVisit, startTimeInMS: Date.now() - HOUR })
    await calendarEventChanged(bus, 'deleted', { id: futureVisit, startTimeInMS: Date.now() + HOUR })
    // each subject's events are handled in order: once the later one's refund is there, the earlier one was seen
    await eventually('the marker refunded', async () => (await refundedOf(markerPurchase)) === 3000)
    assert.equal(await refundedOf(purchase), undefined, "the replaced event's cancel refunds nothing")
    await eventually('the appointment deleted before its start refunded', async () => (await refundedOf(future)) === 3000)
    assert.equal(await refundedOf(past), undefined, 'an appointment deleted after it began keeps its payment')

    // the standing appointment cancelled: refunded in full, the purchase still a test processor's
    await calendarEventChanged(bus, 'updated', { id: movedTo }, { cancelledAt: new Date().toISOString(), cancelReason: 'Feeling better' })
    await eventually('the cancelled appointment refunded', async () => (await refundedOf(purchase)) === 3000)
    assert.equal((await purchases.get(purchase))?.processor, 'Test')
    // another event's cancel, and an unrelated change of the cancelled one, touch no payment
    const other = await paidFor(newObjectId())
    await calendarEventChanged(bus, 'updated', { id: newObjectId() }, { cancelledAt: new Date().toISOString() })
    await calendarEventChanged(bus, 'updated', { id: movedTo }, { title: 'Renamed' })
    const lastMarker = newObjectId()
    const lastMarkerPurchase = await paidFor(lastMarker)
    await calendarEventChanged(bus, 'updated', { id: lastMarker }, { cancelledAt: new Date().toISOString() })
    await eventually('the last marker refunded', async () => (await refundedOf(lastMarkerPurchase)) === 3000)
    assert.equal(await refundedOf(other), undefined)
  })
})

describe('billing: Stripe webhooks', () => {
  const secret = 'whsec_test_billing'
  let bus: Bus
  let service: BillingService
  let stop: () => Promise<void>
  const stripe = new Stripe('sk_test_offline')
  let stripeApi: FakeStripeApi

  before(async () => {
    stripeApi = await fakeStripeApi()
    ;({ bus, service, stop } = await startOn({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: stripeApi.url }))
  })
  after(async () => {
    await stop?.()
    await stripeApi?.close()
  })

  it('records a succeeded PaymentIntent once, however often Stripe sends it; a wrong signature is refused', async () => {
    assert.equal(service.processor.mode, 'stripe')
    const product = await service.repos.products.systemRepo(businessId).create({ title: 'Stripe consult', cost: { amount: 4000, currency: 'USD' } })
    const intentId = `pi_${newObjectId()}`
    const body = JSON.stringify({
      id: `evt_${newObjectId()}`, object: 'event', type: 'payment_intent.succeeded', api_version: '2025-01-27', created: Math.floor(Date.now() / 1000),
      data: { object: { id: intentId, object: 'payment_intent', amount: 4000, currency: 'usd', metadata: { businessId, enduserId: patientId, productIds: product.id, creditIds: '', source: 'Checkout' } } },
    }, null, 2)
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret })
    assert.deepEqual(await callRoute(bus, webhook, { body, signature }, { requestId: 'stripe' }), { received: true })
    assert.deepEqual(await callRoute(bus, webhook, { body, signature }, { requestId: 'stripe' }), { received: true, duplicate: true })
    const recorded = await service.repos.purchases.systemRepo(businessId).findRows({ externalId: intentId }, { fields: ['id', 'processor', 'enduserId'] })
    assert.deepEqual(recorded.map((r) => [r.processor, r.enduserId]), [['Stripe', patientId]])

    const forged = stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_someone_else' })
    const refused = await refusal(callRoute(bus, webhook, { body, signature: forged }, { requestId: 'stripe' }))
    assert.deepEqual([refused.status, refused.message], [400, BillingMessages.webhookSignature])
    const tampered = await refusal(callRoute(bus, webhook, { body: body.replace('4000', '1'), signature }, { requestId: 'stripe' }))
    assert.equal(tampered.status, 400)
  })

  it("a refund staff issue on a card purchase reaches Stripe: only what Stripe has not refunded yet, once per amount, on the payment's PaymentIntent", async () => {
    const intentId = `pi_${newObjectId()}`
    const purchase = await service.repos.purchases.systemRepo(businessId).create({ enduserId: patientId, title: 'Card consult', cost: { amount: 4000, currency: 'USD' }, processor: 'Stripe', externalId: intentId })
    const refunds = () => stripeApi.refunds.filter((r) => r.paymentIntent === intentId)
    await callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 1500 } }, as(admin))
    await eventually('the first refund at Stripe', async () => refunds().length === 1)
    await callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 4000 } }, as(admin))
    await eventually('the second refund at Stripe', async () => refunds().length === 2)
    assert.deepEqual(refunds().map((r) => [r.amount, r.idempotencyKey]), [[1500, `refund-${purchase.id}-1500`], [2500, `refund-${purchase.id}-4000`]])
    assert.equal(refunds()[0]!.purchaseId, purchase.id)

    // a purchase the test processor took charged no card: nothing goes to Stripe
    const offline = await service.repos.purchases.systemRepo(businessId).create({ enduserId: patientId, title: 'Test consult', cost: { amount: 900, currency: 'USD' }, processor: 'Test', externalId: `test_${newObjectId()}` })
    await callRoute(bus, updatePurchase, { id: offline.id, updates: { refundedAmount: 900 } }, as(admin))
    const marker = await service.repos.purchases.systemRepo(businessId).create({ enduserId: patientId, title: 'After', cost: { amount: 100, currency: 'USD' }, processor: 'Stripe', externalId: `pi_${newObjectId()}` })
    await callRoute(bus, updatePurchase, { id: marker.id, updates: { refundedAmount: 100 } }, as(admin))
    // the reaction handles events in order: once the later refund arrived, the earlier one was seen
    await eventually('the later refund at Stripe', async () => stripeApi.refunds.some((r) => r.purchaseId === marker.id))
    assert.equal(stripeApi.refunds.some((r) => r.purchaseId === offline.id), false)
  })

  it('a cancelled paid appointment paid by card is refunded at Stripe once, however often its cancel and delete arrive', async () => {
    const intentId = `pi_${newObjectId()}`
    const calendarEventId = newObjectId()
    const purchases = service.repos.purchases.systemRepo(businessId)
    const purchase = await purchases.create({ enduserId: patientId, title: 'Booked consult', cost: { amount: 6000, currency: 'USD' }, processor: 'Stripe', externalId: intentId, source: 'Booking' })
    await purchases.update(purchase.id, { references: [{ type: 'calendar_events', id: calendarEventId }] })
    // staff refunded part of it first: the cancel refunds what is left
    await callRoute(bus, updatePurchase, { id: purchase.id, updates: { refundedAmount: 1000 } }, as(admin))
    await eventually('the staff refund at Stripe', async () => stripeApi.refunds.filter((r) => r.paymentIntent === intentId).length === 1)
    const cancelled = { cancelledAt: new Date().toISOString() }
    await calendarEventChanged(bus, 'updated', { id: calendarEventId }, cancelled)
    await calendarEventChanged(bus, 'updated', { id: calendarEventId }, cancelled)
    await calendarEventChanged(bus, 'deleted', { id: calendarEventId, startTimeInMS: Date.now() + HOUR })
    await eventually('the cancelled appointment refunded', async () => (await purchases.get(purchase.id))?.refundedAmount === 6000)
    const marker = await purchases.create({ enduserId: patientId, title: 'Marker', cost: { amount: 100, currency: 'USD' }, processor: 'Stripe', externalId: `pi_${newObjectId()}` })
    await callRoute(bus, updatePurchase, { id: marker.id, updates: { refundedAmount: 100 } }, as(admin))
    await eventually('the later refund at Stripe', async () => stripeApi.refunds.some((r) => r.purchaseId === marker.id))
    assert.deepEqual(stripeApi.refunds.filter((r) => r.paymentIntent === intentId).map((r) => r.amount), [1000, 5000])
  })

  it('one PaymentIntent for two products refunds each purchase its own amount; the card never gets more than it was charged (a credit paid the rest)', async () => {
    const purchases = service.repos.purchases.systemRepo(businessId)
    const refundsOf = (pi: string) => stripeApi.refunds.filter((r) => r.paymentIntent === pi).map((r) => [r.purchaseId, r.amount])
    // a checkout of two products: two purchases, one PaymentIntent
    const both = `pi_${newObjectId()}`
    const first = await purchases.create({ enduserId: patientId, title: 'Consult', cost: { amount: 3000, currency: 'USD' }, processor: 'Stripe', externalId: both })
    const second = await purchases.create({ enduserId: patientId, title: 'Lab panel', cost: { amount: 2000, currency: 'USD' }, processor: 'Stripe', externalId: both })
    await callRoute(bus, updatePurchase, { id: first.id, updates: { refundedAmount: 3000 } }, as(admin))
    await callRoute(bus, updatePurchase, { id: second.id, updates: { refundedAmount: 2000 } }, as(admin))
    await eventually('both refunds at Stripe', async () => refundsOf(both).length === 2)
    assert.deepEqual(refundsOf(both), [[first.id, 3000], [second.id, 2000]])

    // $75.00 with a $10.00 credit: the card was charged $65.00, so a full refund gives the card $65.00
    const credited = `pi_${newObjectId()}`
    stripeApi.charged.set(credited, 6500)
    const visit = await purchases.create({ enduserId: patientId, title: 'Nutrition consult', cost: { amount: 7500, currency: 'USD' }, processor: 'Stripe', externalId: credited })
    await callRoute(bus, updatePurchase, { id: visit.id, updates: { refundedAmount: 7500 } }, as(admin))
    await eventually('the capped refund at Stripe', async () => refundsOf(credited).length === 1)
    assert.deepEqual(refundsOf(credited), [[visit.id, 6500]])
    const marker = await purchases.create({ enduserId: patientId, title: 'Marker 2', cost: { amount: 100, currency: 'USD' }, processor: 'Stripe', externalId: `pi_${newObjectId()}` })
    await callRoute(bus, updatePurchase, { id: marker.id, updates: { refundedAmount: 100 } }, as(admin))
    await eventually('the later refund at Stripe', async () => stripeApi.refunds.some((r) => r.purchaseId === marker.id))
    assert.deepEqual(refundsOf(credited), [[visit.id, 6500]], 'nothing more once the charge is refunded')
  })
})

describe('billing: Stripe Connect and a checkout on the connected account', () => {
  let bus: Bus
  let service: BillingService
  let stop: () => Promise<void>
  let stripeApi: FakeStripeApi
  const shop = newObjectId()
  const owner: Session = { ...admin, id: newObjectId(), businessId: shop, organizationIds: [shop] }
  const buyer: Session = { ...patient, id: newObjectId(), businessId: shop, organizationIds: [shop] }

  before(async () => {
    stripeApi = await fakeStripeApi()
    ;({ bus, service, stop } = await startOn({ NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline', STRIPE_API_URL: stripeApi.url }))
  })
  after(async () => {
    await stop?.()
    await stripeApi?.close()
  })

  it('connect-stripe (admins): an Express account in the country asked, its onboarding link; then checkouts are PaymentIntents on that account with the metadata the webhook records', async () => {
    const connectStripe = routeNamed(billingRoutes, 'integrations.connect-stripe')
    const notAdmin = await refusal(callRoute(bus, connectStripe, { countryCode: 'US' }, as({ ...owner, id: newObjectId(), isAdmin: false, roles: [] })))
    assert.equal(notAdmin.status, 403)
    const connected = await callRoute(bus, connectStripe, { countryCode: 'GB' }, as(owner))
    const [account] = stripeApi.created.filter((c) => c.path === '/v1/accounts')
    assert.deepEqual([account!.form.get('type'), account!.form.get('country'), account!.form.get('metadata[businessId]')], ['express', 'GB', shop])
    assert.match(connected.accountId, /^acct_/)
    assert.equal(connected.accountLinkUrl, `https://connect.stripe.example/setup/${connected.accountId}/2`)

    const product = await service.repos.products.systemRepo(shop).create({ title: 'Card consult', cost: { amount: 4000, currency: 'USD' } })
    const details = await callRoute(bus, prepare, { productIds: [product.id] }, as(buyer))
    assert.deepEqual(
      [details.publishableKey, details.stripeAccount, details.amount, details.isCheckout, details.testMode, details.clientSecret.endsWith('_secret_fake')],
      ['pk_test_offline', connected.accountId, 4000, true, undefined, true],
    )
    const intent = stripeApi.created.find((c) => c.path === '/v1/payment_intents')!
    assert.equal(intent.account, connected.accountId, 'made on the connected account')
    assert.deepEqual(
      ['amount', 'currency', 'metadata[businessId]', 'metadata[enduserId]', 'metadata[productIds]', 'metadata[source]'].map((k) => intent.form.get(k)),
      ['4000', 'usd', shop, buyer.id, product.id, 'Checkout'],
    )
    // the patient's customer is made once per account; a card setup is a SetupIntent for the same customer
    const setup = await callRoute(bus, preparePayment, {}, as(buyer))
    assert.equal(setup.isCheckout, false)
    assert.equal(setup.customerId, details.customerId)
    assert.equal(stripeApi.created.filter((c) => c.path === '/v1/customers').length, 1)
    assert.equal(stripeApi.created.filter((c) => c.path === '/v1/setup_intents').length, 1)

    // an account the business already has is linked without making another
    const given = await callRoute(bus, connectStripe, { accountId: 'acct_given', countryCode: 'US' }, as(owner))
    assert.deepEqual([given.accountId, stripeApi.created.filter((c) => c.path === '/v1/accounts').length], ['acct_given', 1])
    assert.equal((await callRoute(bus, prepare, { productIds: [product.id] }, as(buyer))).stripeAccount, 'acct_given')
  })

  it("Stripe's refusals are answers, never a 500: an amount under Stripe's minimum is a 400 in Stripe's words naming the field; Stripe failing is a 502", async () => {
    const cheap = await service.repos.products.systemRepo(shop).create({ title: 'Sticker', cost: { amount: 30, currency: 'USD' } })
    const small = await refusal(callRoute(bus, prepare, { productIds: [cheap.id] }, as(buyer)))
    assert.deepEqual([small.status, small.message, small.validation], [400, 'Amount must be at least $0.50 usd', [{ field: 'amount', message: 'Amount must be at least $0.50 usd' }]])
    const failing = await refusal(callRoute(bus, routeNamed(billingRoutes, 'integrations.connect-stripe'), { accountId: 'acct_broken', countryCode: 'US' }, as(owner)))
    assert.equal(failing.status, 502)
    assert.match(failing.message, /^Stripe could not complete the request: /)
  })
})

describe('billing: production without Stripe keys', () => {
  let bus: Bus
  let stop: () => Promise<void>
  before(async () => ({ bus, stop } = await startOn({ NODE_ENV: 'production' })))
  after(async () => stop?.())

  it("answers 503 'Card payments are not configured for this business', never a fake success", async () => {
    const answer = await refusal(callRoute(bus, prepare, { productIds: [newObjectId()] }, as(patient)))
    assert.deepEqual([answer.status, answer.message], [503, BillingMessages.cardPaymentsNotConfigured])
    const connect = await refusal(callRoute(bus, routeNamed(billingRoutes, 'integrations.connect-stripe'), { countryCode: 'US' }, as(admin)))
    assert.deepEqual([connect.status, connect.message], [503, BillingMessages.stripeNotConfigured])
  })
})
