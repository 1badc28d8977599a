import { render, screen } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeV1, json } from '@care/sdk/testing/fake-v1'
import { EventsList } from './events-list.tsx'
import { texts } from './texts.ts'

test('no scheduling service yet: Your Events says events are not available yet, without asking for calendar events (a 404 on every Home)', async () => {
  const v1 = fakeV1({ kind: 'enduser', routes: (req) => (req.path === '/v1/calendar-events' ? json(404, { message: 'Not found' }) : undefined) })
  const client = v1.client({ id: 'e'.repeat(24) })
  render(
    <CareProvider client={client}>
      <EventsList navigate={() => {}} />
    </CareProvider>,
  )
  await screen.findByText(texts.eventsUnavailable)
  screen.getByRole('heading', { name: texts.eventsTitle })
  assert.equal(screen.queryByRole('button', { name: 'Try again' }), null)
  assert.equal(v1.requests.some((r) => r.path === '/v1/calendar-events'), false)
  client.close()
})
