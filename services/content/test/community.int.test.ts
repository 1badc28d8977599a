// The community's rules on the service (spec 1 §3-§6; spec 2 §2.12, §7): counters start at 0, only
// the server moves them, and concurrent likes and comments lose no update; 'This post has already
// been liked'; threadId defaults to replyTo and replies count; postedBy defaults to the creator;
// forum titles are unique; a patient reaches public forums only; deleting a forum removes its
// posts, comments and likes, deleting a post its comments and likes.
import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { POST_ALREADY_LIKED } from '@care/contracts/collections/post-likes'
import { COMMUNITY_DISABLED } from '@care/contracts/collections/forums'
import { newObjectId } from '@care/kit/ids'
import { eventually, startFixture, type Fixture } from './fixture.ts'

type Rec = Record<string, unknown> & { id: string }

describe('content: the community', () => {
  let f: Fixture
  let forum: Rec
  before(async () => {
    f = await startFixture()
    forum = await f.ok<Rec>('forums.createOne', { title: 'Heart health', publicRead: true }, f.admin)
  })
  after(async () => f?.stop())

  const post = (title = 'Walking after surgery', forumId = forum.id, who = f.admin) =>
    f.ok<Rec>('forum_posts.createOne', { forumId, title, textContent: 'How far do you walk?', htmlContent: '<p>How far?</p>', numLikes: 7, numComments: 3 }, who)
  const getPost = (id: string) => f.ok<Rec>('forum_posts.getOne', { id }, f.admin)

  it('a post starts with 0 likes and 0 comments whatever was sent, and postedBy is its creator', async () => {
    const p = await post()
    assert.equal(p.numLikes, 0)
    assert.equal(p.numComments, 0)
    assert.deepEqual(p.postedBy, { type: 'user', id: f.admin.id })
    const patient = f.patient()
    const theirs = await f.ok<Rec>('forum_posts.createOne', { forumId: forum.id, title: 'Mine', textContent: 'x', postedBy: { type: 'user', id: f.admin.id } }, patient)
    assert.deepEqual(theirs.postedBy, { type: 'enduser', id: patient.id }, 'a patient always posts as themselves')
  })

  it('counters are not updatable: a value sent is ignored (the SDK sends the record back), the count stays', async () => {
    const p = await post()
    await f.ok('post_likes.createOne', { forumId: forum.id, postId: p.id }, f.admin)
    const reply = await f.call<Rec>('forum_posts.updateOne', { id: p.id, updates: { numLikes: 99, numComments: 5, title: 'Renamed' } }, f.admin)
    assert.equal(reply.status, 200, JSON.stringify(reply))
    const stored = await getPost(p.id)
    assert.deepEqual([stored.numLikes, stored.numComments, stored.title], [1, 0, 'Renamed'])
  })

  it('concurrent likes, unlikes and comments keep the counters exact (no lost update)', async () => {
    const p = await post('Hot post')
    const likers = Array.from({ length: 40 }, () => f.staff())
    const patients = Array.from({ length: 20 }, () => f.patient())
    // likes by staff (generic create) and patients (/post-like), comments, and an unrelated edit of the post, all at once
    await Promise.all([
      ...likers.map((s) => f.ok('post_likes.createOne', { forumId: forum.id, postId: p.id }, s)),
      ...patients.map((s) => f.ok('post_likes.create', { forumId: forum.id, postId: p.id }, s)),
      ...Array.from({ length: 30 }, (_, i) => f.ok('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: `comment ${i}` }, i % 2 ? f.admin : patients[i % 20]!)),
      f.ok('forum_posts.updateOne', { id: p.id, updates: { title: 'Hot post (edited)' } }, f.admin),
    ])
    let stored = await getPost(p.id)
    assert.equal(stored.numLikes, 60)
    assert.equal(stored.numComments, 30)
    await Promise.all(patients.map((s) => f.ok('post_likes.unlike', { forumId: forum.id, postId: p.id }, s)))
    stored = await getPost(p.id)
    assert.equal(stored.numLikes, 40)
    assert.equal(stored.title, 'Hot post (edited)')
  })

  it("a second like answers 409 'This post has already been liked', even when sent at once", async () => {
    const p = await post()
    const patient = f.patient()
    await f.ok('post_likes.create', { forumId: forum.id, postId: p.id }, patient)
    const again = await f.call('post_likes.createOne', { forumId: forum.id, postId: p.id }, patient)
    assert.equal(again.status, 409)
    assert.equal(again.message, POST_ALREADY_LIKED)
    const staff = f.staff()
    const racing = await Promise.all(Array.from({ length: 8 }, () => f.call('post_likes.create', { forumId: forum.id, postId: p.id }, staff)))
    assert.equal(racing.filter((r) => r.status === 200).length, 1)
    assert.ok(racing.every((r) => r.status === 200 || (r.status === 409 && r.message === POST_ALREADY_LIKED)), JSON.stringify(racing.map((r) => [r.status, r.message])))
    assert.equal((await getPost(p.id)).numLikes, 2)
  })

  it('comment likes are unique per comment and creator and count', async () => {
    const p = await post()
    const c = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'Good point' }, f.admin)
    const patient = f.patient()
    await f.ok('comment_likes.createOne', { forumId: forum.id, postId: p.id, commentId: c.id }, patient)
    assert.equal((await f.call('comment_likes.createOne', { forumId: forum.id, postId: p.id, commentId: c.id }, patient)).status, 409)
    assert.equal((await f.ok<Rec>('post_comments.getOne', { id: c.id }, f.admin)).numLikes, 1)
  })

  it('threadId defaults to replyTo; replies count on their parent; a reply names a comment of the same post', async () => {
    const p = await post()
    const top = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'Top' }, f.admin)
    assert.equal(top.numReplies, 0)
    assert.equal(top.threadId, undefined)
    const reply = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'Reply', replyTo: top.id }, f.admin)
    assert.equal(reply.threadId, top.id)
    assert.equal((await f.ok<Rec>('post_comments.getOne', { id: top.id }, f.admin)).numReplies, 1)
    const other = await post('Other')
    const wrong = await f.call('post_comments.createOne', { forumId: forum.id, postId: other.id, textContent: 'x', replyTo: top.id }, f.admin)
    assert.equal(wrong.status, 400)
    assert.match(String(wrong.message), /replyTo/)
  })

  it('a post names a post of its forum: a like naming another forum is refused naming postId', async () => {
    const p = await post()
    const elsewhere = await f.ok<Rec>('forums.createOne', { title: 'Elsewhere', publicRead: true }, f.admin)
    const reply = await f.call('post_likes.createOne', { forumId: elsewhere.id, postId: p.id }, f.admin)
    assert.equal(reply.status, 400)
    assert.match(String(reply.message), /postId/)
  })

  it('forum titles are unique', async () => {
    const reply = await f.call('forums.createOne', { title: 'Heart health' }, f.admin)
    assert.equal(reply.status, 409)
  })

  it('a patient reaches public forums only: no private forum, post or comment, no writing in one', async () => {
    const closed = await f.ok<Rec>('forums.createOne', { title: 'Staff only', publicRead: false }, f.admin)
    const hidden = await post('Internal', closed.id)
    const comment = await f.ok<Rec>('post_comments.createOne', { forumId: closed.id, postId: hidden.id, textContent: 'internal' }, f.admin)
    const patient = f.patient()
    assert.equal((await f.call('forums.getOne', { id: closed.id }, patient)).status, 404)
    assert.equal((await f.call('forums.getOne', { id: forum.id }, patient)).status, 200)
    const listed = await f.ok<Rec[]>('forums.getSome', {}, patient)
    assert.ok(listed.every((x) => x.publicRead === true) && listed.some((x) => x.id === forum.id))
    assert.equal((await f.call('forum_posts.getOne', { id: hidden.id }, patient)).status, 404)
    // listing a private forum's posts or comments is refused, as the public SDK's suite expects
    assert.equal((await f.call('forum_posts.getSome', { filter: { forumId: closed.id } }, patient)).status, 403)
    assert.equal((await f.call('post_comments.getSome', { filter: { forumId: closed.id } }, patient)).status, 403)
    assert.equal((await f.call('forum_posts.getSome', { filter: { forumId: closed.id } }, f.admin)).status, 200)
    assert.ok((await f.ok<Rec[]>('forum_posts.getSome', { filter: { forumId: forum.id } }, patient)).length > 0)
    assert.deepEqual((await f.ok<Rec[]>('forum_posts.getSome', { filter: { title: 'Internal' } }, patient)), [], 'a private post never in a page')
    assert.equal((await f.call('post_comments.getOne', { id: comment.id }, patient)).status, 404)
    assert.equal((await f.call('forum_posts.createOne', { forumId: closed.id, title: 't', textContent: 'x' }, patient)).status, 403)
    assert.equal((await f.call('post_comments.createOne', { forumId: closed.id, postId: hidden.id, textContent: 'x' }, patient)).status, 403)
    assert.equal((await f.call('post_likes.create', { forumId: closed.id, postId: hidden.id }, patient)).status, 403)
  })

  it("a patient edits and deletes only their own posts; staff any", async () => {
    const patient = f.patient()
    const other = f.patient()
    const mine = await post('Patient post', forum.id, patient)
    assert.equal((await f.call('forum_posts.updateOne', { id: mine.id, updates: { title: 'Hijacked' } }, other)).status, 404)
    assert.equal((await f.call('forum_posts.updateOne', { id: mine.id, updates: { title: 'Edited' } }, patient)).status, 200)
    assert.equal((await f.call('forum_posts.deleteOne', { id: mine.id }, other)).status, 404)
    const staffPost = await post('Staff post')
    assert.equal((await f.call('forum_posts.deleteOne', { id: staffPost.id }, patient)).status, 404)
    assert.equal((await f.call('forum_posts.deleteOne', { id: mine.id }, f.admin)).status, 204)
    // comments: a patient deletes their own, never another's, and does not edit them
    const target = await post('Commented')
    const own = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: target.id, textContent: 'mine' }, patient)
    const staffComment = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: target.id, textContent: 'staff' }, f.admin)
    assert.equal((await f.call('post_comments.updateOne', { id: own.id, updates: { textContent: 'edited' } }, patient)).status, 403)
    assert.equal((await f.call('post_comments.deleteOne', { id: staffComment.id }, patient)).status, 404)
    assert.equal((await f.call('post_comments.deleteOne', { id: own.id }, patient)).status, 204)
    assert.equal((await getPost(target.id)).numComments, 1)
  })

  it("a like, an unlike, a comment and a reply publish the post's (and parent comment's) counts as an updated event, the last one the stored count", async () => {
    const heard: { collection: string; id: string; changes: Record<string, unknown> }[] = []
    const subs = await Promise.all(['evt.forum_posts.updated', 'evt.post_comments.updated'].map((subject) =>
      f.bus.follow(subject, ({ event }) => {
        for (const c of event.changes ?? []) heard.push({ collection: event.collection, id: c.id, changes: c.changes })
      })))
    try {
      const p = await post('Heard live')
      // each event carries the one counter it is about: the latest value heard of each field
      const last = (collection: string, id: string): Record<string, unknown> | undefined => {
        const mine = heard.filter((h) => h.collection === collection && h.id === id)
        return mine.length ? Object.assign({}, ...mine.map((h) => h.changes)) : undefined
      }
      const patient = f.patient()
      await f.ok('post_likes.create', { forumId: forum.id, postId: p.id }, patient)
      await eventually('the like heard', async () => last('forum_posts', p.id)?.numLikes === 1)
      assert.deepEqual(last('forum_posts', p.id), { numLikes: 1 }, 'a like publishes numLikes only')

      const top = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'Top' }, patient)
      await eventually('the comment heard', async () => last('forum_posts', p.id)?.numComments === 1)
      await f.ok('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'Reply', replyTo: top.id }, f.admin)
      await eventually('the reply heard on the post and its parent', async () => last('forum_posts', p.id)?.numComments === 2 && last('post_comments', top.id)?.numReplies === 1)
      await f.ok('comment_likes.createOne', { forumId: forum.id, postId: p.id, commentId: top.id }, f.admin)
      await eventually('the comment like heard', async () => last('post_comments', top.id)?.numLikes === 1)

      await f.ok('post_likes.unlike', { forumId: forum.id, postId: p.id }, patient)
      await eventually('the unlike heard', async () => last('forum_posts', p.id)?.numLikes === 0)

      // many at once: whatever order the reactions ran in, the last event heard is the stored count
      const likers = Array.from({ length: 12 }, () => f.staff())
      await Promise.all(likers.map((s) => f.ok('post_likes.create', { forumId: forum.id, postId: p.id }, s)))
      assert.equal((await getPost(p.id)).numLikes, 12)
      await eventually('the last event carries 12 likes', async () => last('forum_posts', p.id)?.numLikes === 12)
      const afterwards = heard.length
      await new Promise((r) => setTimeout(r, 300))
      assert.equal(last('forum_posts', p.id)?.numLikes, 12, `no older count heard after it (${heard.length - afterwards} more events)`)
    } finally {
      for (const s of subs) await s.unsubscribe()
    }
  })

  it('deleting a forum removes its posts, comments and likes; deleting a post its comments and likes', async () => {
    const doomed = await f.ok<Rec>('forums.createOne', { title: 'To be closed', publicRead: true }, f.admin)
    const p1 = await post('One', doomed.id)
    const p2 = await post('Two', doomed.id)
    const c1 = await f.ok<Rec>('post_comments.createOne', { forumId: doomed.id, postId: p1.id, textContent: 'c' }, f.admin)
    await f.ok('post_likes.createOne', { forumId: doomed.id, postId: p1.id }, f.admin)
    await f.ok('comment_likes.createOne', { forumId: doomed.id, postId: p1.id, commentId: c1.id }, f.admin)
    const kept = await post('Kept')
    await f.ok('post_likes.createOne', { forumId: forum.id, postId: kept.id }, f.admin)
    const left = async () => {
      const where = { businessId: f.businessId, forumId: doomed.id }
      const db = f.service.db
      return (await db.forumPost.count({ where })) + (await db.postComment.count({ where })) + (await db.postLike.count({ where })) + (await db.commentLike.count({ where }))
    }
    assert.equal(await left(), 5)
    assert.equal((await f.call('forums.deleteOne', { id: doomed.id }, f.admin)).status, 204)
    await eventually('the forum cascade', async () => (await left()) === 0)
    assert.equal((await f.call('forum_posts.getOne', { id: p2.id }, f.admin)).status, 404)
    assert.equal((await getPost(kept.id)).numLikes, 1, "another forum's post keeps its like")

    const p3 = await post('Three')
    const c3 = await f.ok<Rec>('post_comments.createOne', { forumId: forum.id, postId: p3.id, textContent: 'c' }, f.admin)
    await f.ok('post_likes.createOne', { forumId: forum.id, postId: p3.id }, f.admin)
    assert.equal((await f.call('forum_posts.deleteOne', { id: p3.id }, f.admin)).status, 204)
    await eventually('the post cascade', async () => (await f.service.db.postComment.count({ where: { postId: p3.id } })) + (await f.service.db.postLike.count({ where: { postId: p3.id } })) === 0)
    assert.equal((await f.call('post_comments.getOne', { id: c3.id }, f.admin)).status, 404)
  })
  it("a portal whose page settings disable Community: its patients reach no forum, post, comment or like (forums read as none; 403 on writes and on listing posts or comments), staff still do; enabling it again opens it", async () => {
    const p = await post('Open while enabled')
    const patient = f.patient()
    const customizationId = newObjectId()
    // identity's record changes, then its event is published (as identity's outbox does)
    const change = (op: 'created' | 'updated' | 'deleted', record: Record<string, unknown>) => {
      const whole = { id: customizationId, businessId: f.businessId, page: 'Community', blocks: [], ...record }
      f.portalPages.splice(0, f.portalPages.length, ...(op === 'deleted' ? [] : [whole]))
      return f.bus.publish({
        id: newObjectId(), subject: `evt.portal_customizations.${op}`, collection: 'portal_customizations', op, businessId: f.businessId,
        records: [whole], occurredAt: new Date().toISOString(),
      })
    }
    const forumsSeen = async () => (await f.ok<Rec[]>('forums.getSome', {}, patient)).length
    assert.ok((await forumsSeen()) > 0)

    await change('created', { disabled: true })
    await eventually('Community closed', async () => (await forumsSeen()) === 0)
    for (const [operation, payload] of [
      ['forum_posts.createOne', { forumId: forum.id, title: 'Closed', textContent: 'x' }],
      ['post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'x' }],
      ['post_likes.createOne', { forumId: forum.id, postId: p.id }],
      ['forum_posts.getSome', { filter: { forumId: forum.id } }],
      ['post_comments.getSome', {}],
      ['post_likes.unlike', { forumId: forum.id, postId: p.id }],
    ] as const) {
      const reply = await f.call(operation, payload, patient)
      assert.equal(reply.status, 403, operation)
      assert.equal(reply.message, COMMUNITY_DISABLED, operation)
    }
    assert.ok((await f.ok<Rec[]>('forums.getSome', {}, f.admin)).length > 0, 'staff still moderate')
    await f.ok('post_comments.createOne', { forumId: forum.id, postId: p.id, textContent: 'staff note' }, f.admin)

    await change('updated', { disabled: false })
    await eventually('Community open again', async () => (await forumsSeen()) > 0)
    await f.ok('post_likes.createOne', { forumId: forum.id, postId: p.id }, patient)

    await change('updated', { disabled: true })
    await eventually('closed again', async () => (await forumsSeen()) === 0)
    await change('deleted', { disabled: true })
    await eventually('open once the setting is deleted', async () => (await forumsSeen()) > 0)
  })

  it("the setting is identity's answer, not a copy of its events: one the service never heard of is obeyed within seconds; identity is asked once per few seconds per business, never for staff; its failure is a 503, never an open community", async () => {
    const patient = f.patient()
    const forumsSeen = async () => (await f.ok<Rec[]>('forums.getSome', {}, patient)).length
    f.portalPages.splice(0, f.portalPages.length)
    await eventually('open', async () => (await forumsSeen()) > 0)
    const asked = f.portalPageReads()
    for (let i = 0; i < 5; i++) await forumsSeen()
    assert.ok(f.portalPageReads() - asked <= 1, `identity asked ${f.portalPageReads() - asked} times for 5 reads`)
    const staffAsked = f.portalPageReads()
    await f.ok('forums.getSome', {}, f.admin)
    await f.ok('forum_posts.getSome', {}, f.admin)
    assert.equal(f.portalPageReads(), staffAsked, 'staff reads never ask identity')

    // disabled in identity with no event at all (a setting made before this service first ran)
    f.portalPages.push({ id: newObjectId(), businessId: f.businessId, page: 'Community', disabled: true, blocks: [] })
    await eventually('closed without an event', async () => (await forumsSeen()) === 0, 15_000)
    f.portalPages.splice(0, f.portalPages.length)
    await eventually('open again without an event', async () => (await forumsSeen()) > 0, 15_000)

    // identity failing: the patient's read is refused (503), never answered as if Community were on
    f.setPortalPagesDown(true)
    try {
      const elsewhere = { ...f.patient(), businessId: newObjectId() }
      const reply = await f.call('forums.getSome', {}, elsewhere)
      assert.equal(reply.status, 503, `${reply.status} ${reply.message}`)
      const again = await f.call('post_likes.create', { forumId: forum.id, postId: (await post('During an outage')).id }, elsewhere)
      assert.equal(again.status, 503, 'a write too')
    } finally {
      f.setPortalPagesDown(false)
    }
  })
})
