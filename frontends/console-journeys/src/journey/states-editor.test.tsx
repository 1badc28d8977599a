// A journey's states on the fake /v1: add one (the list written back whole), rename the default
// (defaultState follows), a duplicate name refused by the server under the name, make another the
// default, delete one (DELETE /journey/:id/states).
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider, useRecord } from '@care/sdk/react'
import { StatesEditor } from './states-editor.tsx'
import { fakeJourneysApi } from '../testing/fake-api.ts'
import { pick } from '../testing/pick.ts'

function Live({ id }: { id: string }) {
  const { record } = useRecord('journeys', id)
  return record ? <StatesEditor journey={record} /> : null
}
const dialog = () => screen.getByRole('dialog')
const closed = () => waitFor(() => assert.equal(screen.queryByRole('dialog')?.textContent ?? null, null))

test('add, rename the default, a refused duplicate, make default, delete', async () => {
  const api = fakeJourneysApi({ journeys: [{ title: 'Onboarding', defaultState: 'New', states: [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged' }] }] })
  const [journey] = api.records('journeys')
  render(<CareProvider client={api.client()}><Live id={journey!.id} /></CareProvider>)
  const table = await screen.findByRole('table', { name: 'States' })
  within(within(table).getByRole('row', { name: /New/ })).getByText('Default')

  await userEvent.click(screen.getByRole('button', { name: 'Add a state' }))
  await userEvent.type(within(dialog()).getByRole('textbox', { name: /^Name/ }), 'Lapsed')
  await pick('Priority', 'Disengaged', dialog())
  await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Requires follow-up' }))
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Add' }))
  await closed()
  await screen.findByRole('row', { name: /Lapsed/ })
  assert.deepEqual(api.records('journeys')[0]!.states, [{ name: 'New', priority: 'N/A' }, { name: 'Active', priority: 'Engaged' }, { name: 'Lapsed', priority: 'Disengaged', requiresFollowup: true }])
  const patch = api.requests.filter((r) => r.method === 'PATCH').at(-1)!
  assert.deepEqual(patch.body?.options, { replaceObjectFields: true })

  await userEvent.click(screen.getByRole('button', { name: 'Edit New' }))
  const name = within(dialog()).getByRole('textbox', { name: /^Name/ })
  await userEvent.clear(name)
  await userEvent.type(name, 'Active')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await within(dialog()).findByText('Journey state names must be unique')
  await userEvent.clear(name)
  await userEvent.type(name, 'Welcome')
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Save' }))
  await closed()
  await screen.findByRole('row', { name: /Welcome/ })
  assert.equal(api.records('journeys')[0]!.defaultState, 'Welcome')

  await userEvent.click(screen.getByRole('button', { name: 'Make default: Active' }))
  await waitFor(() => assert.equal(api.records('journeys')[0]!.defaultState, 'Active'))
  await userEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }))
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Delete the state Welcome?' })).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(screen.queryByRole('row', { name: /Welcome/ }), null))
  const removal = api.requests.find((r) => r.method === 'DELETE')!
  assert.deepEqual([removal.path, removal.query.get('states')], [`/v1/journey/${journey!.id}/states`, '["Welcome"]'])
  assert.deepEqual((api.records('journeys')[0]!.states as { name: string }[]).map((s) => s.name), ['Active', 'Lapsed'])
})
