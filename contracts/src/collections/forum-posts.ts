// forum_posts (spec 1 §3, §4, §9; spec 2 §2.12): postedBy defaults to the creator; numComments and
// numLikes start at 0 and only the server changes them (in the same transaction as the comment's
// or like's insert or delete). Patients read the posts of public forums, post in them, and edit
// or delete their own posts (spec 1 §6 "creator-only: forum posts").
import { idValidator } from '../values/index.ts'
import { nonNegativeNumberValidator } from '../values/numbers.ts'
import { defineCollection } from './define.ts'
import { attachmentValidator, list, postedByValidator, text } from './content-values.ts'

export const forumPosts = defineCollection({
  name: 'forum_posts',
  service: 'content',
  references: { forumId: 'forums' },
  fields: {
    forumId: idValidator.optional(),
    title: text(5000).optional(),
    textContent: text(25000).optional(),
    htmlContent: text(25000).optional(),
    editorState: text(25000).optional(),
    postedBy: postedByValidator.optional(),
    numComments: nonNegativeNumberValidator.optional(),
    numLikes: nonNegativeNumberValidator.optional(),
    slug: text(250).optional(),
    description: text(5000).optional(),
    attachments: list(attachmentValidator).optional(),
  },
  required: ['forumId', 'title', 'textContent'],
  updatesDisabled: ['forumId', 'postedBy'],
  readonly: ['numComments', 'numLikes'],
  counters: ['numComments', 'numLikes'],
  defaults: { numComments: 0, numLikes: 0 },
  enduserField: 'creator',
  enduserAccess: { create: true, read: 'all', update: 'own', delete: 'own' },
  // patients reach those of public forums only, which the record does not show: no live events for them (REST)
  enduserLive: false,
  searchFields: ['title'],
})
