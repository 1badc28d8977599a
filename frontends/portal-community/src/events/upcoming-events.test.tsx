import { fireEvent, render, screen, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { CommunityPage } from '../community-page.tsx'
import { fakeApi, PATIENT, type Seed } from '../testing/fake-api.ts'
import { upcomingPublicEvents } from './upcoming-events.tsx'

const YOGA = '1'.repeat(24)
const HOUR = 36e5

function setup(seed: Seed) {
  window.history.replaceState(null, '', '/community')
  const api = fakeApi(seed)
  render(
    <CareProvider client={api.client}>
      <CommunityPage search="" navigate={() => {}} />
    </CareProvider>,
  )
  return api
}

const sent = (v1: ReturnType<typeof fakeApi>['v1'], method: string, path: string) => v1.requests.filter((r) => r.method === method && r.path === path)

test("'Upcoming Events': public events from now on, soonest first, with their RSVP counts; RSVP and remove it, the count moving by 1", async () => {
  const now = Date.now()
  const { v1, client } = setup({
    forums: [{ title: 'Walking club' }, { title: 'Heart health' }],
    events: [
      { id: YOGA, title: 'Yoga in the park', startTimeInMS: now + 48 * HOUR, publicRead: true, numRSVPs: 3 },
      { title: 'Cooking class', startTimeInMS: now + 2 * HOUR, publicRead: true, numRSVPs: 0 },
      { title: 'Past meetup', startTimeInMS: now - 2 * HOUR, publicRead: true },
      { title: 'Cancelled talk', startTimeInMS: now + HOUR, publicRead: true, cancelledAt: new Date(now).toISOString() },
      { title: 'My private visit', startTimeInMS: now + HOUR, attendees: [{ type: 'enduser', id: PATIENT }] },
    ],
  })
  const strip = await screen.findByRole('region', { name: 'Upcoming Events' })
  const cards = within(strip).getAllByRole('listitem')
  assert.deepEqual(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent), ['Cooking class', 'Yoga in the park'])
  const yoga = cards[1]
  within(yoga).getByText('3 RSVPs')
  const button = within(yoga).getByRole('button', { name: 'RSVP to Yoga in the park', pressed: false })
  fireEvent.click(button)
  // going shows as soon as the new RSVP is cached, a moment before the call ends and the button is
  // enabled again: the second click waits for that, as a person's would (a CI run clicked too early)
  await waitFor(() => assert.equal(within(yoga).getByRole('button', { name: 'RSVP to Yoga in the park', pressed: true }).getAttribute('aria-busy'), 'false'))
  within(yoga).getByText('4 RSVPs')
  assert.deepEqual(sent(v1, 'POST', '/v1/calendar-event-RSVP').map((r) => r.body), [{ eventId: YOGA }])
  const rsvpId = v1.records('calendar_event_RSVPs')[0].id

  fireEvent.click(within(yoga).getByRole('button', { name: 'RSVP to Yoga in the park' }))
  await within(yoga).findByRole('button', { name: 'RSVP to Yoga in the park', pressed: false })
  within(yoga).getByText('3 RSVPs')
  assert.equal(sent(v1, 'DELETE', `/v1/calendar-event-RSVP/${rsvpId}`).length, 1)
  assert.equal(v1.records('calendar_event_RSVPs').length, 0)
  client.close()
})

test("already RSVPed elsewhere: the refusal 'You have already RSVPed to this event' shows as going, without an error", async () => {
  const { v1, client } = setup({ forums: [{ title: 'Walking club' }, { title: 'Heart health' }], events: [{ id: YOGA, title: 'Yoga in the park', startTimeInMS: Date.now() + HOUR, publicRead: true, numRSVPs: 1 }] })
  const button = await screen.findByRole('button', { name: 'RSVP to Yoga in the park', pressed: false })
  v1.add('calendar_event_RSVPs', { eventId: YOGA, creator: PATIENT })
  fireEvent.click(button)
  await screen.findByRole('button', { name: 'RSVP to Yoga in the park', pressed: true })
  assert.equal(screen.queryByRole('alert'), null)
  client.close()
})

test('no public events ahead: no strip', async () => {
  const { client } = setup({ forums: [{ title: 'Walking club' }, { title: 'Heart health' }], events: [{ title: 'Past meetup', startTimeInMS: Date.now() - HOUR, publicRead: true }] })
  await screen.findByRole('list', { name: 'Forums' })
  assert.equal(screen.queryByRole('region', { name: 'Upcoming Events' }), null)
  client.close()
})

test('upcomingPublicEvents: public, not cancelled nor hidden, from now on, soonest first', () => {
  const events = [
    { id: 'a', publicRead: true, startTimeInMS: 30 },
    { id: 'b', publicRead: true, startTimeInMS: 20 },
    { id: 'c', startTimeInMS: 20 },
    { id: 'd', publicRead: true, startTimeInMS: 5 },
    { id: 'e', publicRead: true, startTimeInMS: 25, hiddenFromPortal: true },
  ]
  assert.deepEqual(upcomingPublicEvents(events, 10).map((e) => e.id), ['b', 'a'])
})
