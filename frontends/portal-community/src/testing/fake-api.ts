// The portal's /v1 for the Community component tests: @care/sdk's shared fake, signed in as the
// patient, over forums, posts, comments and the patient's likes. It adds what the content service
// does beyond the generic calls: a created post or comment is the caller's (creator, postedBy) and
// moves the post's numComments; POST /post-like answers the stored like and adds 1 to numLikes, or
// 409 'This post has already been liked'; POST /unlike-forum-post removes it and takes 1 off; a
// deleted comment takes 1 off its post's numComments; a comment like is the caller's, one per
// comment (409 'This comment has already been liked'), and moves the comment's numLikes. The
// scheduling service's RSVPs: the caller's, one per event (409), numRSVPs following.
import type { SessionEnduser } from '@care/sdk'
import { fakeV1, json, type FakeRecord } from '@care/sdk/testing'

export const PATIENT = 'e'.repeat(24)
export const OTHER_PATIENT = 'd'.repeat(24)
export const STAFF = 'a'.repeat(24)

export interface Seed {
  forums?: Record<string, unknown>[]
  posts?: Record<string, unknown>[]
  comments?: Record<string, unknown>[]
  likes?: Record<string, unknown>[]
  commentLikes?: Record<string, unknown>[]
  events?: Record<string, unknown>[]
  rsvps?: Record<string, unknown>[]
}

export function fakeApi(seed: Seed = {}) {
  const v1 = fakeV1({
    kind: 'enduser',
    baseUrl: 'http://portal.test',
    collections: {
      forums: seed.forums ?? [],
      forum_posts: (seed.posts ?? []).map((p) => ({ numLikes: 0, numComments: 0, ...p })),
      post_comments: (seed.comments ?? []).map((c) => ({ numLikes: 0, numReplies: 0, ...c })),
      post_likes: seed.likes ?? [],
      comment_likes: seed.commentLikes ?? [],
      calendar_events: seed.events ?? [],
      calendar_event_RSVPs: seed.rsvps ?? [],
    },
    routes({ method, path, body = {} }, store) {
      const post = (id: unknown) => store.records('forum_posts').find((p) => p.id === id)
      const mine = { creator: store.me, postedBy: { type: 'enduser', id: store.me } }
      if (method === 'POST' && path === '/v1/forum-post') {
        return json(200, store.add('forum_posts', { ...body, ...mine, numLikes: 0, numComments: 0 }))
      }
      if (method === 'POST' && path === '/v1/post-comment') {
        const target = post(body.postId) as FakeRecord
        target.numComments = Number(target.numComments ?? 0) + 1
        return json(200, store.add('post_comments', { ...body, threadId: body.threadId ?? body.replyTo, ...mine }))
      }
      // the caller deletes their own comment, comment like or RSVP (anyone else's: 404), and its
      // parent's counter goes down by one
      const removedOwn = (collection: string, id: string | undefined, parentOf: (gone: FakeRecord) => FakeRecord | undefined, counter: string) => {
        const list = store.records(collection)
        const i = list.findIndex((r) => r.id === id && r.creator === store.me)
        if (i < 0) return false
        const [gone] = list.splice(i, 1)
        const parent = parentOf(gone as FakeRecord)
        if (parent) parent[counter] = Math.max(0, Number(parent[counter] ?? 0) - 1)
        return true
      }
      const notFound = () => json(404, { message: 'Could not find a record for the given id' })
      const commentDelete = /^\/v1\/post-comment\/([0-9a-f]{24})$/.exec(path)
      if (method === 'DELETE' && commentDelete) {
        return removedOwn('post_comments', commentDelete[1], (gone) => post(gone.postId), 'numComments') ? json(204, undefined) : notFound()
      }
      const comment = (id: unknown) => store.records('post_comments').find((c) => c.id === id)
      const commentLikes = store.records('comment_likes')
      if (method === 'POST' && path === '/v1/comment-like') {
        if (commentLikes.some((l) => l.commentId === body.commentId && l.creator === store.me)) return json(409, { message: 'This comment has already been liked' })
        const target = comment(body.commentId) as FakeRecord
        target.numLikes = Number(target.numLikes ?? 0) + 1
        return json(200, store.add('comment_likes', { forumId: body.forumId, postId: body.postId, commentId: body.commentId, creator: store.me }))
      }
      const commentUnlike = /^\/v1\/comment-like\/([0-9a-f]{24})$/.exec(path)
      if (method === 'DELETE' && commentUnlike) {
        return removedOwn('comment_likes', commentUnlike[1], (gone) => comment(gone.commentId), 'numLikes') ? json(204, undefined) : notFound()
      }
      // scheduling: an RSVP is the caller's, one per event (409), and moves the event's numRSVPs
      if (method === 'POST' && path === '/v1/calendar-event-RSVP') {
        if (store.records('calendar_event_RSVPs').some((r) => r.eventId === body.eventId && r.creator === store.me)) return json(409, { message: 'You have already RSVPed to this event' })
        const event = store.records('calendar_events').find((e) => e.id === body.eventId) as FakeRecord
        event.numRSVPs = Number(event.numRSVPs ?? 0) + 1
        return json(200, store.add('calendar_event_RSVPs', { eventId: body.eventId, creator: store.me, creatorType: 'enduser' }))
      }
      const rsvpDelete = /^\/v1\/calendar-event-RSVP\/([0-9a-f]{24})$/.exec(path)
      if (method === 'DELETE' && rsvpDelete) {
        return removedOwn('calendar_event_RSVPs', rsvpDelete[1], (gone) => store.records('calendar_events').find((e) => e.id === gone.eventId), 'numRSVPs') ? json(200, {}) : notFound()
      }
      const likes = store.records('post_likes')
      if (method === 'POST' && path === '/v1/post-like') {
        if (likes.some((l) => l.postId === body.postId && l.creator === store.me)) return json(409, { message: 'This post has already been liked' })
        const target = post(body.postId) as FakeRecord
        target.numLikes = Number(target.numLikes ?? 0) + 1
        return json(200, store.add('post_likes', { postId: body.postId, forumId: body.forumId, creator: store.me }))
      }
      if (method === 'POST' && path === '/v1/unlike-forum-post') {
        const i = likes.findIndex((l) => l.postId === body.postId && l.creator === store.me)
        if (i >= 0) {
          likes.splice(i, 1)
          const target = post(body.postId) as FakeRecord
          target.numLikes = Math.max(0, Number(target.numLikes ?? 0) - 1)
        }
        return json(200, {})
      }
      return undefined
    },
  })
  const enduser: SessionEnduser = { id: PATIENT, fname: 'Pat', lname: 'Quinn', email: 'pat@example.com' }
  return { v1, client: v1.client(enduser) }
}
