// post_comments (spec 1 §3, §4; spec 2 §2.12): threadId defaults to replyTo; numLikes and
// numReplies start at 0, kept by the server; creating or deleting a comment moves its post's
// numComments (and its parent's numReplies) in the same transaction. Patients comment in public
// forums and delete their own comments (spec 1 §6 "creator-only: comment deletion").
import { idValidator } from '../values/index.ts'
import { nonNegativeNumberValidator } from '../values/numbers.ts'
import { defineCollection } from './define.ts'
import { list, postedByValidator, text } from './content-values.ts'

export const postComments = defineCollection({
  name: 'post_comments',
  service: 'content',
  // replyTo before threadId: a reply's threadId defaults to its replyTo, and a bad one is named as sent
  references: { forumId: 'forums', postId: 'forum_posts', replyTo: 'post_comments', threadId: 'post_comments' },
  fields: {
    forumId: idValidator.optional(),
    postId: idValidator.optional(),
    textContent: text(25000).optional(),
    htmlContent: text(25000).optional(),
    editorState: text(25000).optional(),
    threadId: idValidator.optional(),
    replyTo: idValidator.optional(),
    postedBy: postedByValidator.optional(),
    attachments: list(text(250)).optional(),
    numLikes: nonNegativeNumberValidator.optional(),
    numReplies: nonNegativeNumberValidator.optional(),
  },
  required: ['forumId', 'postId', 'textContent'],
  updatesDisabled: ['forumId', 'postId', 'threadId', 'replyTo', 'postedBy'],
  readonly: ['numLikes', 'numReplies'],
  counters: ['numLikes', 'numReplies'],
  defaults: { numLikes: 0, numReplies: 0 },
  enduserField: 'creator',
  enduserAccess: { create: true, read: 'all', delete: 'own' },
  // patients reach those of public forums only, which the record does not show: no live events for them (REST)
  enduserLive: false,
})
