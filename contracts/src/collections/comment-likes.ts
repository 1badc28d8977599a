// comment_likes (spec 1 §3, §5 "comment like per comment and creator", §6 "creator-only: comment
// likes"): a like moves its comment's numLikes in the same transaction.
import { idValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const COMMENT_ALREADY_LIKED = 'This comment has already been liked'

export const commentLikes = defineCollection({
  name: 'comment_likes',
  service: 'content',
  references: { forumId: 'forums', postId: 'forum_posts', commentId: 'post_comments' },
  fields: {
    forumId: idValidator.optional(),
    postId: idValidator.optional(),
    commentId: idValidator.optional(),
  },
  required: ['forumId', 'postId', 'commentId'],
  updatesDisabled: ['forumId', 'postId', 'commentId'],
  creatorOnly: true,
  enduserField: 'creator',
  enduserAccess: { create: true, read: 'own', delete: 'own' },
  // patients reach those of public forums only, which the record does not show: no live events for them (REST)
  enduserLive: false,
})
