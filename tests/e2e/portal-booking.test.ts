// Appointment booking (spec 2 §2.16, §4, §5, §7; issue #20) in a real browser on the scheduling
// service: the care team sets up a location in New York, an appointment type, a booking page with a
// term, and weekly hours 9:00–17:00 for its admin (every day) over the API. An anonymous visitor opens
// the public link, picks a day with times, a time (two per row), fills the intake, ticks the term,
// confirms and reads 'Appointment Confirmed' — and the event exists over the API with the visitor as
// attendee. Jordan, signed in, opens the page from the 'Appointments' list (no intake), books, then
// reschedules that event through the public link with rescheduledCalendarEventId (times from tomorrow
// on): the old event is stamped rescheduled and the new one exists. Invalid links, an unknown access
// token ('This link has expired') and a valid one. A paid appointment type: the price, the test
// processor's card on the Payment step (a declined card, then a good one), the purchase naming the
// booked event, and its receipt in Settings → Purchases. axe finds nothing serious at each
// step; at 360 px the flow fits, 320 px wide at most. A clinic of its own (its booking records are
// asserted by title).
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import type { Page } from 'playwright-core'
import { TZDate } from '@date-fns/tz'
import { addDays, startOfDay } from 'date-fns'
import { e2eSkipReason, newPage, PORTAL_FRONTENDS, screenshotBoth, signedInPortalPage, startE2E, uniqueEmail, type E2E } from './support/index.ts'
import { expectNoSeriousAxeViolations, settled } from './support/axe.ts'
import { api, type Principal } from '../support/http.ts'

const NARROW = { width: 360, height: 740 }
const ZONE = 'America/New_York'

interface EventRecord {
  id: string
  startTimeInMS: number
  bookingPageId?: string
  attendees?: { type: string; id: string }[]
  rescheduledAt?: string
  cancelledAt?: string
}

describe('portal booking', { skip: e2eSkipReason() }, () => {
  let e2e: E2E
  let admin: Principal
  let businessId: string
  let pageId: string
  let paidPageId: string
  let locationId: string

  const call = async <T>(as: Principal, method: string, path: string, payload?: Record<string, unknown>) => {
    const res = await api<T>(e2e.url, as, method, path, payload)
    assert.ok(res.status < 300, `${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
  const publicLink = (extra = '') => `${e2e.url}/appointment-booking-page?businessId=${businessId}&appointmentBookingPageId=${pageId}&org=${e2e.demo.subdomain}${extra}`
  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor()
  const axe = async (page: Page, where: string) => {
    await settled(page)
    await expectNoSeriousAxeViolations(page, where)
  }
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

  /** the first day of the calendar with times (the next month's when this one has none left); its first time picked */
  async function pickFirstTime(page: Page): Promise<string> {
    await heading(page, 'Pick a date and time for your visit')
    const withTimes = page.getByRole('button', { name: /, times available$/ })
    // the times of the first 30 days arrive: a marked day in this month, else in the next
    await page.getByText('Loading...').waitFor({ state: 'hidden' })
    if ((await withTimes.count()) === 0) {
      await page.getByRole('button', { name: 'Next month' }).click()
      await page.getByText('Loading...').waitFor({ state: 'hidden' })
    }
    await withTimes.first().click()
    const times = page.getByRole('list', { name: /^Available times on/ }).getByRole('button')
    await times.first().waitFor()
    const label = (await times.first().textContent()) ?? ''
    await times.first().click()
    assert.equal(await times.first().getAttribute('aria-pressed'), 'true')
    return label
  }

  before(async () => {
    e2e = await startE2E({ frontends: [...PORTAL_FRONTENDS, 'portal-booking'], ownClinic: true })
    const login = await call<{ authToken: string; user: { id: string; businessId: string } }>({}, 'POST', '/users/login', { email: e2e.demo.adminEmail, password: e2e.demo.adminPassword })
    admin = { authorization: `Bearer ${login.authToken}` }
    businessId = login.user.businessId
    const location = await call<{ id: string }>(admin, 'POST', '/appointment-location', { title: 'Booking e2e clinic', address: '1 Main St', timezone: ZONE })
    locationId = location.id
    const template = await call<{ id: string }>(admin, 'POST', '/calendar-event-template', { title: 'First visit', durationInMinutes: 30, enableSelfScheduling: true })
    const page = await call<{ id: string }>(admin, 'POST', '/appointment-booking-page', {
      title: 'Book a first visit', calendarEventTemplateIds: [template.id], locationIds: [locationId],
      terms: [{ title: 'Terms of Service', link: 'https://example.com/terms' }],
    })
    pageId = page.id
    const fee = await call<{ id: string }>(admin, 'POST', '/product', { title: 'Dietitian consult fee', cost: { amount: 2500, currency: 'USD' } })
    const paid = await call<{ id: string }>(admin, 'POST', '/calendar-event-template', { title: 'Dietitian consult', durationInMinutes: 30, enableSelfScheduling: true, productIds: [fee.id] })
    paidPageId = (await call<{ id: string }>(admin, 'POST', '/appointment-booking-page', {
      title: 'Book a nutrition consult', calendarEventTemplateIds: [paid.id], locationIds: [locationId],
      terms: [{ title: 'Terms of Service', link: 'https://example.com/terms' }],
    })).id
    for (let day = 0; day < 7; day++) {
      await call(admin, 'POST', '/availability-block', { entity: 'user', entityId: login.user.id, index: day, dayOfWeekStartingSundayIndexedByZero: day, startTimeInMinutes: 9 * 60, endTimeInMinutes: 17 * 60 })
    }
  })
  after(() => e2e?.close())

  test('an anonymous visitor books through the public link: date, time, intake, terms, confirmation; the event exists over the API', async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await page.goto(publicLink())
    await heading(page, 'Pick a date and time for your visit')
    await page.getByText(`Times are shown in the ${ZONE} time zone`).waitFor()
    const time = await pickFirstTime(page)
    // two times per row
    const boxes = await Promise.all([0, 1, 2].map((i) => page.getByRole('list', { name: /^Available times on/ }).getByRole('button').nth(i).boundingBox()))
    assert.ok(boxes[0] && boxes[1] && boxes[2])
    assert.equal(Math.round(boxes[0].y), Math.round(boxes[1].y), 'the first two times share a row')
    assert.ok(boxes[2].y > boxes[0].y, 'the third time starts the next row')
    const flow = await page.getByRole('main').boundingBox()
    assert.ok(flow && flow.width <= 320, `the flow is ${flow?.width} px wide`)
    await axe(page, 'booking calendar')
    await screenshotBoth(page, 'portal-booking-calendar', (p) => p.getByRole('heading', { level: 1, name: 'Pick a date and time for your visit' }).waitFor())
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    await heading(page, 'Enter your contact information')
    const email = uniqueEmail('visitor')
    await page.getByLabel(/^First name/).fill('Vera')
    await page.getByLabel(/^Last name/).fill('Stone')
    await page.getByLabel(/^Email/).fill(email)
    await axe(page, 'booking intake')
    await page.getByRole('button', { name: 'Next', exact: true }).click()

    await heading(page, 'Confirm your appointment')
    await page.getByText(new RegExp(time.replace(/\s/g, '\\s'))).waitFor()
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true })
    assert.equal(await confirm.isDisabled(), true, 'Confirm waits for the term')
    await page.getByRole('checkbox', { name: 'I agree to Terms of Service' }).check()
    await axe(page, 'booking confirmation')
    await confirm.click()
    await heading(page, 'Appointment Confirmed')
    await page.getByText('Check your email for next steps').waitFor()
    await axe(page, 'booking thank you')

    const [visitor] = await call<{ id: string }[]>(admin, 'GET', '/endusers', { filter: { email } })
    assert.ok(visitor, 'the intake made the visitor a patient')
    const events = await call<EventRecord[]>(admin, 'GET', '/calendar-events', { filter: { bookingPageId: pageId } })
    const booked = events.find((e) => e.attendees?.some((a) => a.id === visitor.id))
    assert.ok(booked, `an event of the page with the visitor: ${JSON.stringify(events)}`)
    // the visitor's session never became the portal's sign-in
    assert.equal(await page.evaluate(() => localStorage.getItem('care.enduser.authToken')), null)
    assert.deepEqual(errors, [])
    await context.close()
  })

  test("a link without businessId or appointmentBookingPageId is invalid; an unknown access token has expired; a valid one opens the page", async () => {
    const { page, context, errors } = await newPage(e2e.browser)
    await page.goto(`${e2e.url}/appointment-booking-page?appointmentBookingPageId=${pageId}&org=${e2e.demo.subdomain}`)
    await page.getByText('This link is invalid (no businessId provided)').waitFor()
    await page.goto(`${e2e.url}/appointment-booking-page?businessId=${businessId}&org=${e2e.demo.subdomain}`)
    await page.getByText('This link is invalid (no appointmentBookingPageId provided)').waitFor()
    await axe(page, 'invalid booking link')
    await page.goto(publicLink('&bookingToken=not-a-token'))
    await page.getByText('This link has expired').waitFor()
    const { token } = await call<{ token: string }>(admin, 'POST', '/appointment-booking-pages/generate-access-token', { expiresAt: new Date(Date.now() + 3_600_000).toISOString(), bookingPageId: pageId })
    await page.goto(publicLink(`&bookingToken=${encodeURIComponent(token)}`))
    await heading(page, 'Pick a date and time for your visit')
    assert.deepEqual(errors, [])
    await context.close()
  })

  test('Jordan books a paid appointment type: the price on confirmation, the test card on the Payment step, then booked; the purchase names the event and has its receipt in Settings', async () => {
    const jordan = await signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { at: `/book-an-appointment?org=${e2e.demo.subdomain}` })
    const { page } = jordan
    await heading(page, 'Appointments')
    await page.getByRole('list', { name: 'Appointments' }).getByRole('link', { name: 'Book a nutrition consult' }).click()
    await pickFirstTime(page)
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await heading(page, 'Confirm your appointment')
    await page.getByText('$25.00').first().waitFor()
    await page.getByRole('checkbox', { name: 'I agree to Terms of Service' }).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()

    await heading(page, 'Payment')
    const card = page.getByLabel(/^Card number/)
    await card.waitFor()
    // the patient's unused credits (the demo seeds Jordan $10.00) lower what the card is charged
    const [me] = await call<{ id: string }[]>(admin, 'GET', '/endusers', { filter: { email: e2e.demo.patientEmail } })
    const credits = await call<{ usedAt?: string; value: { info: { amount: number } } }[]>(admin, 'GET', '/purchase-credits', { filter: { enduserId: me.id } })
    const charged = Math.max(0, 2500 - credits.filter((c) => !c.usedAt).reduce((sum, c) => sum + c.value.info.amount, 0))
    const pay = page.getByRole('button', { name: `Pay $${(charged / 100).toFixed(2)} and confirm` })
    await pay.waitFor()
    await axe(page, 'booking payment')
    await screenshotBoth(page, 'portal-booking-payment', (p) => p.getByLabel(/^Card number/).waitFor())
    await card.fill('4000 0000 0000 0002')
    await pay.click()
    await page.getByText('Your card was declined').waitFor()
    await card.fill('4242 4242 4242 4242')
    await pay.click()
    await heading(page, 'Appointment Confirmed')
    await page.getByText('Test payment — no card was charged').waitFor()
    await axe(page, 'paid booking thank you')

    const [event] = (await call<EventRecord[]>(admin, 'GET', '/calendar-events', { filter: { bookingPageId: paidPageId } })).filter((e) => e.attendees?.some((a) => a.id === me.id))
    assert.ok(event, 'the paid appointment is booked')
    const purchases = await call<{ title: string; source?: string; references?: { type: string; id: string }[] }[]>(admin, 'GET', '/purchases', { filter: { enduserId: me.id, source: 'Booking' } })
    assert.deepEqual(purchases.map((p) => [p.title, p.references]), [['Dietitian consult fee', [{ type: 'calendar_events', id: event.id }]]])

    // Settings → Purchases: the payment with its receipt, which says it was a test payment
    await page.goto(`${e2e.url}/settings?org=${e2e.demo.subdomain}`)
    const list = page.getByRole('list', { name: 'Purchases' })
    await list.getByText(/^Dietitian consult fee · \$25\.00$/).waitFor()
    await list.getByRole('button', { name: 'Receipt: Dietitian consult fee' }).click()
    const receipt = page.getByRole('dialog', { name: 'Receipt for Dietitian consult fee' })
    await receipt.getByText('Test payment — no card was charged').first().waitFor()
    const [paid] = await call<{ id: string }[]>(admin, 'GET', '/purchases', { filter: { enduserId: me.id, source: 'Booking' } })
    await receipt.getByText(paid!.id).waitFor()
    await axe(page, 'settings purchase receipt')
    await receipt.getByRole('button', { name: 'Close' }).click()
    await receipt.waitFor({ state: 'hidden' })
    await jordan.close()
  })

  test('Jordan books from the Appointments list without intake, then reschedules the event from tomorrow on; at 360 px it fits', async () => {
    const jordan = await signedInPortalPage(e2e, e2e.demo.patientEmail, e2e.demo.patientPassword, { at: `/book-an-appointment?org=${e2e.demo.subdomain}`, viewport: NARROW })
    const { page } = jordan
    await heading(page, 'Appointments')
    await axe(page, 'appointments list')
    await page.getByRole('list', { name: 'Appointments' }).getByRole('link', { name: 'Book a first visit' }).click()
    await pickFirstTime(page)
    assert.ok((await overflow(page)) <= 0, 'the calendar fits 360 px')
    await axe(page, 'booking calendar at 360 px')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    // signed in: no intake
    await heading(page, 'Confirm your appointment')
    await page.getByRole('checkbox', { name: 'I agree to Terms of Service' }).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await heading(page, 'Appointment Confirmed')

    const [me] = await call<{ id: string }[]>(admin, 'GET', '/endusers', { filter: { email: e2e.demo.patientEmail } })
    const mine = () => call<EventRecord[]>(admin, 'GET', '/calendar-events', { filter: { bookingPageId: pageId } }).then((all) => all.filter((e) => e.attendees?.some((a) => a.id === me.id)))
    const [first] = await mine()
    assert.ok(first, 'Jordan’s event exists')

    // reschedule through the public link, signed in
    await page.goto(publicLink(`&rescheduledCalendarEventId=${first.id}`))
    await heading(page, 'Pick a date and time for your visit')
    await page.getByText(/^You are rescheduling an appointment/).waitFor()
    await pickFirstTime(page)
    await axe(page, 'rescheduling calendar at 360 px')
    await page.getByRole('button', { name: 'Next', exact: true }).click()
    await heading(page, 'Confirm your appointment')
    await page.getByRole('checkbox', { name: 'I agree to Terms of Service' }).check()
    await page.getByRole('button', { name: 'Confirm', exact: true }).click()
    await heading(page, 'Appointment Confirmed')
    assert.ok((await overflow(page)) <= 0)

    const after = await mine()
    const old = after.find((e) => e.id === first.id)
    const replacement = after.find((e) => e.id !== first.id && !e.rescheduledAt && !e.cancelledAt)
    assert.ok(old?.rescheduledAt, 'the old event is stamped rescheduled')
    assert.ok(replacement, 'the new event exists')
    const tomorrow = startOfDay(addDays(new TZDate(Date.now(), ZONE), 1)).getTime()
    assert.ok(replacement.startTimeInMS >= tomorrow, 'rescheduling starts from tomorrow')
    await jordan.close()
  })
})
