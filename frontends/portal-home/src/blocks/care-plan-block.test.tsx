import { fireEvent, render, screen, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1 } from '@care/sdk/testing/fake-v1'
import { HomeBlock } from './home-block.tsx'

const ME = 'e'.repeat(24)
const PLAN = 'c'.repeat(24)
const HOUR = 36e5

function setup(plans: Record<string, unknown>[], events: Record<string, unknown>[]) {
  const v1 = fakeV1({ kind: 'enduser', collections: { care_plans: plans, calendar_events: events } })
  const client = v1.client({ id: ME })
  const navigated: string[] = []
  render(
    <CareProvider client={client}>
      <HomeBlock block={{ type: 'carePlan', info: { title: 'My plan' } }} assignedTo={[]} navigate={(u) => navigated.push(u)} />
    </CareProvider>,
  )
  return { client, navigated }
}

test("the 'carePlan' block: the plan's upcoming events, soonest first, each a link; a link to the whole Care Plan", async () => {
  const now = Date.now()
  const { client, navigated } = setup([{ id: PLAN, title: 'Plan', enduserId: ME }], [
    { id: '2'.repeat(24), title: 'Nutrition video visit', startTimeInMS: now + 48 * HOUR, carePlanId: PLAN, enableVideoCall: true },
    { id: '1'.repeat(24), title: 'A1c lab', startTimeInMS: now + HOUR, carePlanId: PLAN },
    { title: 'Not in the plan', startTimeInMS: now + HOUR },
    { title: 'Long past', startTimeInMS: now - 30 * 24 * HOUR, carePlanId: PLAN },
  ])
  const list = await screen.findByRole('list', { name: 'My plan' })
  const links = within(list).getAllByRole('link')
  assert.deepEqual(links.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['A1c lab', 'Nutrition video visit'])
  fireEvent.click(links[0])
  fireEvent.click(screen.getByRole('link', { name: 'Open your care plan' }))
  assert.deepEqual(navigated, [`/events/${'1'.repeat(24)}`, '/care-plan'])
  client.close()
})

test("the 'carePlan' block without a plan: 'Your care plan will appear here'", async () => {
  const { client } = setup([], [{ title: 'Other', startTimeInMS: Date.now() + HOUR }])
  await screen.findByText('Your care plan will appear here')
  client.close()
})
