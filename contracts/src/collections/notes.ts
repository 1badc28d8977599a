// notes (spec 1 §3 "Work items"), owned by records: the care team's notes on a patient. Staff only.
import { customFieldsValidator, emptyOk, idValidator, listValidator as list, maxLengthString as text, instantValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const notes = defineCollection({
  name: 'notes',
  service: 'records',
  references: { enduserId: 'endusers', ticketId: 'tickets' },
  fields: {
    enduserId: idValidator.optional(),
    ticketId: emptyOk(idValidator).optional(),
    text: text(100000).optional(),
    title: text(250).optional(),
    type: text(250).optional(),
    fields: customFieldsValidator.optional(),
    pinnedAt: instantValidator.optional(),
    tags: list(text(100)).optional(),
  },
  required: ['enduserId'],
  searchFields: ['title', 'text', 'tags'],
})
