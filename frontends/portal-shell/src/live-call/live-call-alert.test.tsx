import { fireEvent, render, screen, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1 } from '@care/sdk/testing/fake-v1'
import { LiveCallAlert } from './live-call-alert.tsx'

const EVENT = '1'.repeat(24)
beforeEach(() => sessionStorage.clear())

function setup(events: Record<string, unknown>[], pathname = '/home') {
  const v1 = fakeV1({ kind: 'enduser', collections: { calendar_events: events } })
  const client = v1.client({ id: 'e'.repeat(24) })
  const navigated: string[] = []
  const view = render(
    <CareProvider client={client}>
      <LiveCallAlert pathname={pathname} onNavigate={(p) => navigated.push(p)} />
    </CareProvider>,
  )
  return { v1, client, navigated, view }
}

test("'Join your upcoming call - here' while an event's call is live; 'here' opens /video-call?calendarEventId=…; dismissed, it stays away", async () => {
  const { client, navigated } = setup([{ id: EVENT, title: 'Video visit', enableVideoCall: true, meetingStatus: 'live', startTimeInMS: Date.now() - 30 * 60_000 }])
  const alert = await screen.findByRole('status')
  assert.equal(alert.textContent, 'Join your upcoming call - here')
  const here = within(alert).getByRole('link', { name: 'here' })
  assert.equal(here.getAttribute('href'), `/video-call?calendarEventId=${EVENT}`)
  fireEvent.click(here)
  assert.deepEqual(navigated, [`/video-call?calendarEventId=${EVENT}`])
  fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
  assert.equal(screen.queryByRole('status'), null)
  client.close()
  // another page of the same tab: still dismissed
  const again = setup([{ id: EVENT, title: 'Video visit', enableVideoCall: true, meetingStatus: 'live', startTimeInMS: Date.now() - 30 * 60_000 }], '/documents')
  await again.client.collection('calendar_events').load()
  assert.equal(again.client.collection('calendar_events').snapshot().records.length, 1)
  assert.equal(screen.queryByRole('status'), null)
  again.client.close()
})

test('no alert for a call not live, started 2 hours ago or more, or on the video page itself', async () => {
  const started = Date.now() - 30 * 60_000
  const a = setup([
    { id: '2'.repeat(24), enableVideoCall: true, meetingStatus: 'scheduled', startTimeInMS: started },
    { id: '3'.repeat(24), enableVideoCall: true, meetingStatus: 'live', startTimeInMS: Date.now() - 72e5 - 1000 },
    { id: '4'.repeat(24), enableVideoCall: false, meetingStatus: 'live', startTimeInMS: started },
    { id: '5'.repeat(24), title: 'Anchor', startTimeInMS: started },
  ])
  // the events loaded (the fake answered) and none makes an alert
  await a.client.collection('calendar_events').load()
  assert.equal(screen.queryByRole('status'), null)
  a.client.close()
  const b = setup([{ id: EVENT, enableVideoCall: true, meetingStatus: 'live', startTimeInMS: started }], '/video-call')
  await b.client.collection('calendar_events').load()
  assert.equal(screen.queryByRole('status'), null)
  b.client.close()
})
