import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { CalendarScreen } from './calendar-screen.tsx'
import { ACCESS_TOKEN, fakeApi, seeded, UNIQUE_TITLE_MESSAGE } from './testing/fake-api.ts'

const show = (client: CareClient, path: string) => {
  window.history.replaceState(null, '', path)
  return render(<CareProvider client={client}><CalendarScreen /></CareProvider>)
}
const rowOf = (title: string) => screen.getAllByRole('row').find((r) => r.querySelector('td')?.textContent === title)
const rowTitles = () => screen.queryAllByRole('row').slice(1).map((r) => r.querySelector('td')?.textContent)

beforeEach(() => window.history.replaceState(null, '', '/console/calendar'))

test('the tabs are links to each screen', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client(), '/console/calendar')
  const tab = screen.getByRole('tab', { name: 'Locations' })
  assert.equal(tab.getAttribute('href'), '/console/calendar/locations')
  await user.click(tab)
  await waitFor(() => assert.equal(window.location.pathname, '/console/calendar/locations'))
  await screen.findByRole('heading', { name: 'Locations', level: 1 })
})

test('locations: listed with time zone and address; create with a zone from the list; a duplicate title shows the server’s message under Title; edit', async () => {
  const user = userEvent.setup()
  const { api, clinic } = seeded()
  show(api.client(), '/console/calendar/locations')
  await waitFor(() => assert.deepEqual(rowTitles(), ['Main clinic'], 'the locations'))
  const cells = [...rowOf('Main clinic')!.querySelectorAll('td')].slice(0, 4).map((td) => td.textContent)
  assert.deepEqual(cells, ['Main clinic', 'America/New_York', '1 Main St', '+15555550100'])

  await user.click(screen.getByRole('button', { name: 'New location' }))
  let dialog = await screen.findByRole('dialog', { name: 'New location' })
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Main clinic')
  await user.type(within(dialog).getByRole('combobox', { name: 'Time zone' }), 'Pacific/Honol')
  await user.click(await screen.findByRole('option', { name: 'Pacific/Honolulu' }))
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await within(dialog).findByText(UNIQUE_TITLE_MESSAGE)
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' North')
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await waitFor(() => assert.equal(api.locations.length, 2, 'created'))
  assert.equal(api.locations[1]!.title, 'Main clinic North')
  assert.equal(api.locations[1]!.timezone, 'Pacific/Honolulu')

  await user.click(screen.getByRole('button', { name: 'Edit Main clinic' }))
  dialog = await screen.findByRole('dialog', { name: 'Edit Main clinic' })
  const phone = within(dialog).getByRole('textbox', { name: 'Phone' })
  await user.clear(phone)
  await user.type(phone, '+15555550199')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.equal(api.locations.find((l) => l.id === clinic.id)?.phone, '+15555550199', 'saved'))
  await waitFor(() => assert.equal(rowOf('Main clinic')?.querySelectorAll('td')[3]?.textContent, '+15555550199', 'shown'))
})

test("locations: empty says 'No locations yet'; a failed load recovers with Try again; delete asks first", async () => {
  const user = userEvent.setup()
  const empty = fakeApi()
  const view = show(empty.client(), '/console/calendar/locations')
  await screen.findByText('No locations yet')
  view.unmount()
  const { api } = seeded()
  api.failNext((r) => r.path === '/v1/appointment-locations', 500, { message: 'boom' })
  show(api.client(), '/console/calendar/locations')
  await screen.findByRole('alert')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.deepEqual(rowTitles(), ['Main clinic'], 'recovered'))
  await user.click(screen.getByRole('button', { name: 'Delete Main clinic' }))
  await user.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }))
  await screen.findByText('No locations yet')
  assert.equal(api.locations.length, 0)
})

test('appointment types: create with duration, self-scheduling, colour and a reminder; a duplicate title shows the server’s message', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client(), '/console/calendar/types')
  await waitFor(() => assert.equal(rowTitles().length, 2, 'the types'))
  await user.click(screen.getByRole('button', { name: 'New appointment type' }))
  const dialog = await screen.findByRole('dialog', { name: 'New appointment type' })
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Follow-up')
  const duration = within(dialog).getByRole('spinbutton', { name: /^Duration/ })
  await user.clear(duration)
  await user.type(duration, '20')
  await user.click(within(dialog).getByRole('checkbox', { name: 'Patients can book it themselves' }))
  await user.click(within(dialog).getByRole('checkbox', { name: 'No confirmation SMS' }))
  await user.click(within(dialog).getByRole('button', { name: 'Add reminder' }))
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await within(dialog).findByText(UNIQUE_TITLE_MESSAGE)
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), ' call')
  await user.click(within(dialog).getByRole('button', { name: 'Create' }))
  await waitFor(() => assert.ok(rowOf('Follow-up call'), 'listed'))
  const created = api.templates.find((x) => x.title === 'Follow-up call')!
  assert.equal(created.durationInMinutes, 20)
  assert.equal(created.enableSelfScheduling, true)
  assert.equal(created.confirmationSMSDisabled, true)
  assert.equal(created.confirmationEmailDisabled, false)
  assert.equal(created.color, '#1565c0')
  assert.deepEqual(created.reminders, [{ type: 'enduser-notification', info: { channel: 'Email' }, msBeforeStartTime: 3_600_000 }])
  assert.deepEqual([...rowOf('Follow-up call')!.querySelectorAll('td')].slice(1, 4).map((td) => td.textContent), ['20 min', 'Yes', 'No'])
})

test('appointment types: a duration under 1 minute is refused before sending', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client(), '/console/calendar/types')
  await waitFor(() => assert.equal(rowTitles().length, 2, 'the types'))
  await user.click(screen.getByRole('button', { name: 'Edit Intake visit' }))
  const dialog = await screen.findByRole('dialog', { name: 'Edit Intake visit' })
  const duration = within(dialog).getByRole('spinbutton', { name: /^Duration/ })
  await user.clear(duration)
  await user.type(duration, '0')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  within(dialog).getByText('The duration must be a whole number of minutes, at least 1')
  assert.equal(api.requests.filter((r) => r.method === 'PATCH').length, 0)
})

test('booking pages: the public link is shown and copied; a link that expires carries its bookingToken', async () => {
  const user = userEvent.setup()
  const { api, page } = seeded()
  const copied: string[] = []
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } })
  show(api.client(), '/console/calendar/booking-pages')
  const link = `http://localhost/appointment-booking-page?businessId=${'b'.repeat(24)}&appointmentBookingPageId=${page.id}`
  await screen.findByText(link)
  await user.click(screen.getByRole('button', { name: 'Copy link of New patients' }))
  await screen.findByText('Link copied')
  assert.deepEqual(copied, [link])

  await user.click(screen.getByRole('button', { name: 'Link that expires' }))
  const dialog = await screen.findByRole('dialog', { name: 'A link to New patients that expires' })
  await user.click(within(dialog).getByRole('button', { name: 'Generate link' }))
  const generated = (await within(dialog).findByRole('textbox', { name: 'Link that expires' })) as HTMLInputElement
  assert.equal(generated.value, `${link}&bookingToken=${ACCESS_TOKEN}`)
  const sent = api.requests.find((r) => r.path === '/v1/appointment-booking-pages/generate-access-token')!.body as { bookingPageId: string; expiresAt: string }
  assert.equal(sent.bookingPageId, page.id)
  assert.ok(Date.parse(sent.expiresAt) > Date.now(), 'in the future')
  await user.click(within(dialog).getByRole('button', { name: 'Copy link of New patients' }))
  await waitFor(() => assert.equal(copied.at(-1), generated.value, 'copied'))
})

test('booking pages: the preview follows the texts and colours typed; a location is required; saved with terms and limits', async () => {
  const user = userEvent.setup()
  const { api, intake, clinic } = seeded()
  show(api.client(), '/console/calendar/booking-pages')
  await waitFor(() => assert.equal(rowTitles().length, 1, 'the pages'))
  await user.click(screen.getByRole('button', { name: 'New booking page' }))
  const dialog = await screen.findByRole('dialog', { name: 'New booking page' })
  const preview = within(dialog).getByTestId('booking-preview')
  within(preview).getByText('What would you like to schedule?')
  within(preview).getByText('Appointment Confirmed')
  within(preview).getByText('Check your email for next steps')
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Returning patients')
  await user.type(within(dialog).getByRole('textbox', { name: 'Thank-you title' }), 'See you soon')
  within(preview).getByText('See you soon')
  const background = within(dialog).getByLabelText('Background color') as HTMLInputElement
  // a colour input is picked, not typed
  fireEvent.change(background, { target: { value: '#000000' } })
  await waitFor(() => assert.equal(preview.style.backgroundColor, 'rgb(0, 0, 0)', 'the preview’s background'))
  assert.equal(preview.style.color, 'rgb(255, 255, 255)', 'light text on a dark page')
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true, 'a location first')
  within(dialog).getByText('Choose at least one location')
  await user.click(within(dialog).getByRole('combobox', { name: /^Locations/ }))
  await user.click(await screen.findByRole('option', { name: 'Main clinic' }))
  await user.click(within(dialog).getByRole('combobox', { name: 'Appointment types' }))
  await user.click(await screen.findByRole('option', { name: 'Intake visit' }))
  within(preview).getByText('Intake visit')
  await user.click(within(dialog).getByRole('button', { name: 'Add term' }))
  await user.type(within(dialog).getByRole('textbox', { name: 'Term title' }), 'Privacy')
  await user.type(within(dialog).getByRole('textbox', { name: 'Term link' }), 'https://demo.care/privacy')
  await user.type(within(dialog).getByRole('spinbutton', { name: 'Hours of notice before a booking' }), '24')
  await user.click(within(dialog).getByRole('checkbox', { name: 'Only the patient’s care team' }))
  await user.click(create)
  await waitFor(() => assert.equal(api.pages.length, 2, 'created'))
  const created = api.pages[1]!
  assert.equal(created.title, 'Returning patients')
  assert.deepEqual(created.locationIds, [clinic.id])
  assert.deepEqual(created.calendarEventTemplateIds, [intake.id])
  assert.deepEqual(created.terms, [{ title: 'Privacy', link: 'https://demo.care/privacy' }])
  assert.equal(created.hoursBeforeBookingAllowed, 24)
  assert.equal(created.limitedToCareTeam, true)
  assert.equal(created.thankYouTitle, 'See you soon')
  assert.equal(created.backgroundColor, '#000000')
})
