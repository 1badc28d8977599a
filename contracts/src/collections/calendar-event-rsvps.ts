// calendar_event_RSVPs (spec 1 §3, §5 "RSVP per event and creator", §6 "creator-only: own RSVPs
// update/delete"; spec 2 §2.12 'Upcoming Events'): displayName and avatar default from the creator
// (identity's display info), creatorType is the creator's session type; the event's numRSVPs moves
// with each create and delete in the same transaction. Patients RSVP to events they may read.
import { idValidator } from '../values/index.ts'
import { enumeration } from '../values/index.ts'
import { defineCollection } from './define.ts'
import { ATTENDEE_TYPES, text } from './scheduling-values.ts'

export const RSVP_ALREADY_EXISTS = 'You have already RSVPed to this event'

export const calendarEventRSVPs = defineCollection({
  name: 'calendar_event_RSVPs',
  service: 'scheduling',
  references: { eventId: 'calendar_events' },
  fields: {
    eventId: idValidator.optional(),
    displayName: text(250).optional(),
    avatar: text(250).optional(),
    status: text(100).optional(),
    creatorType: enumeration(ATTENDEE_TYPES).optional(),
  },
  required: ['eventId'],
  readonly: ['creatorType'],
  updatesDisabled: ['eventId'],
  unique: [{ fields: ['creator', 'eventId'], message: RSVP_ALREADY_EXISTS }],
  enduserField: 'creator',
  enduserAccess: { create: true, read: 'own', update: 'own', delete: 'own' },
})
