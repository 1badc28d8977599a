import { act, fireEvent, render, screen, waitFor } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { fakeRecord, fakeV1, json } from '@care/sdk/testing/fake-v1'
import { Banners } from './banners.tsx'

const ME = 'e'.repeat(24)

function setup(responses: Record<string, unknown>[], rooms: Record<string, unknown>[] = [], formsStatus = 200) {
  const v1 = fakeV1({
    kind: 'enduser',
    routes: (req) => {
      if (req.path === '/v1/form-responses') return formsStatus === 200 ? json(200, responses) : json(formsStatus, { message: 'Not found' })
      if (req.path === '/v1/chat-rooms') return json(200, rooms)
      return undefined
    },
  })
  const client = v1.client({ id: ME })
  const navigated: string[] = []
  render(
    <CareProvider client={client}>
      <Banners enduserId={ME} navigate={(u) => navigated.push(u)} />
    </CareProvider>,
  )
  return { client, navigated, v1 }
}

test('outstanding forms: the exact banner text, a link to Documents, counting only the patient’s unsubmitted, non-internal, visible forms', async () => {
  const { client, navigated, v1 } = setup([
    fakeRecord({ enduserId: ME, accessCode: 'a' }),
    fakeRecord({ enduserId: ME, accessCode: 'b' }),
    fakeRecord({ enduserId: ME, accessCode: 'c', submittedAt: '2026-01-02T00:00:00Z' }),
    fakeRecord({ enduserId: ME, accessCode: 'd', isInternalNote: true }),
    fakeRecord({ enduserId: ME, accessCode: 'e', hideFromEnduserPortal: true }),
  ])
  const banner = await screen.findByRole('link', { name: 'You have 2 outstanding form(s) - click here to view' })
  assert.equal(banner.tagName, 'A')
  assert.equal(banner.getAttribute('href'), '/documents')
  assert.ok(v1.requests.some((r) => r.path === '/v1/form-responses' && JSON.parse(r.query.get('filter') ?? '{}').enduserId === ME))
  fireEvent.click(banner)
  assert.deepEqual(navigated, ['/documents'])
  // a form submitted in this tab leaves the count at once (the same cached query Documents reads)
  const [first] = client.collection('form_responses').snapshot().records
  act(() => client.collection('form_responses').update(first!.id, { submittedAt: '2026-02-01T00:00:00Z' }))
  await screen.findByRole('link', { name: 'You have 1 outstanding form(s) - click here to view' })
  client.close()
})

test('no outstanding forms, or the forms service missing: no banner', async () => {
  const { client, v1 } = setup([fakeRecord({ enduserId: ME, submittedAt: '2026-01-02T00:00:00Z' })])
  await waitFor(() => assert.ok(v1.requests.some((r) => r.path === '/v1/form-responses'), 'the form responses were not asked for'))
  assert.equal(screen.queryByText(/outstanding form/), null)
  client.close()
  const second = setup([], [], 404)
  await waitFor(() => assert.ok(second.v1.requests.some((r) => r.path === '/v1/form-responses'), 'the form responses were not asked for'))
  assert.equal(screen.queryByText(/outstanding form/), null)
  second.client.close()
})

test("unread messages: 'You have N unread message(s)', a link to Communications, the patient's unread counts summed and kept current", async () => {
  const { client, navigated, v1 } = setup([], [
    fakeRecord({ title: 'Care team', enduserIds: [ME], infoForUser: { [ME]: { unreadCount: 2 }, ['a'.repeat(24)]: { unreadCount: 9 } } }),
    fakeRecord({ title: 'Billing', enduserIds: [ME], infoForUser: { [ME]: { unreadCount: 1 } } }),
  ])
  const banner = await screen.findByRole('link', { name: 'You have 3 unread message(s)' })
  assert.equal(banner.getAttribute('href'), '/communications')
  assert.ok(v1.requests.some((r) => r.path === '/v1/chat-rooms'))
  fireEvent.click(banner)
  assert.deepEqual(navigated, ['/communications'])
  // the room read in Communications (the same cached records): the count drops, then the banner goes
  const [first, second] = client.collection('chat_rooms').snapshot().records
  act(() => client.collection('chat_rooms').update(first!.id, { infoForUser: { [ME]: { unreadCount: 0 } } }))
  await screen.findByRole('link', { name: 'You have 1 unread message(s)' })
  act(() => client.collection('chat_rooms').update(second!.id, { infoForUser: { [ME]: { unreadCount: 0 } } }))
  await waitFor(() => assert.equal(screen.queryByText(/unread message/), null))
  client.close()
})

test('the messaging service missing (chat rooms answer 404): no unread-messages banner, the forms banner still shows', async () => {
  const v1 = fakeV1({
    kind: 'enduser',
    routes: (req) => {
      if (req.path === '/v1/form-responses') return json(200, [fakeRecord({ enduserId: ME, accessCode: 'a' })])
      if (req.path === '/v1/chat-rooms') return json(404, { message: 'Not found' })
      return undefined
    },
  })
  const client = v1.client({ id: ME })
  render(<CareProvider client={client}><Banners enduserId={ME} navigate={() => {}} /></CareProvider>)
  await screen.findByRole('link', { name: 'You have 1 outstanding form(s) - click here to view' })
  await waitFor(() => assert.ok(v1.requests.some((r) => r.path === '/v1/chat-rooms'), 'the chat rooms were not asked for'))
  assert.equal(screen.queryByText(/unread message/), null)
  client.close()
})
