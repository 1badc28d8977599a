// Automation triggers on the fake /v1: the list in words, a trigger made with the form (its form,
// its journey, a JSON condition checked before sending), edited to Inactive, deleted.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { JourneysScreen } from '../journeys-screen.tsx'
import { fakeJourneysApi } from '../testing/fake-api.ts'
import { pick } from '../testing/pick.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><JourneysScreen /></CareProvider>)
const dialog = () => screen.getByRole('dialog')
const closed = () => waitFor(() => assert.equal(screen.queryByRole('dialog')?.textContent ?? null, null))

beforeEach(() => window.history.replaceState(null, '', '/console/journeys/triggers'))

test('a trigger made with the form: Form Submitted for a form, Add To Journey, once per patient, a JSON condition', async () => {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] }], forms: [{ title: 'Intake' }] })
  const [journey] = api.records('journeys')
  const [form] = api.records('forms')
  show(api.client())
  await screen.findByText('No automation triggers yet')
  await userEvent.click(screen.getByRole('button', { name: 'New trigger' }))
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Intake done')
  assert.equal(within(dialog()).getByRole('combobox', { name: 'Event' }).textContent, 'Form Submitted')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  within(dialog()).getByText('Choose a form')
  within(dialog()).getByText('Choose a journey')
  await pick(/^Form/, 'Intake', dialog())
  await pick(/^Journey/, 'Onboarding', dialog())
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'At most once per patient' }))
  const condition = within(dialog()).getByRole('textbox', { name: /Patient condition/ })
  await userEvent.type(condition, '"vip"')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  assert.ok(within(dialog()).getAllByText('Conditions must be a JSON object, like { "tags": "vip" }').length)
  assert.equal(api.records('automation_triggers').length, 0)
  await userEvent.clear(condition)
  await userEvent.type(condition, '{{ "tags": "vip" }')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  await closed()
  const row = await screen.findByRole('row', { name: /Intake done/ })
  within(row).getByText('Form Submitted: Intake')
  within(row).getByText('Add To Journey: Onboarding')
  within(row).getByText('Active')
  const [stored] = api.records('automation_triggers')
  assert.deepEqual([stored!.event, stored!.action, stored!.status, stored!.oncePerEnduser, stored!.enduserCondition], [
    { type: 'Form Submitted', info: { formId: form!.id } }, { type: 'Add To Journey', info: { journeyId: journey!.id } }, 'Active', true, { tags: 'vip' },
  ])
})

test('appointment titles and tags; edited to Inactive; deleted after asking; the error state', async () => {
  const api = fakeJourneysApi({
    automation_triggers: [{ title: 'Booked', event: { type: 'Appointment Created', info: { titles: ['Intro'] } }, action: { type: 'Add Tags', info: { tags: ['booked'] } }, status: 'Active' }],
  })
  api.v1.failNext((r) => r.method === 'GET' && r.path === '/v1/automation-triggers', 503, { message: 'The service is unavailable' })
  show(api.client())
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }))
  const row = await screen.findByRole('row', { name: /Booked/ })
  within(row).getByText('Appointment Created: Intro')
  within(row).getByText('Add Tags: booked')
  await userEvent.click(within(row).getByRole('button', { name: 'Edit Booked' }))
  assert.equal((within(dialog()).getByRole('textbox', { name: /Appointment titles/ }) as HTMLInputElement).value, 'Intro')
  await pick('Status', 'Inactive', dialog())
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await closed()
  await within(screen.getByRole('row', { name: /Booked/ })).findByText('Inactive')
  assert.equal(api.records('automation_triggers')[0]!.status, 'Inactive')
  assert.deepEqual(api.records('automation_triggers')[0]!.event, { type: 'Appointment Created', info: { titles: ['Intro'] } })
  await userEvent.click(screen.getByRole('button', { name: 'Delete Booked' }))
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Booked?' })).getByRole('button', { name: 'Delete' }))
  await screen.findByText('No automation triggers yet')
  assert.equal(api.records('automation_triggers').length, 0)
})
