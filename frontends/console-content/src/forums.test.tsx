import { render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { beforeEach, test } from 'node:test'
import assert from 'node:assert/strict'
import { CareProvider } from '@care/sdk/react'
import type { CareClient } from '@care/sdk'
import { ContentScreen } from './content-screen.tsx'
import { fakeApi, seeded } from './testing/fake-api.ts'

const show = (client: CareClient) => render(<CareProvider client={client}><ContentScreen /></CareProvider>)
const forumTitles = () => [...document.querySelectorAll('li[data-forum-id] a')].map((a) => a.textContent)

beforeEach(() => window.history.replaceState(null, '', '/console/content/forums'))

test("the Forums tab lists the forums; none: 'No forums yet'", async () => {
  const empty = fakeApi()
  const view = show(empty.client())
  await screen.findByText('No forums yet')
  view.unmount()
  window.history.replaceState(null, '', '/console/content')
  const { api } = seeded()
  show(api.client())
  await userEvent.setup().click(screen.getByRole('tab', { name: 'Forums' }))
  assert.equal(window.location.pathname, '/console/content/forums')
  await waitFor(() => assert.deepEqual(forumTitles(), ['Healthy living']))
})

test("create a forum: the title is required and unique — the server's refusal shows in the dialog", async () => {
  const user = userEvent.setup()
  const { api } = seeded()
  show(api.client())
  await waitFor(() => assert.deepEqual(forumTitles(), ['Healthy living']))
  await user.click(screen.getByRole('button', { name: 'Create forum' }))
  const dialog = screen.getByRole('dialog', { name: 'Create forum' })
  const create = within(dialog).getByRole('button', { name: 'Create' }) as HTMLButtonElement
  assert.equal(create.disabled, true)
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Healthy living')
  await user.click(create)
  await within(dialog).findByText('A forum with this title already exists')
  await user.clear(within(dialog).getByRole('textbox', { name: /^Title/ }))
  await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Sleep')
  await user.click(create)
  await waitFor(() => assert.deepEqual(forumTitles(), ['Sleep', 'Healthy living']))
  assert.deepEqual(api.requests.filter((r) => r.method === 'POST' && r.path === '/v1/forum').at(-1)?.body, { title: 'Sleep', publicRead: true })
})

test("delete a forum: Delete stays disabled until its title is typed exactly; its posts go with it", async () => {
  const user = userEvent.setup()
  const { api, forum } = seeded()
  show(api.client())
  await waitFor(() => assert.deepEqual(forumTitles(), ['Healthy living']))
  await user.click(screen.getByRole('button', { name: 'Delete forum Healthy living' }))
  const dialog = screen.getByRole('dialog', { name: 'Delete Confirmation' })
  const del = within(dialog).getByRole('button', { name: 'Delete' }) as HTMLButtonElement
  assert.equal(del.disabled, true)
  const box = within(dialog).getByLabelText('Type "Healthy living" to confirm')
  await user.type(box, 'healthy living')
  assert.equal(del.disabled, true, 'the match is exact')
  await user.clear(box)
  await user.type(box, 'Healthy living')
  assert.equal(del.disabled, false)
  await user.click(del)
  await screen.findByText('No forums yet')
  assert.ok(api.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/forum/${forum.id}`))
  assert.equal(api.posts.length, 0)
})

test("a forum's posts newest first with their counts; delete one after the confirmation", async () => {
  const user = userEvent.setup()
  const { api, forum, post } = seeded()
  window.history.replaceState(null, '', `/console/content/forums/${forum.id}`)
  show(api.client())
  await screen.findByRole('heading', { name: 'Healthy living', level: 1 })
  const item = await screen.findByText('Walking every day')
  assert.match(item.closest('li')?.textContent ?? '', /2 comments · 3 likes/)
  assert.deepEqual(JSON.parse(api.requests.find((r) => r.path === '/v1/forum-posts')!.query.get('filter')!), { forumId: forum.id })
  await user.click(screen.getByRole('button', { name: 'Delete post Walking every day' }))
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }))
  await screen.findByText('No posts in this forum')
  assert.ok(api.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/forum-post/${post.id}`))
})

test("a post's comments with replies under them; delete a comment", async () => {
  const user = userEvent.setup()
  const { api, forum, post } = seeded()
  window.history.replaceState(null, '', `/console/content/forums/${forum.id}/posts/${post.id}`)
  show(api.client())
  await screen.findByRole('heading', { name: 'Walking every day', level: 1 })
  assert.ok(screen.getByText('I walk 30 minutes.'))
  await waitFor(() => assert.deepEqual([...document.querySelectorAll('li[data-comment-id]')].map((li) => li.querySelector('.MuiListItemText-primary')?.textContent), ['Great idea!', 'Thanks!']))
  assert.match(document.querySelectorAll('li[data-comment-id]')[1]!.textContent ?? '', /^Thanks!Reply/)
  const thanks = api.comments[1]!
  await user.click(screen.getByRole('button', { name: 'Delete comment: Thanks!' }))
  await user.click(within(screen.getByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(document.querySelectorAll('li[data-comment-id]').length, 1))
  assert.ok(api.requests.some((r) => r.method === 'DELETE' && r.path === `/v1/post-comment/${thanks.id}`))
  assert.ok(await screen.findByRole('link', { name: 'Back to Healthy living' }))
})
