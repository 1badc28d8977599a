import { test } from 'node:test'
import assert from 'node:assert/strict'
import { communityEnabled, communityUrl, htmlOfText, isOwn, likesAfter, postPreview, threadsOf } from './community-rules.ts'

test('previews: 200 characters then an ellipsis; whitespace folded; shorter texts whole', () => {
  assert.equal(postPreview({ textContent: 'a'.repeat(250) }), `${'a'.repeat(200)}...`)
  assert.equal(postPreview({ textContent: 'a'.repeat(200) }), 'a'.repeat(200))
  assert.equal(postPreview({ textContent: 'one\n\ntwo   three' }), 'one two three')
  assert.equal(postPreview({}), '')
})

test('a post is the patient’s own by creator or by postedBy as an enduser, never a staff post', () => {
  const me = 'e'.repeat(24)
  assert.equal(isOwn({ creator: me }, me), true)
  assert.equal(isOwn({ postedBy: { type: 'enduser', id: me } }, me), true)
  assert.equal(isOwn({ postedBy: { type: 'user', id: me }, creator: 'x' }, me), false)
  assert.equal(isOwn({ creator: me }, undefined), false)
})

test('threads: oldest first; replies join their thread by threadId or replyTo, a reply to a reply too; an orphan starts its own', () => {
  const c = (id: string, at: number, more: Record<string, string> = {}) => ({ id, forumId: 'f', postId: 'p', createdAt: new Date(Date.UTC(2026, 0, at)).toISOString(), ...more })
  const threads = threadsOf([c('r2', 5, { replyTo: 'r1' }), c('b', 3), c('a', 1), c('r1', 4, { threadId: 'a', replyTo: 'a' }), c('orphan', 6, { replyTo: 'gone' })])
  assert.deepEqual(threads.map((t) => [t.comment.id, t.replies.map((r) => r.id)]), [['a', ['r1', 'r2']], ['b', []], ['orphan', []]])
})

test('the like count moves by 1 from the count at the click, never below 0', () => {
  assert.equal(likesAfter(4, true), 5)
  assert.equal(likesAfter(4, false), 3)
  assert.equal(likesAfter(0, false), 0)
  assert.equal(likesAfter(undefined, true), 1)
})

test('Community is on unless the page settings disable it', () => {
  assert.equal(communityEnabled(undefined), true)
  assert.equal(communityEnabled({ pageSettings: [{ page: 'Documents', disabled: true }] }), true)
  assert.equal(communityEnabled({ pageSettings: [{ page: 'Community', disabled: false }] }), true)
  assert.equal(communityEnabled({ pageSettings: [{ page: 'Community', disabled: true }] }), false)
})

test('addresses and stored HTML', () => {
  assert.equal(communityUrl(), '/community')
  assert.equal(communityUrl('f1', 'p1'), '/community?forumId=f1&postId=p1')
  assert.equal(htmlOfText('<b>hi</b>\n"x"'), '<p>&lt;b&gt;hi&lt;/b&gt;</p><p>&quot;x&quot;</p>')
})
