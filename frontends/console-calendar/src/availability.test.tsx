import { fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { CalendarScreen } from './calendar-screen.tsx'
import { ME, seeded } from './testing/fake-api.ts'

const show = (client: CareClient) => {
  window.history.replaceState(null, '', '/console/calendar/availability')
  return render(<CareProvider client={client}><CalendarScreen /></CareProvider>)
}
const blockTexts = () => [...document.querySelectorAll('[data-block-id]')].map((li) => li.textContent)

test('weekly hours: the signed-in member’s to start with; hours added on Monday and saved on the user, the list replaced', async () => {
  const user = userEvent.setup()
  const { api, clinic } = seeded()
  api.users[0]!.weeklyAvailabilities = [{ dayOfWeekStartingSundayIndexedByZero: 2, startTimeInMinutes: 480, endTimeInMinutes: 720 }]
  show(api.client())
  const tuesday = await screen.findByRole('group', { name: 'Tuesday' })
  assert.equal((within(tuesday).getByLabelText('Tuesday From 1') as HTMLInputElement).value, '08:00')
  assert.equal((within(tuesday).getByLabelText('Tuesday To 1') as HTMLInputElement).value, '12:00')
  within(screen.getByRole('group', { name: 'Monday' })).getByText('Unavailable')
  await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }))
  assert.equal((screen.getByLabelText('Monday From 1') as HTMLInputElement).value, '09:00')
  // hours at one location only (none chosen: every location)
  await user.click(screen.getByRole('combobox', { name: 'Monday Locations 1' }))
  await user.click(await screen.findByRole('option', { name: 'Main clinic' }))
  await user.click(screen.getByRole('button', { name: 'Save weekly hours' }))
  await screen.findByText('Weekly hours saved')
  const sent = api.requests.find((r) => r.method === 'PATCH' && r.path === `/v1/user/${ME.id}`)!.body as { updates: { weeklyAvailabilities: unknown[] }; options: { replaceObjectFields: boolean } }
  assert.deepEqual(sent.updates.weeklyAvailabilities, [
    { dayOfWeekStartingSundayIndexedByZero: 2, startTimeInMinutes: 480, endTimeInMinutes: 720 },
    { dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 540, endTimeInMinutes: 1020, locationIds: [clinic.id] },
  ])
  assert.equal(sent.options.replaceObjectFields, true)
})

test('weekly hours: an end before its start is refused before sending; another member’s hours are theirs', async () => {
  const user = userEvent.setup()
  const { api, drLee } = seeded()
  drLee.weeklyAvailabilities = [{ dayOfWeekStartingSundayIndexedByZero: 5, startTimeInMinutes: 600, endTimeInMinutes: 660 }]
  show(api.client())
  await user.click(await screen.findByRole('combobox', { name: 'Team member' }))
  await user.click(await screen.findByRole('option', { name: 'Dana Lee' }))
  const to = (await screen.findByLabelText('Friday To 1')) as HTMLInputElement
  assert.equal(to.value, '11:00')
  // a time input is set whole: jsdom drops the partial values typing goes through
  fireEvent.change(to, { target: { value: '09:00' } })
  await user.click(screen.getByRole('button', { name: 'Save weekly hours' }))
  await screen.findByText('The end must be after the start')
  assert.equal(api.requests.filter((r) => r.method === 'PATCH').length, 0)
})

test('blocks: added at the end, moved up with /update-order-of-availability-blocks, deleted', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  api.blocks.push(
    { id: 'c'.repeat(24), createdAt: '', updatedAt: '', entity: 'user', entityId: ME.id, index: 0, dayOfWeekStartingSundayIndexedByZero: 1, startTimeInMinutes: 540, endTimeInMinutes: 600 },
    { id: 'd'.repeat(24), createdAt: '', updatedAt: '', entity: 'user', entityId: ME.id, index: 1, dayOfWeekStartingSundayIndexedByZero: 3, startTimeInMinutes: 600, endTimeInMinutes: 720 },
  )
  show(api.client())
  await waitFor(() => assert.deepEqual(blockTexts(), ['Monday 09:00–10:00', 'Wednesday 10:00–12:00'], 'the blocks in order'))
  const blocks = screen.getByRole('region', { name: 'Availability blocks' })
  await user.click(within(blocks).getByRole('combobox', { name: 'Day' }))
  await user.click(await screen.findByRole('option', { name: 'Friday' }))
  await user.click(within(blocks).getByRole('button', { name: 'Add block' }))
  await waitFor(() => assert.deepEqual(blockTexts(), ['Monday 09:00–10:00', 'Wednesday 10:00–12:00', 'Friday 09:00–17:00'], 'added last'))
  assert.deepEqual(api.requests.find((r) => r.method === 'POST' && r.path === '/v1/availability-block')?.body, { entity: 'user', entityId: ME.id, index: 2, dayOfWeekStartingSundayIndexedByZero: 5, startTimeInMinutes: 540, endTimeInMinutes: 1020 })
  await user.click(screen.getByRole('button', { name: 'Move block 3 up' }))
  await waitFor(() => assert.deepEqual(blockTexts(), ['Monday 09:00–10:00', 'Friday 09:00–17:00', 'Wednesday 10:00–12:00'], 'moved'))
  const friday = api.blocks[2]!.id
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/update-order-of-availability-blocks')?.body, { indexUpdates: [{ id: friday, index: 1 }, { id: 'd'.repeat(24), index: 2 }] })
  await user.click(screen.getByRole('button', { name: 'Delete block 1' }))
  await waitFor(() => assert.deepEqual(blockTexts(), ['Friday 09:00–17:00', 'Wednesday 10:00–12:00'], 'deleted'))
  assert.equal(api.blocks.some((b) => b.id === 'c'.repeat(24)), false)
})
