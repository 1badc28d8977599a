// The portal's video page without a browser (spec 2 §2.13, §4): the waiting room's three texts from
// the event's meetingStatus, 'This event no longer exists' for a missing event or no query, the
// Join button once live, and a refused join logged as 'Could not find attendee info for joining
// meeting and failed to join'.
import { cleanup, render, screen, userEvent, waitFor } from '@care/ui/testing/react'
import { afterEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1, json } from '@care/sdk/testing'
import { MISSING_ATTENDEE_LOG, VideoPage } from './video-page.tsx'

const EVENT = 'e'.repeat(23) + '1'
const MEETING = 'a'.repeat(23) + '2'

function setup(search: string, events: Record<string, unknown>[] = [], joinStatus = 404) {
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: { calendar_events: events, meetings: [] },
    routes({ method, path }) {
      if (method === 'POST' && path === '/v1/join-meeting-for-event') return json(joinStatus, { message: 'Calendar event not found' })
      return undefined
    },
  })
  const client = v1.client()
  const navigated: string[] = []
  render(
    <CareProvider client={client}>
      <VideoPage search={search} navigate={(to) => navigated.push(to)} />
    </CareProvider>,
  )
  return { v1, navigated }
}

afterEach(() => cleanup())

test("before the host starts it: 'Waiting for the host to start the meeting'", async () => {
  setup(`?calendarEventId=${EVENT}`, [{ id: EVENT, title: 'Visit', startTimeInMS: Date.now(), durationInMinutes: 30 }])
  await screen.findByText('Waiting for the host to start the meeting')
  assert.equal(screen.queryByRole('button', { name: 'Join' }), null)
})

test("ended: 'This meeting has been ended by the host'", async () => {
  setup(`?calendarEventId=${EVENT}`, [{ id: EVENT, title: 'Visit', startTimeInMS: Date.now(), durationInMinutes: 30, meetingId: MEETING, meetingStatus: 'ended' }])
  await screen.findByText('This meeting has been ended by the host')
})

test("a missing event, or no event or meeting named: 'This event no longer exists'", async () => {
  setup(`?calendarEventId=${EVENT}`)
  await screen.findByText('This event no longer exists')
  cleanup()
  setup('')
  await screen.findByText('This event no longer exists')
})

test("live: Join; a refused join is logged 'Could not find attendee info for joining meeting and failed to join'", async () => {
  setup(`?calendarEventId=${EVENT}`, [{ id: EVENT, title: 'Visit', startTimeInMS: Date.now(), durationInMinutes: 30, meetingId: MEETING, meetingStatus: 'live' }])
  const logged: unknown[][] = []
  const original = console.error
  console.error = (...args: unknown[]) => void logged.push(args)
  try {
    await userEvent.click(await screen.findByRole('button', { name: 'Join' }))
    await screen.findByText('Could not join the meeting')
    await waitFor(() => assert.ok(logged.some((args) => args[0] === MISSING_ATTENDEE_LOG), 'the refusal is logged'))
  } finally {
    console.error = original
  }
})
