// managed_content_record_assignments (spec 1 §3; spec 3 §3 "Assignment: contentId, enduserId"):
// one per content and patient. Deleting the content or the patient deletes the assignment.
import { idValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const managedContentRecordAssignments = defineCollection({
  name: 'managed_content_record_assignments',
  service: 'content',
  references: { contentId: 'managed_content_records', enduserId: 'endusers' },
  fields: {
    contentId: idValidator.optional(),
    enduserId: idValidator.optional(),
  },
  required: ['contentId', 'enduserId'],
  updatesDisabled: ['contentId', 'enduserId'],
  unique: [{ fields: ['contentId', 'enduserId'] }],
  enduserAccess: { read: 'own' },
})
