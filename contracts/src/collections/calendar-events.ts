// calendar_events (spec 1 §3 "Calendar and booking", §5, §6; spec 2 §2.7, §2.10, §3, §4), owned by
// scheduling. Cancelling (cancelledAt), rescheduling (rescheduledAt, rescheduledTo) and no-shows
// (noShowedAt) are stamps; numRSVPs follows the event's RSVPs (the server's counter); the reminders'
// didRemind and nextReminderInMS are kept by the service's reminder jobs.
//
// Access by attendee (spec 1 §6 "meetings and calendar events by attendee"): the service derives
// enduserIds and userIds from attendees on every write, so the contract's rule can read them —
// staff under 'Assigned' (and 'Default': a role that sets nothing) reach the events they attend or
// created; a patient reads the events they attend and public events (RSVPs, the community's
// 'Upcoming Events') and may only cancel their own (the SDK's enduserActions: read, update); a
// patient's create is refused — with 'Enduser cannot create or update public events' when it is
// public (spec 1 §5) — as is any update of a public event.
import {
  booleanValidator, emptyOk, idListValidator, idValidator, instantValidator, nonNegativeNumberValidator, numberValidator,
} from '../values/index.ts'
import { defineCollection } from './define.ts'
import {
  MEETING_STATUSES, VIDEO_INTEGRATIONS, attendeeValidator, enduserFormResponseForEventValidator, enduserTaskForEventValidator,
  eventAttachmentValidator, eventFieldsValidator, list, portalSettingsValidator, reminderValidator, termValidator, text, timezoneValidator,
} from './scheduling-values.ts'
import { enumeration } from '../values/index.ts'

export const ENDUSER_PUBLIC_EVENT = 'Enduser cannot create or update public events'
/** what a patient may change of an event of theirs (spec 2 §7 "Event update: cancelledAt"; the reason the SDK's requirePortalCancelReason asks for) */
export const ENDUSER_EVENT_UPDATABLE = ['cancelledAt', 'cancelReason'] as const
/** a patient's cancel of an event other patients attend too (a group appointment) would cancel it for them all */
export const ENDUSER_GROUP_CANCEL = 'Other patients attend this event: ask the clinic to cancel your place'

const holds = (value: unknown, id: string) => Array.isArray(value) && value.includes(id)

export const calendarEvents = defineCollection({
  name: 'calendar_events',
  service: 'scheduling',
  references: {
    locationId: 'appointment_locations',
    'locationIds[]': 'appointment_locations',
    templateId: 'calendar_event_templates',
    bookingPageId: 'appointment_booking_pages',
    rescheduledTo: 'calendar_events',
    copiedFrom: 'calendar_events',
    carePlanId: 'care_plans',
    'sharedContentIds[]': 'managed_content_records',
    'enduserTasks[].id': 'enduser_tasks',
    'enduserTasks[].enduserId': 'endusers',
    'enduserFormResponses[].formId': 'forms',
    'enduserFormResponses[].enduserId': 'endusers',
  },
  fields: {
    title: text(1000).optional(),
    displayTitle: text(1000).optional(),
    startTimeInMS: nonNegativeNumberValidator.optional(),
    durationInMinutes: nonNegativeNumberValidator.optional(),
    locationId: emptyOk(idValidator).optional(),
    locationIds: idListValidator.optional(),
    type: text(250).optional(),
    description: text(25000).optional(),
    displayDescription: text(25000).optional(),
    instructions: text(25000).optional(),
    reason: text(5000).optional(),
    cancelReason: text(5000).optional(),
    agreedToTerms: list(termValidator).optional(),
    meetingId: emptyOk(idValidator).optional(),
    meetingStatus: enumeration(MEETING_STATUSES).optional(),
    bookingPageId: emptyOk(idValidator).optional(),
    attachments: list(eventAttachmentValidator).optional(),
    cancelledAt: instantValidator.optional(),
    rescheduledAt: instantValidator.optional(),
    noShowedAt: instantValidator.optional(),
    completedAt: instantValidator.optional(),
    rescheduledTo: emptyOk(idValidator).optional(),
    chatRoomId: emptyOk(idValidator).optional(),
    carePlanId: emptyOk(idValidator).optional(),
    carePlanNote: text(5000).optional(),
    attendees: list(attendeeValidator).optional(),
    /** the patients among attendees (derived by the service: access by attendee) */
    enduserIds: idListValidator.optional(),
    /** the staff among attendees (derived by the service: 'Assigned' access) */
    userIds: idListValidator.optional(),
    reminders: list(reminderValidator, 100).optional(),
    /** when the next unsent reminder is due (ms since epoch), -1 when none is: kept by the service */
    nextReminderInMS: numberValidator.optional(),
    templateId: emptyOk(idValidator).optional(),
    publicRead: booleanValidator.optional(),
    wasSelfScheduled: booleanValidator.optional(),
    enableVideoCall: booleanValidator.optional(),
    fields: eventFieldsValidator.optional(),
    numRSVPs: nonNegativeNumberValidator.optional(),
    image: text(5000).optional(),
    sharedContentIds: idListValidator.optional(),
    enduserFormResponses: list(enduserFormResponseForEventValidator).optional(),
    enduserTasks: list(enduserTaskForEventValidator).optional(),
    color: text(100).optional(),
    location: text(1000).optional(),
    locationURL: text(5000).optional(),
    locationNotes: text(5000).optional(),
    phone: text(100).optional(),
    portalSettings: portalSettingsValidator.optional(),
    externalId: text(250).optional(),
    source: text(250).optional(),
    videoIntegration: enumeration(VIDEO_INTEGRATIONS).optional(),
    videoURL: text(5000).optional(),
    timezone: timezoneValidator.optional(),
    copiedFrom: emptyOk(idValidator).optional(),
    internalNotes: text(25000).optional(),
    hiddenFromPortal: booleanValidator.optional(),
    /** a group event: how many patients may attend (the SDK's enduserAttendeeLimit; a group type's booking sets it and fills it — scheduling's booking/group.ts) */
    enduserAttendeeLimit: nonNegativeNumberValidator.optional(),
    /** minutes kept free before and after the event: no booking may take them (its type's buffers when booked) */
    bufferStartMinutes: nonNegativeNumberValidator.optional(),
    bufferEndMinutes: nonNegativeNumberValidator.optional(),
    tags: list(text(250)).optional(),
    /** the start times an event had before each reschedule (ms since epoch) */
    previousStartTimes: list(numberValidator).optional(),
  },
  required: ['title', 'startTimeInMS', 'durationInMinutes'],
  readonly: ['meetingId', 'meetingStatus', 'enduserIds', 'userIds', 'previousStartTimes'],
  counters: ['numRSVPs', 'nextReminderInMS'],
  defaults: { attendees: [], reminders: [], numRSVPs: 0 },
  hiddenFromEndusers: ['internalNotes', 'userIds', 'enduserIds'],
  // a public event is read by every patient of the business: none of them sees who else attends, nor
  // the other patients' tasks and forms (their own arrive with the events they attend)
  enduserView: (record) => (record.publicRead === true
    ? {
      ...record,
      attendees: Array.isArray(record.attendees) ? record.attendees.filter((a) => (a as { type?: unknown } | null)?.type !== 'enduser') : record.attendees,
      enduserTasks: [], enduserFormResponses: [],
    }
    : record),
  enduserField: 'enduserIds',
  defaultAccess: 'Assigned',
  assignmentFields: ['userIds'],
  // patients: the events they attend, and public events (the service's readScope adds those)
  enduserAccess: { create: true, read: 'all', update: 'own' },
  enduserLive: {
    fields: ['publicRead', 'enduserIds'],
    visible: (session, record) => record.publicRead === true || holds(record.enduserIds, session.id),
  },
  searchFields: ['title', 'type'],
})
