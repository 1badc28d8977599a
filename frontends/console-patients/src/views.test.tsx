// The Views control of the patients table, on the fake API: choosing a saved view (columns, rows,
// ?view=), changing and updating it, saving a new one (title required and unique), deleting it,
// what a role without create/delete access is offered, the error state and a view arriving live.
import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { afterEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { PatientsApp } from './patients-app.tsx'
import { fakeBaseFields } from '@care/sdk/testing'
import { fakeApi } from './testing/fake-api.ts'
import { findNameButton, nameButton, rows, staff, table } from './testing/screen.ts'

afterEach(() => window.history.replaceState(null, '', '/'))

const PATIENTS = [
  { fname: 'Jordan', lname: 'Rivera', email: 'jordan@demo.care', tags: ['diabetes', 'new'], state: 'CA' },
  { fname: 'Sam', lname: 'Lee', email: 'sam@demo.care', tags: ['hypertension'] },
]
const NEW_PATIENTS = { title: 'New patients', fields: ['name', 'tags', 'state'], filter: { tags: ['new'] } }

function withViews(o: { roles?: string[]; rolePermissions?: Record<string, unknown>[] } = {}) {
  return fakeApi({ users: staff, endusers: PATIENTS, views: [NEW_PATIENTS], ...o })
}

const headers = () => [...(table()?.querySelectorAll('[role="columnheader"]') ?? [])].map((h) => h.textContent)
const viewSelect = () => screen.getByRole('combobox', { name: 'View' })

async function chooseView(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.click(viewSelect())
  await user.click(await screen.findByRole('option', { name: title }))
}

test('choosing a saved view changes the columns and the rows and puts the view in the URL; Back returns to the default', async () => {
  const user = userEvent.setup()
  const api = withViews()
  render(<PatientsApp client={api.client()} />)
  await findNameButton('Sam Lee')
  assert.deepEqual(headers(), ['Name', 'Email', 'Phone', 'Tags', 'Assigned to', 'Updated'])
  await chooseView(user, 'New patients')
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State'], "the view's columns are not shown"))
  assert.equal(new URLSearchParams(window.location.search).get('view'), api.views[0].id)
  assert.equal(rows().length, 1)
  assert.ok(nameButton('Jordan Rivera'))
  assert.ok(rows()[0].textContent?.includes('CA'))
  // saved and unchanged: nothing to update or discard
  assert.equal(screen.queryByRole('button', { name: 'Update view' }), null)
  window.history.back()
  await findNameButton('Sam Lee')
  assert.equal(window.location.search, '')
  assert.equal(headers().length, 6)
})

test('a view in the URL opens with it; one that no longer exists says so and shows the default', async () => {
  const api = withViews()
  window.history.replaceState(null, '', `/?view=${api.views[0].id}`)
  const first = render(<PatientsApp client={api.client()} />)
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State'], 'the view in the URL is not shown'))
  first.unmount()
  window.history.replaceState(null, '', '/?view=0000000000000000000000ff')
  render(<PatientsApp client={api.client()} />)
  await screen.findByText('That view no longer exists. Showing the default view.')
  await findNameButton('Sam Lee')
})

test('columns by keyboard (hide, move up), a filter, then Update view sends both and replaces them', async () => {
  const user = userEvent.setup()
  const api = withViews()
  window.history.replaceState(null, '', `/?view=${api.views[0].id}`)
  render(<PatientsApp client={api.client()} />)
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State'], 'the view in the URL is not shown'))
  await user.click(screen.getByRole('button', { name: 'Columns' }))
  const dialog = screen.getByRole('dialog', { name: 'Columns' })
  await user.click(within(dialog).getByRole('checkbox', { name: 'Email' }))
  // a column shown again comes back at its usual place
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Email', 'Tags', 'State'], 'Email is not back at its usual place'))
  const down = within(dialog).getByRole('button', { name: 'Move Email down' })
  down.focus()
  await user.keyboard('{Enter}')
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'Email', 'State'], 'Email did not move down'))
  // the focus stays with the moved column, so Enter again carries it further
  assert.equal(document.activeElement?.getAttribute('aria-label'), 'Move Email down')
  await user.keyboard('{Enter}')
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State', 'Email'], 'Email did not move to the end'))
  // at the end its own button is off: the focus moves to the other one
  assert.equal(document.activeElement?.getAttribute('aria-label'), 'Move Email up')
  assert.equal((within(dialog).getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled, true, 'the name always shows')
  await user.click(within(dialog).getByRole('button', { name: 'Done' }))

  await waitFor(() => assert.ok(!document.querySelector('[aria-labelledby="patients-columns-title"]'), 'still open'))
  await user.click(screen.getByRole('button', { name: 'Filter (1 set)' }))
  const filter = screen.getByRole('dialog', { name: 'Filter' })
  await user.type(within(filter).getByLabelText('State'), 'ny')
  await user.click(within(filter).getByRole('button', { name: 'Done' }))
  await waitFor(() => assert.ok(!document.querySelector('[aria-labelledby="view-filter-title"]'), 'still open'))
  await screen.findByText('No patients match this view')

  await user.click(screen.getByRole('button', { name: 'Update view' }))
  await screen.findByText('View updated')
  const sent = api.requests.find((r) => r.method === 'PATCH')
  assert.deepEqual(sent?.body, { updates: { fields: ['name', 'tags', 'state', 'email'], filter: { tags: ['new'], state: 'ny' } }, options: { replaceObjectFields: true } })
  assert.equal(screen.queryByRole('button', { name: 'Update view' }), null)
})

test('Save view: the title is required and unique (the server says so under it); saved, the table switches to it', async () => {
  const user = userEvent.setup()
  const api = withViews()
  render(<PatientsApp client={api.client()} />)
  await findNameButton('Sam Lee')
  await user.click(screen.getByRole('button', { name: 'Save view' }))
  const dialog = screen.getByRole('dialog', { name: 'Save view' })
  const title = within(dialog).getByRole('textbox', { name: /Title/ })
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await within(dialog).findByText('Required')
  await user.type(title, 'New patients')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await within(dialog).findByText('An enduser view with this title already exists')
  assert.equal(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent, 'An enduser view with this title already exists')
  await user.clear(title)
  await user.type(title, 'Everyone')
  await user.click(within(dialog).getByRole('button', { name: 'Save' }))
  await waitFor(() => assert.ok(api.views.some((v) => v.title === 'Everyone'), 'the view was not saved'))
  // plain selectors and a short failure message: role queries over the whole document, or an
  // element in an assertion's diff, in a polling loop starve the transition waited for
  await waitFor(() => assert.ok(!document.querySelector('[aria-labelledby="patients-save-view-title"]'), 'still open'))
  const created = api.views.find((v) => v.title === 'Everyone')
  assert.ok(created)
  assert.deepEqual(created.fields, ['name', 'email', 'phone', 'tags', 'assignedTo', 'updatedAt'])
  await waitFor(() => assert.equal(new URLSearchParams(window.location.search).get('view'), created.id, 'the new view is not the chosen one'))
  assert.equal(viewSelect().textContent, 'Everyone')
})

test('Delete view asks first, then the table returns to the default view', async () => {
  const user = userEvent.setup()
  const api = withViews()
  window.history.replaceState(null, '', `/?view=${api.views[0].id}`)
  render(<PatientsApp client={api.client()} />)
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State'], 'the view in the URL is not shown'))
  await user.click(screen.getByRole('button', { name: 'Delete view' }))
  const confirm = screen.getByRole('dialog')
  assert.equal(api.views.length, 1, 'nothing deleted before confirming')
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(api.views.length, 0, 'the view was not deleted'))
  await findNameButton('Sam Lee')
  assert.equal(window.location.search, '')
})

test('a role that may not create or delete views is offered neither; columns and filter still work', async () => {
  const api = withViews({
    roles: ['Care Coordinator'],
    rolePermissions: [{ role: 'Care Coordinator', permissions: { endusers: { read: 'All' }, enduser_views: { create: null, read: 'All', update: null, delete: null } } }],
  })
  window.history.replaceState(null, '', `/?view=${api.views[0].id}`)
  render(<PatientsApp client={api.client()} />)
  await waitFor(() => assert.deepEqual(headers(), ['Name', 'Tags', 'State'], 'the view in the URL is not shown'))
  assert.ok(screen.getByRole('button', { name: 'Columns' }))
  assert.equal(screen.queryByRole('button', { name: 'Save view' }), null)
  assert.equal(screen.queryByRole('button', { name: 'Delete view' }), null)
})

test('the views list: an error with Try again, the empty list, and a view saved elsewhere appearing live', async () => {
  const user = userEvent.setup()
  const api = fakeApi({ users: staff, endusers: PATIENTS })
  api.failNext((r) => r.path === '/v1/enduser-views', 500, { message: 'boom' })
  const client = api.client()
  render(<PatientsApp client={client} />)
  await screen.findByText(/Saved views could not be loaded/)
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.ok(!screen.queryByText(/Saved views could not be loaded/), 'still failing'))
  await user.click(viewSelect())
  await screen.findByRole('option', { name: 'No saved views yet' })
  await user.keyboard('{Escape}')
  // what the live connection does with a created-enduser_views event
  client.collection('enduser_views').addReplaceIfMatch([{ ...fakeBaseFields(), id: '0000000000000000000000aa', title: 'Follow-ups', fields: ['name'], filter: {} }])
  await user.click(viewSelect())
  await screen.findByRole('option', { name: 'Follow-ups' })
  assert.equal(screen.queryByRole('option', { name: 'No saved views yet' }), null)
})
