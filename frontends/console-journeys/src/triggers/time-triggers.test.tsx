// The time triggers in the trigger dialog on the fake /v1: 'Form Unsubmitted' asks for its form and
// how long after it was sent (the message under the field until it is a number more than 0), 'On
// Birthday' a time of day, 'Has Not Engaged' whole days — each sent as the info records reads —
// and a stored one opened shows its values back and keeps the keys the form does not show.
import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { JourneysScreen } from '../journeys-screen.tsx'
import { fakeJourneysApi } from '../testing/fake-api.ts'
import { pick } from '../testing/pick.ts'

const DAY = 86_400_000
const show = (client: CareClient) => render(<CareProvider client={client}><JourneysScreen /></CareProvider>)
const dialog = () => screen.getByRole('dialog')
const closed = () => waitFor(() => assert.equal(screen.queryByRole('dialog')?.textContent ?? null, null))
const button = (name: string) => within(dialog()).getByRole('button', { name })
const sent = (api: ReturnType<typeof fakeJourneysApi>, method: string) =>
  api.requests.filter((r) => r.method === method && r.path.startsWith('/v1/automation-trigger')).map((r) => r.body)

beforeEach(() => window.history.replaceState(null, '', '/console/journeys/triggers'))

async function newTrigger(title: string, event: string) {
  await userEvent.click(screen.getByRole('button', { name: 'New trigger' }))
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), title)
  await pick('Event', event, dialog())
  await pick('Action', 'Add Tags', dialog())
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Tags/ }), 'reminded')
}

test("'Form Unsubmitted': a form and how long after it was sent, checked before sending; then in the list's words", async () => {
  const api = fakeJourneysApi({ forms: [{ title: 'Intake' }] })
  const [form] = api.records('forms')
  show(api.client())
  await screen.findByText('No automation triggers yet')
  await newTrigger('Intake reminder', 'Form Unsubmitted')
  const after = within(dialog()).getByRole('textbox', { name: /^Not submitted after/ })
  assert.equal(within(dialog()).getByRole('combobox', { name: 'Unit' }).textContent, 'Days')
  within(dialog()).getByText('Once for each time the form is sent, if it is still not submitted this long after')
  await userEvent.click(button('Create'))
  within(dialog()).getByText('Choose a form')
  within(dialog()).getByText('Enter how long after it was sent: a number more than 0')
  assert.equal(after.getAttribute('aria-invalid'), 'true')
  await pick(/^Form/, 'Intake', dialog())
  await userEvent.type(after, '0')
  await userEvent.click(button('Create'))
  within(dialog()).getByText('Enter how long after it was sent: a number more than 0')
  assert.deepEqual(sent(api, 'POST'), [])
  await userEvent.clear(after)
  await userEvent.type(after, '36')
  await pick('Unit', 'Hours', dialog())
  // Enter in a field submits the form
  await userEvent.type(after, '{Enter}')
  await closed()
  assert.deepEqual(sent(api, 'POST').map((b) => b!.event), [{ type: 'Form Unsubmitted', info: { formId: form!.id, intervalInMS: 36 * 3_600_000 } }])
  const row = await screen.findByRole('row', { name: /Intake reminder/ })
  within(row).getByText('Form Unsubmitted: Intake, after 36 hours')
})

test("'On Birthday' a time of day (09:00 to start with), 'Has Not Engaged' whole days", async () => {
  const api = fakeJourneysApi()
  show(api.client())
  await screen.findByText('No automation triggers yet')
  await newTrigger('Happy birthday', 'On Birthday')
  const time = within(dialog()).getByLabelText(/^Time of day/) as HTMLInputElement
  assert.equal(time.type, 'time')
  assert.equal(time.value, '09:00')
  within(dialog()).getByText("On the patient's birthday at this time, in the patient's time zone (UTC if they have none)")
  // a time input the browser holds half typed answers ''
  fireEvent.change(time, { target: { value: '' } })
  await userEvent.click(button('Create'))
  within(dialog()).getByText('Enter a time of day, like 09:00')
  fireEvent.change(time, { target: { value: '07:30' } })
  await userEvent.click(button('Create'))
  await closed()
  await within(await screen.findByRole('row', { name: /Happy birthday/ })).findByText('On Birthday: at 07:30')

  await newTrigger('Gone quiet', 'Has Not Engaged')
  const days = within(dialog()).getByRole('textbox', { name: /^Days without portal activity/ })
  await userEvent.type(days, '1.5')
  await userEvent.click(button('Create'))
  within(dialog()).getByText('Enter a whole number of days, 1 or more')
  await userEvent.clear(days)
  await userEvent.type(days, '30')
  await userEvent.click(button('Create'))
  await closed()
  await within(await screen.findByRole('row', { name: /Gone quiet/ })).findByText('Has Not Engaged: for 30 days')
  assert.deepEqual(sent(api, 'POST').map((b) => b!.event), [
    { type: 'On Birthday', info: { minutes: 450 } },
    { type: 'Has Not Engaged', info: { intervalInMS: 30 * DAY } },
  ])
})

test('a stored time trigger opened shows its values back; saved, it keeps the keys the form does not show', async () => {
  const api = fakeJourneysApi({
    forms: [{ title: 'Intake' }],
    automation_triggers: [
      { title: 'Birthday', event: { type: 'On Birthday', info: { minutes: 540 } }, action: { type: 'Add Tags', info: { tags: ['birthday'] } }, status: 'Active' },
    ],
  })
  const [form] = api.records('forms')
  api.v1.add('automation_triggers', { title: 'Unsubmitted', event: { type: 'Form Unsubmitted', info: { formId: form!.id, intervalInMS: 2 * DAY, note: 'kept' } }, action: { type: 'Add Tags', info: { tags: ['late'] } }, status: 'Active' })
  show(api.client())
  const birthday = await screen.findByRole('row', { name: /^Birthday/ })
  within(birthday).getByText('On Birthday: at 09:00')
  await userEvent.click(within(birthday).getByRole('button', { name: 'Edit Birthday' }))
  assert.equal((within(dialog()).getByLabelText(/^Time of day/) as HTMLInputElement).value, '09:00')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
  await closed()

  const unsubmitted = screen.getByRole('row', { name: /^Unsubmitted/ })
  within(unsubmitted).getByText('Form Unsubmitted: Intake, after 2 days')
  await userEvent.click(within(unsubmitted).getByRole('button', { name: 'Edit Unsubmitted' }))
  assert.equal(within(dialog()).getByRole('combobox', { name: /^Form/ }).textContent, 'Intake')
  const after = within(dialog()).getByRole('textbox', { name: /^Not submitted after/ }) as HTMLInputElement
  assert.equal(after.value, '2')
  assert.equal(within(dialog()).getByRole('combobox', { name: 'Unit' }).textContent, 'Days')
  await userEvent.clear(after)
  await userEvent.type(after, '3')
  await userEvent.click(button('Save'))
  await closed()
  assert.deepEqual(sent(api, 'PATCH').map((b) => (b!.updates as { event?: unknown }).event), [
    { type: 'Form Unsubmitted', info: { formId: form!.id, intervalInMS: 3 * DAY, note: 'kept' } },
  ])
  await within(screen.getByRole('row', { name: /^Unsubmitted/ })).findByText('Form Unsubmitted: Intake, after 3 days')
})
