// The patients of a journey on the fake /v1: those whose journeys map has it, their state changed
// through an enduser_status_updates record, patients added and removed.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient, RecordOf } from '@care/sdk'
import { JourneyPatients } from './journey-patients.tsx'
import { JORDAN, SAM, fakeJourneysApi } from '../testing/fake-api.ts'
import { pick } from '../testing/pick.ts'

const show = (client: CareClient, journey: Record<string, unknown>, onChanged?: () => void) =>
  render(<CareProvider client={client}><JourneyPatients journey={journey as RecordOf<'journeys'>} onChanged={onChanged} /></CareProvider>)
const table = () => screen.getByRole('table', { name: 'Patients in this journey' })

function seeded() {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged' }] }, { title: 'Other', defaultState: 'A', states: [{ name: 'A', priority: 'N/A' }] }] })
  const [journey, other] = api.records('journeys')
  Object.assign(api.records('endusers').find((p) => p.id === JORDAN.id)!, { journeys: { [journey!.id]: 'New' } })
  Object.assign(api.records('endusers').find((p) => p.id === SAM.id)!, { journeys: { [other!.id]: 'A' } })
  return { api, journey: journey! }
}

test("the patients whose journeys map has the journey, with their state; moving one writes an enduser_status_update", async () => {
  const { api, journey } = seeded()
  let changed = 0
  show(api.client(), journey, () => changed++)
  const row = await within(await screen.findByRole('table', { name: 'Patients in this journey' })).findByRole('row', { name: /Jordan Lee/ })
  assert.equal(within(table()).queryByRole('row', { name: /Sam Park/ }), null, 'Sam is in another journey only')
  assert.equal(JSON.parse(api.requests.find((r) => r.path === '/v1/endusers')!.query.get('filter')!)[`journeys.${journey.id}`]._exists, true)
  assert.equal(within(row).getByRole('combobox', { name: 'State of Jordan Lee' }).textContent, 'New')
  await pick('State of Jordan Lee', 'Active', row)
  await screen.findByText("Jordan Lee moved to 'Active'")
  assert.deepEqual(api.records('enduser_status_updates').map((u) => [u.enduserId, u.journeyId, u.status]), [[JORDAN.id, journey.id, 'Active']])
  await waitFor(() => assert.equal(within(table()).getByRole('combobox', { name: 'State of Jordan Lee' }).textContent, 'Active'))
  assert.ok(changed > 0, 'the statistics are asked to be read again')
})

test("add patients (one already in the journey cannot be ticked), then remove one after asking", async () => {
  const { api, journey } = seeded()
  show(api.client(), journey)
  await within(await screen.findByRole('table', { name: 'Patients in this journey' })).findByRole('row', { name: /Jordan Lee/ })
  await userEvent.click(screen.getByRole('button', { name: 'Add patients' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add patients to the journey' })
  await userEvent.type(within(dialog).getByRole('searchbox', { name: /Search patients/ }), 'a')
  assert.equal((await within(dialog).findByRole('checkbox', { name: 'Add Jordan Lee' }) as HTMLInputElement).disabled, true)
  const add = within(dialog).getByRole('button', { name: 'Add' }) as HTMLButtonElement
  assert.equal(add.disabled, true)
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Add Sam Park' }))
  await userEvent.click(add)
  await screen.findByText('1 patient added')
  const body = api.requests.find((r) => r.path === '/v1/add-endusers-to-journey')!.body
  assert.deepEqual(body, { enduserIds: [SAM.id], journeyId: journey.id })
  const sam = await within(table()).findByRole('row', { name: /Sam Park/ })
  assert.equal(within(sam).getByRole('combobox', { name: 'State of Sam Park' }).textContent, 'New')

  await userEvent.click(within(sam).getByRole('button', { name: 'Remove Sam Park from the journey' }))
  const confirm = await screen.findByRole('dialog', { name: 'Remove Sam Park from the journey?' })
  await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }))
  await waitFor(() => assert.equal(within(table()).queryByRole('row', { name: /Sam Park/ }), null))
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/remove-endusers-from-journey')!.body, { enduserIds: [SAM.id], journeyId: journey.id })
})

test('empty, and the error state with Try again', async () => {
  const { api, journey } = seeded()
  Object.assign(api.records('endusers').find((p) => p.id === JORDAN.id)!, { journeys: {} })
  api.v1.failNext((r) => r.path === '/v1/endusers', 503, { message: 'The service is unavailable' })
  show(api.client(), journey)
  await screen.findByText('The service is unavailable')
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('No patients in this journey yet')
})
