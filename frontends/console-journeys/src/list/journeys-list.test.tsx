// The journeys list on the fake /v1: statistics per journey, the empty and error states, creating
// a journey (the server's 'defaultState does not exist in states' under its field), rename, delete.
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

beforeEach(() => window.history.replaceState(null, '', '/console/journeys'))

test('each journey with its patients, their states and its automated actions by status', async () => {
  const api = fakeJourneysApi({
    journeys: [
      { title: 'Diabetes programme', defaultState: 'Enrolled', states: [{ name: 'Enrolled', priority: 'Engaged' }, { name: 'Active care', priority: 'Engaged' }, { name: 'Graduated', priority: 'N/A' }] },
      { title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] },
    ],
  })
  const [diabetes] = api.records('journeys')
  Object.assign(api.records('endusers')[0]!, { journeys: { [diabetes!.id]: 'Active care' } })
  Object.assign(api.records('endusers')[1]!, { journeys: { [diabetes!.id]: 'Enrolled' } })
  for (const status of ['finished', 'finished', 'active', 'error']) api.v1.add('automated_actions', { journeyId: diabetes!.id, status })
  show(api.client())
  const row = await screen.findByRole('row', { name: /Diabetes programme/ })
  await within(row).findByText('2')
  within(row).getByText('Enrolled: 1')
  within(row).getByText('Active care: 1')
  assert.equal(within(row).queryByText(/Graduated/), null, 'a state with nobody is not listed')
  for (const line of ['1 active', '2 finished', '0 cancelled', '1 error']) within(row).getByText(line)
  const other = screen.getByRole('row', { name: /Onboarding/ })
  await within(other).findByText('No patients')
  assert.ok(api.requests.some((r) => r.path === '/v1/journeys/statistics' && r.query.get('journeyId') === diabetes!.id))
  assert.equal(within(row).getByRole('link', { name: 'Diabetes programme' }).getAttribute('href'), `/console/journeys/${diabetes!.id}`)
})

test('empty, then the error state with Try again', async () => {
  const api = fakeJourneysApi()
  show(api.client())
  await screen.findByText('No journeys yet')
  const failing = fakeJourneysApi({ journeys: [{ title: 'Onboarding', states: [{ name: 'New', priority: 'N/A' }], defaultState: 'New' }] })
  failing.v1.failNext((r) => r.method === 'GET' && r.path === '/v1/journeys', 503, { message: 'The service is unavailable' })
  window.history.replaceState(null, '', '/console/journeys')
  render(<CareProvider client={failing.client()}><JourneysScreen /></CareProvider>)
  await screen.findByText('The service is unavailable')
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByRole('row', { name: /Onboarding/ })
})

test("create a journey: its states with priorities; the server's 'defaultState does not exist in states' shows under Default state; then it opens", async () => {
  const api = fakeJourneysApi()
  show(api.client())
  await userEvent.click(await screen.findByRole('button', { name: 'New journey' }))
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  within(dialog()).getByText('Title is required')
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Title/ }), 'Onboarding')
  const first = within(dialog()).getByRole('textbox', { name: 'State 1 name' })
  await userEvent.clear(first)
  await userEvent.type(first, 'Welcome')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Add a state' }))
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'State 2 name' }), 'Engaged')
  await pick('State 2 priority', 'Engaged', dialog())
  // the default still says 'New', which is no longer a state: the server refuses, naming defaultState
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  await within(dialog()).findByText('defaultState does not exist in states')
  assert.equal(api.records('journeys').length, 0)
  const defaultState = within(dialog()).getByRole('combobox', { name: 'Default state' })
  await userEvent.clear(defaultState)
  await userEvent.type(defaultState, 'Welcome')
  assert.equal(within(dialog()).queryByText('defaultState does not exist in states'), null, 'the error goes once the field is edited')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Create' }))
  await waitFor(() => assert.equal(api.records('journeys').length, 1))
  const [stored] = api.records('journeys')
  assert.deepEqual([stored!.title, stored!.defaultState, stored!.states], ['Onboarding', 'Welcome', [{ name: 'Welcome', priority: 'N/A' }, { name: 'Engaged', priority: 'Engaged' }]])
  await waitFor(() => assert.equal(window.location.pathname, `/console/journeys/${stored!.id}`))
  await screen.findByRole('heading', { name: 'Onboarding', level: 1 })
  await screen.findByText('0 patients · Runs: 0 active · 0 finished · 0 cancelled · 0 in error')
})

test("a title taken answers 409 under Title; rename; delete asks first", async () => {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', states: [{ name: 'New', priority: 'N/A' }], defaultState: 'New' }, { title: 'Diabetes', states: [{ name: 'New', priority: 'N/A' }], defaultState: 'New' }] })
  show(api.client())
  await userEvent.click(await screen.findByRole('button', { name: 'Rename Diabetes' }))
  const title = within(dialog()).getByRole('textbox', { name: /^Title/ })
  await userEvent.clear(title)
  await userEvent.type(title, 'Onboarding')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await within(dialog()).findByText('A journey with this title already exists')
  await userEvent.clear(title)
  await userEvent.type(title, 'Diabetes programme')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await screen.findByRole('row', { name: /Diabetes programme/ })
  assert.equal(api.records('journeys')[1]!.title, 'Diabetes programme')

  await userEvent.click(screen.getByRole('button', { name: 'Delete Onboarding' }))
  const confirm = await screen.findByRole('dialog', { name: 'Delete Onboarding?' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(screen.queryByRole('row', { name: /Onboarding/ }), null))
  assert.deepEqual(api.records('journeys').map((j) => j.title), ['Diabetes programme'])
})
