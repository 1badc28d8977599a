import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ChartScreen } from '../chart-screen.tsx'
import { formatDateTime } from '../format.ts'
import { fakeApi, newId, type FakeRecord } from '../testing/fake-api.ts'
import { NO_JOURNEYS_TEXT } from './journeys-tab.tsx'
import { NO_RUNS_TEXT } from './run-history-list.tsx'

function show(client: CareClient, path: string) {
  window.history.replaceState(null, '', path)
  return render(
    <CareProvider client={client}>
      <ChartScreen basePath="/console/chart" />
    </CareProvider>,
  )
}

const DIABETES_STATES = ['Enrolled', 'Active care', 'Needs follow-up', 'Graduated']

/** Jordan at 'Active care' in the diabetes programme, a second journey they are not in, and three runs (oldest first) */
function seeded(o: { inJourney?: boolean; runs?: boolean } = {}) {
  const api = fakeApi({
    journeys: [
      { title: 'Diabetes programme', defaultState: 'Enrolled', states: DIABETES_STATES.map((name) => ({ name, priority: 'N/A', ...(name === 'Needs follow-up' ? { requiresFollowup: true } : {}) })) },
      { title: 'Weight management', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }] },
    ],
  })
  const [diabetes, weight] = api.data.get('journeys')! as FakeRecord[]
  const jordan = { id: newId(), createdAt: '2026-01-01T09:00:00.000Z', updatedAt: '2026-01-01T09:00:00.000Z', fname: 'Jordan', lname: 'Rivera', ...(o.inJourney === false ? {} : { journeys: { [diabetes.id]: 'Active care' } }) }
  api.data.get('endusers')!.push(jordan)
  const enduserId = jordan.id
  const tagStep = newId()
  const run = (createdAt: string, fields: Record<string, unknown>) =>
    api.data.get('automated_actions')!.push({ id: newId(), createdAt, updatedAt: createdAt, enduserId, journeyId: diabetes.id, automationStepId: newId(), ...fields })
  if (o.runs !== false) {
    run('2026-01-02T10:00:00.000Z', {
      automationStepId: tagStep, event: { type: 'onJourneyStart', info: {} }, action: { type: 'addEnduserTags', info: { tags: ['diabetes-programme'] } },
      status: 'finished', processAfter: Date.parse('2026-01-02T10:00:00.000Z'), processedAt: '2026-01-02T10:00:05.000Z',
    })
    run('2026-01-02T10:00:06.000Z', {
      event: { type: 'afterAction', info: { automationStepId: tagStep, delay: 1, unit: 'Days', delayInMS: 86_400_000 } }, action: { type: 'sendEmail', info: { templateId: newId(), senderId: newId() } },
      status: 'error', processAfter: Date.parse('2026-01-03T10:00:05.000Z'), processedAt: '2026-01-03T10:00:07.000Z', errorMessage: 'Missing email',
    })
    run('2026-01-02T10:00:07.000Z', {
      event: { type: 'afterAction', info: { automationStepId: tagStep, delay: 2, unit: 'Hours' } }, action: { type: 'setEnduserStatus', info: { status: 'Active care' } },
      status: 'active', processAfter: Date.parse('2026-01-02T12:00:05.000Z'),
    })
  }
  return { api, enduserId, diabetes, weight }
}

const list = (name: string) => screen.findByRole('list', { name })
const rows = (el: HTMLElement) => within(el).getAllByRole('listitem').map((li) => li.textContent)

test("the patient's journeys with their state, and the run history newest first: what ran, why, its status, when, and the error", async () => {
  const { api, enduserId } = seeded()
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  assert.equal((await screen.findByRole('tab', { name: 'Journeys' })).getAttribute('aria-selected'), 'true')
  const journeys = await list('Journeys')
  await waitFor(() => assert.match(rows(journeys)[0] ?? '', /^Diabetes programmeState: Active care/))
  assert.equal(rows(journeys).length, 1, 'only the journey the patient is in')
  assert.equal(within(journeys).getByRole('combobox', { name: 'State in Diabetes programme' }).textContent, 'Active care')

  const history = await list('Run history')
  await waitFor(() => assert.equal(rows(history).length, 3))
  assert.deepEqual(rows(history), [
    `Set the state to 'Active care'Active · Diabetes programme · Started 2 hours after 'Add tags: diabetes-programme' · Due ${formatDateTime('2026-01-02T12:00:05.000Z')}`,
    `Send an emailError · Diabetes programme · Started 1 day after 'Add tags: diabetes-programme' · Ran ${formatDateTime('2026-01-03T10:00:07.000Z')}Error: Missing email`,
    `Add tags: diabetes-programmeFinished · Diabetes programme · Started when the patient joined the journey · Ran ${formatDateTime('2026-01-02T10:00:05.000Z')}`,
  ])
  const asked = api.requests.find((r) => r.path === '/v1/automated-actions')
  assert.deepEqual(JSON.parse(asked?.query.get('filter') ?? '{}'), { enduserId })
  // read-only: no write on a run is offered
  assert.equal(within(history).queryAllByRole('button').length, 0)
})

test("changing the state creates a status update { enduserId, journeyId, status } and shows the patient's new state", async () => {
  const user = userEvent.setup()
  const { api, enduserId, diabetes } = seeded()
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  const journeys = await list('Journeys')
  await user.click(await within(journeys).findByRole('combobox', { name: 'State in Diabetes programme' }))
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent)
  assert.deepEqual(options, DIABETES_STATES)
  await user.click(screen.getByRole('option', { name: 'Needs follow-up' }))
  await waitFor(() => assert.match(rows(journeys)[0] ?? '', /State: Needs follow-up · Follow-up required/))
  const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/enduser-status-update')
  assert.deepEqual(sent.map((r) => r.body), [{ enduserId, journeyId: diabetes.id, status: 'Needs follow-up' }])
  assert.equal(screen.getByRole('status').textContent, "Moved to 'Needs follow-up' in Diabetes programme")
})

test("a refused state change shows the server's message and leaves the state as it was", async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seeded()
  api.failNext((r) => r.method === 'POST' && r.path === '/v1/enduser-status-update', 400, { message: 'journeyId must name a record of your business' })
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  const journeys = await list('Journeys')
  await user.click(await within(journeys).findByRole('combobox', { name: 'State in Diabetes programme' }))
  await user.click(await screen.findByRole('option', { name: 'Graduated' }))
  assert.match((await screen.findByRole('alert')).textContent ?? '', /journeyId must name a record of your business/)
  assert.match(rows(journeys)[0] ?? '', /State: Active care/)
})

test('add to a journey the patient is not in, then remove them from one (after asking)', async () => {
  const user = userEvent.setup()
  const { api, enduserId, diabetes, weight } = seeded()
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  const journeys = await list('Journeys')
  await within(journeys).findByText('Diabetes programme')
  await user.click(screen.getByRole('button', { name: 'Add to a journey' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to a journey' })
  assert.equal((within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled, true)
  await user.click(within(dialog).getByRole('combobox', { name: /Journey/ }))
  assert.deepEqual((await screen.findAllByRole('option')).map((o) => o.textContent), ['Weight management'], 'only journeys the patient is not in')
  await user.click(screen.getByRole('option', { name: 'Weight management' }))
  assert.match(dialog.textContent ?? '', /starts at 'New'/)
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  await waitFor(() => assert.equal(screen.queryByRole('dialog'), null))
  assert.deepEqual(api.requests.filter((r) => r.path === '/v1/add-endusers-to-journey').map((r) => r.body), [{ enduserIds: [enduserId], journeyId: weight.id }])
  await waitFor(() => assert.deepEqual(rows(journeys).map((t) => t?.replace(/State.*/, '')), ['Diabetes programme', 'Weight management']))
  assert.match(rows(journeys)[1] ?? '', /State: New/)

  await user.click(within(journeys).getByRole('button', { name: 'Remove from Diabetes programme' }))
  const confirm = await screen.findByRole('dialog', { name: 'Remove from Diabetes programme?' })
  await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
  await waitFor(() => assert.deepEqual(rows(journeys).map((t) => t?.replace(/State.*/, '')), ['Weight management']))
  assert.deepEqual(api.requests.filter((r) => r.path === '/v1/remove-endusers-from-journey').map((r) => r.body), [{ enduserIds: [enduserId], journeyId: diabetes.id }])
  assert.equal(screen.getByRole('status').textContent, 'Removed from Diabetes programme')
})

test('a refused add shows the server message in the dialog', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seeded()
  api.failNext((r) => r.path === '/v1/add-endusers-to-journey', 403, { message: 'You do not have permission to update this enduser' })
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  await within(await list('Journeys')).findByText('Diabetes programme')
  await user.click(screen.getByRole('button', { name: 'Add to a journey' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add to a journey' })
  await user.click(within(dialog).getByRole('combobox', { name: /Journey/ }))
  await user.click(await screen.findByRole('option', { name: 'Weight management' }))
  await user.click(within(dialog).getByRole('button', { name: 'Add' }))
  assert.match((await within(dialog).findByRole('alert')).textContent ?? '', /You do not have permission to update this enduser/)
})

test('empty: in no journey and nothing run yet', async () => {
  const { api, enduserId } = seeded({ inJourney: false, runs: false })
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  await screen.findByText(NO_JOURNEYS_TEXT)
  await screen.findByText(NO_RUNS_TEXT)
})

test('the run history failing to load says so and offers Try again', async () => {
  const user = userEvent.setup()
  const { api, enduserId } = seeded()
  api.failNext((r) => r.method === 'GET' && r.path === '/v1/automated-actions', 500, { message: 'boom' })
  show(api.client(), `/console/chart/${enduserId}/journeys`)
  const alert = await screen.findByRole('alert')
  assert.match(alert.textContent ?? '', /Something went wrong on our end/)
  await within(await list('Journeys')).findByText('Diabetes programme')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  const history = await list('Run history')
  await waitFor(() => assert.equal(rows(history).length, 3))
})
