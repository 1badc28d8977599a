// templates (spec 1 §3 "Communication": title required and unique, subject and message required,
// type 'enduser' by default; the SDK's templates), owned by messaging. Their variables
// ({{enduser.fname}}, {{user.fname}}, {{organization.name}} …) are filled by /templated-message.
// Staff only: patients never read templates.
import {
  booleanValidator, enumeration, maxLengthString as text, listValidator as list, uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

export const TEMPLATE_TYPES = ['enduser', 'Reply', 'team'] as const
export const TEMPLATE_MODES = ['html', 'richtext'] as const
export const COMMUNICATION_CHANNELS = ['Email', 'SMS', 'Chat'] as const

export const templates = defineCollection({
  name: 'templates',
  service: 'messaging',
  fields: {
    title: text(100).optional(),
    subject: text(250).optional(),
    message: text(100000).optional(),
    html: text(100000).optional(),
    editorState: text(25000).optional(),
    type: enumeration(TEMPLATE_TYPES).optional(),
    mode: enumeration(TEMPLATE_MODES).optional(),
    isMarketing: booleanValidator.optional(),
    hideFromCompose: booleanValidator.optional(),
    forChannels: list(enumeration(COMMUNICATION_CHANNELS), 3).optional(),
    forRoles: list(text(250)).optional(),
    forEntityTypes: uniqueList(text(250)).optional(),
    tags: uniqueList(text(250)).optional(),
  },
  required: ['title', 'subject', 'message'],
  unique: [{ fields: ['title'] }],
  searchFields: ['title', 'subject', 'message'],
  defaults: { type: 'enduser' },
})
