// user_notifications (spec 1 §3 "Communication", §6 "notifications by user", §7 "Other"), owned by
// messaging: what a staff member is told (a patient's new chat, a ticket assigned to them, a form
// submitted). Only the staff member it is for reads, updates or deletes it, whatever their role
// ("notifications by user"): the service makes its userId its creator, and the collection is
// creator-only, so REST and live events agree. Patients never see them.
// POST /notifications/bulk-update marks all of the caller's read, or deletes them all.
import { booleanValidator, idValidator, listValidator, maxLengthString as text, relatedRecordValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const USER_NOTIFICATION_TYPES = {
  newChat: 'newChat',
  ticketAssigned: 'newTicket',
  formSubmitted: 'newFormResponse',
} as const

export const userNotifications = defineCollection({
  name: 'user_notifications',
  service: 'messaging',
  references: { userId: 'users' },
  fields: {
    userId: idValidator.optional(),
    type: text(100).optional(),
    message: text(5000).optional(),
    read: booleanValidator.optional(),
    relatedRecords: listValidator(relatedRecordValidator).optional(),
  },
  required: ['userId', 'type', 'message'],
  /** whose it is never changes (its creator is that user) */
  updatesDisabled: ['userId'],
  assignmentFields: ['userId'],
  creatorOnly: true,
  searchFields: ['message', 'type'],
})
