import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ContentScreen } from './content-screen.tsx'
import { fakeApi, seeded } from './testing/fake-api.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><ContentScreen /></CareProvider>)
const rowTitles = () => [...document.querySelectorAll('tr[data-content-id] td:first-child')].map((td) => td.textContent)
const rowOf = (title: string) => [...document.querySelectorAll<HTMLElement>('tr[data-content-id]')].find((tr) => tr.querySelector('td')?.textContent === title)

beforeEach(() => window.history.replaceState(null, '', '/console/content'))

test('loading, then the library newest first with type, category, assignment, public, internal and updated', async () => {
  const { api } = seeded()
  const release = api.hold()
  show(api.client())
  assert.ok(screen.getByRole('progressbar', { name: 'Loading' }))
  release()
  await waitFor(() => assert.deepEqual(rowTitles(), ['Welcome to the clinic', 'Staff guide', 'Checking your blood sugar']))
  const cells = (title: string) => [...rowOf(title)!.querySelectorAll('td')].slice(1, 6).map((td) => td.textContent)
  assert.deepEqual(cells('Checking your blood sugar'), ['PDF', 'Diabetes', 'By Tags', 'No', 'No'])
  assert.deepEqual(cells('Welcome to the clinic'), ['Article', 'General', 'All', 'Yes', 'No'])
  assert.deepEqual(cells('Staff guide'), ['Article', '—', '—', 'No', 'Yes'])
  const list = api.requests.find((r) => r.path === '/v1/managed-content-records')
  assert.equal(list?.query.get('sort'), 'newFirst')
})

test("an empty library says 'No content yet'; a failed load says so and recovers with Try again", async () => {
  const empty = fakeApi()
  const view = show(empty.client())
  await screen.findByText('No content yet')
  view.unmount()
  const { api } = seeded()
  api.failNext((r) => r.path === '/v1/managed-content-records', 500, { message: 'boom' })
  show(api.client())
  await screen.findByRole('alert')
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  await waitFor(() => assert.equal(rowTitles().length, 3, 'the library did not recover'))
})

test('paged: Load more content asks for the next page after the last id', async () => {
  const api = fakeApi({ pageSize: 2, content: [1, 2, 3].map((n) => ({ title: `Item ${n}`, type: 'Article', textContent: 'x' })) })
  show(api.client())
  await waitFor(() => assert.deepEqual(rowTitles(), ['Item 3', 'Item 2']))
  await userEvent.setup().click(screen.getByRole('button', { name: 'Load more content' }))
  await waitFor(() => assert.deepEqual(rowTitles(), ['Item 3', 'Item 2', 'Item 1']))
  assert.equal(api.requests.filter((r) => r.path === '/v1/managed-content-records').at(-1)?.query.get('lastId'), api.content[1].id)
})

test("search asks the server and lists its matches, or says 'No content matches your search'", async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(rowTitles().length, 3))
  await user.type(screen.getByLabelText('Search content'), 'sugar')
  await waitFor(() => assert.deepEqual(rowTitles(), ['Checking your blood sugar']))
  const sent = api.requests.find((r) => r.path === '/v1/managed-content-records' && r.query.get('search'))
  assert.deepEqual(JSON.parse(sent!.query.get('search')!), { query: 'sugar' })
  await user.type(screen.getByLabelText('Search content'), 'zzz')
  await screen.findByText('No content matches your search')
})

test('create: a title and the type, chosen once; the new item opens with its type not editable', async () => {
  const user = userEvent.setup()
  const api = fakeApi()
  show(api.client())
  await screen.findByText('No content yet')
  await user.click(screen.getByRole('button', { name: 'Create content' }))
  const dialog = screen.getByRole('dialog', { name: 'Create content' })
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true, 'a title first')
  assert.ok(within(dialog).getByText('The type cannot be changed once the content is created.'))
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Insulin basics')
  await user.click(within(dialog).getByRole('radio', { name: 'Video' }))
  await user.click(create)
  await waitFor(() => assert.equal(window.location.pathname, `/console/content/${api.content[0]?.id}`))
  const sent = api.requests.find((r) => r.method === 'POST' && r.path === '/v1/managed-content-record')
  assert.deepEqual(sent?.body, { title: 'Insulin basics', type: 'Video', textContent: 'Insulin basics' })
  await screen.findByText('Type: Video (cannot be changed)')
  // nothing on the editor changes the type: no radio, no field for it
  assert.equal(screen.queryByRole('radio', { name: 'Video' }), null)
  assert.ok(screen.getByRole('button', { name: 'Upload video' }))
})

test('delete asks first (Delete Confirmation); Cancel keeps the item, Delete removes it', async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.equal(rowTitles().length, 3))
  const staff = api.content.find((r) => r.title === 'Staff guide')!.id
  await user.click(screen.getByRole('button', { name: 'Delete Staff guide' }))
  let dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' })
  assert.ok(within(dialog).getByText('This operation is permanent and cannot be undone'))
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  assert.equal(api.requests.filter((r) => r.method === 'DELETE').length, 0)
  assert.ok(rowOf('Staff guide'), 'Cancel kept the item')
  await user.click(await screen.findByRole('button', { name: 'Delete Staff guide' }))
  dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' })
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.deepEqual(rowTitles(), ['Welcome to the clinic', 'Checking your blood sugar']))
  assert.equal(api.requests.find((r) => r.method === 'DELETE')?.path, `/v1/managed-content-record/${staff}`)
  assert.equal(api.content.some((r) => r.title === 'Staff guide'), false, 'the server still has it')
  assert.ok(screen.getByText('"Staff guide" deleted'))
})

test('keyboard: Tab reaches Create content, Enter opens it, arrows choose the type, Enter creates', async () => {
  const user = userEvent.setup()
  const api = fakeApi()
  show(api.client())
  await screen.findByText('No content yet')
  const create = screen.getByRole('button', { name: 'Create content' })
  for (let i = 0; i < 10 && document.activeElement !== create; i++) await user.tab()
  assert.equal(document.activeElement, create, 'Tab does not reach Create content')
  await user.keyboard('{Enter}')
  const dialog = await screen.findByRole('dialog', { name: 'Create content' })
  await user.keyboard('Diet basics')
  await user.tab()
  assert.equal(document.activeElement, within(dialog).getByRole('radio', { name: 'Article' }))
  // user-event walks a radio group with CSS.escape, which jsdom lacks
  const w = window as unknown as { CSS?: { escape(v: string): string } }
  w.CSS ??= { escape: (v: string) => v.replace(/([^\w-])/g, '\\$1') }
  await user.keyboard('{ArrowRight}')
  assert.equal((within(dialog).getByRole('radio', { name: 'PDF' }) as HTMLInputElement).checked, true)
  await user.keyboard('{Enter}')
  await waitFor(() => assert.deepEqual(api.requests.find((r) => r.method === 'POST' && r.path === '/v1/managed-content-record')?.body, { title: 'Diet basics', type: 'PDF', textContent: 'Diet basics' }))
})
