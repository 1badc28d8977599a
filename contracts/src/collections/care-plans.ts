// care_plans (spec 1 §3, spec 2 §2.7), owned by records: one plan per patient and title, with the
// calendar events it schedules. The patient reads their own.
import { booleanValidator, emptyOk, idListValidator, idValidator, listValidator as list, maxLengthString as text, instantValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const CARE_PLAN_TAKEN = 'A care plan with this title already exists for this enduser'

export const carePlans = defineCollection({
  name: 'care_plans',
  service: 'records',
  references: { enduserId: 'endusers' },
  fields: {
    title: text(250).optional(),
    enduserId: idValidator.optional(),
    description: text(5000).optional(),
    htmlDescription: text(25000).optional(),
    eventIds: idListValidator.optional(),
    journeyId: emptyOk(idValidator).optional(),
    completedAt: instantValidator.optional(),
    hideRemainingTicketsProgress: booleanValidator.optional(),
    highlightedEnduserFields: list(text(250)).optional(),
  },
  required: ['title', 'enduserId'],
  unique: [{ fields: ['enduserId', 'title'], message: CARE_PLAN_TAKEN }],
  enduserAccess: { read: 'own' },
  searchFields: ['title'],
})
