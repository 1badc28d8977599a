import { fireEvent, render, screen, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1 } from '@care/sdk/testing/fake-v1'
import { EventsList } from './events-list.tsx'

const ME = 'e'.repeat(24)
const HOUR = 36e5

function setup(events: Record<string, unknown>[], rsvps: Record<string, unknown>[] = []) {
  const v1 = fakeV1({ kind: 'enduser', collections: { calendar_events: events, calendar_event_RSVPs: rsvps } })
  const client = v1.client({ id: ME })
  const navigated: string[] = []
  render(
    <CareProvider client={client}>
      <EventsList navigate={(u) => navigated.push(u)} />
    </CareProvider>,
  )
  return { v1, client, navigated }
}

test("'Your Events': upcoming events soonest first (from 12 hours ago), hidden and un-RSVPed public ones left out, each a link to its page", async () => {
  const now = Date.now()
  const { client, navigated, v1 } = setup([
    { id: '1'.repeat(24), title: 'Follow-up visit', startTimeInMS: now + 48 * HOUR },
    { id: '2'.repeat(24), title: 'Intake call', startTimeInMS: now + HOUR, enableVideoCall: true },
    { title: 'Lab review', startTimeInMS: now + 2 * HOUR, cancelledAt: new Date(now).toISOString() },
    { title: 'Staff only', startTimeInMS: now + HOUR, hiddenFromPortal: true },
    { id: 'f'.repeat(24), title: 'Yoga class', startTimeInMS: now + 3 * HOUR, publicRead: true },
    { title: 'Walking group', startTimeInMS: now + 3 * HOUR, publicRead: true },
    { title: 'Last month', startTimeInMS: now - 30 * 24 * HOUR },
  ], [{ eventId: 'f'.repeat(24), creator: ME }])
  const list = await screen.findByRole('list', { name: 'Your Events' })
  await within(list).findByText('Yoga class')
  const links = within(list).getAllByRole('link')
  assert.deepEqual(links.map((a) => a.querySelector('.MuiListItemText-primary')?.textContent), ['Intake call', 'Lab review (Cancelled)', 'Yoga class', 'Follow-up visit'])
  within(links[0]).getByText(/Video visit/)
  assert.equal(links[0].getAttribute('href'), `/events/${'2'.repeat(24)}`)
  fireEvent.click(links[0])
  assert.deepEqual(navigated, [`/events/${'2'.repeat(24)}`])
  assert.ok(v1.requests.some((r) => r.path === '/v1/calendar-event-RSVPs' && JSON.parse(r.query.get('filter') ?? '{}').creator === ME), 'the patient’s RSVPs were not asked for')
  client.close()
})

test("no events: 'You have no scheduled events'; a failed load offers 'Try again'", async () => {
  const a = setup([{ title: 'Long ago', startTimeInMS: 1 }])
  await screen.findByText('You have no scheduled events')
  a.client.close()
})

test("a failed load: 'Your events could not be loaded' with 'Try again'", async () => {
  const v1 = fakeV1({ kind: 'enduser', collections: { calendar_events: [{ title: 'Soon', startTimeInMS: Date.now() + HOUR }], calendar_event_RSVPs: [] } })
  v1.failNext((r) => r.path === '/v1/calendar-events', 500, { message: 'boom' })
  const client = v1.client({ id: ME })
  render(<CareProvider client={client}><EventsList navigate={() => {}} /></CareProvider>)
  await screen.findByText('Your events could not be loaded')
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await screen.findByText('Soon')
  client.close()
})
