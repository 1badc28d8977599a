// forums (spec 1 §3, §4, §5; spec 2 §2.12): title unique. Patients read public forums only
// (publicRead, as the public SDK's community suite expects). Deleting a forum removes its posts,
// comments and likes (the content service).
import { booleanValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

/** a patient's community call when their portal's page settings disable Community (spec 2 §2.1, §6) */
export const COMMUNITY_DISABLED = 'Community is not enabled for this portal'

export const forums = defineCollection({
  name: 'forums',
  service: 'content',
  fields: {
    title: text(100).optional(),
    description: text(5000).optional(),
    publicRead: booleanValidator.optional(),
    slug: text(250).optional(),
  },
  required: ['title'],
  unique: [{ fields: ['title'] }],
  enduserAccess: { read: 'all' },
  // patients reach public forums only (content's collections/community.ts)
  enduserLive: { fields: ['publicRead'], visible: (_session, record) => record.publicRead === true },
  searchFields: ['title'],
})
