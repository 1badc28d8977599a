// tickets (spec 1 §3 "Work items"), owned by records. Staff see them by owner under 'Assigned' and 'Default'
// (spec 1 §6 "tickets by owner"); a patient may open tickets about themselves and read their own
// ('enduserId does not match creator id for enduser session' otherwise, checked in records).
// Closing (closedAt set) stamps closedBy and publishes the update automations and the ticket's
// chat room react to.
import { z } from 'zod'
import {
  booleanValidator, clearableNumber, emptyOk, idListValidator, idValidator, listValidator as list, maxLengthString as text, numberValidator,
  instantValidator, uniqueListValidator as uniqueList,
} from '../values/index.ts'
import { defineCollection } from './define.ts'

export const TICKET_ENDUSER_MISMATCH = 'enduserId does not match creator id for enduser session'

const json = z.record(z.string(), z.unknown())

export const tickets = defineCollection({
  name: 'tickets',
  service: 'records',
  references: { enduserId: 'endusers', owner: 'users', carePlanId: 'care_plans', 'formResponseIds[]': 'form_responses' },
  fields: {
    title: text(250).optional(),
    enduserId: emptyOk(idValidator).optional(),
    automationStepId: emptyOk(idValidator).optional(),
    closedForReason: text(1000).optional(),
    closeReasons: uniqueList(text(250)).optional(),
    closedBy: text(100).optional(),
    chatRoomId: emptyOk(idValidator).optional(),
    dueDateInMS: clearableNumber(numberValidator).optional(),
    closedAt: instantValidator.optional(),
    owner: emptyOk(idValidator).optional(),
    message: text(5000).optional(),
    type: text(250).optional(),
    skillsRequired: list(text(250)).optional(),
    priority: numberValidator.optional(),
    stage: text(250).optional(),
    blockerDescription: text(5000).optional(),
    index: numberValidator.optional(),
    carePlanId: emptyOk(idValidator).optional(),
    journeyId: emptyOk(idValidator).optional(),
    purchaseId: emptyOk(idValidator).optional(),
    hiddenFromTickets: booleanValidator.optional(),
    htmlDescription: text(25000).optional(),
    formResponseIds: idListValidator.optional(),
    actions: list(json).optional(),
    remindAt: instantValidator.optional(),
    reminderSilencedAt: instantValidator.optional(),
    relatedRecords: list(json).optional(),
    attachments: list(json).optional(),
    tags: uniqueList(text(100)).optional(),
    /** reminders before the due date (the SDK's ticket reminders), each marked didRemind once its time has come */
    reminders: list(z.object({ msBeforeDueDate: numberValidator, didRemind: booleanValidator.optional(), queueId: idValidator.optional() })).optional(),
    /** when the next reminder is due (ms since epoch), -1 when none is: kept by the server */
    nextReminderInMS: numberValidator.optional(),
    source: text(250).optional(),
    externalId: text(250).optional(),
  },
  required: ['title'],
  readonly: ['closedBy', 'source', 'externalId'],
  counters: ['nextReminderInMS'],
  enduserAccess: { create: true, read: 'own' },
  enduserMismatchMessage: TICKET_ENDUSER_MISMATCH,
  hiddenFromEndusers: ['owner', 'closedBy', 'closedForReason', 'blockerDescription', 'skillsRequired', 'priority', 'index', 'hiddenFromTickets', 'actions', 'automationStepId', 'journeyId'],
  defaultAccess: 'Assigned',
  assignmentFields: ['owner'],
  searchFields: ['title', 'message', 'tags'],
})
