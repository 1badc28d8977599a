import { cleanup, fireEvent, render, screen, userEvent, waitFor, within } from '@care/ui/testing/react'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { useState } from 'react'
import { CareProvider } from '@care/sdk/react'
import { Community } from './app.tsx'
import { fakeApi, OTHER_PATIENT, PATIENT, STAFF, type Seed } from './testing/fake-api.ts'

const FORUM = 'f'.repeat(24)
const OTHER_FORUM = 'c'.repeat(24)

function Page({ org }: { org?: Record<string, unknown> }) {
  const [, setTick] = useState(0)
  return (
    <Community
      org={org as never}
      navigate={(to) => {
        window.history.pushState(null, '', to)
        window.dispatchEvent(new window.PopStateEvent('popstate'))
        setTick((t) => t + 1)
      }}
    />
  )
}

function setup(seed: Seed, url = '/community', org?: Record<string, unknown>) {
  window.history.replaceState(null, '', url)
  const { v1, client } = fakeApi(seed)
  render(
    <CareProvider client={client}>
      <Page org={org} />
    </CareProvider>,
  )
  return { v1, client }
}

const forum = (id = FORUM, title = 'Living with diabetes') => ({ id, title, description: 'Share tips and questions' })
const sent = (v1: ReturnType<typeof fakeApi>['v1'], method: string, path: string) => v1.requests.filter((r) => r.method === method && r.path === path)
/** a toggle stays busy until the post or comment was read again after its call: wait for it to be usable */
const settled = async <E extends HTMLElement>(el: E) => {
  await waitFor(() => assert.equal((el as unknown as HTMLButtonElement).disabled, false))
  return el
}

test("no forums: 'There are no forums in this community yet. Please check back later.'", async () => {
  const empty = setup({})
  await screen.findByText('There are no forums in this community yet. Please check back later.')
  screen.getByRole('heading', { level: 1, name: 'Community' })
  empty.client.close()
})

test('several forums are listed, each opening its posts', async () => {
  const { client } = setup({ forums: [forum(), forum(OTHER_FORUM, 'Heart health')] })
  const list = await screen.findByRole('list', { name: 'Forums' })
  assert.deepEqual(within(list).getAllByRole('link').map((a) => a.textContent?.startsWith('Heart health') || a.textContent?.startsWith('Living with diabetes')), [true, true])
  fireEvent.click(within(list).getByRole('link', { name: /Heart health/ }))
  await screen.findByRole('heading', { level: 1, name: 'Heart health' })
  assert.equal(window.location.search, `?forumId=${OTHER_FORUM}`)
  await screen.findByText('Create the first post to start a discussion.')
  client.close()
})

test("one forum opens at once; its posts newest first with previews cut at 200 characters; 'Add Post' needs a title and content", async () => {
  const long = `${'Walking after dinner helps. '.repeat(10)}`.trim()
  assert.ok(long.length > 200)
  const { v1, client } = setup({
    forums: [forum()],
    posts: [
      { forumId: FORUM, title: 'My first week', textContent: 'Short one', creator: OTHER_PATIENT, postedBy: { type: 'enduser', id: OTHER_PATIENT } },
      { forumId: FORUM, title: 'Evening walks', textContent: long, creator: STAFF, postedBy: { type: 'user', id: STAFF }, numComments: 3 },
    ],
  })
  await screen.findByRole('heading', { level: 1, name: 'Living with diabetes' })
  await screen.findByRole('heading', { level: 2, name: 'Evening walks' })
  const posts = screen.getAllByRole('article')
  assert.deepEqual(posts.map((p) => within(p).getByRole('heading', { level: 2 }).textContent), ['Evening walks', 'My first week'])
  assert.equal(posts[0].querySelector('.post-preview')?.textContent, `${long.slice(0, 200)}...`)
  within(posts[0]).getByText(/^Care team/)
  within(posts[0]).getByRole('link', { name: '3 comments' })
  within(posts[1]).getByText(/^Community member/)

  fireEvent.click(screen.getByRole('button', { name: 'Add Post' }))
  const form = screen.getByRole('form', { name: 'New post' })
  const submit = within(form).getByRole('button', { name: 'Post' }) as HTMLButtonElement
  assert.equal(submit.disabled, true)
  fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'Questions about insulin' } })
  assert.equal(submit.disabled, true, 'a post needs content too')
  fireEvent.change(within(form).getByLabelText(/Content/), { target: { value: 'When do you take it?\nBefore meals?' } })
  assert.equal(submit.disabled, false)
  fireEvent.click(submit)
  await screen.findByRole('heading', { level: 2, name: 'Questions about insulin' })
  // the new post is in the list (the cache) a render before the form closes
  await waitFor(() => assert.equal(screen.queryByRole('form', { name: 'New post' }), null))
  assert.deepEqual(sent(v1, 'POST', '/v1/forum-post')[0].body, { forumId: FORUM, title: 'Questions about insulin', textContent: 'When do you take it?\nBefore meals?', htmlContent: '<p>When do you take it?</p><p>Before meals?</p>' })
  assert.equal(screen.getAllByRole('article')[0].querySelector('h2')?.textContent, 'Questions about insulin')
  within(screen.getAllByRole('article')[0]).getByText(/^You/)
  client.close()
})

test("a like toggles liked and unliked and the count moves by 1; 'This post has already been liked' counts as liked", async () => {
  const post = 'b'.repeat(24)
  const { v1, client } = setup({ forums: [forum()], posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'x', numLikes: 4, creator: OTHER_PATIENT }] })
  const like = await screen.findByRole('button', { name: 'Like (4)', pressed: false })
  fireEvent.click(like)
  const unlike = await settled(await screen.findByRole('button', { name: 'Like (5)', pressed: true }))
  assert.deepEqual(sent(v1, 'POST', '/v1/post-like').map((r) => r.body), [{ postId: post, forumId: FORUM }])
  fireEvent.click(unlike)
  await settled(await screen.findByRole('button', { name: 'Like (4)', pressed: false }))
  assert.deepEqual(sent(v1, 'POST', '/v1/unlike-forum-post').map((r) => r.body), [{ postId: post, forumId: FORUM }])

  // liked meanwhile in another tab: the server refuses the second like, the page shows it liked
  v1.failNext((r) => r.path === '/v1/post-like', 409, { message: 'This post has already been liked' })
  v1.add('post_likes', { postId: post, forumId: FORUM, creator: PATIENT })
  fireEvent.click(screen.getByRole('button', { name: 'Like (4)' }))
  await screen.findByRole('button', { name: 'Like (4)', pressed: true })
  assert.equal(screen.queryByRole('alert'), null)
  client.close()
})

test("a post with its comments: 'Leave the first comment!', a comment, a reply under it (replyTo and threadId)", async () => {
  const post = 'b'.repeat(24)
  const { v1, client } = setup({ forums: [forum()], posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'Who walks after dinner?', creator: OTHER_PATIENT }] }, `/community?forumId=${FORUM}&postId=${post}`)
  await screen.findByRole('heading', { level: 1, name: 'Evening walks' })
  screen.getByText('Who walks after dinner?')
  await screen.findByText('Leave the first comment!')
  assert.equal(screen.queryByRole('button', { name: 'Edit' }), null, "another patient's post cannot be edited")
  assert.equal(screen.queryByRole('button', { name: 'Delete' }), null)
  const box = screen.getByLabelText('Add a comment')
  const send = screen.getByRole('button', { name: 'Comment' }) as HTMLButtonElement
  assert.equal(send.disabled, true)
  fireEvent.change(box, { target: { value: 'I do, every day' } })
  fireEvent.click(send)
  const comments = await screen.findByRole('list', { name: 'Comments' })
  await within(comments).findByText('I do, every day')
  const first = sent(v1, 'POST', '/v1/post-comment')[0].body as Record<string, unknown>
  assert.deepEqual(first, { textContent: 'I do, every day', htmlContent: '<p>I do, every day</p>', forumId: FORUM, postId: post })

  fireEvent.click(within(comments).getByRole('button', { name: 'Reply to You' }))
  fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Me too!' } })
  fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))
  const replies = await screen.findByRole('list', { name: 'Replies' })
  within(replies).getByText('Me too!')
  const reply = sent(v1, 'POST', '/v1/post-comment')[1].body as Record<string, unknown>
  const parent = v1.records('post_comments')[0].id
  assert.equal(reply.replyTo, parent)
  assert.equal(reply.threadId, parent)
  client.close()
})

test('the patient edits their own post (Save waits for a change) and deletes it after the confirmation', async () => {
  const post = 'b'.repeat(24)
  const { v1, client } = setup({ forums: [forum()], posts: [{ id: post, forumId: FORUM, title: 'My first week', textContent: 'It went well', creator: PATIENT, postedBy: { type: 'enduser', id: PATIENT } }] }, `/community?forumId=${FORUM}&postId=${post}`)
  await screen.findByRole('heading', { level: 1, name: 'My first week' })
  fireEvent.click(screen.getByRole('button', { name: 'Edit' }))
  const form = screen.getByRole('form', { name: 'Edit post' })
  const save = within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement
  assert.equal(save.disabled, true, 'Save is enabled before anything changed')
  fireEvent.change(within(form).getByLabelText(/Title/), { target: { value: 'My first two weeks' } })
  assert.equal(save.disabled, false)
  fireEvent.click(save)
  await screen.findByRole('heading', { level: 1, name: 'My first two weeks' })
  assert.deepEqual((sent(v1, 'PATCH', `/v1/forum-post/${post}`)[0].body as { updates: unknown }).updates, { title: 'My first two weeks', textContent: 'It went well', htmlContent: '<p>It went well</p>' })

  fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' })
  within(dialog).getByText('This operation is permanent and cannot be undone')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await screen.findByText('Create the first post to start a discussion.')
  assert.equal(window.location.search, `?forumId=${FORUM}`)
  assert.equal(sent(v1, 'DELETE', `/v1/forum-post/${post}`).length, 1)
  client.close()
})

test("a deleted forum or post: 'This forum has been deleted' / 'This post has been deleted' with 'Go back to Community'", async () => {
  const a = setup({ forums: [forum()] }, `/community?forumId=${'9'.repeat(24)}`)
  await screen.findByRole('heading', { level: 1, name: 'This forum has been deleted' })
  const back = screen.getByRole('link', { name: 'Go back to Community' })
  assert.equal(back.getAttribute('href'), '/community')
  a.client.close()
  cleanup()
  const b = setup({ forums: [forum()] }, `/community?forumId=${FORUM}&postId=${'9'.repeat(24)}`)
  await screen.findByRole('heading', { level: 1, name: 'This post has been deleted' })
  fireEvent.click(screen.getByRole('link', { name: 'Go back to Community' }))
  await screen.findByRole('heading', { level: 1, name: 'Living with diabetes' })
  b.client.close()
})

test("Community disabled in the organization's page settings shows none of it and asks nothing", async () => {
  const { v1, client } = setup({ forums: [forum()] }, '/community', { pageSettings: [{ page: 'Community', disabled: true }] })
  screen.getByText('Community is not available yet')
  assert.equal(v1.requests.length, 0)
  client.close()
})

test('loading shows a progress indicator; a forum and its posts work from the keyboard (Tab to Like, Space toggles it)', async () => {
  const post = 'b'.repeat(24)
  window.history.replaceState(null, '', '/community')
  const { v1, client } = fakeApi({ forums: [forum()], posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'x', numLikes: 0, creator: OTHER_PATIENT }] })
  const release = v1.hold()
  render(
    <CareProvider client={client}>
      <Page />
    </CareProvider>,
  )
  screen.getByRole('progressbar')
  release()
  await screen.findByRole('heading', { level: 1, name: 'Living with diabetes' })
  const user = userEvent.setup()
  const like = await screen.findByRole('button', { name: 'Like (0)', pressed: false })
  for (let i = 0; i < 10 && document.activeElement !== like; i++) await user.tab()
  assert.equal(document.activeElement, like, 'Tab never reaches the like button')
  await user.keyboard(' ')
  await screen.findByRole('button', { name: 'Like (1)', pressed: true })
  // Tab on to the post's comments link, Enter opens the post
  await user.tab()
  assert.equal(document.activeElement?.textContent, '0 comments')
  await user.keyboard('{Enter}')
  await screen.findByRole('heading', { level: 1, name: 'Evening walks' })
  client.close()
})

test("after the patient's own like the post is read again: others' likes since the page loaded show (patients hear no live post events)", async () => {
  const post = 'b'.repeat(24)
  const { v1, client } = setup({ forums: [forum()], posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'x', numLikes: 4, numComments: 1, creator: OTHER_PATIENT }] })
  const like = await screen.findByRole('button', { name: 'Like (4)', pressed: false })
  // two other patients liked it and one commented meanwhile: the server has 6 likes, 2 comments
  const stored = v1.records('forum_posts').find((p) => p.id === post)!
  stored.numLikes = 6
  stored.numComments = 2
  fireEvent.click(like)
  await screen.findByRole('button', { name: 'Like (7)', pressed: true })
  screen.getByRole('link', { name: '2 comments' })
  assert.equal(sent(v1, 'GET', `/v1/forum-post/${post}`).length, 1)
  client.close()
})

test("the patient deletes their own comment after the confirmation (the post's count is read again), never another's", async () => {
  const post = 'b'.repeat(24)
  const mine = '1'.repeat(24)
  const theirs = '2'.repeat(24)
  const { v1, client } = setup({
    forums: [forum()],
    posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'Who walks?', numComments: 2, creator: OTHER_PATIENT }],
    comments: [
      { id: theirs, forumId: FORUM, postId: post, textContent: 'Every day', creator: OTHER_PATIENT, postedBy: { type: 'enduser', id: OTHER_PATIENT } },
      { id: mine, forumId: FORUM, postId: post, textContent: 'Sometimes', creator: PATIENT, postedBy: { type: 'enduser', id: PATIENT } },
    ],
  }, `/community?forumId=${FORUM}&postId=${post}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  await within(list).findByText('Sometimes')
  assert.equal(within(list).getAllByRole('button', { name: 'Delete comment' }).length, 1, "only the patient's own comment offers Delete")
  fireEvent.click(within(list).getByRole('button', { name: 'Delete comment' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete Confirmation' })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
  await waitFor(() => assert.equal(screen.queryByText('Sometimes'), null))
  await waitFor(() => assert.equal(screen.queryByRole('dialog')?.textContent ?? null, null))
  screen.getByText('Every day')
  assert.equal(sent(v1, 'DELETE', `/v1/post-comment/${mine}`).length, 1)
  assert.equal(sent(v1, 'DELETE', `/v1/post-comment/${theirs}`).length, 0)
  await waitFor(() => assert.equal(sent(v1, 'GET', `/v1/forum-post/${post}`).length, 1))
  await waitFor(() => assert.equal(client.collection('forum_posts').get(post)?.numComments, 1))

  // a refused delete shows the server's words, and the comment stays
  fireEvent.change(screen.getByLabelText('Add a comment'), { target: { value: 'Another of mine' } })
  fireEvent.click(screen.getByRole('button', { name: 'Comment' }))
  await within(list).findByText('Another of mine')
  v1.failNext((r) => r.method === 'DELETE' && r.path.startsWith('/v1/post-comment/'), 403, { message: 'Community is not enabled for this portal' })
  fireEvent.click(within(list).getByRole('button', { name: 'Delete comment' }))
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete Confirmation' })).getByRole('button', { name: 'Delete' }))
  assert.equal((await screen.findByRole('alert')).textContent, 'Community is not enabled for this portal')
  screen.getByText('Another of mine')
  client.close()
})

test("a comment's like toggles with its count (a comment_likes record of the patient's); 'This comment has already been liked' counts as liked", async () => {
  const post = 'b'.repeat(24)
  const c = '3'.repeat(24)
  const { v1, client } = setup({
    forums: [forum()],
    posts: [{ id: post, forumId: FORUM, title: 'Evening walks', textContent: 'Who walks?', numLikes: 9, numComments: 1, creator: OTHER_PATIENT }],
    comments: [{ id: c, forumId: FORUM, postId: post, textContent: 'Every day', numLikes: 2, creator: OTHER_PATIENT, postedBy: { type: 'enduser', id: OTHER_PATIENT } }],
  }, `/community?forumId=${FORUM}&postId=${post}`)
  const list = await screen.findByRole('list', { name: 'Comments' })
  const like = await within(list).findByRole('button', { name: 'Like (2), comment by Community member', pressed: false })
  assert.equal(like.textContent, 'Like (2)')
  screen.getByRole('button', { name: 'Like (9)', pressed: false })
  fireEvent.click(like)
  const unlike = await settled(await within(list).findByRole('button', { name: 'Like (3), comment by Community member', pressed: true }))
  assert.deepEqual(sent(v1, 'POST', '/v1/comment-like').map((r) => r.body), [{ forumId: FORUM, postId: post, commentId: c }])
  screen.getByRole('button', { name: 'Like (9)', pressed: false }) // the post's own like is untouched
  fireEvent.click(unlike)
  await settled(await within(list).findByRole('button', { name: 'Like (2), comment by Community member', pressed: false }))
  assert.equal(v1.records('comment_likes').length, 0)
  assert.ok(sent(v1, 'GET', `/v1/post-comment/${c}`).length >= 2, 'the comment is read again after each toggle')

  // liked meanwhile in another tab: the refusal counts as liked, nothing shown
  v1.failNext((r) => r.path === '/v1/comment-like', 409, { message: 'This comment has already been liked' })
  v1.add('comment_likes', { forumId: FORUM, postId: post, commentId: c, creator: PATIENT })
  fireEvent.click(within(list).getByRole('button', { name: 'Like (2), comment by Community member' }))
  await within(list).findByRole('button', { pressed: true, name: /comment by Community member/ })
  assert.equal(screen.queryByRole('alert'), null)
  client.close()
})
