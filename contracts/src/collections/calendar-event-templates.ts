// calendar_event_templates (spec 1 §3 "Calendar and booking"; spec 2 §2.16, §3): the appointment
// types booking offers, title unique. Patients read them (the portal's booking flow and care plan).
import {
  booleanValidator, idListValidator, nonNegativeNumberValidator,
} from '../values/index.ts'
import { enumeration } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { VIDEO_INTEGRATIONS, list, portalSettingsValidator, reminderValidator, text } from './scheduling-values.ts'

export const calendarEventTemplates = defineCollection({
  name: 'calendar_event_templates',
  service: 'scheduling',
  references: {
    'carePlanForms[]': 'forms',
    'carePlanContent[]': 'managed_content_records',
    'carePlanFiles[]': 'files',
  },
  fields: {
    title: text(1000).optional(),
    displayTitle: text(1000).optional(),
    durationInMinutes: nonNegativeNumberValidator.optional(),
    portalSettings: portalSettingsValidator.optional(),
    /** products paid for before a booking is confirmed (the billing service's, not checked here yet) */
    productIds: idListValidator.optional(),
    type: text(250).optional(),
    description: text(25000).optional(),
    displayDescription: text(25000).optional(),
    instructions: text(25000).optional(),
    reminders: list(reminderValidator, 100).optional(),
    publicRead: booleanValidator.optional(),
    enableVideoCall: booleanValidator.optional(),
    enableSelfScheduling: booleanValidator.optional(),
    restrictedByState: booleanValidator.optional(),
    /** a group appointment type: how many patients may book one time (the SDK's enduserAttendeeLimit; over 1, later patients join the time's event — scheduling's booking/group.ts) */
    enduserAttendeeLimit: nonNegativeNumberValidator.optional(),
    image: text(5000).optional(),
    confirmationEmailDisabled: booleanValidator.optional(),
    confirmationSMSDisabled: booleanValidator.optional(),
    carePlanForms: idListValidator.optional(),
    carePlanContent: idListValidator.optional(),
    carePlanFiles: idListValidator.optional(),
    /** titles of the tasks a booked event gives its patient */
    carePlanTasks: list(text(1000)).optional(),
    videoIntegration: enumeration(VIDEO_INTEGRATIONS).optional(),
    color: text(100).optional(),
    bufferStartMinutes: nonNegativeNumberValidator.optional(),
    bufferEndMinutes: nonNegativeNumberValidator.optional(),
    tags: list(text(250)).optional(),
    apiOnly: booleanValidator.optional(),
  },
  required: ['title', 'durationInMinutes'],
  unique: [{ fields: ['title'] }],
  enduserAccess: { read: 'all' },
  searchFields: ['title', 'type'],
})
