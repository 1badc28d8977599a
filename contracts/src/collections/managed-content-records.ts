// managed_content_records (spec 1 §3 "Content and community"; spec 2 §2.6; spec 3 §3 "Managed
// content", §6), owned by the content service. type is set on create only; htmlContent and html
// blocks are sanitized by the service before storage. Patients read only what spec 2 §2.6 lets
// them see (assigned to All, to them directly, by tags they all have, by a Manual assignment or
// shared by one of their calendar events; and, as the public SDK's suite expects, publicRead
// content) — never content forInternalUse (the contract's enduserHiddenWhen).
import { booleanValidator, enumeration, idValidator, listValidator as list, maxLengthString as text, numberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'
import {
  CONTENT_ASSIGNMENT_TYPES, CONTENT_MODES, EMBEDDING_TYPES, MANAGED_CONTENT_TYPES, attachmentValidator, blockValidator,
} from './content-values.ts'

export const managedContentRecords = defineCollection({
  name: 'managed_content_records',
  service: 'content',
  references: { enduserId: 'endusers' },
  fields: {
    title: text(1000).optional(),
    textContent: text(25000).optional(),
    slug: text(250).optional(),
    category: text(100).optional(),
    description: text(5000).optional(),
    htmlContent: text(25000).optional(),
    editorState: text(25000).optional(),
    type: enumeration(MANAGED_CONTENT_TYPES).optional(),
    enduserId: idValidator.optional(),
    assignmentType: enumeration(CONTENT_ASSIGNMENT_TYPES).optional(),
    attachments: list(attachmentValidator).optional(),
    blocks: list(blockValidator).optional(),
    headerPhoto: text(250).optional(),
    publicRead: booleanValidator.optional(),
    allowUnauthenticatedAccess: booleanValidator.optional(),
    mode: enumeration(CONTENT_MODES).optional(),
    files: list(text(250)).optional(),
    tags: list(text(250)).optional(),
    embeddingType: enumeration(EMBEDDING_TYPES).optional(),
    embedding: list(numberValidator, 4096).optional(),
    embeddingHash: text(250).optional(),
    forInternalUse: booleanValidator.optional(),
    index: numberValidator.optional(),
    portalIndex: numberValidator.optional(),
  },
  required: ['title', 'textContent'],
  updatesDisabled: ['type'],
  readonly: ['embedding', 'embeddingHash'],
  hiddenFromEndusers: ['embedding', 'embeddingHash', 'editorState'],
  enduserAccess: { read: 'all' },
  enduserHiddenWhen: 'forInternalUse',
  // live events reach a patient only for what the record itself shows them (public, for All, their
  // own); content they reach by tags, a Manual assignment or a calendar event they read over REST
  enduserLive: {
    fields: ['publicRead', 'assignmentType'],
    visible: (session, record) => record.publicRead === true || record.assignmentType === 'All' || record.enduserId === session.id,
  },
  searchFields: ['title', 'category', 'tags'],
})
