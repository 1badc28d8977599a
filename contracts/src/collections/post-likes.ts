// post_likes (spec 1 §3, §4; spec 2 §7 "Like post … conflict 'This post has already been liked'"):
// one per post and liker; a like moves its post's numLikes in the same transaction.
import { idValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const POST_ALREADY_LIKED = 'This post has already been liked'

export const postLikes = defineCollection({
  name: 'post_likes',
  service: 'content',
  references: { forumId: 'forums', postId: 'forum_posts' },
  fields: {
    forumId: idValidator.optional(),
    postId: idValidator.optional(),
  },
  required: ['forumId', 'postId'],
  updatesDisabled: ['forumId', 'postId'],
  enduserField: 'creator',
  enduserAccess: { create: true, read: 'own', delete: 'own' },
  // patients reach those of public forums only, which the record does not show: no live events for them (REST)
  enduserLive: false,
})
