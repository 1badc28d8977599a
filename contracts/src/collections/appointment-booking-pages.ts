// appointment_booking_pages (spec 1 §3 "Calendar and booking"; spec 2 §2.16, §3, §5): title unique,
// the templates and locations it offers, terms, texts and colours of the flow. Patients read them
// (the portal's 'Appointments' list); the public page reads them through the booking calls.
import {
  booleanValidator, clearableNumber, emptyOk, idListValidator, instantValidator, nonNegativeNumberValidator,
} from '../values/index.ts'
import { defineCollection } from './define.ts'
import { list, termValidator, text } from './scheduling-values.ts'

export const appointmentBookingPages = defineCollection({
  name: 'appointment_booking_pages',
  service: 'scheduling',
  references: { 'calendarEventTemplateIds[]': 'calendar_event_templates', 'locationIds[]': 'appointment_locations' },
  fields: {
    title: text(1000).optional(),
    calendarEventTemplateIds: idListValidator.optional(),
    locationIds: idListValidator.optional(),
    terms: list(termValidator, 100).optional(),
    startDate: instantValidator.optional(),
    endDate: instantValidator.optional(),
    primaryColor: text(100).optional(),
    secondaryColor: text(100).optional(),
    backgroundColor: text(100).optional(),
    fontFamily: text(250).optional(),
    topLogo: text(5000).optional(),
    intakeTitle: text(1000).optional(),
    intakeDescription: text(5000).optional(),
    thankYouTitle: text(1000).optional(),
    thankYouDescription: text(5000).optional(),
    thankYouHeaderImageURL: text(5000).optional(),
    thankYouMainImageURL: text(5000).optional(),
    thankYouRedirectURL: text(5000).optional(),
    ga4measurementId: text(250).optional(),
    hiddenFromPortal: booleanValidator.optional(),
    hoursBeforeBookingAllowed: clearableNumber(nonNegativeNumberValidator).optional(),
    limitedToCareTeam: booleanValidator.optional(),
    limitedByState: booleanValidator.optional(),
    /** the page's policy: a patient may cancel or reschedule an event booked through it only this many hours or more before it starts (H2, issue #20) */
    minimumNoticeHours: clearableNumber(nonNegativeNumberValidator).optional(),
    requireLocationSelection: booleanValidator.optional(),
    appointmentSlotsMaxHeight: emptyOk(nonNegativeNumberValidator).optional(),
  },
  required: ['title', 'calendarEventTemplateIds', 'locationIds'],
  unique: [{ fields: ['title'] }],
  enduserAccess: { read: 'all' },
  searchFields: ['title'],
})
