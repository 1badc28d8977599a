import { fireEvent, render, screen, userEvent, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { CarePlanPage } from './care-plan-page.tsx'
import { fakeApi, PATIENT, type Seed } from './testing/fake-api.ts'

const PLAN = 'c'.repeat(24)
const HOUR = 36e5

function setup(seed: Seed, enduser?: Record<string, unknown>) {
  window.history.replaceState(null, '', '/care-plan')
  const api = fakeApi(seed, enduser)
  const navigated: string[] = []
  render(
    <CareProvider client={api.client}>
      <CarePlanPage navigate={(u) => navigated.push(u)} />
    </CareProvider>,
  )
  return { ...api, navigated }
}

test("\"{first name}'s Care Plan\": the plan's events in time order, a video icon for video events, each opening its page", async () => {
  const now = Date.now()
  const { client, navigated, v1 } = setup({
    plans: [{ id: PLAN, title: 'Diabetes plan', enduserId: PATIENT }],
    events: [
      { id: '2'.repeat(24), title: 'Nutrition video visit', startTimeInMS: now + 48 * HOUR, carePlanId: PLAN, enableVideoCall: true },
      { id: '1'.repeat(24), title: 'A1c lab', startTimeInMS: now + HOUR, carePlanId: PLAN },
      { id: '3'.repeat(24), title: 'Not in the plan', startTimeInMS: now + HOUR },
      { id: '4'.repeat(24), title: 'Staff prep', startTimeInMS: now + HOUR, carePlanId: PLAN, hiddenFromPortal: true },
    ],
    customizations: [{ page: 'Care Plan', blocks: [], headerImageURL: 'https://cdn.example.com/plan.png' }],
  })
  await screen.findByRole('heading', { level: 1, name: "Jordan's Care Plan" })
  const list = await screen.findByRole('list', { name: 'Care plan events' })
  const items = within(list).getAllByRole('link')
  assert.deepEqual(items.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['A1c lab', 'Nutrition video visit'])
  assert.equal(within(items[0]).queryByTitle('Video visit'), null)
  within(items[0]).getByTitle('Appointment')
  within(items[1]).getByTitle('Video visit')
  assert.equal(items[1].getAttribute('href'), `/events/${'2'.repeat(24)}`)
  fireEvent.click(items[1])
  assert.deepEqual(navigated, [`/events/${'2'.repeat(24)}`])
  assert.equal(document.querySelector('img')?.getAttribute('src'), 'https://cdn.example.com/plan.png')
  assert.ok(v1.requests.some((r) => r.path === '/v1/care-plans' && JSON.parse(r.query.get('filter') ?? '{}').enduserId === PATIENT))
  client.close()
})

test("no care plan, or a plan without events: 'Your care plan will appear here'", async () => {
  const a = setup({ events: [{ title: 'Other', startTimeInMS: Date.now() }] })
  await screen.findByText('Your care plan will appear here')
  a.client.close()
})

test('a plan that names its events (eventIds) shows them too; cancelled ones say so', async () => {
  const { client } = setup({
    plans: [{ id: PLAN, title: 'Plan', enduserId: PATIENT, eventIds: ['5'.repeat(24)] }],
    events: [{ id: '5'.repeat(24), title: 'Check-in', startTimeInMS: Date.now(), cancelledAt: new Date().toISOString() }],
  })
  const list = await screen.findByRole('list', { name: 'Care plan events' })
  within(list).getByText('Check-in (Cancelled)')
  client.close()
})

test("a failed load offers 'Try again'; loading shows a progress indicator; the events are reached with the keyboard", async () => {
  window.history.replaceState(null, '', '/care-plan')
  const { v1, client } = fakeApi({ plans: [{ id: PLAN, title: 'Plan', enduserId: PATIENT }], events: [{ title: 'A1c lab', startTimeInMS: Date.now(), carePlanId: PLAN }] })
  v1.failNext((r) => r.path === '/v1/care-plans', 500, { message: 'boom' })
  const release = v1.hold()
  render(<CareProvider client={client}><CarePlanPage navigate={() => {}} /></CareProvider>)
  screen.getByRole('progressbar')
  release()
  await screen.findByText('Your care plan could not be loaded')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  const item = await screen.findByRole('link', { name: /A1c lab/ })
  const user = userEvent.setup()
  for (let i = 0; i < 5 && document.activeElement !== item; i++) await user.tab()
  assert.equal(document.activeElement, item)
  client.close()
})

test('without a first name the title is "Your Care Plan"', async () => {
  const { client } = setup({}, { fname: '' })
  await screen.findByRole('heading', { level: 1, name: 'Your Care Plan' })
  client.close()
})
