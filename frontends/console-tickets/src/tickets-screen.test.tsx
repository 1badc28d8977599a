import { act, render, screen, userEvent, waitFor, waitForElementToBeRemoved, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { useState } from 'react'
import { CareProvider, useCareClient } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { TicketsScreen } from './tickets-screen.tsx'
import { useSaveMove } from './save-move.ts'
import { fakeApi, seeded } from './testing/fake-api.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><TicketsScreen /></CareProvider>)
const columnTitles = () => [...document.querySelectorAll('[data-testid="tickets-board"] section h2')].map((h) => h.textContent)
const cardTitles = (stage: string) =>
  [...document.querySelectorAll(`section[data-column="${stage}"] li[data-ticket-id]`)].map((li) => li.querySelector('button')?.textContent)
const cardOf = (title: string) => [...document.querySelectorAll<HTMLElement>('li[data-ticket-id]')].find((li) => li.querySelector('button')?.textContent === title)

beforeEach(() => {
  window.history.replaceState(null, '', '/console/tickets')
  window.localStorage.clear()
})

test('loading, then the open tickets by stage with patient, owner, due date, priority and tags', async () => {
  const api = seeded()
  const release = api.hold()
  show(api.client())
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  release()
  await waitFor(() => assert.deepEqual(columnTitles(), ['New', 'In progress', 'No stage'], 'the columns are not the stages yet'))
  assert.deepEqual(cardTitles('New'), ['Refill request', 'Book follow-up'])
  assert.deepEqual(cardTitles('In progress'), ['Dizziness question', 'Insurance details'])
  assert.deepEqual(cardTitles('No stage'), ['Fax to triage'])
  await waitFor(() => assert.match(cardOf('Refill request')?.textContent ?? '', /Jordan Rivera · Owner: Casey Coordinator/, 'the card does not name its patient and owner yet'))
  assert.match(cardOf('Refill request')?.textContent ?? '', /Due .*High priority.*refill/)
  assert.match(cardOf('Dizziness question')?.textContent ?? '', /Overdue/)
  assert.match(cardOf('Fax to triage')?.textContent ?? '', /No patient · Unassigned/)
  assert.equal(cardOf('Old labs'), undefined, 'closed tickets are not on the open board')
  const list = api.requests.find((r) => r.path === '/v1/tickets')
  assert.deepEqual(JSON.parse(list?.query.get('filter') ?? '{}'), { closedAt: { _exists: false } })
  assert.equal(list?.query.get('limit'), '500', "a page of the board is the spec's 500 tickets")
})

test("no tickets: 'No tickets' with a create action", async () => {
  const api = fakeApi({ users: [{ fname: 'Avery', lname: 'Admin' }] })
  show(api.client())
  await screen.findByText('No tickets')
  const creates = screen.getAllByRole('button', { name: 'Create ticket' })
  await userEvent.setup().click(creates.at(-1)!)
  await screen.findByRole('dialog', { name: 'Create ticket' })
})

test('a failed load says so and recovers with Try again', async () => {
  const api = seeded()
  api.failNext((r) => r.path === '/v1/tickets', 500, { message: 'boom' })
  show(api.client())
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Something went wrong on our end, and our team has been notified. Please try again later.')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.ok(cardOf('Refill request'), 'the board did not recover'))
})

test('create: the title is required; the ticket is sent with the signed-in user as owner and shows at once', async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Refill request'), 'the board has not loaded'))
  await user.click(screen.getByRole('button', { name: 'Create ticket' }))
  const dialog = screen.getByRole('dialog', { name: 'Create ticket' })
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true)
  await user.type(within(dialog).getByLabelText(/^Title/), 'Call')
  await user.type(within(dialog).getByLabelText('Stage'), 'Later')
  await user.click(create)
  await waitForElementToBeRemoved(dialog)
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/ticket')
  assert.deepEqual(sent?.body, { title: 'Call', owner: api.users[0].id, stage: 'Later' })
  await waitFor(() => assert.deepEqual(cardTitles('Later'), ['Call'], "the created ticket is not in its stage's column"))
  assert.ok(screen.getByText('Ticket "Call" created').closest('[role="status"]'))
})

test("close with one of the ticket's reasons: POST /tickets/close, and it leaves the open board", async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Insurance details'), 'the board has not loaded'))
  await user.click(within(cardOf('Insurance details')!).getByRole('button', { name: 'Insurance details' }))
  const panel = await screen.findByRole('form', { name: 'Insurance details' })
  await user.click(within(panel).getByRole('button', { name: 'Close ticket' }))
  const dialog = screen.getByRole('dialog', { name: 'Close ticket' })
  const confirm = within(dialog).getByRole('button', { name: 'Close ticket' }) as HTMLButtonElement
  assert.equal(confirm.disabled, true, 'a reason first')
  await user.click(within(dialog).getByRole('radio', { name: 'Duplicate' }))
  await user.click(confirm)
  await waitFor(() => assert.equal(cardOf('Insurance details'), undefined, 'the closed ticket is still on the open board'))
  const sent = api.requests.find((r) => r.path === '/v1/tickets/close')
  assert.deepEqual(sent?.body, { ticketId: api.tickets[3].id, closedForReason: 'Duplicate' })
})

test('a ticket without reasons of its own is closed with the reason typed', async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Fax to triage'), 'the board has not loaded'))
  await user.click(within(cardOf('Fax to triage')!).getByRole('button', { name: 'Fax to triage' }))
  const panel = await screen.findByRole('form', { name: 'Fax to triage' })
  await user.click(within(panel).getByRole('button', { name: 'Close ticket' }))
  const dialog = screen.getByRole('dialog', { name: 'Close ticket' })
  await user.type(within(dialog).getByLabelText(/^Reason/), 'Filed')
  await user.click(within(dialog).getByRole('button', { name: 'Close ticket' }))
  await waitFor(() => assert.equal(cardOf('Fax to triage'), undefined, 'the closed ticket is still on the open board'))
  assert.equal(api.requests.find((r) => r.path === '/v1/tickets/close')?.body?.closedForReason, 'Filed')
})

test('edit in the panel: only the changed fields are sent; clearing one unsets it', async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Refill request'), 'the board has not loaded'))
  await user.click(within(cardOf('Refill request')!).getByRole('button', { name: 'Refill request' }))
  const panel = await screen.findByRole('form', { name: 'Refill request' })
  const stage = within(panel).getByLabelText('Stage')
  await user.clear(stage)
  await user.click(within(panel).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.ok(api.requests.some((r) => r.method === 'PATCH' && r.path === `/v1/ticket/${api.tickets[0].id}`), 'the update was not sent'))
  assert.deepEqual(api.requests.find((r) => r.method === 'PATCH')?.body, { updates: { stage: null } })
})

test('filters come from the URL: overdue only', async () => {
  window.history.replaceState(null, '', '/console/tickets?due=overdue')
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Dizziness question'), 'the overdue ticket is not shown'))
  assert.equal(cardOf('Refill request'), undefined)
  assert.equal(screen.getByText(/^Showing/).textContent, 'Showing 1 ticket')
  const list = api.requests.find((r) => r.path === '/v1/tickets')
  assert.ok(JSON.parse(list?.query.get('filter') ?? '{}').dueDateInMS._lt, 'overdue is asked of the server')
  assert.deepEqual(columnTitles(), ['In progress'], 'a filtered board shows the columns that hold matches')
})

test('closed tickets: the Closed toggle shows them and writes status=closed', async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await waitFor(() => assert.ok(cardOf('Refill request'), 'the board has not loaded'))
  await user.click(screen.getByRole('button', { name: 'Closed' }))
  await waitFor(() => assert.ok(cardOf('Old labs'), 'the closed ticket is not shown'))
  assert.equal(cardOf('Refill request'), undefined)
  assert.equal(window.location.search, '?status=closed')
  assert.equal(within(cardOf('Old labs')!).queryByRole('button', { name: /^Move/ }), null, 'closed tickets are not dragged')
})

test('the list view is remembered', async () => {
  const user = userEvent.setup()
  const api = seeded()
  const first = show(api.client())
  await waitFor(() => assert.ok(cardOf('Refill request'), 'the board has not loaded'))
  await user.click(screen.getByRole('button', { name: 'List' }))
  await screen.findByRole('table', { name: 'Tickets' })
  first.unmount()
  show(api.client())
  await screen.findByRole('table', { name: 'Tickets' })
  assert.equal(document.querySelector('[data-testid="tickets-board"]'), null)
})

function MoveHarness({ ticketId, toStage, columnIds }: { ticketId: string; toStage: string; columnIds: string[] }) {
  const client = useCareClient()
  const { save, error } = useSaveMove(() => Promise.resolve())
  const [done, setDone] = useState(false)
  const ticket = client.collection('tickets').get(ticketId)
  return (
    <div>
      <button onClick={() => void save({ ticketId, toStage, columnIds }).then(() => setDone(true))}>Drop</button>
      <output>{done ? `${ticket?.stage ?? ''}|${ticket?.index}` : ''}</output>
      {error && <p role="alert">{error}</p>}
    </div>
  )
}

test('a drop saves the stage change and the new order; a refusal puts everything back and says so', async () => {
  const user = userEvent.setup()
  const api = seeded()
  const client = api.client()
  await client.collection('tickets').load({ filter: { closedAt: { _exists: false } } })
  const [refill, followUp, dizziness, insurance] = api.tickets
  const props = { ticketId: followUp.id, toStage: 'In progress', columnIds: [dizziness.id, followUp.id, insurance.id] }
  const view = render(<CareProvider client={client}><MoveHarness {...props} /></CareProvider>)
  await user.click(screen.getByRole('button', { name: 'Drop' }))
  // only what moved is written: the moved ticket takes a number between its new neighbours (0 and 1)
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'In progress|0.5', 'the cache does not show the new stage and index'))
  assert.deepEqual(api.requests.find((r) => r.path === `/v1/ticket/${followUp.id}`)?.body, { updates: { stage: 'In progress' } })
  assert.deepEqual(api.requests.find((r) => r.path === '/v1/tickets/update-indexes')?.body, { updates: [{ id: followUp.id, index: 0.5 }] }, 'the neighbours keep their numbers')
  assert.equal(insurance.index, 1)
  view.unmount()

  // back to New at the top; the server refuses the order
  api.failNext((r) => r.path === '/v1/tickets/update-indexes', 403, { message: 'Inaccessible' })
  render(<CareProvider client={client}><MoveHarness ticketId={followUp.id} toStage="New" columnIds={[followUp.id, refill.id]} /></CareProvider>)
  await user.click(screen.getByRole('button', { name: 'Drop' }))
  await screen.findByText('The new order was not saved: Inaccessible')
  // the cache is as it was before the drop, and so is the stage on the server
  await waitFor(() => assert.equal(screen.getByRole('status').textContent, 'In progress|0.5', 'the cache was not put back as it was'))
  const stages = api.requests.filter((r) => r.path === `/v1/ticket/${followUp.id}`).map((r) => (r.body?.updates as { stage: string }).stage)
  assert.deepEqual(stages, ['In progress', 'New', 'In progress'])
  assert.equal(followUp.stage, 'In progress')
})

test('1,200 open tickets, of which a patient has 3: the patient filter asks the server and shows exactly those 3; a created ticket joins only if it matches', async () => {
  const pat = { fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  const api = fakeApi({ endusers: [pat, { fname: 'Other', lname: 'Person' }] })
  const [patient, other] = api.endusers
  const stamp = '2026-01-01T00:00:00.000Z'
  for (let i = 0; i < 1200; i++) api.tickets.push({ id: `${(i + 1).toString(16).padStart(24, '0')}`, createdAt: stamp, updatedAt: stamp, title: `T${i}`, enduserId: other.id, stage: 'New' })
  for (let i = 0; i < 3; i++) api.tickets.push({ id: `${'f'.repeat(23)}${i}`, createdAt: stamp, updatedAt: stamp, title: `Pat ${i}`, enduserId: patient.id, stage: 'New' })
  window.history.replaceState(null, '', '/console/tickets?patient=Pat')
  const client = api.client()
  show(client)
  await waitFor(() => assert.equal(document.querySelectorAll('li[data-ticket-id]').length, 3, "the board does not show exactly the patient's 3 tickets"))
  assert.deepEqual(cardTitles('New'), ['Pat 0', 'Pat 1', 'Pat 2'])
  assert.equal(screen.getByText(/^Showing/).textContent, 'Showing 3 tickets')
  const lists = api.requests.filter((r) => r.path === '/v1/tickets')
  assert.equal(lists.length, 1, 'one page, not every open ticket')
  assert.deepEqual(JSON.parse(lists[0].query.get('filter') ?? '{}'), { closedAt: { _exists: false }, enduserId: { _in: [patient.id] } })
  assert.equal(lists[0].query.get('sortBy'), 'index')
  assert.equal(lists[0].query.get('sort'), 'oldFirst')
  // live: created elsewhere (what a created-tickets event does to the cache)
  const record = { businessId: 'b'.repeat(24), organizationIds: ['b'.repeat(24)], creator: 'c'.repeat(24), createdAt: stamp, updatedAt: stamp, stage: 'New' }
  const mine = { ...record, id: 'e'.repeat(24), title: 'Pat new', enduserId: patient.id }
  const theirs = { ...record, id: 'd'.repeat(24), title: 'Other new', enduserId: other.id }
  act(() => client.collection('tickets').addReplaceIfMatch([mine, theirs], { front: true }))
  await waitFor(() => assert.ok(cardOf('Pat new'), 'the matching ticket created elsewhere has not joined'))
  assert.equal(cardOf('Other new'), undefined)
})

// Paging is the same whatever the page size: a page of 3 here (the default of 500 is checked by
// the first test), so the test renders 4 cards rather than 501.
test('unfiltered, the board pages on the server: the first page in board order, then Load more asks for the next page', async () => {
  const api = fakeApi({ pageSize: 3 })
  const stamp = '2026-01-01T00:00:00.000Z'
  for (let i = 0; i < 4; i++) api.tickets.push({ id: `${(i + 1).toString(16).padStart(24, '0')}`, createdAt: stamp, updatedAt: stamp, title: `T${i}`, stage: 'New', index: 10 - i })
  show(api.client())
  await waitFor(() => assert.equal(screen.getByText(/^Showing/).textContent, 'Showing the first 3 tickets', 'the first page is not shown as one of more'))
  assert.deepEqual(cardTitles('New'), ['T3', 'T2', 'T1'], 'the lowest index first')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load more tickets' }))
  await waitFor(() => assert.equal(screen.getByText(/^Showing/).textContent, 'Showing 4 tickets', 'the second page has not joined the board'))
  assert.deepEqual(cardTitles('New'), ['T3', 'T2', 'T1', 'T0'])
  const lists = api.requests.filter((r) => r.path === '/v1/tickets')
  assert.deepEqual(lists.map((r) => r.query.get('limit')), ['3', '3'], 'each page asks for the page size')
  assert.equal(lists.length, 2, 'Load more asks once')
  assert.equal(lists[1].query.get('lastId'), api.tickets.find((t) => t.title === 'T1')?.id, 'the next page starts after the last ticket shown')
})
