// Wire compatibility for content (issue #21): the public @tellescope/sdk, used unchanged, against the
// running gateway — staff build a library and a community; a patient (EnduserSession) reads the
// content they may see (the published suite's managed_content_records_tests: publicRead content
// only), searches it, and likes a post ('This post has already been liked' for a second like,
// counts following like and unlike, as the published community_tests expect); deleting the forum
// removes its posts.
import { after, before, describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import sdk from '@tellescope/sdk'
import { registerStaff, startTestPlatform, type TestPlatform } from '../support/platform.ts'
import { COMPAT_BUSES } from './buses.ts'

const { Session, EnduserSession } = sdk as unknown as {
  Session: new (o: { host: string; authToken?: string }) => any
  EnduserSession: new (o: { host: string; businessId: string; authToken?: string }) => any
}
const unique = () => randomBytes(4).toString('hex')

// on NATS when NATS_URL is set, else in-process: why not both, see buses.ts
for (const useNats of COMPAT_BUSES) describe(`@tellescope/sdk content against the gateway (${useNats ? 'NATS' : 'in-process'} bus)`, () => {
  let platform: TestPlatform
  let staff: any
  let patient: any

  before(async () => {
    platform = await startTestPlatform({ useNats })
    const registered = await registerStaff(platform.url)
    staff = new Session({ host: platform.url })
    await staff.authenticate(registered.email, registered.password)
    const email = `content-${unique()}@example.com`
    patient = new EnduserSession({ host: platform.url, businessId: registered.user.businessId })
    await patient.register({ email, password: 'Patient-pass-1', fname: 'Robin', lname: 'Sdk', termsSigned: new Date(), termsVersion: '1.0' })
    await patient.authenticate(email, 'Patient-pass-1')
  })
  after(async () => {
    await platform?.close()
  })

  test('a patient reads and searches only the content they may see', async () => {
    const open = await staff.api.managed_content_records.createOne({ title: 'Sleep hygiene basics', htmlContent: '<br />', textContent: 'Keep a regular bedtime.', publicRead: true })
    const closed = await staff.api.managed_content_records.createOne({ title: 'Sleep clinic protocol', htmlContent: '<br />', textContent: 'Sleep staging.', publicRead: false })
    const internal = await staff.api.managed_content_records.createOne({ title: 'Sleep triage (staff)', textContent: 'sleep', assignmentType: 'All', forInternalUse: true })
    assert.equal((await patient.api.managed_content_records.getOne(open.id)).id, open.id)
    const mine = await patient.api.managed_content_records.getSome()
    assert.deepEqual(mine.map((r: any) => r.id), [open.id])
    await assert.rejects(patient.api.managed_content_records.getOne(closed.id))

    const { record, matches } = await patient.api.managed_content_records.search({ query: 'sleep' })
    assert.equal(record.id, open.id)
    assert.deepEqual(matches.map((r: any) => r.id), [open.id])
    const forStaff = await staff.api.managed_content_records.search({ query: 'sleep', type: 'internal' })
    assert.deepEqual(forStaff.matches.map((r: any) => r.id), [internal.id])

    await staff.api.managed_content_records.update_indexes({ updates: [{ id: open.id, index: 3 }] })
    assert.equal((await staff.api.managed_content_records.getOne(open.id)).index, 3)
  })

  test('a patient posts, comments, likes and unlikes; counts follow; a second like is refused', async () => {
    const forum = await staff.api.forums.createOne({ title: `Community ${unique()}`, publicRead: true })
    const post = await patient.api.forum_posts.createOne({ title: 'title', forumId: forum.id, htmlContent: 'enduser', textContent: 'enduser' })
    assert.equal(post.numComments, 0)
    assert.equal(post.numLikes, 0)
    await patient.api.post_comments.createOne({ forumId: forum.id, postId: post.id, htmlContent: 'enduser', textContent: 'enduser' })
    await staff.api.post_comments.createOne({ forumId: forum.id, postId: post.id, htmlContent: 'user', textContent: 'user' })
    await patient.api.post_likes.createOne({ forumId: forum.id, postId: post.id })
    await assert.rejects(
      patient.api.post_likes.createOne({ forumId: forum.id, postId: post.id }),
      (e: any) => /This post has already been liked/.test(e?.message ?? String(e)),
    )
    let stored = await staff.api.forum_posts.getOne(post.id)
    assert.deepEqual([stored.numComments, stored.numLikes], [2, 1])
    await patient.api.post_likes.unlike_post({ postId: post.id, forumId: post.forumId })
    stored = await staff.api.forum_posts.getOne(post.id)
    assert.deepEqual([stored.numComments, stored.numLikes], [2, 0])

    const privateForum = await staff.api.forums.createOne({ title: `Private ${unique()}`, publicRead: false })
    await assert.rejects(patient.api.forums.getOne(privateForum.id))
    await assert.rejects(patient.api.forum_posts.createOne({ title: 't', forumId: privateForum.id, htmlContent: 'x', textContent: 'x' }))

    // deleting the forum removes its posts (a reaction to its deleted event, over this bus)
    await staff.api.forums.deleteOne(forum.id)
    for (const until = Date.now() + 30_000; ; await new Promise((r) => setTimeout(r, 100))) {
      const gone = await staff.api.forum_posts.getOne(post.id).then(() => false, () => true)
      if (gone) break
      assert.ok(Date.now() < until, "the forum's post was not removed within 30 s")
    }
  })
})
