// Hostile input to every collection and named call of content (issue #21): wrong types, missing
// required fields, huge and deeply nested values, ids of another business — each a 4xx that names
// the field, never a 5xx.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { newObjectId } from '@care/kit/ids'
import { startFixture, type Fixture } from './fixture.ts'

type Rec = Record<string, unknown> & { id: string }

const deep = (n: number): unknown => (n === 0 ? 'x' : { nested: deep(n - 1) })

describe('content: hostile input answers a 4xx naming the field', () => {
  let f: Fixture
  let forum: Rec
  let post: Rec
  let content: Rec
  before(async () => {
    f = await startFixture()
    forum = await f.ok<Rec>('forums.createOne', { title: 'Hostile', publicRead: true }, f.admin)
    post = await f.ok<Rec>('forum_posts.createOne', { forumId: forum.id, title: 'p', textContent: 'x' }, f.admin)
    content = await f.ok<Rec>('managed_content_records.createOne', { title: 'c', textContent: 'x' }, f.admin)
  })
  after(async () => f?.stop())

  const expect4xx = async (operation: string, payload: unknown, field: string, who = f.admin) => {
    const reply = await f.call(operation, payload, who)
    assert.ok(reply.status >= 400 && reply.status < 500, `${operation} ${JSON.stringify(payload).slice(0, 200)} → ${reply.status} ${JSON.stringify(reply).slice(0, 300)}`)
    const named = `${String(reply.message)} ${JSON.stringify(reply.validation ?? [])}`
    assert.ok(named.includes(field), `${operation}: the answer names ${field}: ${named.slice(0, 300)}`)
  }

  it('wrong types', async () => {
    await expect4xx('managed_content_records.createOne', { title: 5, textContent: 'x' }, 'title')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', type: 'Podcast' }, 'type')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', assignmentType: 'Everyone' }, 'assignmentType')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', tags: 'a' }, 'tags')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', blocks: [{ type: 'marquee', info: {} }] }, 'blocks')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', blocks: [{ type: 'image', info: { link: 7 } }] }, 'blocks.0.info.link')
    await expect4xx('forums.createOne', { title: ['x'] }, 'title')
    await expect4xx('forum_posts.createOne', { forumId: 'not-an-id', title: 't', textContent: 'x' }, 'forumId')
    await expect4xx('forum_posts.createOne', { forumId: forum.id, title: 't', textContent: 'x', postedBy: { type: 'robot', id: newObjectId() } }, 'postedBy')
    await expect4xx('post_comments.createOne', { forumId: forum.id, postId: post.id, textContent: 'x', replyTo: 12 }, 'replyTo')
    await expect4xx('post_likes.createOne', { forumId: forum.id, postId: {} }, 'postId')
    await expect4xx('post_likes.create', { forumId: forum.id, postId: 'x' }, 'postId')
    await expect4xx('post_likes.unlike', { forumId: 3, postId: post.id }, 'forumId')
    await expect4xx('managed_content_records.search', { query: { $ne: 1 } }, 'query')
    await expect4xx('managed_content_records.search', { query: 'x', type: 'everything' }, 'type')
    await expect4xx('managed_content_records.update-indexes', { updates: [{ id: content.id, index: -1 }] }, 'index')
    await expect4xx('managed_content_records.update-indexes', { updates: 'all' }, 'updates')
    await expect4xx('managed_content_records.generate-embedding', { id: 'x' }, 'id')
    await expect4xx('comment_likes.createOne', { forumId: forum.id, postId: post.id, commentId: [newObjectId()] }, 'commentId')
    await expect4xx('managed_content_record_assignments.createOne', { contentId: content.id, enduserId: true }, 'enduserId')
  })

  it('missing required fields', async () => {
    await expect4xx('managed_content_records.createOne', { title: 't' }, 'textContent')
    await expect4xx('managed_content_record_assignments.createOne', { contentId: content.id }, 'enduserId')
    await expect4xx('forums.createOne', {}, 'title')
    await expect4xx('forum_posts.createOne', { forumId: forum.id, title: 't' }, 'textContent')
    await expect4xx('post_comments.createOne', { forumId: forum.id, textContent: 'x' }, 'postId')
    await expect4xx('post_likes.createOne', { forumId: forum.id }, 'postId')
    await expect4xx('comment_likes.createOne', { forumId: forum.id, postId: post.id }, 'commentId')
    await expect4xx('post_likes.create', { forumId: forum.id }, 'postId')
    await expect4xx('managed_content_records.search', {}, 'query')
  })

  it('huge and deeply nested values', async () => {
    await expect4xx('managed_content_records.createOne', { title: 'x'.repeat(1001), textContent: 'x' }, 'title')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x'.repeat(25_001) }, 'textContent')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', tags: Array.from({ length: 1001 }, (_, i) => `t${i}`) }, 'tags')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', blocks: [{ type: 'h1', info: { text: deep(200) } }] }, 'blocks.0.info.text')
    await expect4xx('forum_posts.createOne', { forumId: forum.id, title: 't', textContent: 'x', htmlContent: 'x'.repeat(25_001) }, 'htmlContent')
    await expect4xx('forums.createOne', { title: 'x'.repeat(101) }, 'title')
    await expect4xx('managed_content_records.search', { query: 'x'.repeat(1001) }, 'query')
  })

  it('ids of another business', async () => {
    const stranger = newObjectId()
    await expect4xx('forum_posts.createOne', { forumId: stranger, title: 't', textContent: 'x' }, 'forumId')
    await expect4xx('post_comments.createOne', { forumId: forum.id, postId: stranger, textContent: 'x' }, 'postId')
    await expect4xx('post_likes.create', { forumId: forum.id, postId: stranger }, 'postId')
    await expect4xx('managed_content_record_assignments.createOne', { contentId: content.id, enduserId: stranger }, 'enduserId')
    await expect4xx('managed_content_record_assignments.createOne', { contentId: stranger, enduserId: f.patient().id }, 'contentId')
    await expect4xx('managed_content_records.createOne', { title: 't', textContent: 'x', enduserId: stranger }, 'enduserId')
    await expect4xx('post_comments.createOne', { forumId: forum.id, postId: post.id, textContent: 'x', replyTo: stranger }, 'replyTo')
    await expect4xx('comment_likes.createOne', { forumId: forum.id, postId: post.id, commentId: stranger }, 'commentId')
    await expect4xx('post_likes.unlike', { forumId: stranger, postId: post.id }, 'forumId')
  })
})
