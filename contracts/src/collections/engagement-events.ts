// engagement_events (spec 1 §3 "Journeys and automation"), owned by records: what a patient did
// (opened a message, read an article), weighed by significance, for engagement scoring. A patient
// may record their own; enduserId is set on create only.
import { customFieldsValidator, idValidator, instantValidator, maxLengthString as text, numberValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const engagementEvents = defineCollection({
  name: 'engagement_events',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    enduserId: idValidator.optional(),
    type: text(250).optional(),
    significance: numberValidator.optional(),
    timestamp: instantValidator.optional(),
    fields: customFieldsValidator.optional(),
  },
  required: ['enduserId', 'type', 'significance'],
  updatesDisabled: ['enduserId'],
  enduserAccess: { create: true },
  searchFields: ['type'],
})
