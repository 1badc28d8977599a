// The booking flow (spec 2 §2.16, §4, §5, §7, §8) on the fake /v1, with a fixed clock: Thursday 5 March
// 2026, 10:00 in New York (the location's zone).
import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { useState, useSyncExternalStore } from 'react'
import { CareProvider } from '@care/sdk/react'
import { subscribeToUrl } from '@care/remote/url'
import { BookingPages } from './booking-pages.tsx'
import { BUSINESS, LOCATION, OTHER_TEMPLATE, PAGE, PATIENT, TEMPLATE, bookingPage, fakeBookingApi, template, type Seed } from './testing/fake-api.ts'
import type { Slot } from './flow/calendar.ts'

const NOW = Date.parse('2026-03-05T15:00:00Z')
const at = (iso: string, userId = '1'.repeat(24)): Slot => ({ startTimeInMS: Date.parse(iso), durationInMinutes: 30, userId })
// Friday 6 March, 9:00 to 13:30 in New York (EST): ten times; Tuesday 10 March (EDT) one
const FRIDAY = Array.from({ length: 10 }, (_, i) => at(new Date(Date.parse('2026-03-06T14:00:00Z') + i * 30 * 60_000).toISOString()))
const SLOTS = [...FRIDAY, at('2026-03-10T13:00:00Z'), at('2026-04-02T13:00:00Z')]
const PUBLIC_URL = `/appointment-booking-page?businessId=${BUSINESS}&appointmentBookingPageId=${PAGE}`

function Harness({ api }: { api: ReturnType<typeof fakeBookingApi> & { redirects: string[] } }) {
  const [, setTick] = useState(0)
  const pathname = useSyncExternalStore(subscribeToUrl, () => window.location.pathname)
  const search = useSyncExternalStore(subscribeToUrl, () => window.location.search)
  return (
    <BookingPages
      pathname={pathname}
      search={search}
      now={() => NOW}
      createPublicClient={api.createPublicClient}
      redirect={(u) => api.redirects.push(u)}
      navigate={(to) => {
        window.history.pushState(null, '', to)
        window.dispatchEvent(new window.PopStateEvent('popstate'))
        setTick((t) => t + 1)
      }}
    />
  )
}

function setup(seed: Seed, url = PUBLIC_URL, signedIn?: Record<string, unknown>) {
  window.history.replaceState(null, '', url)
  const api = Object.assign(fakeBookingApi({ slots: SLOTS, ...seed }), { redirects: [] as string[] })
  const client = signedIn ? api.v1.client({ id: PATIENT, businessId: BUSINESS, fname: 'Pat', lname: 'Quinn', ...signedIn }) : api.anonymous()
  render(
    <CareProvider client={client}>
      <Harness api={api} />
    </CareProvider>,
  )
  return { ...api, client }
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name })
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement
const friday = () => button('Friday, March 6, 2026, times available')
const time = (label: RegExp) => within(screen.getByRole('list', { name: /^Available times on/ })).getByRole('button', { name: label }) as HTMLButtonElement

/** Calendar → Friday → 9:30 → Next */
async function pickFridayAt930() {
  await heading('Pick a date and time for your visit')
  await waitFor(() => friday())
  fireEvent.click(friday())
  await screen.findByRole('list', { name: 'Available times on Friday, March 6' })
  fireEvent.click(time(/^9:30/))
  fireEvent.click(button('Next'))
}

async function fillIntake(values: Record<string, string> = { 'First name': 'Ann', 'Last name': 'Lee', Email: 'ann@example.com' }) {
  await heading('Enter your contact information')
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } })
  fireEvent.click(button('Next'))
}

describe('public booking page', () => {
  test("invalid links: 'This link is invalid (no businessId provided)' / '(no appointmentBookingPageId provided)'", async () => {
    const a = setup({}, `/appointment-booking-page?appointmentBookingPageId=${PAGE}`)
    await screen.findByText('This link is invalid (no businessId provided)')
    a.client.close()
    window.history.replaceState(null, '', `/appointment-booking-page?businessId=${BUSINESS}`)
    window.dispatchEvent(new window.PopStateEvent('popstate'))
    await screen.findByText('This link is invalid (no appointmentBookingPageId provided)')
    assert.equal(a.v1.requests.length, 0, 'nothing is asked for an invalid link')
  })

  test("an invalid access token: 'This link has expired'; a valid one books with it", async () => {
    const expired = setup({}, `${PUBLIC_URL}&bookingToken=old`)
    await screen.findByText('This link has expired')
    assert.deepEqual(Object.fromEntries(expired.sent('GET', '/v1/appointment-booking-pages/validate-access-token')[0].query), { token: 'old', bookingPageId: PAGE })
    assert.equal(expired.sent('GET', '/v1/details-for-appointment-booking-page').length, 0)
    expired.client.close()
  })

  test('anonymous end to end: calendar, intake, terms, confirm, thank you', async () => {
    const fields = encodeURIComponent(JSON.stringify({ campaign: 'spring' }))
    const terms = [{ title: 'Terms of Service', link: 'https://clinic.example/terms' }, { title: 'Privacy Policy', link: 'https://clinic.example/privacy' }]
    const api = setup({ page: bookingPage({ terms }) }, `${PUBLIC_URL}&fields=${fields}`)
    await heading('Pick a date and time for your visit')
    // the page is its own: an anonymous visitor's flow is the main landmark, 320 px wide at most
    screen.getByRole('main')
    // today has no times; the availability was asked from now + 1 s for 30 days, in the page's business
    await screen.findByText('No appointments are available at this date')
    const asked = Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query)
    assert.equal(asked.from, String(NOW + 1000))
    assert.equal(asked.to, String(NOW + 1000 + 2_592_000_000))
    assert.equal(asked.limit, '1000')
    assert.equal(asked.businessId, BUSINESS)
    assert.equal(asked.calendarEventTemplateId, TEMPLATE)
    assert.equal(asked.locationId, LOCATION)
    assert.equal(asked.bookingPageId, PAGE)
    screen.getByText('Times are shown in the America/New_York time zone')
    assert.equal(button('Next').disabled, true)
    assert.equal(screen.queryByRole('button', { name: 'Back' }), null, 'no back arrow on the calendar unless state-limited')

    fireEvent.click(friday())
    const list = await screen.findByRole('list', { name: 'Available times on Friday, March 6' })
    assert.equal(within(list).getAllByRole('button').length, 10)
    assert.equal(api.sent('GET', '/v1/calendar-availability').length, 1, 'a day inside the loaded window is not asked again')
    // a time is selected, and deselected by clicking it again
    fireEvent.click(time(/^9:30/))
    assert.equal(time(/^9:30/).getAttribute('aria-pressed'), 'true')
    assert.equal(button('Next').disabled, false)
    fireEvent.click(time(/^9:30/))
    assert.equal(time(/^9:30/).getAttribute('aria-pressed'), 'false')
    assert.equal(button('Next').disabled, true)
    fireEvent.click(time(/^9:30/))
    fireEvent.click(button('Next'))

    // Intake: Next disabled without an email; the messages of §5
    await heading('Enter your contact information')
    assert.equal(button('Next').disabled, true)
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example' } })
    fireEvent.blur(screen.getByLabelText(/^Email/))
    await screen.findByText('Must be a valid email')
    fireEvent.click(button('Next'))
    await screen.findByText('First name is required')
    screen.getByText('Last name is required')
    assert.equal(screen.queryByText('State is required'), null, 'the state is optional when the page is not state-limited')
    assert.equal(api.sent('POST', '/v1/session-for-public-appointment-booking').length, 0)
    // the back arrow of Intake goes to the calendar, the time still selected
    fireEvent.click(button('Back'))
    await heading('Pick a date and time for your visit')
    assert.equal(time(/^9:30/).getAttribute('aria-pressed'), 'true')
    fireEvent.click(button('Next'))

    // the server's refusal shows under the form
    await fillIntake({ 'First name': 'Ann', 'Last name': 'Lee', Email: 'taken@example.com' })
    assert.equal((await screen.findByRole('alert')).textContent, 'This email belongs to another patient of the clinic')
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } })
    fireEvent.click(button('Next'))

    // Confirmation: Confirm disabled until every term is ticked
    await heading('Confirm your appointment')
    assert.deepEqual(api.sent('POST', '/v1/session-for-public-appointment-booking').at(-1)!.body, { businessId: BUSINESS, calendarEventTemplateId: TEMPLATE, bookingPageId: PAGE, email: 'ann@example.com', fname: 'Ann', lname: 'Lee' })
    screen.getByText(/Friday, March 6, 2026.*9:30/)
    screen.getByText('30 minutes')
    screen.getByText('Main clinic, 1 Main St')
    const confirm = button('Confirm')
    assert.equal(confirm.disabled, true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to Terms of Service' }))
    assert.equal(confirm.disabled, true)
    assert.equal(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href'), 'https://clinic.example/privacy')
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to Privacy Policy' }))
    assert.equal(confirm.disabled, false)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to Privacy Policy' }))
    assert.equal(confirm.disabled, true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to Privacy Policy' }))
    // the back arrow of Confirmation goes to Intake (one step)
    fireEvent.click(button('Back'))
    await heading('Enter your contact information')
    assert.equal((screen.getByLabelText(/^Email/) as HTMLInputElement).value, 'ann@example.com')
    fireEvent.click(button('Next'))
    await heading('Confirm your appointment')
    for (const name of ['I agree to Terms of Service', 'I agree to Privacy Policy']) fireEvent.click(screen.getByRole('checkbox', { name }))
    fireEvent.click(button('Confirm'))

    await heading('Appointment Confirmed')
    screen.getByText('Check your email for next steps')
    assert.equal(screen.queryByRole('button', { name: 'Back' }), null)
    const [booked] = api.sent('POST', '/v1/book-appointment')
    assert.deepEqual(booked.body, {
      calendarEventTemplateId: TEMPLATE, userId: '1'.repeat(24), startTime: Date.parse('2026-03-06T14:30:00Z'), bookingPageId: PAGE,
      timezone: 'America/New_York', locationId: LOCATION, agreedToTerms: terms, fields: { campaign: 'spring' },
    })
    // the booking went out on the visitor's own session, never the portal's sign-in
    assert.equal(api.publicClients.length, 2, 'one session per intake sent')
    assert.equal(api.publicClients.at(-1)!.session.authToken, 'public-token-2')
    assert.equal(api.client.session.authToken, undefined)
    assert.equal(api.v1.records('calendar_events').length, 1)
  })

  test('booking is retried once without the time zone; a second refusal shows the server’s message', async () => {
    const api = setup({})
    await pickFridayAt930()
    await fillIntake()
    await heading('Confirm your appointment')
    api.v1.failNext((r) => r.path === '/v1/book-appointment', 500, { message: 'boom' })
    fireEvent.click(button('Confirm'))
    await heading('Appointment Confirmed')
    const [first, second] = api.sent('POST', '/v1/book-appointment')
    assert.equal((first.body as Record<string, unknown>).timezone, 'America/New_York')
    assert.equal('timezone' in (second.body as Record<string, unknown>), false)
  })

  test("two refusals: the server's message ('This time is no longer available'), Confirm again", async () => {
    const api = setup({})
    await pickFridayAt930()
    await fillIntake()
    await heading('Confirm your appointment')
    for (let i = 0; i < 2; i++) api.v1.failNext((r) => r.path === '/v1/book-appointment', 409, { message: 'This time is no longer available' })
    fireEvent.click(button('Confirm'))
    assert.equal((await screen.findByRole('alert')).textContent, 'This time is no longer available')
    assert.equal(api.sent('POST', '/v1/book-appointment').length, 2)
    assert.equal(button('Confirm').disabled, false)
  })

  test("several types: 'What would you like to schedule?'; a type with products goes to Payment: the test processor's card form, a declined card books nothing, 4242… pays and books with the customer", async () => {
    const api = setup({
      templates: [template(), template({ id: OTHER_TEMPLATE, title: 'Paid visit', durationInMinutes: 60, productIds: ['9'.repeat(24)] })],
      products: [{ id: '9'.repeat(24), title: 'Visit fee', cost: { amount: 4500, currency: 'USD' } }],
    })
    await heading('What would you like to schedule?')
    screen.getByText('60 minutes')
    assert.equal(api.sent('GET', '/v1/calendar-availability').length, 0)
    fireEvent.click(screen.getByRole('button', { name: /Paid visit/ }))
    await pickFridayAt930()
    assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query).calendarEventTemplateId, OTHER_TEMPLATE)
    await fillIntake()
    await heading('Confirm your appointment')
    screen.getByText('Price: $45.00')
    fireEvent.click(button('Confirm'))
    await heading('Payment')
    await screen.findByText('Test payment — no card was charged')
    screen.getByText('Total: $45.00')
    assert.equal(api.sent('GET', '/v1/scheduling/stripe-details').length, 1)
    assert.equal(Object.fromEntries(api.sent('GET', '/v1/scheduling/stripe-details')[0].query).calendarEventTemplateId, OTHER_TEMPLATE)
    assert.equal(api.sent('POST', '/v1/book-appointment').length, 0, 'nothing booked before the card is confirmed')

    fireEvent.change(screen.getByRole('textbox', { name: /Card number/ }), { target: { value: '4000 0000 0000 0002' } })
    fireEvent.click(button('Pay $45.00 and confirm'))
    assert.equal((await screen.findByRole('alert')).textContent, 'Your card was declined')
    assert.equal(api.sent('POST', '/v1/book-appointment').length, 0, 'never a pretend success')

    fireEvent.change(screen.getByRole('textbox', { name: /Card number/ }), { target: { value: '4242 4242 4242 4242' } })
    fireEvent.click(button('Pay $45.00 and confirm'))
    await heading('Appointment Confirmed')
    assert.deepEqual(api.sent('POST', '/v1/products/confirm-test-payment').at(-1)!.body, { clientSecret: 'test_secret_1', cardNumber: '4242424242424242' })
    const booked = api.sent('POST', '/v1/book-appointment')
    assert.equal(booked.length, 1)
    assert.equal((booked[0].body as Record<string, unknown>).customerId, 'test_customer_1')
    screen.getByText('Test payment — no card was charged')
  })

  test("Payment without a payment provider (503): the server's message, Pay disabled, nothing booked; Back returns to Confirmation", async () => {
    const api = setup({ templates: [template({ productIds: ['9'.repeat(24)] })], products: [{ id: '9'.repeat(24), title: 'Visit fee', cost: { amount: 2500, currency: 'USD' } }], payments: 'unconfigured' })
    await pickFridayAt930()
    await fillIntake()
    await heading('Confirm your appointment')
    fireEvent.click(button('Confirm'))
    await heading('Payment')
    assert.equal((await screen.findByRole('alert')).textContent, 'Card payments are not configured for this business')
    assert.equal(button('Pay $25.00 and confirm').disabled, true)
    assert.equal(api.sent('POST', '/v1/book-appointment').length, 0)
    fireEvent.click(button('Back'))
    await heading('Confirm your appointment')
  })

  test("state-limited: Intake first ('State is required'), then Calendar (back → Intake), Confirmation (back → Calendar)", async () => {
    const api = setup({ page: bookingPage({ limitedByState: true }) })
    await heading('Enter your contact information')
    assert.equal(screen.queryByRole('button', { name: 'Back' }), null, 'nothing before the first step')
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ann' } })
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lee' } })
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ann@example.com' } })
    fireEvent.click(button('Next'))
    await screen.findByText('State is required')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^State/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'CA' }))
    await waitFor(() => assert.equal(screen.queryByText('State is required'), null))
    fireEvent.click(button('Next'))
    await heading('Pick a date and time for your visit')
    assert.equal((api.sent('POST', '/v1/session-for-public-appointment-booking')[0].body as Record<string, unknown>).state, 'CA')
    await waitFor(() => assert.equal(api.sent('GET', '/v1/calendar-availability').length, 1))
    const asked = Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query)
    assert.equal(asked.restrictedByState, 'true')
    assert.equal(asked.state, 'CA')
    fireEvent.click(button('Back'))
    await heading('Enter your contact information')
    fireEvent.click(button('Next'))
    await pickFridayAt930()
    await heading('Confirm your appointment')
    fireEvent.click(button('Back'))
    await heading('Pick a date and time for your visit')
  })

  test('changing the month selects its first day (or now); a day outside the loaded 30 days is asked for', async () => {
    const api = setup({})
    await heading('Pick a date and time for your visit')
    await screen.findByText('No appointments are available at this date')
    assert.equal(button('Previous month').disabled, true, 'nothing before this month')
    fireEvent.click(button('Next month'))
    await screen.findByRole('heading', { name: 'April 2026' })
    assert.equal(button('Wednesday, April 1, 2026').getAttribute('aria-pressed'), 'true')
    await screen.findByText('No appointments are available at this date')
    // 1 and 2 April are inside the first 30 days: no new request
    fireEvent.click(button('Thursday, April 2, 2026, times available'))
    await screen.findByRole('button', { name: /^9:00/ })
    assert.equal(api.sent('GET', '/v1/calendar-availability').length, 1)
    fireEvent.click(button('Next month'))
    await screen.findByRole('heading', { name: 'May 2026' })
    await waitFor(() => assert.equal(api.sent('GET', '/v1/calendar-availability').length, 2))
    assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[1].query).from, String(Date.parse('2026-05-01T04:00:00Z')), 'midnight of 1 May in New York')
    fireEvent.click(button('Previous month'))
    fireEvent.click(button('Previous month'))
    await screen.findByRole('heading', { name: 'March 2026' })
    assert.equal(button('Thursday, March 5, 2026').getAttribute('aria-pressed'), 'true', 'the current month selects now')
    // (1 April on the way, then March from now + 1 s)
    await waitFor(() => assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability').at(-1)!.query).from, String(NOW + 1000)))
  })

  test("'Loading...' while the times are fetched; a refusal (care team) shows with Try again", async () => {
    const api = setup({})
    const release = api.v1.hold()
    await heading('Pick a date and time for your visit')
    await screen.findByText('Loading...')
    api.v1.failNext((r) => r.path === '/v1/calendar-availability', 400, { message: 'Your care team must be assigned before booking this appointment type' })
    release()
    assert.equal((await screen.findByRole('alert')).textContent, 'Your care team must be assigned before booking this appointment type')
    fireEvent.click(button('Try again'))
    await waitFor(() => friday())
  })

  test("the page's thank-you texts and images; a redirect URL leaves the page after booking", async () => {
    const api = setup({ page: bookingPage({ thankYouRedirectURL: 'https://clinic.example/next', primaryColor: '#004d40' }) })
    await pickFridayAt930()
    await fillIntake()
    await heading('Confirm your appointment')
    fireEvent.click(button('Confirm'))
    await screen.findByText('Taking you to the next page...')
    assert.deepEqual(api.redirects, ['https://clinic.example/next'])
  })

  test("a link naming a team member (userId): their name on every step, and availability asked for them only", async () => {
    const api = setup({ userDisplayName: 'Dr. Rivera' }, `${PUBLIC_URL}&userId=${'1'.repeat(24)}`)
    await heading('Pick a date and time for your visit')
    screen.getByText('With Dr. Rivera')
    assert.equal(Object.fromEntries(api.sent('GET', '/v1/details-for-appointment-booking-page')[0].query).userId, '1'.repeat(24))
    await waitFor(() => assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query).userId, '1'.repeat(24)))
  })

  test('custom thank-you title, text and images', async () => {
    setup({ page: bookingPage({ thankYouTitle: 'See you soon', thankYouDescription: 'We sent the details.', thankYouHeaderImageURL: 'https://clinic.example/h.png', thankYouMainImageURL: 'https://clinic.example/m.png', thankYouRedirectURL: 'javascript:alert(1)' }) })
    await pickFridayAt930()
    await fillIntake()
    await heading('Confirm your appointment')
    fireEvent.click(button('Confirm'))
    await heading('See you soon')
    screen.getByText('We sent the details.')
    assert.deepEqual([...document.querySelectorAll('main img')].map((i) => i.getAttribute('src')), ['https://clinic.example/h.png', 'https://clinic.example/m.png'])
  })
})

describe('keyboard', () => {
  test('the whole flow with the keyboard alone: Tab to a day, Enter; Tab to a time, Space; Next; the intake typed; the term with Space; Confirm', async () => {
    const api = setup({ page: bookingPage({ terms: [{ title: 'Terms of Service', link: 'https://clinic.example/terms' }] }) })
    const user = userEvent.setup()
    await heading('Pick a date and time for your visit')
    await waitFor(() => friday())
    // the heading has the focus; Tab walks the month's buttons to Friday the 6th
    const tabTo = async (target: () => HTMLElement, most = 60) => {
      for (let i = 0; i < most && document.activeElement !== target(); i++) await user.tab()
      assert.equal(document.activeElement, target())
    }
    await tabTo(friday)
    await user.keyboard('{Enter}')
    await screen.findByRole('list', { name: 'Available times on Friday, March 6' })
    await tabTo(() => time(/^10:00/))
    await user.keyboard(' ')
    assert.equal(time(/^10:00/).getAttribute('aria-pressed'), 'true')
    await tabTo(() => button('Next'))
    await user.keyboard('{Enter}')
    await heading('Enter your contact information')
    await tabTo(() => screen.getByLabelText(/^First name/))
    await user.keyboard('Ann{Tab}Lee{Tab}ann@example.com{Enter}')
    await heading('Confirm your appointment')
    await tabTo(() => screen.getByRole('checkbox', { name: 'I agree to Terms of Service' }))
    await user.keyboard(' ')
    await tabTo(() => button('Confirm'))
    await user.keyboard('{Enter}')
    await heading('Appointment Confirmed')
    assert.equal((api.sent('POST', '/v1/book-appointment')[0].body as Record<string, unknown>).startTime, Date.parse('2026-03-06T15:00:00Z'))
  })
})

describe('signed-in booking', () => {
  test("the Appointments list: pages not hidden from the portal; none: 'There are no available appointment booking pages'", async () => {
    const empty = setup({ pages: [{ title: 'Hidden', hiddenFromPortal: true }] }, '/book-an-appointment', { id: PATIENT })
    await screen.findByText('There are no available appointment booking pages')
    screen.getByRole('heading', { level: 1, name: 'Appointments' })
    empty.client.close()
  })

  test('a page of the list opens by id; the patient skips intake; Confirmation goes back to the calendar (two steps)', async () => {
    const api = setup({ pages: [{ id: PAGE, title: 'Book a visit' }, { title: 'Hidden', hiddenFromPortal: true }] }, '/book-an-appointment', { id: PATIENT })
    const list = await screen.findByRole('list', { name: 'Appointments' })
    assert.deepEqual(within(list).getAllByRole('link').map((a) => a.textContent), ['Book a visit'])
    fireEvent.click(within(list).getByRole('link', { name: 'Book a visit' }))
    assert.equal(window.location.pathname, `/book-an-appointment/${PAGE}`)
    await pickFridayAt930()
    await heading('Confirm your appointment')
    assert.equal(screen.queryByRole('main'), null, 'inside the portal frame, which has the main landmark')
    fireEvent.click(button('Back'))
    await heading('Pick a date and time for your visit')
    fireEvent.click(button('Next'))
    await heading('Confirm your appointment')
    fireEvent.click(button('Confirm'))
    await heading('Appointment Confirmed')
    assert.equal(api.sent('POST', '/v1/session-for-public-appointment-booking').length, 0)
    assert.equal((api.sent('POST', '/v1/book-appointment')[0].body as Record<string, unknown>).userId, '1'.repeat(24))
    assert.equal(api.publicClients.length, 0)
  })

  test("a state-limited page for a patient without a state: 'Which state are you a resident of?' saves it on their profile", async () => {
    const api = setup({ page: bookingPage({ limitedByState: true }) }, `/book-an-appointment/${PAGE}`, { id: PATIENT })
    await heading('Which state are you a resident of?')
    assert.equal(button('Next').disabled, true)
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^State/ }))
    fireEvent.click(await screen.findByRole('option', { name: 'NY' }))
    fireEvent.click(button('Next'))
    await heading('Pick a date and time for your visit')
    assert.deepEqual(api.sent('PATCH', `/v1/enduser/${PATIENT}`)[0].body, { updates: { state: 'NY' } })
    assert.equal(api.client.session.enduser?.state, 'NY')
    await waitFor(() => assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query).state, 'NY'))
  })

  test('an upserted account (made by the care team) fills the intake, which updates their own profile, then books as themselves', async () => {
    const api = setup({}, `/book-an-appointment/${PAGE}`, { id: PATIENT, isUpsertedAccount: true })
    await pickFridayAt930()
    await fillIntake({ 'First name': 'Patricia', 'Last name': 'Quinn', Email: 'pat@example.com' })
    await heading('Confirm your appointment')
    assert.deepEqual(api.sent('PATCH', `/v1/enduser/${PATIENT}`)[0].body, { updates: { fname: 'Patricia', lname: 'Quinn', email: 'pat@example.com' } })
    assert.equal(api.client.session.enduser?.fname, 'Patricia')
    assert.equal(api.sent('POST', '/v1/session-for-public-appointment-booking').length, 0)
    fireEvent.click(button('Confirm'))
    await heading('Appointment Confirmed')
    assert.equal(api.publicClients.length, 0)
  })

  test('rescheduling (rescheduledCalendarEventId) starts from tomorrow and books with the event to replace', async () => {
    const event = '3'.repeat(24)
    const api = setup({}, `${PUBLIC_URL}&rescheduledCalendarEventId=${event}`, { id: PATIENT, state: 'NY' })
    await heading('Pick a date and time for your visit')
    screen.getByText(/^You are rescheduling an appointment/)
    assert.equal(button('Thursday, March 5, 2026').disabled, true, 'not today')
    await waitFor(() => assert.equal(button('Friday, March 6, 2026, times available').getAttribute('aria-pressed'), 'true'))
    assert.equal(Object.fromEntries(api.sent('GET', '/v1/calendar-availability')[0].query).from, String(Date.parse('2026-03-06T05:00:00Z')))
    fireEvent.click(time(/^10:00/))
    fireEvent.click(button('Next'))
    await heading('Confirm your appointment')
    fireEvent.click(button('Confirm'))
    await heading('Appointment Confirmed')
    const body = api.sent('POST', '/v1/book-appointment')[0].body as Record<string, unknown>
    assert.equal(body.rescheduledCalendarEventId, event)
    assert.equal(body.startTime, Date.parse('2026-03-06T15:00:00Z'))
  })
})
