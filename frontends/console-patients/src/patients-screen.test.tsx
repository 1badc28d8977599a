import { act, fireEvent, render, screen, userEvent, waitFor, waitForElementToBeRemoved, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { PatientsApp } from './patients-app.tsx'
import { fakeBaseFields } from '@care/sdk/testing'
import { fakeApi } from './testing/fake-api.ts'
import { findNameButton, nameButton, rowOf, rows, seeded, staff, table } from './testing/screen.ts'

test('loading, then one row per patient with name, email, phone, tags, assignee and update time', async () => {
  const api = seeded()
  const release = api.hold()
  render(<PatientsApp client={api.client()} />)
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  release()
  await screen.findByRole('table', { name: 'Patients' })
  assert.deepEqual(
    within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent),
    ['Name', 'Email', 'Phone', 'Tags', 'Assigned to', 'Updated'],
  )
  await waitFor(() => assert.match(rowOf('Jordan Rivera')?.textContent ?? '', /Casey Coordinator/, 'the row does not name the assigned staff yet'))
  const jordan = rowOf('Jordan Rivera') as HTMLElement
  for (const text of ['jordan@demo.care', '+15555550100', 'diabetes', 'new', 'ago']) assert.ok(jordan.textContent?.includes(text), text)
  // the newest first, as asked from the server
  assert.equal(rows()[0].textContent?.includes('Sam Lee'), true)
  const list = api.requests.find((r) => r.path === '/v1/endusers')
  assert.equal(list?.query.get('limit'), '500')
  assert.equal(list?.query.get('sort'), 'newFirst')
})

test('empty and error states', async () => {
  const empty = fakeApi({ users: staff })
  render(<PatientsApp client={empty.client()} />)
  await screen.findByText('No patients yet')
})

test('a failed first load shows the error and recovers with Try again', async () => {
  const api = seeded()
  api.failNext((r) => r.path === '/v1/endusers', 500, { message: 'boom' })
  render(<PatientsApp client={api.client()} />)
  const alert = await screen.findByRole('alert')
  assert.equal(alert.textContent, 'Something went wrong on our end, and our team has been notified. Please try again later.')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await findNameButton('Jordan Rivera')
})

test("create: the server's messages under the fields, then the new row without reloading", async () => {
  const user = userEvent.setup()
  const api = seeded()
  render(<PatientsApp client={api.client()} />)
  await findNameButton('Jordan Rivera')
  await user.click(screen.getByRole('button', { name: 'Create patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Create patient' })
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true, 'nothing typed yet')

  await user.type(within(dialog).getByLabelText('First name'), 'Zoe')
  await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
  await user.type(within(dialog).getByLabelText('Phone'), '123')
  await user.click(create)
  const email = within(dialog).getByLabelText('Email')
  await waitFor(() => assert.equal(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent, 'Invalid email', "the email's error is not under the field"))
  const phone = within(dialog).getByLabelText('Phone')
  assert.equal(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent, 'Phone number must be at least 10 digits')

  // uniqueness refusals name no field; the email one still lands under Email
  await user.clear(email)
  await user.type(email, 'jordan@demo.care')
  await user.clear(phone)
  await user.click(create)
  await within(dialog).findByText('An enduser with this email already exists')
  assert.equal(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent, 'An enduser with this email already exists')

  await user.clear(email)
  await user.type(email, 'zoe@example.com')
  await user.type(within(dialog).getByLabelText('Last name'), 'Quill')
  await user.click(create)
  await waitForElementToBeRemoved(dialog)
  assert.ok(nameButton('Zoe Quill'))
  const sent = api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/enduser').at(-1)
  assert.deepEqual(sent?.body, { fname: 'Zoe', lname: 'Quill', email: 'zoe@example.com' }, 'blank fields are not sent')
  assert.equal(api.requests.filter((r) => r.path === '/v1/endusers' && !r.query.get('search')).length, 1, 'no reload of the list')
})

test('a record arriving in the cache (as live events deliver it) appears as a row', async () => {
  const api = seeded()
  const client = api.client()
  render(<PatientsApp client={client} />)
  await findNameButton('Jordan Rivera')
  // inside act(), as React renders a store change in a browser: the row is there once act returns
  // (left to the scheduler outside act, the row took minutes to show in a busy run of this file)
  await act(async () => {
    client.collection('endusers').addReplaceIfMatch([{ ...fakeBaseFields(), id: 'f'.repeat(24), fname: 'Lia', lname: 'Live', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() }], { front: true })
  })
  await waitFor(() => assert.ok(nameButton('Lia Live'), 'the arrived row is not shown'))
  await act(async () => {
    client.collection('endusers').remove('f'.repeat(24))
  })
  await waitFor(() => assert.ok(!nameButton('Lia Live'), 'row still shown'))
})

test('search: local matches at once, then the server search; no match says so', async () => {
  const user = userEvent.setup()
  const api = seeded()
  render(<PatientsApp client={api.client()} />)
  await findNameButton('Jordan Rivera')
  await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'rivera')
  await waitFor(() => assert.ok(api.requests.some((r) => r.query.get('search') === JSON.stringify({ query: 'rivera' })), 'the server was not asked to search'))
  await waitFor(() => assert.ok(!nameButton('Sam Lee'), 'row still shown'))
  assert.ok(nameButton('Jordan Rivera'))
  await user.clear(screen.getByRole('searchbox', { name: 'Search patients' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), 'nobody')
  await screen.findByText('No patients match "nobody"', {}, { timeout: 5000 })
})

test('edit in the side panel: only changed fields are sent, lists replaced, the row follows', async () => {
  const user = userEvent.setup()
  const api = seeded()
  render(<PatientsApp client={api.client()} />)
  await user.click(await findNameButton('Jordan Rivera'))
  const panel = await screen.findByRole('form', { name: 'Jordan Rivera' })
  const save = within(panel).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  assert.equal(save.disabled, true, 'unchanged')

  const email = within(panel).getByLabelText('Email')
  await user.clear(email)
  await user.type(email, 'bad')
  await user.click(save)
  await within(panel).findByText('Invalid email')

  await user.clear(email)
  await user.type(email, 'jordan.rivera@example.com')
  await user.type(within(panel).getByLabelText('Tags'), 'follow-up{Enter}')
  await user.click(within(panel).getByLabelText('Assigned to'))
  await user.click(await screen.findByRole('option', { name: 'Avery Admin' }))
  await user.click(save)
  await waitFor(() => assert.equal(save.disabled, true, 'Save is still enabled while saving'))
  await user.click(within(panel).getByRole('button', { name: 'Close' }))
  const patch = api.requests.filter((r) => r.method === 'PATCH').at(-1)
  assert.deepEqual(patch?.body, {
    updates: { email: 'jordan.rivera@example.com', tags: ['diabetes', 'new', 'follow-up'], assignedTo: [api.users[1].id, api.users[0].id] },
    options: { replaceObjectFields: true },
  })
  await waitFor(() => assert.match(rowOf('Jordan Rivera')?.textContent ?? '', /jordan\.rivera@example\.com/, 'the row does not show the saved email'))
  assert.deepEqual(api.endusers[0].tags, ['diabetes', 'new', 'follow-up'])
})

test('delete from the panel asks first, then removes the row', async () => {
  const user = userEvent.setup()
  const api = seeded()
  render(<PatientsApp client={api.client()} />)
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  await user.click(within(panel).getByRole('button', { name: 'Delete' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' })
  within(dialog).getByText('This operation is permanent and cannot be undone')
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.ok(!nameButton('Sam Lee'), 'row still shown'))
  assert.equal(api.endusers.some((r) => r.fname === 'Sam'), false)
})

test('paging: 500 per page, the next page (by lastId) when scrolled within 5 px of the end', async () => {
  const api = fakeApi({ users: staff, endusers: Array.from({ length: 501 }, (_, i) => ({ fname: `P${i}`, lname: 'Paged' })) })
  render(<PatientsApp client={api.client()} />)
  await findNameButton('P500 Paged')
  const lists = () => api.requests.filter((r) => r.path === '/v1/endusers')
  assert.equal(lists().length, 1)
  assert.equal(rows().length < 50, true, 'only the visible rows are rendered')
  const body = table()?.querySelector<HTMLElement>('[role="rowgroup"]:last-of-type') as HTMLElement
  const scroll = (scrollTop: number) => {
    Object.defineProperty(body, 'scrollTop', { configurable: true, value: scrollTop })
    Object.defineProperty(body, 'scrollHeight', { configurable: true, value: 500 * 40 })
    Object.defineProperty(body, 'clientHeight', { configurable: true, value: 400 })
    fireEvent.scroll(body)
  }
  scroll(500 * 40 - 400 - 6)
  assert.equal(lists().length, 1, 'not yet: 6 px from the end')
  scroll(500 * 40 - 400 - 5)
  await waitFor(() => assert.equal(lists().length, 2, 'the next page was not asked for at the end of the list'))
  const next = lists()[1]
  assert.equal(next.query.get('limit'), '500')
  assert.equal(next.query.get('lastId'), api.endusers[1].id, 'after the last record of the first page (newest first)')
  await waitFor(() => assert.equal(table()?.getAttribute('aria-rowcount'), '502', 'the header and all 501 patients'))
})

test('a coordinator is offered only what their role allows: no Create, no Delete, a read-only panel for a patient they may not update', async () => {
  const api = fakeApi({
    users: staff,
    endusers: [{ fname: 'Jordan', lname: 'Rivera' }],
    roles: ['Care Coordinator'],
    rolePermissions: [{ role: 'Care Coordinator', permissions: { endusers: { create: null, read: 'All', update: 'Assigned', delete: null } } }],
  })
  render(<PatientsApp client={api.client()} />)
  await (await findNameButton('Jordan Rivera')).click()
  const panel = await screen.findByRole('form', { name: 'Jordan Rivera' })
  await within(panel).findByText('You can view this patient but not edit them.')
  assert.equal(within(panel).queryByRole('button', { name: 'Delete' }), null)
  assert.equal(within(panel).queryByRole('button', { name: 'Save' }), null)
  assert.equal(screen.queryByRole('button', { name: 'Create patient' }), null)
  // the fields are read-only (still focusable and read aloud), not editable
  for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Tags', 'Assigned to']) {
    const input = within(panel).getByLabelText(label) as HTMLInputElement
    assert.equal(input.readOnly, true, label)
    assert.equal(input.disabled, false, label)
  }
  await userEvent.setup().type(within(panel).getByLabelText('Phone'), '5555550123')
  assert.equal((within(panel).getByLabelText('Phone') as HTMLInputElement).value, '')
})

test('an admin is offered everything: Create, Save, Delete and editable fields', async () => {
  const api = fakeApi({ users: staff, endusers: [{ fname: 'Jordan', lname: 'Rivera' }], roles: ['Admin'] })
  render(<PatientsApp client={api.client()} />)
  await (await findNameButton('Jordan Rivera')).click()
  const panel = await screen.findByRole('form', { name: 'Jordan Rivera' })
  within(panel).getByRole('button', { name: 'Delete' })
  within(panel).getByRole('button', { name: 'Save' })
  assert.equal((within(panel).getByLabelText('Phone') as HTMLInputElement).readOnly, false)
  assert.ok(screen.getByRole('button', { name: 'Create patient', hidden: true }))
  assert.equal(api.requests.some((r) => r.path === '/v1/role-based-access-permissions'), false, 'an admin needs no role permissions')
})

test('a coordinator sees Save for a patient assigned to them, and still no Delete', async () => {
  const api = fakeApi({
    users: staff,
    endusers: [{ fname: 'Jordan', lname: 'Rivera' }],
    roles: ['Care Coordinator'],
    rolePermissions: [{ role: 'Care Coordinator', permissions: { endusers: { create: 'All', read: 'Assigned', update: 'Assigned', delete: null } } }],
  })
  api.endusers[0].assignedTo = [api.users[0].id] // the signed-in user (fake-api: the first user)
  render(<PatientsApp client={api.client()} />)
  await screen.findByRole('button', { name: 'Create patient' })
  await (await findNameButton('Jordan Rivera')).click()
  const panel = await screen.findByRole('form', { name: 'Jordan Rivera' })
  await within(panel).findByRole('button', { name: 'Save' })
  assert.equal(within(panel).queryByRole('button', { name: 'Delete' }), null)
  assert.equal((within(panel).getByLabelText('Phone') as HTMLInputElement).readOnly, false)
})

test('closing the panel with unsaved edits asks first: Keep editing keeps them, Discard closes', async () => {
  const api = seeded()
  const user = userEvent.setup()
  render(<PatientsApp client={api.client()} />)
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  await user.type(within(panel).getByLabelText('Phone'), '5555550123')
  await user.click(within(panel).getByRole('button', { name: 'Close' }))
  const ask = await screen.findByRole('dialog', { name: 'Discard changes?' })
  await user.click(within(ask).getByRole('button', { name: 'Keep editing' }))
  assert.equal((within(panel).getByLabelText('Phone') as HTMLInputElement).value, '5555550123', 'the edit is still there')
  // (jsdom never ends MUI's exit transition, so the panel stays aria-hidden behind the closing dialog)
  fireEvent.click(within(panel).getByRole('button', { name: 'Close', hidden: true }))
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Discard changes?', hidden: true })).getByRole('button', { name: 'Discard', hidden: true }))
  await waitFor(() => assert.equal(screen.queryByRole('form', { name: 'Sam Lee' }), null, 'the panel is still open'))
  assert.equal(api.requests.some((r) => r.method === 'PATCH'), false, 'nothing was saved')
})

test("opening a patient moves focus to the panel's heading; closing it, to the list's", async () => {
  const user = userEvent.setup()
  render(<PatientsApp client={seeded().client()} />)
  await user.click(await findNameButton('Sam Lee'))
  const panel = await screen.findByRole('form', { name: 'Sam Lee' })
  await waitFor(() => assert.equal(document.activeElement, within(panel).getByRole('heading', { name: 'Sam Lee' }), "the focus is not on the panel's heading"))
  await user.click(within(panel).getByRole('button', { name: 'Close' }))
  await waitFor(() => assert.equal(document.activeElement?.tagName, 'H1', "the focus is not back on the list's heading"))
  assert.equal(document.activeElement?.textContent, 'Patients')
})

test('sorting by Name: a click on its header sorts A→Z, the next Z→A, the next back to newest first', async () => {
  const api = seeded()
  api.endusers.push({ ...api.endusers[0], id: 'f'.repeat(24), fname: 'alex', lname: 'Zhu', email: 'alex@example.com', assignedTo: [] })
  render(<PatientsApp client={api.client()} />)
  await screen.findByRole('table', { name: 'Patients' })
  await waitFor(() => assert.equal(rows().length, 3, 'the rows are not shown'))
  const names = () => rows().map((r) => ['Alex Zhu', 'Jordan Rivera', 'Sam Lee'].find((n) => r.textContent?.toLowerCase().includes(n.toLowerCase())))
  const before = names()
  // the server sorts: the table comes back with the sorted page (the header is a new element)
  const header = () => within(table()!).getAllByRole('columnheader')[0]
  assert.equal(header().getAttribute('aria-sort'), 'none')
  const user = userEvent.setup()
  await user.click(within(header()).getByRole('button', { name: 'Name' }))
  await waitFor(() => assert.deepEqual(names(), ['Alex Zhu', 'Jordan Rivera', 'Sam Lee'], 'the rows are not sorted A to Z'))
  assert.equal(header().getAttribute('aria-sort'), 'ascending')
  await user.click(within(header()).getByRole('button', { name: /Name/ }))
  await waitFor(() => assert.deepEqual(names(), ['Sam Lee', 'Jordan Rivera', 'Alex Zhu'], 'the rows are not sorted Z to A'))
  assert.equal(header().getAttribute('aria-sort'), 'descending')
  await user.click(within(header()).getByRole('button', { name: /Name/ }))
  await waitFor(() => assert.deepEqual(names(), before, "the rows are not back in the server's order"))
})

test('sorting by Name asks the server (sortBy), so the first name of the whole clinic leads even when it is not on the loaded page', async () => {
  const api = seeded()
  // the oldest patient: past the first page of 500 newest
  api.endusers.unshift({ ...api.endusers[0], id: '0'.repeat(24), fname: 'Aaron', lname: 'Able', email: 'aaron@example.com', assignedTo: [] })
  for (let i = 0; i < 500; i++) api.endusers.push({ ...api.endusers[1], id: (i + 1).toString(16).padStart(24, 'c'), fname: `Zed${i}`, lname: 'Paged', email: `z${i}@example.com`, assignedTo: [] })
  render(<PatientsApp client={api.client()} />)
  await screen.findByRole('table', { name: 'Patients' })
  await waitFor(() => assert.ok(rows().length > 0, 'no rows are shown'))
  const header = within(table()!).getAllByRole('columnheader')[0]
  await userEvent.setup().click(within(header).getByRole('button', { name: 'Name' }))
  await waitFor(() => assert.match(rows()[0]?.textContent ?? '', /Aaron Able/, 'the first name of the clinic is not first'))
  const sorted = api.requests.filter((r) => r.path === '/v1/endusers' && r.query.get('sortBy'))
  assert.equal(sorted.at(-1)?.query.get('sortBy'), 'fname')
  assert.equal(sorted.at(-1)?.query.get('sort'), 'oldFirst')
})
