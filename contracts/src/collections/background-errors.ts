// background_errors (spec 1 §3 "Journeys and automation"), owned by records: errors of work done
// in the background (an automation step that could not send), shown to staff to acknowledge.
import { emptyOk, idValidator, instantValidator, maxLengthString as text } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const backgroundErrors = defineCollection({
  name: 'background_errors',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    title: text(250).optional(),
    message: text(5000).optional(),
    acknowledgedAt: instantValidator.optional(),
    journeyId: emptyOk(idValidator).optional(),
    enduserId: emptyOk(idValidator).optional(),
  },
  required: ['title', 'message'],
  searchFields: ['title', 'message'],
})
