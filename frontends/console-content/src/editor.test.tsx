import { render, screen, userEvent, within } from '@care/ui/testing/react'
import { afterEach, beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ContentScreen } from './content-screen.tsx'
import { IFRAME_NOT_ALLOWED, seeded } from './testing/fake-api.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><ContentScreen /></CareProvider>)
const blockTypes = () => [...document.querySelectorAll('li[data-block-type]')].map((li) => li.getAttribute('data-block-type'))
const patchOf = (api: ReturnType<typeof seeded>['api']) => api.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith('/v1/managed-content-record/'))
const realFetch = globalThis.fetch

function openItem(title: string) {
  const { api } = seeded()
  const item = api.content.find((r) => r.title === title)!
  window.history.replaceState(null, '', `/console/content/${item.id}`)
  show(api.client())
  return { api, item }
}

beforeEach(() => window.history.replaceState(null, '', '/console/content'))
afterEach(() => {
  globalThis.fetch = realFetch
})

test('an article opens with its details and blocks; the type is shown, never editable', async () => {
  openItem('Welcome to the clinic')
  await screen.findByRole('heading', { name: 'Welcome to the clinic', level: 1 })
  assert.equal((screen.getByLabelText(/^Title/) as HTMLInputElement).value, 'Welcome to the clinic')
  assert.equal((screen.getByLabelText('Category') as HTMLInputElement).value, 'General')
  assert.ok(screen.getByText('Type: Article (cannot be changed)'))
  assert.deepEqual(blockTypes(), ['h1', 'html'])
  assert.equal((within(screen.getByRole('listitem', { name: 'Block 1: Heading 1' })).getByLabelText('Text') as HTMLInputElement).value, 'Welcome')
  const rich = within(screen.getByRole('listitem', { name: 'Block 2: Rich text' })).getByRole('textbox', { name: 'Rich text of block 2' })
  assert.equal(rich.innerHTML, '<p>We are <strong>glad</strong> you are here.</p>')
})

test('blocks: add, edit, move and remove; Save sends the blocks in order, their text as textContent, never the type', async () => {
  const user = userEvent.setup()
  const { api, item } = openItem('Welcome to the clinic')
  await screen.findByRole('heading', { name: 'Welcome to the clinic', level: 1 })
  // a heading 2 added at the end, then moved to the top
  await user.click(screen.getByRole('combobox', { name: 'Block kind' }))
  await user.click(screen.getByRole('option', { name: 'Heading 2' }))
  await user.click(screen.getByRole('button', { name: 'Add block' }))
  assert.deepEqual(blockTypes(), ['h1', 'html', 'h2'])
  await user.type(within(screen.getByRole('listitem', { name: 'Block 3: Heading 2' })).getByLabelText('Text'), 'Getting here')
  await user.click(screen.getByRole('button', { name: 'Move block 3 up' }))
  await user.click(screen.getByRole('button', { name: 'Move block 2 up' }))
  assert.deepEqual(blockTypes(), ['h2', 'h1', 'html'])
  // a YouTube block, then removed again
  await user.click(screen.getByRole('combobox', { name: 'Block kind' }))
  await user.click(screen.getByRole('option', { name: 'YouTube video' }))
  await user.click(screen.getByRole('button', { name: 'Add block' }))
  assert.deepEqual(blockTypes(), ['h2', 'h1', 'html', 'youtube'])
  await user.click(screen.getByRole('button', { name: 'Remove block 4' }))
  assert.deepEqual(blockTypes(), ['h2', 'h1', 'html'])
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  const [patch] = patchOf(api)
  assert.equal(patch?.path, `/v1/managed-content-record/${item.id}`)
  assert.deepEqual(patch?.body?.options, { replaceObjectFields: true }, 'the blocks replace the stored ones')
  const updates = patch?.body?.updates as Record<string, unknown>
  assert.deepEqual(Object.keys(updates).sort(), ['blocks', 'textContent'])
  assert.deepEqual(updates.blocks, [
    { type: 'h2', info: { text: 'Getting here' } },
    { type: 'h1', info: { text: 'Welcome' } },
    { type: 'html', info: { html: '<p>We are <b>glad</b> you are here.</p>' } },
  ])
  assert.equal(updates.textContent, 'Getting here\n\nWelcome\n\nWe are glad you are here.')
  assert.deepEqual(api.content.find((r) => r.id === item.id)?.blocks, updates.blocks, 'the server has the blocks')
})

test('details: only what changed is sent, a cleared field unset; an unchanged Save sends nothing', async () => {
  const user = userEvent.setup()
  const { api } = openItem('Checking your blood sugar')
  await screen.findByRole('heading', { name: 'Checking your blood sugar', level: 1 })
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('No changes to save')
  assert.equal(patchOf(api).length, 0)
  await user.clear(screen.getByLabelText('Category'))
  await user.type(screen.getByLabelText('Tags'), ', type 2 ,')
  await user.type(screen.getByLabelText('Slug'), 'blood-sugar')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  assert.deepEqual(patchOf(api)[0]?.body?.updates, { category: null, slug: 'blood-sugar', tags: ['diabetes', 'type 2'] })
})

test("an iframe off the allow-list: the server's 400 message shows and the block stays for fixing", async () => {
  const user = userEvent.setup()
  const { api } = openItem('Welcome to the clinic')
  await screen.findByRole('heading', { name: 'Welcome to the clinic', level: 1 })
  await user.click(screen.getByRole('combobox', { name: 'Block kind' }))
  await user.click(screen.getByRole('option', { name: 'Embedded page' }))
  await user.click(screen.getByRole('button', { name: 'Add block' }))
  await user.type(within(screen.getByRole('listitem', { name: 'Block 3: Embedded page' })).getByLabelText('URL'), 'https://evil.example/page')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  const alert = await screen.findByRole('alert')
  assert.match(alert.textContent ?? '', new RegExp(IFRAME_NOT_ALLOWED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  assert.deepEqual(blockTypes(), ['h1', 'html', 'iframe'])
  assert.equal((api.content.find((r) => r.title === 'Welcome to the clinic')?.blocks as unknown[]).length, 2, 'nothing was stored')
})

test("a PDF's file: uploaded through prepare-file-upload and confirm-upload, saved as its attachment", async () => {
  const user = userEvent.setup()
  const { api, item } = openItem('Checking your blood sugar')
  await screen.findByText('sugar.pdf selected!')
  const uploads: string[] = []
  globalThis.fetch = (async (url: string | URL) => {
    uploads.push(String(url))
    return new Response(null, { status: 204 })
  }) as typeof fetch
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
  await user.upload(input, new File(['%PDF-1.4'], 'new-sugar.pdf', { type: 'application/pdf' }))
  await screen.findByText('new-sugar.pdf selected!')
  assert.equal(uploads.length, 1, 'the bytes were posted to the upload link')
  const file = api.files[0]!
  assert.ok(api.requests.some((r) => r.path === '/v1/files/confirm-upload' && r.body?.id === file.id))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  assert.deepEqual(patchOf(api)[0]?.body?.updates, { attachments: [{ type: 'application/pdf', secureName: file.secureName, name: 'new-sugar.pdf' }] })
  assert.equal(patchOf(api)[0]?.path, `/v1/managed-content-record/${item.id}`)
})

test('assignment: Manual assigns patients found by search (one record each) and unassigns them', async () => {
  const user = userEvent.setup()
  const { api, item } = openItem('Staff guide')
  await screen.findByRole('heading', { name: 'Staff guide', level: 1 })
  await user.click(screen.getByRole('radio', { name: /^Manual/ }))
  await screen.findByText('No patients assigned yet')
  await user.type(screen.getByRole('combobox', { name: 'Find a patient' }), 'Jor')
  await user.click(await screen.findByRole('option', { name: 'Jordan Rivera' }))
  await user.click(screen.getByRole('button', { name: 'Assign' }))
  await screen.findByRole('button', { name: 'Unassign Jordan Rivera' })
  const jordan = api.endusers[0]!
  assert.deepEqual(api.requests.find((r) => r.method === 'POST' && r.path === '/v1/managed-content-record-assignment')?.body, { contentId: item.id, enduserId: jordan.id })
  assert.equal(api.assignments.length, 1)
  await user.click(screen.getByRole('button', { name: 'Unassign Jordan Rivera' }))
  await screen.findByText('No patients assigned yet')
  assert.equal(api.assignments.length, 0)
  // the type itself is saved with the item
  await user.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('Saved')
  assert.deepEqual(patchOf(api)[0]?.body?.updates, { assignmentType: 'Manual' })
})

test('Preview as patient: the blocks as the portal shows them (sanitized HTML, a YouTube video at 560x315) and whether a patient sees it', async () => {
  const user = userEvent.setup()
  const { api } = openItem('Welcome to the clinic')
  await screen.findByRole('heading', { name: 'Welcome to the clinic', level: 1 })
  await user.click(screen.getByRole('combobox', { name: 'Block kind' }))
  await user.click(screen.getByRole('option', { name: 'YouTube video' }))
  await user.click(screen.getByRole('button', { name: 'Add block' }))
  await user.type(within(screen.getByRole('listitem', { name: 'Block 3: YouTube video' })).getByLabelText('URL'), 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  // hostile HTML in the stored block never reaches the preview's DOM
  api.content.find((r) => r.title === 'Welcome to the clinic')!.blocks = []
  await user.click(screen.getByRole('button', { name: 'Preview as patient' }))
  const dialog = screen.getByRole('dialog', { name: 'Preview as patient' })
  const article = within(dialog).getByRole('article')
  assert.ok(within(article).getByRole('heading', { name: 'Welcome' }))
  assert.equal(within(article).getByText(/We are/).innerHTML, 'We are <b>glad</b> you are here.')
  const video = article.querySelector('iframe')!
  assert.equal(video.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  assert.deepEqual([video.getAttribute('width'), video.getAttribute('height')], ['560', '315'])
  await user.type(within(dialog).getByRole('combobox', { name: 'Preview as' }), 'Sam')
  await user.click(await screen.findByRole('option', { name: 'Sam Lee' }))
  await within(dialog).findByText('Sam Lee sees this content.')
})
