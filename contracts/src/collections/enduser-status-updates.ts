// enduser_status_updates (spec 1 §3 "People": journeyId, enduserId, status), owned by records: a
// patient's journey state history — each entry says which state (a journey state name, so at most
// 75 characters: spec 1 §3 endusers.journeys and §5 'Journey state names may not exceed 75
// characters') a patient reached in which journey. As in the public SDK (schema:
// create/read/delete, no update action), an entry is never edited: every field is set on create
// only. Patients have no access (spec 1 §6 does not list status updates among what they may do).
// journeyId must name a journey of the business ('journeyId must name a record of your business');
// creating one moves the patient's state: endusers.journeys[journeyId] = status (records'
// collections/enduser-status-updates.ts, through identity).
import { idValidator, journeyStateNameValidator } from '../values/index.ts'
import { defineCollection } from './define.ts'

export const enduserStatusUpdates = defineCollection({
  name: 'enduser_status_updates',
  service: 'records',
  references: { enduserId: 'endusers', journeyId: 'journeys' },
  fields: {
    journeyId: idValidator.optional(),
    enduserId: idValidator.optional(),
    status: journeyStateNameValidator.optional(),
  },
  required: ['journeyId', 'enduserId', 'status'],
  updatesDisabled: ['journeyId', 'enduserId', 'status'],
  searchFields: ['status'],
})
