// The list's saved views on the fake API: choosing a seeded view (columns, rows, the URL), changing
// the columns with the keyboard, saving a new view (title required and unique), the user's default
// view, and the loading, empty and error states.
import { render, screen, userEvent, waitFor, waitForElementToBeRemoved, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import { REQUIRED_MESSAGE } from '@care/ui'
import type { CareClient } from '@care/sdk'
import { TicketsScreen } from './tickets-screen.tsx'
import { fakeApi, seeded } from './testing/fake-api.ts'
import { VIEW_MODE_KEY } from './view-mode.ts'
import { NO_VIEWS_TEXT } from './views-bar.tsx'

const show = (client: CareClient) => render(<CareProvider client={client}><TicketsScreen /></CareProvider>)
const table = () => screen.getByRole('table', { name: 'Tickets' })
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent)
const rowTitles = () => [...table().querySelectorAll('tbody tr')].map((tr) => tr.querySelector('button')?.textContent)
const param = (name: string) => new URLSearchParams(window.location.search).get(name)

beforeEach(() => {
  window.history.replaceState(null, '', '/console/tickets')
  window.localStorage.clear()
  window.localStorage.setItem(VIEW_MODE_KEY, 'list')
})

async function chooseView(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(screen.getByRole('combobox', { name: 'View' }))
  await user.click(await screen.findByRole('option', { name: title }))
}

test("choosing the seeded view shows its columns and filter, and puts both in the URL; only the tickets page's views are offered", async () => {
  const user = userEvent.setup()
  const api = seeded()
  show(api.client())
  await screen.findByRole('table', { name: 'Tickets' })
  assert.deepEqual(headers(), ['Title', 'Patient', 'Owner', 'Stage', 'Due', 'Priority', 'Tags'])
  await user.click(screen.getByRole('combobox', { name: 'View' }))
  const options = (await screen.findAllByRole('option')).map((o) => o.textContent)
  assert.deepEqual(options, ['All columns', 'Overdue'])
  await user.click(screen.getByRole('option', { name: 'Overdue' }))
  await waitFor(() => assert.deepEqual(headers(), ['Title', 'Due', 'Owner'], "the view's columns are not shown"))
  assert.deepEqual(rowTitles(), ['Dizziness question'])
  assert.equal(param('view'), api.tableViews[0].id)
  assert.equal(param('due'), 'overdue')
  const read = api.requests.find((r) => r.path === '/v1/table-views')
  assert.deepEqual(JSON.parse(read?.query.get('filter') ?? '{}'), { page: 'tickets' })
  // back to the standard columns, filters cleared
  await chooseView(user, 'All columns')
  await waitFor(() => assert.equal(headers().length, 7, 'the standard columns are not back'))
  assert.equal(window.location.search, '')
})

test('columns are hidden and moved with the keyboard; a new view saves them with the filters (title required and unique) and is chosen', async () => {
  const user = userEvent.setup()
  const api = seeded()
  window.history.replaceState(null, '', '/console/tickets?owner=me')
  show(api.client())
  await screen.findByRole('table', { name: 'Tickets' })
  await user.click(screen.getByRole('button', { name: 'Columns' }))
  const dialog = await screen.findByRole('dialog', { name: 'Columns' })
  const patient = within(dialog).getByRole('checkbox', { name: 'Patient' })
  patient.focus()
  await user.keyboard(' ')
  assert.equal(within(dialog).getByRole('checkbox', { name: 'Title' }).hasAttribute('disabled'), true)
  within(dialog).getByRole('button', { name: 'Move Due up' }).focus()
  await user.keyboard('{Enter}')
  // the focus stays on the moved column's button, so Enter carries it further
  assert.equal(document.activeElement?.getAttribute('aria-label'), 'Move Due up')
  await user.keyboard('{Enter}')
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))
  await waitFor(() => assert.deepEqual(headers(), ['Title', 'Due', 'Owner', 'Stage', 'Priority', 'Tags'], 'the chosen columns are not shown'))

  await user.click(screen.getByRole('button', { name: 'Save view' }))
  const save = await screen.findByRole('dialog', { name: 'Save view' })
  await user.click(within(save).getByRole('button', { name: 'Save' }))
  assert.ok(await within(save).findByText(REQUIRED_MESSAGE))
  await user.type(within(save).getByRole('textbox', { name: /Title/ }), ' overdue ')
  await user.click(within(save).getByRole('button', { name: 'Save' }))
  assert.ok(await within(save).findByText('A view with this title already exists'))
  assert.equal(api.requests.filter((r) => r.path === '/v1/table-view').length, 0, 'a taken title is not sent')
  await user.clear(within(save).getByRole('textbox', { name: /Title/ }))
  await user.type(within(save).getByRole('textbox', { name: /Title/ }), 'My due dates')
  await user.click(within(save).getByRole('button', { name: 'Save' }))
  assert.ok(await screen.findByText('View "My due dates" saved'))
  const sent = api.requests.find((r) => r.path === '/v1/table-view')
  assert.deepEqual(sent?.body, {
    title: 'My due dates', page: 'tickets', filter: { owner: 'me' },
    columns: ['title', 'due', 'owner', 'stage', 'priority', 'tags'].map((field) => ({ field })),
  })
  assert.equal(param('view'), api.tableViews.at(-1)?.id)
  assert.equal(param('owner'), 'me')
  // read without role queries: the page is aria-hidden until the dialog's exit transition ends
  await waitFor(() => assert.equal(document.getElementById('tickets-view')?.textContent, 'My due dates', 'the saved view is not the chosen one'))
  const shown = [...document.querySelectorAll('table[aria-label="Tickets"] thead th')].map((h) => h.textContent)
  assert.deepEqual(shown, ['Title', 'Due', 'Owner', 'Stage', 'Priority', 'Tags'])
})

test("with no view in the URL the user's default view is chosen (by id, else by role); a link's view wins", async () => {
  const api = seeded()
  const [admin] = api.users
  api.tableViews.push({ ...api.tableViews[0], id: 'a'.repeat(24), title: 'Admins', defaultForRoles: ['Admin'], columns: [{ field: 'title' }, { field: 'stage' }], filter: { stage: 'New' } })
  api.tableViews.push({ ...api.tableViews[0], id: 'b'.repeat(24), title: 'Mine', defaultForUserIds: [admin.id], columns: [{ field: 'title' }, { field: 'priority' }], filter: {} })
  const first = show(api.client())
  await waitFor(() => assert.deepEqual(headers(), ['Title', 'Priority'], "the user's own default view is not chosen"))
  assert.equal(param('view'), 'b'.repeat(24))
  first.unmount()

  window.history.replaceState(null, '', '/console/tickets')
  const other = show(api.client({ id: api.users[1].id, roles: ['Admin'] }))
  await waitFor(() => assert.deepEqual(headers(), ['Title', 'Stage'], "the role's default view is not chosen"))
  assert.deepEqual(rowTitles(), ['Refill request', 'Book follow-up'])
  other.unmount()

  window.history.replaceState(null, '', `/console/tickets?view=${api.tableViews[0].id}&due=overdue`)
  show(api.client())
  await waitFor(() => assert.deepEqual(headers(), ['Title', 'Due', 'Owner'], 'the linked view is not chosen'))
  assert.equal(param('view'), api.tableViews[0].id)
})

test('loading, then no saved views; an error says so and Try again loads them', async () => {
  const user = userEvent.setup()
  const api = fakeApi({ users: [{ fname: 'Avery', lname: 'Admin' }], tickets: [{ title: 'Fax to triage' }] })
  api.failNext((r) => r.path === '/v1/table-views', 500, { message: 'Views are down' })
  show(api.client())
  await screen.findByRole('table', { name: 'Tickets' })
  assert.match((await screen.findByRole('alert')).textContent ?? '', /^Saved views could not be loaded\. /)
  const release = api.hold()
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  assert.ok(await screen.findByRole('progressbar', { name: 'Loading views' }))
  release()
  // (a label query: a role query with a name is very slow here while MUI's menu markup is around)
  await waitForElementToBeRemoved(() => screen.queryByLabelText('Loading views'))
  assert.equal(screen.queryByRole('alert'), null)
  await user.click(screen.getByRole('combobox', { name: 'View' }))
  assert.ok(await screen.findByRole('option', { name: NO_VIEWS_TEXT }))
})
