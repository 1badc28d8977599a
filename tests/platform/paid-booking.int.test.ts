// A paid appointment type across scheduling and billing (spec 2 §2.16, §4): the public page lists the
// type's products; booking it unpaid is refused (402); the Payment step (stripe-details, the test
// processor's card) records a Booking purchase, which the booking then claims for its event — one
// payment books one appointment, also when two bookings race for it; a booking whose time was taken
// meanwhile releases the payment it claimed.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { BillingMessages } from '@care/contracts/collections/products'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { api, type Principal } from '../support/http.ts'

type Rec = Record<string, unknown> & { id: string }
type Slot = { userId: string; startTimeInMS: number }
const DAY = 86_400_000
const GOOD_CARD = '4242 4242 4242 4242'

describe('paid booking: scheduling and billing', () => {
  let platform: TestPlatform
  let admin: Principal
  let patient: Principal
  let businessId: string
  let userId: string
  let template: Rec
  let page: Rec
  let product: Rec

  const call = async <T = Rec>(who: Principal, method: string, path: string, payload?: Record<string, unknown>, status = 200) => {
    const res = await api<T>(platform.url, who, method, path, payload)
    assert.equal(res.status, status, `${method} ${path}: ${JSON.stringify(res.body)}`)
    return res.body
  }
  const slots = async () => (await call<{ availabilityBlocks: Slot[] }>(patient, 'GET', '/calendar-availability', {
    calendarEventTemplateId: template.id, userId, from: new Date(Date.now() + DAY).toISOString(), to: new Date(Date.now() + 8 * DAY).toISOString(),
  })).availabilityBlocks
  const book = (slot: Slot, who = patient) => api<{ createdEvent: Rec; message?: string }>(platform.url, who, 'POST', '/book-appointment', {
    calendarEventTemplateId: template.id, userId: slot.userId, startTime: slot.startTimeInMS, bookingPageId: page.id,
  })
  /** the Payment step: card details of the type's products, confirmed with the test processor's good card */
  const pay = async (who = patient) => {
    const { stripe } = await call<{ stripe: { clientSecret: string; amount: number; isCheckout: boolean; testMode: boolean } }>(who, 'GET', '/scheduling/stripe-details', { calendarEventTemplateId: template.id })
    assert.deepEqual([stripe.amount, stripe.isCheckout, stripe.testMode], [2500, true, true])
    const { purchases } = await call<{ purchases: Rec[] }>(who, 'POST', '/products/confirm-test-payment', { clientSecret: stripe.clientSecret, cardNumber: GOOD_CARD })
    assert.equal(purchases.length, 1)
    return purchases[0]!
  }
  const referencesOf = async (purchaseId: string) => (await call(admin, 'GET', `/purchase/${purchaseId}`)).references as { type: string; id: string }[] | undefined

  before(async () => {
    platform = await startTestPlatform()
    const staff = await registerStaff(platform.url)
    admin = { authorization: `Bearer ${staff.authToken}` }
    businessId = staff.user.businessId as string
    userId = staff.user.id as string
    const everyDay = Array.from({ length: 7 }, (_, day) => ({ dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 }))
    await call(admin, 'PATCH', `/user/${userId}`, { updates: { weeklyAvailabilities: everyDay, timezone: 'America/Chicago' } })
    product = await call(admin, 'POST', '/product', { title: 'Consultation fee', description: 'Paid when booking', cost: { amount: 2500, currency: 'USD' } })
    template = await call(admin, 'POST', '/calendar-event-template', { title: 'Paid consultation', durationInMinutes: 30, productIds: [product.id], enableSelfScheduling: true })
    const location = await call(admin, 'POST', '/appointment-location', { title: 'Paid clinic', timezone: 'America/Chicago' })
    page = await call(admin, 'POST', '/appointment-booking-page', { title: 'Paid visits', calendarEventTemplateIds: [template.id], locationIds: [location.id] })
    const enduser = await call(admin, 'POST', '/enduser', { fname: 'Paying', lname: 'Patient', email: `paying-${Date.now()}@example.com` })
    const { authToken } = await call<{ authToken: string }>(admin, 'GET', '/generate-enduser-auth-token', { id: enduser.id })
    patient = { authorization: `Bearer ${authToken}` }
  })
  after(async () => platform?.close())

  test("the public page lists the type's products from billing", async () => {
    const details = await call<{ products: Rec[] }>({}, 'GET', '/details-for-appointment-booking-page', { businessId, appointmentBookingPageId: page.id })
    assert.deepEqual(details.products, [{ id: product.id, title: 'Consultation fee', description: 'Paid when booking', cost: { amount: 2500, currency: 'USD' } }])
  })

  test('unpaid: 402 and nothing booked; paid: booked, the purchase names the event, and it books nothing more', async () => {
    const [first, second] = await slots()
    const unpaid = await book(first!)
    assert.equal(unpaid.status, 402)
    assert.equal(unpaid.body.message, BillingMessages.bookingPaymentRequired)
    assert.ok((await slots()).some((s) => s.startTimeInMS === first!.startTimeInMS), 'the slot is still free')

    const purchase = await pay()
    assert.equal(purchase.source, 'Booking')
    const booked = await book(first!)
    assert.equal(booked.status, 200, JSON.stringify(booked.body))
    assert.deepEqual(await referencesOf(purchase.id), [{ type: 'calendar_events', id: booked.body.createdEvent.id }])
    const again = await book(second!)
    assert.equal(again.status, 402, 'one payment books one appointment')
  })

  test('two bookings racing for one payment: exactly one succeeds', async () => {
    const [a, b] = (await slots()).filter((s, i, all) => i === 0 || s.startTimeInMS >= all[0]!.startTimeInMS + 3_600_000)
    await pay()
    const replies = await Promise.all([book(a!), book(b!)])
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 402])
  })

  test('paid bookings racing for one time: one is booked, every other payment is released for the next booking', async () => {
    // four paying patients book the same time at once: the losers that passed the slot check claimed
    // their payment before the write refused them (409), and must have released it
    const patients = await Promise.all(Array.from({ length: 4 }, async (_, i) => {
      const enduser = await call(admin, 'POST', '/enduser', { fname: 'Racing', lname: `Patient ${i}` })
      const { authToken } = await call<{ authToken: string }>(admin, 'GET', '/generate-enduser-auth-token', { id: enduser.id })
      return { authorization: `Bearer ${authToken}` } as Principal
    }))
    const purchases = await Promise.all(patients.map((p) => pay(p)))
    const [slot] = await slots()
    const replies = await Promise.all(patients.map((p) => book(slot!, p)))
    assert.deepEqual(replies.map((r) => r.status).sort(), [200, 409, 409, 409], JSON.stringify(replies.map((r) => r.body)))
    const winner = replies.findIndex((r) => r.status === 200)
    for (const [i, purchase] of purchases.entries()) {
      const refs = await referencesOf(purchase.id) ?? []
      assert.deepEqual(refs, i === winner ? [{ type: 'calendar_events', id: replies[i]!.body.createdEvent.id }] : [], `patient ${i}`)
    }
    const loser = replies.findIndex((r) => r.status !== 200)
    const [next] = await slots()
    const booked = await book(next!, patients[loser]!)
    assert.equal(booked.status, 200, JSON.stringify(booked.body))
  })
})
